/**
 * Test doubles for core unit tests (not shipped): a fake `fetch` that records every request and
 * answers from a handler, and a page config for a host. Doubles of the platform, never of our code.
 */
import { type ConfigOverrides, type PageConfig, resolvePageConfig } from '../../core/io/config'

export interface Reply {
  status?: number
  body?: unknown
  /** Raw text instead of JSON. */
  text?: string
}

export type Handler = (request: Request, index: number) => Reply | Promise<Reply>

export interface FakeFetch {
  fetch: typeof fetch
  /** Every request received, in order. */
  readonly requests: Request[]
}

/** A fetch that answers each request from `handler` (200 {} by default) and records it. */
export function fakeFetch(handler: Handler = () => ({ body: {} })): FakeFetch {
  const requests: Request[] = []
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init)
    requests.push(request)
    const reply = await handler(request.clone(), requests.length - 1)
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } })
  }
  return { fetch: fetchImpl as typeof fetch, requests }
}

/** The config a page on `host` resolves to (https, same-origin API unless `apiOrigin` is given). */
export function pageConfig(host: string, options: { search?: string; overrides?: ConfigOverrides } = {}): PageConfig {
  return resolvePageConfig({ host, origin: `https://${host}`, search: options.search ?? '', overrides: options.overrides ?? {} })
}
