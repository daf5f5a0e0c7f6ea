/**
 * Cookies through js-cookie when the browser has cookies enabled (STO-001), otherwise an in-memory
 * fallback that honours expiry (STO-002, STO-003).
 */
import Cookies from 'js-cookie'
import { bannerBCookie, COOKIES } from '../rules/http'
import type { SharedSessionCookie } from '../rules/session'

export interface CookieOptions {
  /** Lifetime in seconds; a session cookie without it. */
  maxAgeSeconds?: number
  path?: string
}

export interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string, options?: CookieOptions): void
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void
  /** 'browser' when the cookie store is used, 'memory' for the fallback. */
  readonly mode: 'browser' | 'memory'
}

export function createMemoryCookieJar(now: () => number = Date.now): CookieJar {
  const jar = new Map<string, { value: string; expiresAt?: number }>()
  return {
    mode: 'memory',
    get(name) {
      const entry = jar.get(name)
      if (!entry) return undefined
      if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
        jar.delete(name)
        return undefined
      }
      return entry.value
    },
    set(name, value, options = {}) {
      const expiresAt = options.maxAgeSeconds === undefined ? undefined : now() + options.maxAgeSeconds * 1000
      jar.set(name, { value, expiresAt })
    },
    remove(name) {
      jar.delete(name)
    },
  }
}

export function createBrowserCookieJar(): CookieJar {
  return {
    mode: 'browser',
    get: (name) => Cookies.get(name),
    set(name, value, options = {}) {
      Cookies.set(name, value, {
        path: options.path ?? '/',
        sameSite: 'Lax',
        ...(options.maxAgeSeconds === undefined ? {} : { expires: new Date(Date.now() + options.maxAgeSeconds * 1000) }),
      })
    },
    remove: (name, options = {}) => Cookies.remove(name, { path: options.path ?? '/' }),
  }
}

/** Browser cookies when enabled, else memory. `cookieEnabled` is read once per page. */
export function createCookieJar(cookieEnabled: boolean, now: () => number = Date.now): CookieJar {
  return cookieEnabled ? createBrowserCookieJar() : createMemoryCookieJar(now)
}

let pageJar: CookieJar | undefined
export function getPageCookies(): CookieJar {
  pageJar ??= createCookieJar(typeof navigator !== 'undefined' && navigator.cookieEnabled && typeof document !== 'undefined')
  return pageJar
}

/** The name a storefront cookie is written under: the banner-B variant on banner B (STO-009, gap A27). */
export const storefrontCookieName = (name: string, bannerB: boolean): string => (bannerB ? bannerBCookie(name) : name)

/** Reads a storefront cookie: on banner B its variant first, then the plain name (STO-009, gap A27). */
export function readStorefrontCookie(jar: CookieJar, name: string, bannerB: boolean): string | undefined {
  return (bannerB ? jar.get(bannerBCookie(name)) : undefined) ?? jar.get(name)
}

/** The storefront cookies (STO-008): shared session info, slot info, order number, order store id. */
export interface StorefrontCookies {
  /** {userType, userData: {expireTime}}; null when absent or unreadable. */
  session: SharedSessionCookie | null
  slot?: string
  orderNumber?: string
  orderStoreId?: string
}

function parseSession(raw: string | undefined): SharedSessionCookie | null {
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as unknown
    return value && typeof value === 'object' ? (value as SharedSessionCookie) : null
  } catch {
    return null
  }
}

export function readStorefrontCookies(jar: CookieJar, bannerB = false): StorefrontCookies {
  const read = (name: string) => readStorefrontCookie(jar, name, bannerB)
  return {
    session: parseSession(read(COOKIES.session)),
    slot: read(COOKIES.slot),
    orderNumber: read(COOKIES.orderNumber),
    orderStoreId: read(COOKIES.orderStoreId),
  }
}
