/** Loads the carousel's products through the page's carousel store, adds to the cart through the cart store, reports ads. */
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { ElementAttributeProps } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { channelFromPreference } from '../../core/rules/cart/cart'
import { adEventBody, adSetBody, type CarouselTile, carouselTile } from '../../core/rules/products/carousel'
import { localDay } from '../../core/rules/products/dates'
import { bootRuntime } from '../../core/runtime'
import { productCarouselStoreOf } from '../../core/runtime/products/extras'
import type { CarouselItem, CarouselRequest } from '../../core/stores/products/carousel'
import type { AisleProductCarouselElement } from '../../types/aisle'
import { useCartAction } from '../shared/use-cart-action'
import { useSignInToAdd } from '../shared/use-sign-in-to-add'
import { watchImpressions } from './ad-impressions'
import { pageTrack, scrollEdges } from './carousel-scroll'
import { carouselHeading, carouselRequestOf, PRODUCT_CAROUSEL_TAG } from './carousel-request'
import { CAROUSEL_TEXT, type ProductCarouselState, ProductCarouselView } from './ProductCarousel.view'

export { PRODUCT_CAROUSEL_TAG }
export const PRODUCT_CAROUSEL_READY_MARK = 'aisle:product-carousel:ready'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type ProductCarouselProps = ElementHostProps & ElementAttributeProps<AisleProductCarouselElement>

export function ProductCarousel(props: ProductCarouselProps) {
  const runtime = bootRuntime()
  const store = productCarouselStoreOf(runtime)
  const { source: sourceAttribute, bpn, categoryId, pageName, excludeBpn, modelConfigurationId, storeId, sort } = props
  const request: CarouselRequest = useMemo(
    () => carouselRequestOf({ source: sourceAttribute, bpn, categoryId, pageName, excludeBpn, modelConfigurationId, storeId, sort }),
    [sourceAttribute, bpn, categoryId, pageName, excludeBpn, modelConfigurationId, storeId, sort],
  )
  const { source } = request
  // The result of the request it answers: a new request shows 'loading' until its own result arrives. A prerendered
  // carousel's products are in the store before it hydrates: its first render is then the markup.
  const [loaded, setLoaded] = useState<{ request: CarouselRequest; state: ProductCarouselState; items: CarouselItem[] } | undefined>(() => {
    const seeded = store.seeded(request)
    return seeded && { request, state: seeded.status, items: seeded.status === 'ready' ? seeded.items : [] }
  })
  const current = loaded?.request === request ? loaded : undefined
  const state: ProductCarouselState = current?.state ?? 'loading'
  const items = useMemo(() => current?.items ?? [], [current])
  const action = useCartAction(props.container)
  const guest = useSignInToAdd(runtime)
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false })
  const track = useRef<HTMLDivElement>(null)
  const headingId = useId()
  const trackId = useId()

  useEffect(() => {
    let live = true
    void runtime.session.start().then(async () => {
      const result = await store.load(request)
      if (live) setLoaded({ request, state: result.status, items: result.status === 'ready' ? result.items : [] })
    })
    return () => {
      live = false
    }
  }, [runtime, store, request])

  const tiles: CarouselTile[] = useMemo(() => {
    const now = new Date()
    const channel = channelFromPreference(runtime.session.$session.get().shopper?.preference)
    const ctx = {
      channel,
      today: localDay(now),
      weekday: now.getDay(),
      pages: runtime.config.pages,
      flags: runtime.config.flags,
    }
    return items.map((i) => carouselTile(i.product, ctx, i.ad))
  }, [items, runtime])

  // What was last tracked: a reload showing the same products and ads for the same request (a prerendered carousel's)
  // marks and reports nothing again, and its impressions stay reported once.
  const tracked = useRef<{ request: CarouselRequest; shown: string; seen: Set<string> }>(undefined)

  // Painted with data: the ready mark, the sponsored onload and relevance events, and impressions from now on.
  useEffect(() => {
    if (state !== 'ready' || tiles.length === 0) return
    if (track.current) setEdges(scrollEdges(track.current))
    const shown = items.map((i) => (i.ad ? `${i.product.id}:${i.ad.adId}:${i.ad.position}` : i.product.id)).join(',')
    const again = tracked.current?.request === request && tracked.current.shown === shown
    if (!again) {
      tracked.current = { request, shown, seen: new Set() }
      performance.mark(PRODUCT_CAROUSEL_READY_MARK)
    }
    const ads = items.flatMap((i) => (i.ad ? [i.ad] : []))
    if (ads.length === 0) return
    const pagename = store.pageNameOf(request)
    if (!again) {
      void store.track(adSetBody('onload', pagename, ads))
      void store.track(adSetBody('relevance', pagename, ads, { bpn: request.bpn, categoryId: request.categoryId }))
    }
    const byId = new Map(ads.map((a) => [a.adId, a]))
    const watcher = watchImpressions((adId) => {
      const ad = byId.get(adId)
      if (ad) void store.track(adEventBody('impression', pagename, ad))
    }, tracked.current?.seen)
    for (const el of track.current?.querySelectorAll<HTMLElement>('[data-id]') ?? []) {
      const ad = items.find((i) => i.product.id === el.dataset.id)?.ad
      if (ad) watcher.observe(ad.adId, el)
    }
    return () => watcher.disconnect()
  }, [state, tiles, items, store, request])

  const clicked = (id: string) => {
    const ad = items.find((i) => i.product.id === id)?.ad
    if (ad) void store.track(adEventBody('click', store.pageNameOf(request), ad))
  }

  const add = (id: string) =>
    guest.signIn
      ? guest.go()
      : action.run(id, async () => {
          const tile = tiles.find((t) => t.id === id)
          clicked(id)
          // The item's unit rules: a sold-by-weight tile adds its minimum weight, any other one unit.
          const product = items.find((i) => i.product.id === id)?.product
          await runtime.cart.add(id, product ?? {})
          return { said: CAROUSEL_TEXT.added(tile?.name ?? id), change: { itemId: id, qty: 1, items: [id] } }
        })

  useEffect(() => {
    const el = track.current
    if (!el || state !== 'ready') return
    const update = () => setEdges(scrollEdges(el))
    el.addEventListener('scroll', update, { passive: true })
    const resize = new ResizeObserver(update)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', update)
      resize.disconnect()
    }
  }, [state])

  return (
    <ProductCarouselView
      state={state}
      heading={carouselHeading(props.heading, source)}
      headingId={headingId}
      trackId={trackId}
      tiles={tiles}
      busyIds={action.busyKeys}
      {...edges}
      message={action.message}
      trackRef={track}
      onPrevious={() => track.current && pageTrack(track.current, -1)}
      onNext={() => track.current && pageTrack(track.current, 1)}
      onAdd={(id) => void add(id)}
      signIn={guest.signIn}
      onFollow={clicked}
    />
  )
}
