/**
 * The page's cart store, created on first use by a widget that shows or changes the cart (mini cart, add to cart,
 * product card, product carousel, quick add) and shared by all of them. It is not part of the shared
 * page runtime: a page without a cart widget (the partner page) downloads none of the cart's store, queue, calls or rules.
 * `runtime.cart` reads the same store once this module has run (any cart widget's module imports it).
 */
import { dispatchWindowEvent } from '../../elements/events'
import { editedOrder } from '../../rules/cart/cart'
import { readStorefrontCookies } from '../../io/cookies'
import { isAuthorisedForStorefront } from '../../rules/session'
import { type CartStore, createCartStore } from '../../stores/cart/cart'
import type { Runtime } from '../index'
import { CART_SLOT, provideSlot, runtimeStore } from '../slots'

const createCart = (rt: Runtime): CartStore =>
  createCartStore({
    api: () => rt.api,
    session: rt.session,
    storage: rt.storage,
    offersOnly: () => rt.config.offersOnly === true,
    refreshPage: rt.config.cartRefreshPage,
    writes: rt.writes,
    // ERR-020: the store reports a failed change to a subscribed line; the page hears it on its window.
    dispatch: (name, detail) => dispatchWindowEvent(rt.win, name, detail),
    // While the shopper edits a pending order (the order cookies, read at each change), its lines are the cart.
    editingOrder: () =>
      editedOrder(
        readStorefrontCookies(rt.cookies, rt.config.banner.cookieVariant === 'b'),
        isAuthorisedForStorefront(rt.session.$session.get().shopper?.userType),
      ),
  })

provideSlot(CART_SLOT, createCart)

export function cartOf(runtime: Runtime): CartStore {
  return runtimeStore(runtime, CART_SLOT, createCart)
}
