/**
 * The page's product-widget stores, created on first use by a product carousel or the quick-add basket and
 * shared by every instance, wired to the runtime's io and the page's window.
 */
import { createProductCarouselStore, type ProductCarouselStore } from '../../stores/products/carousel'
import { createQuickAddStore, type QuickAddStore } from '../../stores/products/quick-add'
import { cartOf } from '../cart/cart'
import type { Runtime } from '../index'
import { runtimeStore, slotKey } from '../slots'

export const PRODUCT_CAROUSEL_SLOT = slotKey<ProductCarouselStore>('products:carousel')

export function productCarouselStoreOf(runtime: Runtime): ProductCarouselStore {
  return runtimeStore(runtime, PRODUCT_CAROUSEL_SLOT, (rt) =>
    createProductCarouselStore({
      api: () => rt.api,
      session: rt.session,
      cart: cartOf(rt),
      page: { host: () => rt.win.location.host, href: () => rt.win.location.href, screenWidth: () => rt.win.innerWidth },
    }),
  )
}

export const QUICK_ADD_SLOT = slotKey<QuickAddStore>('products:quick-add')

export function quickAddStoreOf(runtime: Runtime): QuickAddStore {
  return runtimeStore(runtime, QUICK_ADD_SLOT, (rt) =>
    createQuickAddStore({
      api: () => rt.api,
      session: rt.session,
      cart: cartOf(rt),
      storage: rt.storage,
      search: () => rt.win.location.search,
    }),
  )
}
