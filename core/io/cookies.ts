/**
 * Cookies through js-cookie when the browser has cookies enabled (STO-001), otherwise an in-memory
 * fallback that honours expiry (STO-002, STO-003).
 */
import Cookies from 'js-cookie'

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
