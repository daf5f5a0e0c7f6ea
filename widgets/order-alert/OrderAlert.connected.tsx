/** The pending order (core/stores/cart/pending-order.ts: the order cookies; clears the stored delivery type when there is no order) and the page's edit-order path. */
import { type ElementAttributeProps, parseHrefAttribute } from '../../core/elements/attributes'
import { useEffect, useState } from 'react'
import type { ElementHostProps } from '../../core/elements/define'
import { headerOrderState } from '../../core/rules/cart/order'
import { editOrderLink } from '../../core/rules/pages'
import { bootRuntime, type Runtime } from '../../core/runtime'
import type { EditOrderLoad } from '../../core/stores/cart/edit-order'
import { clearStoredOrder, readPendingOrder } from '../../core/stores/cart/pending-order'
import type { AisleOrderAlertElement } from '../../types/aisle'
import { lazyOnce } from '../../core/stores/lazy'
import { type OrderAlertState, OrderAlertView } from './OrderAlert.view'

export const ORDER_ALERT_TAG = 'aisle-order-alert'
export const ORDER_ALERT_READY_MARK = 'aisle:order-alert:ready'
/** The reserve-time page: the pre-booking page the seed names among the cart pages (team design). */
export const DEFAULT_RESERVE_HREF = '/erums/store/prebook'
/** Loading the order being edited (CRT-035..040) is fetched only on a page view while an order is edited. */
const editOrderModule = lazyOnce(() => import('../../core/stores/cart/edit-order'))

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type OrderAlertProps = ElementHostProps & ElementAttributeProps<AisleOrderAlertElement>

const readOrder = (runtime: Runtime) => readPendingOrder(runtime.cookies, runtime.config.banner.cookieVariant === 'b')

export function OrderAlert({ reserveHref }: OrderAlertProps) {
  const runtime = bootRuntime()
  const [order, setOrder] = useState(() => readOrder(runtime))
  const header = headerOrderState(order.pending)

  useEffect(() => {
    // CRT-031: with no pending order the stored delivery type is cleared.
    if (header.clearStoredDeliveryType) clearStoredOrder(runtime.storage)
  }, [header.clearStoredDeliveryType, runtime])

  const { orderNumber, orderStoreId } = order.cookies
  const [loaded, setLoaded] = useState<EditOrderLoad>({ source: 'none' })
  useEffect(() => {
    // CRT-035..040: while the shopper edits the order, each page view loads it into the session.
    if (!order.editMode || !orderNumber || !orderStoreId) return
    let live = true
    editOrderModule()
      .then(({ loadEditOrder }) =>
        loadEditOrder({ api: () => runtime.api, session: runtime.session, storage: runtime.storage }, { orderStoreId, orderNumber }),
      )
      .then(
        (result) => {
          if (live) setLoaded(result)
        },
        // A lost download leaves the row as it is; the next page view tries again.
        (error: unknown) => console.warn('Aisle: the order being edited could not be loaded.', error),
      )
    return () => {
      live = false
    }
  }, [order.editMode, orderNumber, orderStoreId, runtime])

  useEffect(() => {
    performance.mark(ORDER_ALERT_READY_MARK)
    // Cookies may change in another tab (an order placed or cancelled): read them again when the page is back in view.
    const reread = () => {
      if (runtime.win.document.visibilityState === 'visible') setOrder(readOrder(runtime))
    }
    runtime.win.document.addEventListener('visibilitychange', reread)
    return () => runtime.win.document.removeEventListener('visibilitychange', reread)
  }, [runtime])

  const state: OrderAlertState = header.showPendingAlert ? (order.editMode ? 'editing' : 'pending') : 'reserve'
  return (
    <OrderAlertView
      state={state}
      orderNumber={orderNumber}
      editOrder={
        state === 'editing' && loaded.source !== 'none'
          ? {
              source: loaded.source,
              preference: loaded.order?.preference,
              unattended: loaded.order?.unattendedDeliveryIsEnabled ?? true,
              restrictedItems: loaded.order?.restrictedItemIds.length ?? 0,
            }
          : undefined
      }
      reviewHref={orderNumber && orderStoreId ? editOrderLink(runtime.config.pages.editOrderApp, orderStoreId, orderNumber) : undefined}
      reserveHref={parseHrefAttribute(ORDER_ALERT_TAG, 'reserve-href', reserveHref, DEFAULT_RESERVE_HREF)}
    />
  )
}
