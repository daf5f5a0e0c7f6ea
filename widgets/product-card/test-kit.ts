/** Shared helpers of the product card's browser tests (not shipped). */
import { fixture } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { simControl } from '../../test/support/sim-fetch'
import type { Harness } from '../../test/support/widget-fixture'

export type SimProduct = Harness['sim']['state']['products'][number]

export const findProduct = (h: Harness, where: (p: SimProduct) => boolean): SimProduct => {
  const found = h.sim.state.products.find((p) => where(p))
  if (!found) throw new Error('no such product in the seed')
  return found
}

/** A customisable item with option groups that can be had for delivery. */
export const isCustomisable = (x: SimProduct) =>
  x.status === 'active' && x.isCustomizable === true && (x.customizationOptions?.length ?? 0) > 0 && (x.channelInventory?.delivery ?? 0) > 0

export const part = (el: Element, name: string) => el.shadowRoot?.querySelector(`[part~="${name}"]`) as HTMLElement | null
export const text = (el: Element, name: string) => part(el, name)?.textContent?.trim() ?? null
export const stateOf = (el: Element) => part(el, 'root')?.getAttribute('data-state')

export async function mountCard(attributes: Record<string, string>): Promise<HTMLElement> {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')
  const el = await fixture<HTMLElement>(`<aisle-product-card ${attrs}></aisle-product-card>`)
  await waitUntil(() => stateOf(el) !== 'loading' && stateOf(el) != null, 'product card did not settle', { timeout: 5000 })
  return el
}

export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: { items?: Record<string, unknown>[] } | null
}

export async function itemPosts(h: Harness): Promise<LoggedRequest[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as LoggedRequest[]
  return log.filter((r) => r.method === 'POST' && r.path.endsWith('/cart/v2/items'))
}
