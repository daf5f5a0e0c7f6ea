/**
 * The three kinds of item every add surface is tested with (not shipped): one sold by weight, one counted
 * ('each') and one customisable, from the simulator's seed, all active, 1P and in stock for delivery; and the
 * cart's POST items calls the simulator logged.
 */
import { simControl } from './sim-fetch'
import type { Harness } from './widget-fixture'

export type SimProduct = Harness['sim']['state']['products'][number]

export interface UnitItems {
  weighted: SimProduct
  each: SimProduct
  customisable: SimProduct
}

const buyable = (p: SimProduct) =>
  p.status === 'active' && p.cartCategory === '1P' && (p.channelInventory?.delivery ?? 0) > 0 && p.channelEligibility?.delivery !== false

function pick(h: Harness, what: string, where: (p: SimProduct) => boolean): SimProduct {
  const found = h.sim.state.products.find((p) => buyable(p) && where(p))
  if (!found) throw new Error(`no ${what} item in the seed`)
  return found
}

/** A weighted, an each and a customisable item of the seed. */
export function unitItems(h: Harness): UnitItems {
  return {
    weighted: pick(h, 'sold-by-weight', (p) => p.soldByWeight === true && (p.minWeight ?? 0) > 0 && !p.isCustomizable),
    each: pick(h, 'each', (p) => !p.soldByWeight && !p.isCustomizable && !p.snsEligible),
    customisable: pick(h, 'customisable', (p) => !p.soldByWeight && p.isCustomizable === true && (p.customizationOptions?.length ?? 0) > 0),
  }
}

/** Puts the items first in the simulator's recommendations (ranked by rating, then id). */
export function recommendFirst(items: readonly SimProduct[]): void {
  for (const p of items) p.rating = 99
}

export interface ItemPost {
  method: string
  path: string
  status?: number
  body: { items?: Record<string, unknown>[] } | null
}

/** The POST items calls (API-032) the simulator received, in order. */
export async function itemPosts(h: Harness): Promise<ItemPost[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as ItemPost[]
  return log.filter((r) => r.method === 'POST' && r.path.endsWith('/cart/v2/items'))
}

/** Every line the shopper's POST items calls sent, in order. */
export const sentLines = async (h: Harness) => (await itemPosts(h)).flatMap((r) => r.body?.items ?? [])
