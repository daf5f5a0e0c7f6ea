/**
 * The simulator of the retailer's APIs (sim/README.md). One Hono app that runs the same in Node
 * (sim/server.ts, behind real HTTP) and in a page (browser tests, Storybook: `sim.fetch`).
 *
 * Rules every API call meets, as the real gateway would: the environment's subscription key, a
 * CSRF token matching the aisle_csrf cookie on same-origin non-GET calls, Bearer tokens that
 * expire, armed faults, a request log, and record/playback under /mock/recorder and /mock/playback.
 */
import { Hono } from 'hono'
import { ENVIRONMENT_CONFIG, type EnvironmentConfig } from '../core/rules/env'
import { COOKIES, HEADERS } from '../core/rules/http'
import { errorBody, requestCookies, type SimEnv, splitApiPath } from './http'
import { accountRoutes } from './routes/account'
import { apiRoutes } from './routes/api'
import { contentRoutes } from './routes/content'
import { controlRoutes } from './routes/control'
import { otpRoutes } from './routes/otp'
import { createState, type SimOptions, type SimState } from './state'

export const SIM_GATEWAY_MESSAGES = {
  missingKey: 'Access denied due to missing or invalid subscription key.',
  csrf: 'CSRF token missing or invalid.',
  noRecording: 'No recording for this call.',
  simulatedFailure: 'Simulated failure.',
  notFound: 'No such endpoint in the simulator.',
} as const

/** Origins allowed to call the simulator across origins: every *.localhost (banners, partner pages). */
export const CORS_ORIGIN = /^https?:\/\/([a-z0-9-]+\.)*localhost(:\d+)?$/i

const LOGGED_HEADERS = [
  HEADERS.authorization,
  HEADERS.correlationId,
  HEADERS.banner,
  HEADERS.storeId,
  HEADERS.clientName,
  HEADERS.subscriptionKey,
  HEADERS.csrf,
  HEADERS.program,
  HEADERS.timeZone,
  HEADERS.apiKey,
  HEADERS.version,
  HEADERS.platform,
]

/** The environment whose API prefix is /abs/<segment>: prod's is /abs/pub, and 'local' shares qa1's. */
export function gatewayEnvironment(segment: string): EnvironmentConfig | undefined {
  return Object.values(ENVIRONMENT_CONFIG).find((config) => config.apiPrefix === `/abs/${segment}`)
}

/** A recording's key: environment, method, path and query without the cache-buster (and the mode parameter). */
export function recordingKey(env: string, method: string, rest: string, url: URL): string {
  const params = [...url.searchParams].filter(([k]) => k !== 'rand' && k !== 'mode').sort(([a], [b]) => a.localeCompare(b))
  return `${env} ${method} ${rest}?${new URLSearchParams(params)}`
}

export interface RecordedReply {
  status: number
  body: string
}

/** Where recordings persist (sim/recordings.ts writes JSON files in Node); in memory when absent. */
export interface RecordingStore {
  load(): Iterable<[string, RecordedReply]>
  save(key: string, reply: RecordedReply): void
}

export interface Sim {
  /** Answers one request (the in-page fetch of browser tests and Storybook). */
  fetch(request: Request): Promise<Response>
  /** Rebuilds the state from the seed. */
  reset(options?: SimOptions): void
  /** The live state: seeded data plus sessions, carts, faults, the request log. */
  readonly state: SimState
  readonly app: Hono<SimEnv>
}

