/** The pending order (core/stores/cart/pending-order.ts: the order cookies; clears the stored delivery type when there is no order) and the page's edit-order path. */
import type { ElementAttributeProps } from '../../core/elements/attributes'
import { useEffect, useState } from 'react'
import type { ElementHostProps } from '../../core/elements/define'
import { headerOrderState } from '../../core/rules/cart/order'
import { bootRuntime, type Runtime } from '../../core/runtime'
import type { EditOrderLoad } from '../../core/stores/cart/edit-order'
import { clearStoredOrder, readPendingOrder } from '../../core/stores/cart/pending-order'
import type { AisleOrderAlertElement } from '../../types/aisle'
import { lazyOnce } from '../../core/stores/lazy'
import { OrderAlertView } from './OrderAlert.view'
import { DEFAULT_RESERVE_HREF, ORDER_ALERT_TAG, orderAlertViewProps } from './order-alert.props'

export { DEFAULT_RESERVE_HREF, ORDER_ALERT_TAG }
export const ORDER_ALERT_READY_MARK = 'aisle:order-alert:ready'
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

  // The row the order cookies make (the prerender's too: order-alert.prerender.tsx), then the edit order once loaded.
  const first = orderAlertViewProps(order.cookies, runtime.config.pages.editOrderApp, reserveHref)
  return (
    <OrderAlertView
      {...first}
      editOrder={
        first.state === 'editing' && loaded.source !== 'none'
          ? {
              source: loaded.source,
              preference: loaded.order?.preference,
              unattended: loaded.order?.unattendedDeliveryIsEnabled ?? true,
              restrictedItems: loaded.order?.restrictedItemIds.length ?? 0,
            }
          : undefined
      }
    />
  )
}
