import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bannerBCookie, COOKIES } from '../rules/http'
import { createCookieJar, createMemoryCookieJar, readStorefrontCookies, storefrontCookieName } from './cookies'

/** A `document.cookie` double that behaves like the browser's cookie store (name=value; attributes). */
function stubDocumentCookies() {
  const store = new Map<string, string>()
  const writes: string[] = []
  vi.stubGlobal('document', {
    get cookie() {
      return [...store].map(([k, val]) => `${k}=${val}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a))
      if (expires && new Date(expires.slice(8)).getTime() <= Date.now()) store.delete(name)
      else store.set(name, pair.slice(at + 1))
    },
  })
  return { store, writes }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cookie jar', () => {
  it('reads and writes the browser cookie store when cookies are enabled [STO-001]', () => {
    const browser = stubDocumentCookies()
    const jar = createCookieJar(true)
    expect(jar.mode).toBe('browser')
    jar.set('aisle_slot', 'slot 7;x', { maxAgeSeconds: 600 })
    const line = browser.writes.at(-1) ?? ''
    expect(line).toMatch(/^aisle_slot=slot%207%3Bx;/)
    expect(line).toMatch(/path=\//)
    const expires = new Date(/expires=([^;]+)/.exec(line)?.[1] ?? '').getTime()
    expect(Math.abs(expires - (Date.now() + 600_000))).toBeLessThan(5_000)
    expect(jar.get('aisle_slot')).toBe('slot 7;x')
    // a cookie the page or server set is read too
    browser.store.set('aisle_order_number', '9001')
    expect(jar.get('aisle_order_number')).toBe('9001')
    jar.remove('aisle_slot')
    expect(browser.store.has('aisle_slot')).toBe(false)
    expect(jar.get('aisle_slot')).toBeUndefined()
  })

  it('uses an in-memory fallback, never the browser store, when cookies are disabled [STO-002]', () => {
    const browser = stubDocumentCookies()
    browser.store.set('aisle_order_number', 'from-browser')
    const jar = createCookieJar(false)
    expect(jar.mode).toBe('memory')
    expect(jar.get('aisle_order_number')).toBeUndefined()
    jar.set('aisle_slot', 's1')
    expect(jar.get('aisle_slot')).toBe('s1')
    expect(browser.writes).toEqual([])
    jar.remove('aisle_slot')
    expect(jar.get('aisle_slot')).toBeUndefined()
  })

  it('honours expiry in the in-memory fallback: nothing is read after a cookie expires [STO-003]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400 }), fc.integer({ min: 0, max: 20 * 86_400_000 }), (maxAgeSeconds, elapsed) => {
        let clock = 1_700_000_000_000
        const jar = createCookieJar(false, () => clock)
        jar.set('c', 'v', { maxAgeSeconds })
        clock += elapsed
        expect(jar.get('c')).toBe(elapsed < maxAgeSeconds * 1000 ? 'v' : undefined)
      }),
    )
    let clock = 0
    const jar = createMemoryCookieJar(() => clock)
    jar.set('session', 'v')
    clock += 365 * 86_400_000
    expect(jar.get('session')).toBe('v')
    // once expired it stays gone, even if the clock were to go back
    jar.set('short', 'v', { maxAgeSeconds: 1 })
    clock += 1000
    expect(jar.get('short')).toBeUndefined()
    clock -= 1000
    expect(jar.get('short')).toBeUndefined()
  })
})

describe('storefront cookies', () => {
  it('are the shared session info {userType, userData.expireTime}, slot info, order number and order store id [STO-008]', () => {
    const jar = createMemoryCookieJar()
    jar.set(COOKIES.session, encodeURIComponent(JSON.stringify({ userType: 'R', userData: { expireTime: 1_900_000_000_000 } })))
    jar.set(COOKIES.slot, 'slot-42')
    jar.set(COOKIES.orderNumber, '70001')
    jar.set(COOKIES.orderStoreId, '1120')
    expect(readStorefrontCookies(jar)).toEqual({
      session: { userType: 'R', userData: { expireTime: 1_900_000_000_000 } },
      slot: 'slot-42',
      orderNumber: '70001',
      orderStoreId: '1120',
    })
    expect(new Set([COOKIES.session, COOKIES.slot, COOKIES.orderNumber, COOKIES.orderStoreId]).size).toBe(4)
    for (const bad of ['not json', '%7B', '42', 'null']) {
      const broken = createMemoryCookieJar()
      broken.set(COOKIES.session, bad)
      expect(readStorefrontCookies(broken).session).toBeNull()
    }
    expect(readStorefrontCookies(createMemoryCookieJar())).toEqual({
      session: null,
      slot: undefined,
      orderNumber: undefined,
      orderStoreId: undefined,
    })
  })

  it('use banner-B variant names on banner B, read first, with the plain names as fallback [STO-009]', () => {
    expect(bannerBCookie(COOKIES.slot)).not.toBe(COOKIES.slot)
    expect(storefrontCookieName(COOKIES.slot, true)).toBe(bannerBCookie(COOKIES.slot))
    expect(storefrontCookieName(COOKIES.slot, false)).toBe(COOKIES.slot)
    const jar = createMemoryCookieJar()
    jar.set(COOKIES.slot, 'plain-slot')
    jar.set(bannerBCookie(COOKIES.slot), 'b-slot')
    jar.set(COOKIES.orderNumber, 'plain-order')
    jar.set(bannerBCookie(COOKIES.orderStoreId), 'b-store')
    expect(readStorefrontCookies(jar, true)).toMatchObject({ slot: 'b-slot', orderNumber: 'plain-order', orderStoreId: 'b-store' })
    expect(readStorefrontCookies(jar, false)).toMatchObject({ slot: 'plain-slot', orderNumber: 'plain-order', orderStoreId: undefined })
  })
})
