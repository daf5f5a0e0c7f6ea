import { describe, expect, it } from 'vitest'
import { createSeedData } from './data'
import { createSim } from './app'
import { applyHostile, HOSTILE_KEPT_FIELDS, HOSTILE_TEXT_FIELDS, HOSTILE_URL_FIELDS, mapStrings } from './hostile'
import { control } from './testing'

const TEXT = Array.from({ length: 53 }, (_, i) => `<img src=x onerror=__xss(${i + 1})>`)
const URLS = ['javascript:__xss(101)', 'data:text/html,<script>__xss(102)</script>']

const pathsOf = (value: unknown) => {
  const paths = new Set<string>()
  mapStrings(value, (path, text) => (paths.add(path), text))
  return paths
}

describe('sim hostile mode', () => {
  it('classifies every string field of the seed as text, address or kept (a new field fails here until it is named)', () => {
    const known = new Set([...HOSTILE_TEXT_FIELDS, ...HOSTILE_URL_FIELDS, ...HOSTILE_KEPT_FIELDS])
    const unknown = [...pathsOf(createSeedData())].filter((p) => !known.has(p))
    expect(unknown).toEqual([])
    const twice = [...HOSTILE_TEXT_FIELDS, ...HOSTILE_URL_FIELDS, ...HOSTILE_KEPT_FIELDS].filter((p, i, all) => all.indexOf(p) !== i)
    expect(twice).toEqual([])
  })

  it('replaces every text and address field, keeps ids, codes and dates, and spreads the whole corpus over a field of many entities', () => {
    const seed = createSeedData()
    const hostile = applyHostile(seed, { text: TEXT, urls: URLS })
    const replaced = new Map<string, Set<string>>()
    mapStrings(hostile, (path, text) => {
      if (!replaced.has(path)) replaced.set(path, new Set())
      replaced.get(path)?.add(text)
      return text
    })
    for (const path of HOSTILE_TEXT_FIELDS) for (const text of replaced.get(path) ?? []) expect(TEXT, path).toContain(text)
    for (const path of HOSTILE_URL_FIELDS) for (const text of replaced.get(path) ?? []) expect(URLS, path).toContain(text)
    expect(replaced.get('offers[].name')?.size).toBe(TEXT.length)
    expect(hostile.offers.map((o) => [o.offerId, o.offerPgm, o.endDate, o.kind])).toEqual(
      seed.offers.map((o) => [o.offerId, o.offerPgm, o.endDate, o.kind]),
    )
    expect(hostile.products.map((p) => [p.id, p.upc, p.status, p.price])).toEqual(
      seed.products.map((p) => [p.id, p.upc, p.status, p.price]),
    )
    // Neighbouring fields of one entity carry different payloads.
    const first = hostile.offers[0]
    expect(new Set([first?.brand, first?.name, first?.description]).size).toBe(3)
    // The seed itself is untouched.
    expect(seed.offers[0]?.name).not.toContain('__xss')
  })

  it('rotates the assignment with offset, and is off without payloads', () => {
    const seed = createSeedData()
    expect(applyHostile(seed, { text: TEXT, offset: 1 }).offers[0]?.name).not.toBe(applyHostile(seed, { text: TEXT }).offers[0]?.name)
    expect(applyHostile(seed, undefined)).toBe(seed)
  })

  it('is a createSim option and a /__sim/reset body flag', async () => {
    expect(createSim({ hostile: { text: TEXT } }).state.users[0]?.firstName).toMatch(/__xss\(\d+\)/)
    const sim = createSim()
    expect(sim.state.users[0]?.firstName).not.toMatch(/__xss/)
    await control(sim, 'POST', '/reset', { hostile: { text: TEXT, urls: URLS } })
    expect(sim.state.navigation.master?.menuItems[0]?.url).toMatch(/__xss\(10\d\)/)
  })
})
