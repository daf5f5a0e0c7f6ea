/**
 * The single HTTP client of a page (ARCHITECTURE §2 step 3), on ky: header rules, the CSRF rule,
 * correlation ids, timeouts, retry for idempotent calls only, one shared token refresh for a 401
 * storm, and validation of every reply at the boundary (valibot) into typed errors.
 */
import ky, { type KyInstance } from 'ky'
import * as v from 'valibot'
import { B2B_PROGRAM_HEADER_VALUE, ENVIRONMENT_CONFIG, type EnvironmentConfig, isB2bSite, isTestEnvironment } from '../../rules/env'
import { gamesErrorMessage } from '../../rules/errors'
import { CLIENT_NAME, COOKIES, HEADERS } from '../../rules/http'
import { isAuthorisedForStorefront } from '../../rules/session'
import type { PageConfig } from '../config'
import type { CookieJar } from '../cookies'
import { retryDelayMs, shouldRetry } from '../../rules/retry'
import type { WriteResource } from '../../rules/write-marks'
import { ApiError } from './errors'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Which header set a call uses: games calls (000 §7) or storefront calls (001 §7). */
export type CallFamily = 'games' | 'storefront'

/** What the client needs to know about the shopper right now; supplied by the session store. */
export interface SessionAccess {
  current(): { token?: string; userType?: string; storeId?: string; siteType?: string }
  /** Refreshes the token (one shared refresh for concurrent callers); resolves to the new token or undefined. */
  refresh(): Promise<string | undefined>
  /**
   * Before a write: settles while the shopper's sign-in is unconfirmed (user info failed, a refresh pending), and
   * rejects when it stays unconfirmed, so a signed-in shopper's write never goes out as a guest's.
   */
  confirmIdentity?(): Promise<void>
}

export interface RequestOptions<S extends v.GenericSchema> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  family?: CallFamily
  query?: Record<string, string | number | boolean | undefined>
  json?: unknown
  headers?: Record<string, string>
  /** Send the pgm header for B2B sites (ENV-029). */
  b2bProgram?: boolean
  /** Send cookies (user info: 'credentials included', API-001). */
  credentials?: boolean
  timeoutMs?: number
  /** Retries for this call; only idempotent calls retry (GET: 1 by default, others 0). */
  retries?: number
  schema: S
  /** When false, a 401 is not answered by a token refresh (the user-info call itself). */
  refreshOn401?: boolean
  /** False for a CMS content file (CONTENT_PATHS): the path is the site's, not under the API prefix. */
  prefixed?: boolean
  /** Another origin than the API origin for this call (the business site's coupon clips, ENV-030). */
  origin?: string
  /**
   * A successful answer's body is answered as its text, unparsed (schema: a string): the caller parses it off the
   * main thread (the 5,000-offer gallery, core/io/api/gallery-pipeline.ts). Failures are read as for any call.
   */
  text?: boolean
  /** The cache a write can leave outdated (core/rules/write-marks.ts): the call is marked in flight and waits for the shopper's identity. */
  write?: WriteResource
}

export interface ApiClient {
  request<S extends v.GenericSchema>(path: string, options: RequestOptions<S>): Promise<v.InferOutput<S>>
  /** The correlation id sent with the latest call, for logs. */
  readonly config: PageConfig
}

export const DEFAULT_TIMEOUT_MS = 10_000

export function newCorrelationId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * The active environment's configuration for a call family: games calls follow the games rule,
 * storefront calls the storefront rule (gap C4, docs/decisions/foundation.md "Environment and banner").
 */
export function environmentConfigFor(config: PageConfig, family: CallFamily = 'storefront'): EnvironmentConfig {
  return ENVIRONMENT_CONFIG[family === 'games' ? config.gamesEnvironment : config.storefrontEnvironment]
}

/** Base prefix of every path: the environment's, or its recorder/player in test environments (ENV-009, ENV-025..027). */
export function apiPrefixFor(config: PageConfig, family: CallFamily = 'storefront'): string {
  const name = family === 'games' ? config.gamesEnvironment : config.storefrontEnvironment
  const env = ENVIRONMENT_CONFIG[name]
  if (config.mode && isTestEnvironment(name)) {
    const prefix = config.mode === 'record' ? env.recorderPrefix : env.playbackPrefix
    if (prefix) return prefix
  }
  return env.apiPrefix
}

/** An HTTP error answer; a games call carries the catalogue's message for its status (ERR-001..007). */
function httpError(status: number, body: unknown, path: string, family: CallFamily | undefined): ApiError {
  const details = { status, body, path }
  return family === 'games'
    ? new ApiError('http', `${status}: ${path}`, details, gamesErrorMessage(status, body))
    : new ApiError('http', `${status}: ${path}`, details)
}

