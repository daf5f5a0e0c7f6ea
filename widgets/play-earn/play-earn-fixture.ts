/** Shared by the play-earn browser tests: mount the area on a hash, read its shadow DOM, clean the URL up. */
import { fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './play-earn.element'

export const q = (el: Element, selector: string) => el.shadowRoot?.querySelector(selector) ?? null
export const part = (el: Element, name: string) => q(el, `[part~="${name}"]`)
export const partText = (el: Element, name: string) => part(el, name)?.textContent ?? null
export const pageOf = (el: Element) => q(el, '[data-page]')?.getAttribute('data-page')

/** Sets the URL's hash without a navigation (the area reads it on mount). */
export function atHash(hash: string): void {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`)
}

/** A signed-in C shopper (unless told otherwise) and the area mounted on `hash`, once its programs are read. */
export async function mountArea(
  options: {
    hash?: string | ((h: Harness) => string)
    signIn?: Record<string, unknown> | null
    wins?: boolean
    sim?: Harness['sim']
    before?: (h: Harness) => void | Promise<void>
  } = {},
) {
  const h = setUpHarness(options.sim ? { sim: options.sim } : {})
  if (options.signIn !== null) await simSignIn(h.sim, options.signIn ?? { userType: 'C' })
  // The seeded shopper has a win to show; tests of other things start with it already acknowledged.
  if (!options.wins) for (const user of h.sim.state.users) for (const w of user.sweepstakesWins) w.displayed = true
  await options.before?.(h)
  atHash(typeof options.hash === 'function' ? options.hash(h) : (options.hash ?? ''))
  startHarness(h)
  const el = await fixture(html`<aisle-play-earn></aisle-play-earn>`)
  await waitUntil(() => pageOf(el) && h.runtime.slots.size > 0, 'the area did not pass the guard', { timeout: 5000 })
  return { h, el }
}

export async function requests(
  h: Harness,
  fragment: string,
  method = 'GET',
): Promise<{ path: string; method: string; body: unknown; query: Record<string, string> }[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as {
    path: string
    method: string
    body: unknown
    query: Record<string, string>
  }[]
  return log.filter((r) => r.path.includes(fragment) && r.method === method)
}

export function tearDownArea(): void {
  tearDownHarness()
  atHash('')
}
