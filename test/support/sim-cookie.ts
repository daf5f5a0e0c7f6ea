/** A simulator sign-in (in process, Node) as the Cookie header the browser would send after it: for aisle/prerender's personal tests. */
import type { createSim } from '../../sim/app'

export async function signInCookie(sim: ReturnType<typeof createSim>, body: Record<string, unknown>): Promise<string> {
  const reply = await sim.fetch(
    new Request('http://freshway.localhost/__sim/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
  const { cookies } = (await reply.json()) as { cookies: Record<string, string> }
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
}
