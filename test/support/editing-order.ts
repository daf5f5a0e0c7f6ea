/**
 * A page where the shopper edits a pending order (not shipped): a seeded shopper signed in and the edit-mode order
 * cookies of that shopper's order set (CRT-030), the order as the simulator holds it, and the order-line calls it
 * received (API-034, API-035).
 */
import { bannerBCookie, COOKIES } from '../../core/rules/http'
import { type SimPendingOrder, shoppingData } from '../../sim/routes/cart/shopping-data'
import { simControl, simSignIn } from './sim-fetch'
import type { Harness } from './widget-fixture'

const ORDER_COOKIES = [COOKIES.orderNumber, COOKIES.orderStoreId, COOKIES.slot]
const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`)

export function clearOrderCookies(): void {
  for (const name of [...ORDER_COOKIES, ...ORDER_COOKIES.map(bannerBCookie)]) document.cookie = `${name}=; path=/; max-age=0`
}

/** Signs in `user` and sets the edit-mode cookies of that shopper's pending order; answers a reader of the order. */
export async function editOrder(h: Harness, user = 'C'): Promise<() => SimPendingOrder> {
  await simSignIn(h.sim, { user })
  const customerId = h.sim.state.users.find((u) => u.key === user)?.customerId
  const order = () => shoppingData(h.sim.state).pendingOrders.find((o) => o.customerId === customerId)!
  const placed = order()
  if (!placed) throw new Error(`no pending order for ${user}`)
  setCookie(COOKIES.orderNumber, placed.orderId)
  setCookie(COOKIES.orderStoreId, placed.storeId)
  setCookie(COOKIES.slot, placed.slot.slotId)
  return order
}

export interface OrderCall {
  method: string
  path: string
  body: Record<string, unknown> | null
}

/** The pending-order line calls the simulator received, in order. */
export async function orderCalls(h: Harness): Promise<OrderCall[]> {
  return ((await simControl(h.sim, 'GET', '/__sim/requests')) as OrderCall[]).filter((r) => r.path.includes('/orderItems/'))
}
