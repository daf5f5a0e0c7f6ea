import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ENDPOINT_FAMILIES, PATHS } from './endpoints'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Every leaf of an endpoint table, with functions called with a sample argument. */
function leaves(table: object, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]): [string, string][] => {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') return [[name, value]]
    if (typeof value === 'function') return [[name, (value as (...a: string[]) => string)('a b', 'c/d', 'e')]]
    return leaves(value as object, name)
  })
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}

const ENV_021_KEYS = [
  'storeDetails',
  'deliveryZipLookup',
  'pickupStores',
  'offerDetails',
  'flyerPrint',
  'cartCustomer',
  'cartGuest',
  'checkout',
  'orders',
  'featureFlags',
] as const

describe('endpoint configuration', () => {
  it('defines store locator, offer details, flyer, cart, checkout, orders and feature-flag paths, which games code does not call [ENV-021]', () => {
    for (const key of ENV_021_KEYS) expect(PATHS, key).toHaveProperty(key)
    const values = leaves(Object.fromEntries(ENV_021_KEYS.map((k) => [k, PATHS[k]])))
    for (const [name, path] of values) expect(path, name).toMatch(/^\/\S+$/)
    expect(new Set(values.map(([, p]) => p)).size).toBe(values.length)
    // gap A17: kept in configuration only; no games source names them
    const gamesFiles = [...sourceFiles(join(root, 'core')), ...sourceFiles(join(root, 'widgets'))].filter((f) =>
      /games?/i.test(relative(root, f)),
    )
    for (const file of gamesFiles) {
      const text = readFileSync(file, 'utf8')
      for (const key of ENV_021_KEYS.filter((k) => !k.startsWith('cart'))) expect(text, relative(root, file)).not.toContain(`PATHS.${key}`)
    }
  })

  it('has the substitution, search substitute, product search, subscription by user, cart v1 and v2, edit order and guest cart families [ENV-022]', () => {
    for (const key of [
      'substitution',
      'searchSubstitute',
      'productSearch',
      'subscriptionByUser',
      'cartV1',
      'cartV2',
      'editOrder',
      'guestCart',
    ] as const) {
      expect(ENDPOINT_FAMILIES, key).toHaveProperty(key)
    }
    expect(ENDPOINT_FAMILIES.cartV1).not.toBe(ENDPOINT_FAMILIES.cartV2)
    // the subscription path carries the user's gid, encoded
    expect(ENDPOINT_FAMILIES.subscriptionByUser('g 1/2')).toContain('g%201%2F2')
    expect(ENDPOINT_FAMILIES.guestCart).toBe(PATHS.cartGuest)
  })

  it('has the virtual shelf, departments, deals, product by bpn and upc, increment price list, channel availability and brand index families [ENV-023]', () => {
    const keys = [
      'virtualShelf',
      'departments',
      'deals',
      'productByBpn',
      'productByUpc',
      'incrementPriceList',
      'channelAvailability',
      'brandIndex',
    ] as const
    expect(Object.keys(ENDPOINT_FAMILIES.catalog).sort()).toEqual([...keys].sort())
    expect(ENDPOINT_FAMILIES.catalog.productByBpn('970')).toContain('970')
    expect(ENDPOINT_FAMILIES.catalog.productByUpc('0001')).toContain('0001')
    expect(ENDPOINT_FAMILIES.catalog.productByBpn('1')).not.toBe(ENDPOINT_FAMILIES.catalog.productByUpc('1'))
  })

  it('has the clip, unclip, gallery, instant allocation, companion gallery, offer detail, UPCs by offer ids, offers by UPC and subscribe-and-save families [ENV-024]', () => {
    const keys = [
      'clip',
      'unclip',
      'gallery',
      'instantAllocation',
      'companionGallery',
      'offerDetail',
      'upcsByOfferIds',
      'offersByUpc',
    ] as const
    expect(Object.keys(ENDPOINT_FAMILIES.offers).sort()).toEqual([...keys].sort())
    expect(ENDPOINT_FAMILIES).toHaveProperty('snsOrchestration')
  })

  it('keeps every family a distinct path relative to the environment prefix [ENV-022] [ENV-023] [ENV-024]', () => {
    const all = leaves(ENDPOINT_FAMILIES).filter(([name]) => name !== 'guestCart' && name !== 'offers.offerDetail')
    for (const [name, path] of all) expect(path, name).toMatch(/^\/api\/\S+$/)
    expect(new Set(all.map(([, p]) => p)).size).toBe(all.length)
    // nothing absolute or environment-specific is written into a path: the prefix is added by the client
    for (const [name, path] of leaves(ENDPOINT_FAMILIES))
      expect(path, name).not.toMatch(/^https?:|\/abs\/|\/(dev\d|qa\d|stage|betaprod|prod|local)(\/|$)/)
  })
})
