/**
 * The tags aisle/prerender expands, each rendered with the same view and the same view props as its client
 * render (one file per tag). Tags whose first paint does not depend on the shopper, and the mini cart's, the order alert's and the game grid's for a signed-in shopper (docs/decisions/hosting.md 'Prerender'),
 * each also declared by its widget (`prerender` in widgets/<name>/<name>.widget.ts; scripts/widgets/declarations.test.ts).
 */
import { BannerBrandView } from '../widgets/banner-brand/BannerBrand.view'
import { BANNER_BRAND_ATTRIBUTES, BANNER_BRAND_TAG, bannerBrandViewProps } from '../widgets/banner-brand/banner-brand.props'
import { GAME_GRID_TAG } from '../widgets/game-grid/GameGrid.connected'
import { MINI_CART_ATTRIBUTES, MINI_CART_TAG } from '../widgets/mini-cart/mini-cart.props'
import { ORDER_ALERT_ATTRIBUTES, ORDER_ALERT_TAG } from '../widgets/order-alert/order-alert.props'
import { PRODUCT_CARD_ATTRIBUTES, PRODUCT_CARD_TAG } from '../widgets/product-card/product-card.props'
import { PRODUCT_CAROUSEL_ATTRIBUTES, PRODUCT_CAROUSEL_TAG } from '../widgets/product-carousel/carousel-request'
import { markupOf, type TagRenderer } from './context'
import { gameGrid } from './game-grid'
import { miniCart } from './mini-cart'
import { orderAlert } from './order-alert'
import { productCard } from './product-card'
import { productCarousel } from './product-carousel'

export type { PrerenderContext, Rendered, TagRenderer } from './context'

export const PRERENDERED_TAGS: Record<string, TagRenderer | undefined> = {
  [BANNER_BRAND_TAG]: {
    attributes: BANNER_BRAND_ATTRIBUTES,
    render: async (props, { config }) => ({ markup: markupOf(<BannerBrandView {...bannerBrandViewProps(config.banner, props)} />) }),
  },
  [PRODUCT_CARD_TAG]: { attributes: PRODUCT_CARD_ATTRIBUTES, render: productCard },
  [PRODUCT_CAROUSEL_TAG]: { attributes: PRODUCT_CAROUSEL_ATTRIBUTES, render: productCarousel },
  /** The signed-in shopper's count when the page is asked for with their session; else its loading state, every shopper's first render. */
  [MINI_CART_TAG]: { attributes: MINI_CART_ATTRIBUTES, render: miniCart, personal: 'reads' },
  /** A signed-in shopper's request only: the row their order cookies make (a public page leaves it to the client). */
  [ORDER_ALERT_TAG]: { attributes: ORDER_ALERT_ATTRIBUTES, render: orderAlert, personal: 'cookies' },
  /** A signed-in shopper's request only: the ready grid of their games (a public page leaves it to the client). */
  [GAME_GRID_TAG]: { attributes: ['playEarnHref'], render: gameGrid, personal: 'reads' },
}