export function createApiClient(deps: {
  config: PageConfig
  session: SessionAccess
  cookies: CookieJar
  fetch?: typeof fetch
  /** Marks a write as in flight until its reply was handled (core/io/write-marks.ts); answers the mark's removal. */
  writes?: { begin(resource: WriteResource): () => void }
}): ApiClient {
  const { config, session, cookies } = deps
  const http: KyInstance = ky.create({
    // Paths resolve against the API origin: the page's own unless embedded on a partner page. Explicit,
    // so the same client runs in Node (unit tests against the in-process simulator) and in the browser.
    baseUrl: config.apiOrigin,
    throwHttpErrors: false,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  })

  function headersFor<S extends v.GenericSchema>(options: RequestOptions<S>, method: string): Headers {
    const family = options.family ?? 'storefront'
    const user = session.current()
    const h = new Headers(options.headers)
    h.set(HEADERS.subscriptionKey, environmentConfigFor(config, family).subscriptionKey)
    h.set(HEADERS.correlationId, newCorrelationId())
    if (family === 'games') {
      if (user.token) h.set(HEADERS.authorization, `Bearer ${user.token}`)
      h.set(HEADERS.banner, config.banner.id)
      if (user.storeId) h.set(HEADERS.storeId, user.storeId)
      h.set(HEADERS.clientName, CLIENT_NAME)
    } else if (user.token && isAuthorisedForStorefront(user.userType)) {
      h.set(HEADERS.authorization, `Bearer ${user.token}`)
    }
    if (options.b2bProgram && isB2bSite(user.siteType)) h.set(HEADERS.program, B2B_PROGRAM_HEADER_VALUE)
    // CSRF (ENV-019, ENV-020): non-GET calls to a relative URL, i.e. to the page's own origin.
    if (method !== 'GET' && !config.embedded) {
      const csrf = cookies.get(COOKIES.csrf)
      if (csrf) h.set(HEADERS.csrf, csrf)
    }
    return h
  }

  /** Sends the call (retrying an idempotent one), and says which token the answered attempt carried. */
  async function send<S extends v.GenericSchema>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<{ response: Response; token?: string }> {
    const method = options.method ?? 'GET'
    const searchParams: Record<string, string> = {}
    for (const [k, val] of Object.entries(options.query ?? {})) if (val !== undefined) searchParams[k] = String(val)
    const retries = method === 'GET' ? (options.retries ?? 1) : 0
    const prefix = options.prefixed === false ? '' : apiPrefixFor(config, options.family)
    // Retries are ours, not ky's: ky does not retry when throwHttpErrors is off, and we want Retry-After
    // honoured and a POST never retried (core/rules/retry.ts).
    for (let attempt = 0; ; attempt++) {
      let response: Response
      const token = session.current().token
      try {
        response = await http(
          options.origin && options.origin !== config.apiOrigin ? new URL(`${prefix}${path}`, options.origin) : `${prefix}${path}`,
          {
            method,
            searchParams,
            headers: headersFor(options, method),
            ...(options.json === undefined ? {} : { json: options.json }),
            credentials: config.embedded ? 'omit' : options.credentials ? 'include' : 'same-origin',
            timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            retry: 0,
          },
        )
      } catch (error) {
        const name = (error as Error)?.name
        if (name === 'TimeoutError') throw new ApiError('timeout', `Timed out: ${method} ${path}`, { path })
        if (shouldRetry(method, 'network', attempt, retries)) {
          await sleep(retryDelayMs(null, attempt, Date.now()) ?? 0)
          continue
        }
        throw new ApiError('network', `Network error: ${method} ${path}: ${(error as Error)?.message}`, { path })
      }
      if (!shouldRetry(method, response.status, attempt, retries)) return { response, token }
      // A Retry-After past the cap: no retry sooner than the server asked, so the call fails now.
      const wait = retryDelayMs(response.headers.get('retry-after'), attempt, Date.now())
      if (wait === null) return { response, token }
      await response.body?.cancel().catch(() => undefined)
      await sleep(wait)
    }
  }

  async function request<S extends v.GenericSchema>(path: string, options: RequestOptions<S>): Promise<v.InferOutput<S>> {
    const resource = options.write
    if (!resource) return answer(path, options)
    await session.confirmIdentity?.()
    const end = deps.writes?.begin(resource)
    try {
      const reply = await answer(path, options)
      end?.()
      return reply
    } catch (error) {
      // No reply (the page unloading aborts the call, a dropped connection, a timeout): the write may still land, so
      // its mark stays for the next page. Any answer, even a refusal, was handled here.
      if (!(error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))) end?.()
      throw error
    }
  }

  /** Sends the call, answers a 401 with one shared refresh, and reads the reply into the schema's type or a typed error. */
  async function answer<S extends v.GenericSchema>(path: string, options: RequestOptions<S>): Promise<v.InferOutput<S>> {
    const sent = await send(path, options)
    let response = sent.response
    if (response.status === 401 && options.refreshOn401 !== false && session.current().token) {
      // A 401 storm shares one refresh (the session store de-duplicates), then each call retries once. A call
      // whose 401 arrives after the refresh already replaced the token it carried just retries with the new one.
      const current = session.current().token
      const token = current !== sent.token ? current : await session.refresh()
      if (token) response = (await send(path, options)).response
    }
    const text = await response.text()
    let body: unknown = null
    if (options.text && response.ok) body = text
    else if (text) {
      try {
        body = JSON.parse(text)
      } catch {
        if (!response.ok) throw httpError(response.status, text, path, options.family)
        throw new ApiError('malformed', `Malformed JSON from ${path}`, { status: response.status, body: text, path })
      }
    }
    if (!response.ok) throw httpError(response.status, body, path, options.family)
    const parsed = v.safeParse(options.schema, body)
    if (!parsed.success) {
      const issues = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`)
      throw new ApiError('shape', `Unexpected reply from ${path}`, { status: response.status, body, path, issues })
    }
    return parsed.output
  }

  return { request, config }
}
