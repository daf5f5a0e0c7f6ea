/**
 * The tags aisle/prerender expands, each rendered with the same view and the same view props as its client
 * render: each renderer lives in its widget's folder (widgets/<name>/<name>.prerender.tsx), and its widget declares it
 * (`prerender` in widgets/<name>/<name>.widget.ts; scripts/widgets/declarations.test.ts).
 */
import bannerBrand from '../widgets/banner-brand/banner-brand.prerender'
import miniCart from '../widgets/mini-cart/mini-cart.prerender'
import orderAlert from '../widgets/order-alert/order-alert.prerender'
import productCard from '../widgets/product-card/product-card.prerender'
import productCarousel from '../widgets/product-carousel/product-carousel.prerender'
import type { TagRenderer } from './context'

export type { PrerenderContext, Rendered, TagRenderer } from './context'

export const PRERENDERED_TAGS: Record<string, TagRenderer | undefined> = {
  'aisle-banner-brand': bannerBrand,
  'aisle-product-card': productCard,
  'aisle-product-carousel': productCarousel,
  'aisle-mini-cart': miniCart,
  'aisle-order-alert': orderAlert,
}
