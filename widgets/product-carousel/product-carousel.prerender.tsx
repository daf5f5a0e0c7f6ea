/**
 * aisle-product-carousel, prerendered: the carousel as ProductCarousel (ProductCarousel.connected.tsx) first renders it
 * for a guest once its products are in the store. The products are read by the carousel store itself (the same calls,
 * validation and shaping), with a guest's session and an empty cart; the element seeds its store with the same
 * records before it hydrates (widgets/product-carousel/prerendered-carousel.ts).
 */
import { useId } from 'react'
import { atom } from 'nanostores'
import { channelFromPreference, type LocalCart } from '../../core/rules/cart/cart'
import { carouselTile } from '../../core/rules/products/carousel'
import { localDay } from '../../core/rules/products/dates'
import { createProductCarouselStore, type ProductCarouselStore } from '../../core/stores/products/carousel'
import type { SessionState } from '../../core/stores/session'
import { carouselHeading, carouselRequestOf, PRODUCT_CAROUSEL_ATTRIBUTES } from './carousel-request'
import type { PrerenderedCarousel } from './prerendered-carousel'
import { ProductCarouselView, type ProductCarouselViewProps } from './ProductCarousel.view'
import { guest, markupOf, once, type PrerenderContext, type Rendered, type TagRenderer } from '../../prerender/context'

/** The width a sponsored read names for a prerendered page (the client names its window's; the read's answer does not depend on it). */
const PRERENDER_SCREEN_WIDTH = 1280

const NONE: ReadonlySet<string> = new Set()
const nothing = () => {}

/** The page's one carousel store, for a guest: user info read, no cart yet (a guest's first page view). */
function guestStore(context: PrerenderContext): Promise<ProductCarouselStore> {
  return once(context, 'carousel-store', async () => {
    const shopper = await guest(context)
    const $cart = atom<LocalCart | null>(null)
    return createProductCarouselStore({
      api: () => context.api,
      session: { $session: atom<SessionState>({ status: 'ready', shopper }) },
      cart: { $cart, load: async () => {} },
      page: { host: () => context.page.host, href: () => context.page.href, screenWidth: () => PRERENDER_SCREEN_WIDTH },
      log: { warn: nothing },
    })
  })
}

type Props = Omit<ProductCarouselViewProps, 'headingId' | 'trackId'>

/** The view with its ids from useId, called as the connected component calls it (first in the tree, twice): hydration finds the same ids. */
function WithIds(props: Props) {
  const headingId = useId()
  const trackId = useId()
  return <ProductCarouselView {...props} headingId={headingId} trackId={trackId} />
}

async function productCarousel(props: Record<string, string>, context: PrerenderContext): Promise<Rendered | undefined> {
  const request = carouselRequestOf(props)
  const store = await guestStore(context)
  const found = await store.read(request)
  if (found === 'unavailable') return undefined
  const { heading: _, ...attributes } = props
  const data: PrerenderedCarousel = { attributes, records: found.map((f) => f.record) }
  // Shaped from the records exactly as the element's hydrate step shapes them.
  store.seed(request, data.records)
  const result = store.seeded(request)
  if (result?.status !== 'ready') return undefined
  const shopper = await guest(context)
  const day = new Date(context.now)
  const ctx = {
    channel: channelFromPreference(shopper.preference),
    today: localDay(day),
    weekday: day.getDay(),
    pages: context.config.pages,
    flags: context.config.flags,
  }
  const tiles = result.items.map((i) => carouselTile(i.product, ctx, i.ad))
  const heading = carouselHeading(props.heading, request.source)
  const view: Props = {
    state: 'ready',
    heading,
    tiles,
    busyIds: NONE,
    canPrevious: false,
    canNext: false,
    onPrevious: nothing,
    onNext: nothing,
    onAdd: nothing,
    onFollow: nothing,
  }
  return { markup: markupOf(<WithIds {...view} />), data }
}

const renderer: TagRenderer = { attributes: PRODUCT_CAROUSEL_ATTRIBUTES, render: productCarousel }
export default renderer
