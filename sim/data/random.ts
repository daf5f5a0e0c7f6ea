/**
 * The seeded pseudo-random source of the simulator data. mulberry32 is small, fast and good enough for
 * fixtures; every area draws from its own stream so that scaling the offers never reshuffles the stores.
 */

/** mulberry32: a 32-bit state generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a, to turn a stream name (or a brand) into a stable 32-bit number. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[]
  shuffle<T>(items: readonly T[]): T[]
  /** A shelf price in [min, max] ending in 9 cents. */
  price(min: number, max: number): number
  digits(length: number): string
  hex(length: number): string
  /** A version-4 shaped UUID. */
  uuid(): string
}

/** A generator for one area ('products', 'offers', ...) of one seed. */
export function createRng(seed: number, stream = ''): Rng {
  const next = mulberry32((hash32(stream) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      const tmp = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = tmp
    }
    return copy
  }
  const hex = (length: number) => {
    let out = ''
    for (let i = 0; i < length; i++) out += Math.floor(next() * 16).toString(16)
    return out
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: (items, n) => shuffle(items).slice(0, Math.max(0, n)),
    shuffle,
    price: (min, max) => {
      const raw = min + next() * (max - min)
      return Math.max(0.09, cents(Math.round(raw * 10) / 10 - 0.01))
    },
    digits: (length) => {
      let out = String(int(1, 9))
      for (let i = 1; i < length; i++) out += String(int(0, 9))
      return out
    },
    hex,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
  }
}

/** Rounds money to cents (binary floats otherwise print 3.4899999). */
export const cents = (value: number): number => Math.round(value * 100) / 100

/** '$3.49' */
export const dollars = (value: number): string => `$${cents(value).toFixed(2)}`
