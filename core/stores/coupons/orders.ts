/**
 * The deals grid's orders of one gallery read, prepared in short main-thread slices after the cards have
 * painted (core/rules/coupons/grid-orders.ts, core/io/slices.ts), so a sort or filter is a look-up and a
 * filter, not a sort of 5,000 offers in the shopper's click. Keyed by the offers array itself: a new read is a
 * new array, and the old one's orders go with it.
 */
import { type GridSortKey } from '../../rules/coupons/grid-order'
import { type GridOrders, gridOrderSteps, orderFrom } from '../../rules/coupons/grid-orders'
import type { Offer } from '../../rules/coupons/offer'
import { runInSlices, type SliceOptions } from '../../io/slices'

const prepared = new WeakMap<readonly Offer[], GridOrders>()
const underWay = new WeakMap<readonly Offer[], Promise<GridOrders | undefined>>()

/** Prepares every order of `offers` in slices (once per array); settles undefined when aborted. */
export function prepareGridOrders(offers: readonly Offer[], options: SliceOptions = {}): Promise<GridOrders | undefined> {
  const ready = prepared.get(offers)
  if (ready) return Promise.resolve(ready)
  let run = underWay.get(offers)
  if (!run) {
    run = runInSlices(gridOrderSteps(offers), options).then(
      (orders) => {
        prepared.set(offers, orders)
        return orders
      },
      () => undefined,
    )
    underWay.set(offers, run)
    void run.finally(() => underWay.delete(offers))
  }
  return run
}

/** The prepared order for a sort and category, when the orders of `offers` are ready. */
export function preparedOrder(offers: readonly Offer[], sort: GridSortKey, category?: string): Offer[] | undefined {
  const orders = prepared.get(offers)
  return orders && orderFrom(orders, sort, category)
}
