import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { pageConfig } from '../../../test/support/api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from './client'

function client(replies: { status: number; headers?: Record<string, string> }[]) {
  const seen: { method: string; at: number }[] = []
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    seen.push({ method: request.method, at: Date.now() })
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)] ?? { status: 200 }
    return new Response(JSON.stringify({ ok: reply.status }), { status: reply.status, headers: reply.headers })
  }
  const api = createApiClient({
    config: pageConfig('freshway.localhost'),
    session: { current: () => ({}), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: fetchImpl as typeof fetch,
  })
  return { api, seen }
}

const schema = v.object({ ok: v.number() })

describe('api client retries', () => {
  it('retries a GET once after a 503 and returns the second answer', async () => {
    const { api, seen } = client([{ status: 503 }, { status: 200 }])
    await expect(api.request('/x', { schema })).resolves.toEqual({ ok: 200 })
    expect(seen).toHaveLength(2)
  })

  it('never retries a POST, whatever the status', async () => {
    const { api, seen } = client([{ status: 503 }, { status: 200 }])
    await expect(api.request('/x', { method: 'POST', json: {}, schema })).rejects.toMatchObject({ kind: 'http', status: 503 })
    expect(seen.map((s) => s.method)).toEqual(['POST'])
  })

  it("waits what a 429's Retry-After asks before the retry", async () => {
    const { api, seen } = client([{ status: 429, headers: { 'retry-after': '1' } }, { status: 200 }])
    await api.request('/x', { schema })
    expect(seen).toHaveLength(2)
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(950)
  })

  it('does not retry a 404 or a GET whose retries are 0', async () => {
    const a = client([{ status: 404 }])
    await expect(a.api.request('/x', { schema })).rejects.toMatchObject({ status: 404 })
    expect(a.seen).toHaveLength(1)
    const b = client([{ status: 503 }, { status: 200 }])
    await expect(b.api.request('/x', { schema, retries: 0 })).rejects.toMatchObject({ status: 503 })
    expect(b.seen).toHaveLength(1)
  })
})
