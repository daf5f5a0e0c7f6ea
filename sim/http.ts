/** Request helpers shared by the simulator's routes: cookies, the API prefix, the signed-in session. */
import type { Context } from 'hono'
import { COOKIES } from '../core/rules/http'
import type { SimSession, SimState } from './state'

/** Env var for the Hono context of every simulator route. */
export interface SimEnv {
  Variables: {
    state: SimState
    cookies: Record<string, string>
    /** Cookies the route wants set; written as Set-Cookie and echoed in JSON by /__sim/session. */
    setCookies: string[]
  }
}

export type SimContext = Context<SimEnv>

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i < 1) continue
    const name = part.slice(0, i).trim()
    if (name && !(name in out)) out[name] = part.slice(i + 1).trim()
  }
  return out
}

/** Cookies of a request: the browser's Cookie header, or X-Sim-Cookie from the in-page fetch (see test/support/sim-fetch). */
export function requestCookies(headers: Headers): Record<string, string> {
  return { ...parseCookies(headers.get('cookie')), ...parseCookies(headers.get('x-sim-cookie')) }
}

/**
 * The API prefixes the simulator serves: /abs/<env>, and in test environments the recorder and
 * player (/mock/recorder/abs/<env>, /mock/playback/abs/<env>). Returns the mode and the rest of the path.
 */
export const API_PREFIX = /^(?:\/mock\/(recorder|playback))?\/abs\/([a-z0-9]+)(\/.*)$/

export function splitApiPath(pathname: string): { mode?: 'recorder' | 'playback'; env: string; rest: string } | null {
  const m = API_PREFIX.exec(pathname)
  if (!m) return null
  return { mode: m[1] as 'recorder' | 'playback' | undefined, env: m[2] as string, rest: m[3] as string }
}

/** The session named by the aisle_sid cookie, when it still exists. */
export function sessionOf(c: SimContext): SimSession | undefined {
  const sid = c.get('cookies')[COOKIES.simSession]
  return sid ? c.get('state').sessions.get(sid) : undefined
}

/** The session a Bearer token belongs to, when the token is known and active. 'expired' when known but past its time. */
export function bearerSession(c: SimContext): SimSession | 'expired' | undefined {
  const header = c.req.header('authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  if (!token) return undefined
  const state = c.get('state')
  const sid = state.tokens.get(token)
  const session = sid ? state.sessions.get(sid) : undefined
  if (!session || session.token !== token) return 'expired'
  return session.expireTime > state.now() ? session : 'expired'
}

export function cookieString(name: string, value: string, options: { maxAge?: number; httpOnly?: boolean } = {}): string {
  let s = `${name}=${value}; Path=/; SameSite=Lax`
  if (options.maxAge !== undefined) s += `; Max-Age=${options.maxAge}`
  if (options.httpOnly) s += '; HttpOnly'
  return s
}

export async function jsonBody(c: SimContext): Promise<unknown> {
  const text = await c.req.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const errorBody = (code: string, message: string) => ({ errors: [{ code, message }], message })
