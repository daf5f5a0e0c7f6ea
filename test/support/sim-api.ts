/**
 * An api client wired to the in-process simulator for core/io Node tests (not shipped): every request goes
 * to `sim.fetch` (cookies, when a test sets any, travel in X-Sim-Cookie as in the browser), and a clone of
 * each is kept so a test can read exactly what was sent.
 */
import type { Sim } from '../../sim/app'
import { type ApiClient, createApiClient, type SessionAccess } from '../../core/io/api/client'
import { createMemoryCookieJar } from '../../core/io/cookies'
import { pageConfig } from './api'

/** freshway.localhost: storefront environment 'local', served by the simulator's /abs/qa1. */
export const SIM_HOST = 'freshway.localhost'

export interface SimApi {
  api: ApiClient
  /** Every request sent, in order (clones, bodies unread). */
  readonly sent: Request[]
  /** The latest request sent. */
  last(): Request
}

export function simApi(sim: Sim, user: ReturnType<SessionAccess['current']> = {}, cookie?: string): SimApi {
  const sent: Request[] = []
  const api = createApiClient({
    config: pageConfig(SIM_HOST),
    session: { current: () => user, refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (cookie) request.headers.set('X-Sim-Cookie', cookie)
      sent.push(request.clone())
      return sim.fetch(request)
    },
  })
  return {
    api,
    sent,
    last: () => {
      const request = sent.at(-1)
      if (!request) throw new Error('no request was sent')
      return request
    },
  }
}
