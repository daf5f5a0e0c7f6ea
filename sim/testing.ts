/**
 * Helpers for the simulator's own Node tests (sim/*.test.ts, sim/routes/*.test.ts): requests
 * straight into `sim.fetch`, with the qa1 subscription key and cookies in the Cookie header.
 */
import { ENVIRONMENT_CONFIG } from '../core/rules/env'
import { HEADERS } from '../core/rules/http'
import type { Sim } from './app'

export const ORIGIN = 'http://freshway.localhost'
export const QA1 = `${ORIGIN}/abs/qa1`
export const QA1_KEY = ENVIRONMENT_CONFIG.qa1.subscriptionKey

export interface CallInit {
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON unless a string. */
  body?: unknown
  cookies?: Record<string, string>
  /** Leave out the subscription key (default: the qa1 key is sent). */
  noKey?: boolean
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
}

/** One request to the simulator; `path` is absolute or relative to http://freshway.localhost/abs/qa1. */
export function call(sim: Sim, path: string, init: CallInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!init.noKey && !headers.has(HEADERS.subscriptionKey)) headers.set(HEADERS.subscriptionKey, QA1_KEY)
  if (init.cookies) headers.set('cookie', cookieHeader(init.cookies))
  let body: string | undefined
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  const url = /^https?:/.test(path) ? path : `${QA1}${path}`
  return sim.fetch(new Request(url, { method: init.method ?? 'GET', headers, ...(body === undefined ? {} : { body }) }))
}

/** A control call (/__sim/...) answering JSON. */
export async function control(
  sim: Sim,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await call(sim, `${ORIGIN}/__sim${path}`, { method, body, noKey: true })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : {} }
}

export interface SignedIn {
  reply: Record<string, unknown>
  cookies: Record<string, string>
  token: string
  /** Headers of an authorised storefront call: Bearer token. */
  auth: Record<string, string>
}

/** Signs in through POST /__sim/session. */
export async function signIn(sim: Sim, body: Record<string, unknown> = {}): Promise<SignedIn> {
  const { status, json } = await control(sim, 'POST', '/session', body)
  if (status !== 200) throw new Error(`sign-in failed: ${status} ${JSON.stringify(json)}`)
  const token = String(json.token ?? '')
  return {
    reply: json,
    cookies: json.cookies as Record<string, string>,
    token,
    auth: token ? { [HEADERS.authorization]: `Bearer ${token}` } : {},
  }
}

/** Active and inactive product ids of the seeded catalogue. */
export function productIds(sim: Sim): { active: string[]; inactive: string[] } {
  const products = sim.state.products
  return {
    active: products.filter((p) => p.status === 'active').map((p) => p.id),
    inactive: products.filter((p) => p.status !== 'active').map((p) => p.id),
  }
}