export function createSim(options: SimOptions & { recordings?: RecordingStore } = {}): Sim {
  const fresh = (next?: SimOptions) => {
    const s = createState({ ...options, ...(next ?? {}) })
    for (const [key, reply] of options.recordings?.load() ?? []) s.recordings.set(key, reply)
    return s
  }
  let state = fresh()
  const reset = (next?: SimOptions) => {
    state = fresh(next)
  }

  const app = new Hono<SimEnv>()

  app.use(async (c, next) => {
    c.set('state', state)
    c.set('cookies', requestCookies(c.req.raw.headers))
    c.set('setCookies', [])
    const origin = c.req.header('origin')
    const cors = origin && CORS_ORIGIN.test(origin) ? origin : undefined
    if (c.req.method === 'OPTIONS' && cors) {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': cors,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '*',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      })
    }
    await next()
    for (const cookie of c.get('setCookies')) c.res.headers.append('Set-Cookie', cookie)
    if (cors) {
      c.res.headers.set('Access-Control-Allow-Origin', cors)
      c.res.headers.set('Access-Control-Allow-Credentials', 'true')
      c.res.headers.append('Vary', 'Origin')
    }
  })

  // API gateway rules, the log, faults, record and playback, then the API itself.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url)
    const api = splitApiPath(url.pathname)
    if (!api) return next()
    const s = c.get('state')
    const headers: Record<string, string> = {}
    for (const name of LOGGED_HEADERS) {
      const value = c.req.header(name)
      if (value !== undefined) headers[name] = value
    }
    const text = c.req.method === 'GET' ? '' : await c.req.raw.clone().text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text
    }
    const record = {
      method: c.req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
      at: s.now(),
    } as SimState['requests'][number]
    s.requests.push(record)

    const config = gatewayEnvironment(api.env)
    // The recorder and player exist for test environments only (ENV-025).
    if (api.mode && !(api.mode === 'recorder' ? config?.recorderPrefix : config?.playbackPrefix)) {
      record.status = 404
      return c.json(errorBody('404', SIM_GATEWAY_MESSAGES.notFound), 404)
    }
    const expectedKey = config?.subscriptionKey
    if (!expectedKey || c.req.header(HEADERS.subscriptionKey) !== expectedKey) {
      record.status = 401
      return c.json(errorBody('401', SIM_GATEWAY_MESSAGES.missingKey), 401)
    }
    const origin = c.req.header('origin')
    const sameOrigin = !origin || origin === url.origin
    const csrf = c.get('cookies')[COOKIES.csrf]
    if (c.req.method !== 'GET' && sameOrigin && csrf && c.req.header(HEADERS.csrf) !== csrf) {
      record.status = 403
      return c.json(errorBody('403', SIM_GATEWAY_MESSAGES.csrf), 403)
    }

    const fault = s.faults.find(
      (f) =>
        url.pathname.includes(f.path) &&
        (!f.pattern || new RegExp(f.pattern).test(url.pathname)) &&
        (!f.method || f.method.toUpperCase() === c.req.method),
    )
    if (fault) {
      if (fault.times !== undefined && --fault.times <= 0) s.faults.splice(s.faults.indexOf(fault), 1)
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs))
      if (fault.network) throw new SimNetworkError(url.pathname)
      if (fault.malformed) {
        record.status = 200
        return c.body('{"cartQty": 3, "truncated', 200, { 'content-type': 'application/json' })
      }
      if (fault.status || !fault.delayMs) {
        record.status = fault.status ?? 500
        return c.json(
          fault.body ?? errorBody(String(record.status), SIM_GATEWAY_MESSAGES.simulatedFailure),
          record.status as 500,
          fault.headers,
        )
      }
    }

    const key = recordingKey(api.env, c.req.method, api.rest, url)
    if (api.mode === 'playback') {
      const saved = s.recordings.get(key)
      record.status = saved?.status ?? 404
      if (!saved) return c.json(errorBody('404', SIM_GATEWAY_MESSAGES.noRecording), 404)
      return c.body(saved.body, saved.status as 200, { 'content-type': 'application/json' })
    }
    const prefix = url.pathname.slice(0, url.pathname.length - api.rest.length)
    const inner = new Request(new URL(api.rest + url.search, url.origin), c.req.raw)
    const response = await apiApp.fetch(inner, { prefix }, undefined)
    record.status = response.status
    if (api.mode === 'recorder') {
      const reply = { status: response.status, body: await response.clone().text() }
      s.recordings.set(key, reply)
      options.recordings?.save(key, reply)
    }
    return response
  })

  // The API routes see the same state and cookies as the outer request.
  const apiApp = new Hono<SimEnv>()
  apiApp.use(async (c, next) => {
    c.set('state', state)
    c.set('cookies', requestCookies(c.req.raw.headers))
    c.set('setCookies', [])
    await next()
  })
  apiApp.route('/', apiRoutes())
  apiApp.route('/', otpRoutes())
  apiApp.notFound((c) => c.json(errorBody('404', SIM_GATEWAY_MESSAGES.notFound), 404))

  app.onError((error, c) => {
    if (error instanceof SimNetworkError) throw error
    console.error('Aisle simulator: a route failed.', error)
    return c.json(errorBody('500', (error as Error).message), 500)
  })
  app.route(
    '/__sim',
    controlRoutes((body) => reset((body ?? {}) as SimOptions)),
  )
  app.route('/', accountRoutes())
  app.route('/', contentRoutes())

  return {
    fetch: async (request: Request) => {
      try {
        return await app.fetch(request)
      } catch (error) {
        if (error instanceof SimNetworkError) throw new TypeError(`Failed to fetch (simulated network failure: ${error.path})`)
        throw error
      }
    },
    reset,
    get state() {
      return state
    },
    app,
  }
}

/** Thrown by a `network` fault: the in-page fetch rejects with a TypeError; sim/server.ts closes the socket. */
export class SimNetworkError extends Error {
  constructor(readonly path: string) {
    super(`Simulated network failure: ${path}`)
  }
}

export type { SimOptions, SimState } from './state'
