/**
 * Runs the simulator inside the page (browser tests, Storybook): a `fetch` for the runtime that
 * hands every request to the in-page simulator. Browsers drop the Cookie request header and the
 * Set-Cookie response header of constructed Requests/Responses, so the page's cookies travel in
 * X-Sim-Cookie and a sign-in writes its cookies to document.cookie itself.
 */
import type { createSim } from '../../sim/app'

type Sim = ReturnType<typeof createSim>

export function simFetch(sim: Sim): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    if (request.credentials !== 'omit' && document.cookie) headers.set('X-Sim-Cookie', document.cookie)
    return sim.fetch(new Request(request, { headers }))
  }
}

/** A control call to the in-page simulator. */
export async function simControl(sim: Sim, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sim.fetch(
    new Request(new URL(path, location.origin), {
      method,
      headers: { 'content-type': 'application/json', 'X-Sim-Cookie': document.cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
  const text = await response.text()
  return text ? JSON.parse(text) : null
}

export const SIM_COOKIES = ['aisle_sid', 'aisle_session', 'aisle_csrf', 'aisle_kmsi', 'aisle_redirect', 'aisle_b2b_redirect']

export function clearSimCookies(): void {
  for (const name of SIM_COOKIES) document.cookie = `${name}=; path=/; max-age=0`
}

/** Signs in through POST /__sim/session and writes the session cookies the real site would set. */
export async function simSignIn(sim: Sim, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const reply = (await simControl(sim, 'POST', '/__sim/session', body)) as Record<string, unknown>
  const cookies = (reply.cookies ?? {}) as Record<string, string>
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`
  return reply
}
