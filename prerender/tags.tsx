/**
 * The tags aisle/prerender expands, each rendered with the same view and the same view props as its client
 * render. Only tags whose first paint does not depend on the shopper (docs/decisions/hosting.md 'Prerender').
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { parseEnumAttribute } from '../core/elements/attributes'
import type { ApiClient } from '../core/io/api/client'
import { fetchProductReply, productFromReply } from '../core/io/api/catalog'
import { fetchUserInfo, type ShopperInfo } from '../core/io/api/session'
import type { PageConfig } from '../core/io/config'
import { channelFromPreference, CHANNELS } from '../core/rules/cart'
import { DISPLAY_PROFILE_TYPES, type DisplayProfileType, localDay } from '../core/rules/products'
import { productCardModel } from '../core/rules/products/card'
import { resolveSnsTexts } from '../core/rules/products/sns-texts'
import { BannerBrandView } from '../widgets/banner-brand/BannerBrand.view'
import { BANNER_BRAND_ATTRIBUTES, BANNER_BRAND_TAG, bannerBrandViewProps } from '../widgets/banner-brand/banner-brand.props'
import { ProductCardView } from '../widgets/product-card/ProductCard.view'
import type { BuyHandlers } from '../widgets/product-card/ProductCardBuy.view'
import { INITIAL_BUY, PRODUCT_CARD_ATTRIBUTES, PRODUCT_CARD_TAG } from '../widgets/product-card/product-card.props'
import type { PrerenderedProducts } from '../widgets/shared/prerendered-products'

export interface PrerenderContext {
  config: PageConfig
  /** The widgets' own API client, as a guest (no cookies): the same calls and the same validation. */
  api: ApiClient
  /** The page's clock (the client renders with its own: a day apart, the card re-renders). */
  now: number
  /** One read per call for the whole page (a product in a card and a carousel is read once, as on the client). */
  cache: Map<string, Promise<unknown>>
}

export interface Rendered {
  markup: string
  /** What the element's hydrate option takes (core/elements/define.ts). */
  data?: unknown
}

export interface TagRenderer {
  /** The element's attribute-backed props (camelCase), in the element's order. */
  attributes: readonly string[]
  /** The markup of the element's first client render for these props, or undefined to leave the tag to the client. */
  render(props: Record<string, string>, context: PrerenderContext): Promise<Rendered | undefined>
}

function once<T>(context: PrerenderContext, key: string, read: () => Promise<T>): Promise<T> {
  let call = context.cache.get(key) as Promise<T> | undefined
  if (!call) {
    call = read()
    context.cache.set(key, call)
  }
  return call
}

/** A guest's user info (their store and channel), as the product store reads it before a product. */
const guest = (context: PrerenderContext): Promise<ShopperInfo> => once(context, 'userinfo', () => fetchUserInfo(context.api))

const NO_HANDLERS: BuyHandlers = { step: () => {}, setQty: () => {}, setSubscribe: () => {}, setFrequency: () => {}, toggleOption: () => {}, add: () => {} }

/** The card as ProductCard (ProductCard.connected.tsx) first renders it for a guest once its product is in the store. */
async function productCard(props: Record<string, string>, context: PrerenderContext): Promise<Rendered | undefined> {
  const id = props.productId?.trim()
  if (!id) return undefined
  const shopper = await guest(context)
  const reply = await once(context, `product:${id}`, () => fetchProductReply(context.api, { bpn: id, storeId: shopper.storeId }))
  const product = productFromReply(id, reply)
  if (!product) return undefined
  const channel = parseEnumAttribute(PRODUCT_CARD_TAG, 'channel', props.channel, CHANNELS, channelFromPreference(shopper.preference))
  const profile = props.profile?.trim() ? parseEnumAttribute<DisplayProfileType | ''>(PRODUCT_CARD_TAG, 'profile', props.profile, DISPLAY_PROFILE_TYPES, '') : ''
  const day = new Date(context.now)
  const model = productCardModel(product, {
    channel, today: localDay(day), weekday: day.getDay(), profile: profile || undefined, snsOffer: props.snsOffer, flags: context.config.flags,
    snsTexts: resolveSnsTexts(context.config.scheduleAndSave), slot: undefined, now: context.now,
  })
  const buy = { ...INITIAL_BUY, error: false, weight: model.buy?.kind === 'weight' ? model.buy.min : '' }
  const data: PrerenderedProducts = { products: { [id]: reply } }
  return { markup: markupOf(<ProductCardView state="ready" model={model} groups={[]} buy={buy} on={NO_HANDLERS} />), data }
}

/**
 * renderToString, without the resource hints React 19 puts before the markup (an image's preload link): in a
 * shadow root they are no hint, and the client render has none, so they would be a hydration mismatch.
 */
export function markupOf(element: ReactElement): string {
  return renderToString(element).replace(/^(?:<link [^>]*>)+/, '')
}

export const PRERENDERED_TAGS: Record<string, TagRenderer | undefined> = {
  [BANNER_BRAND_TAG]: {
    attributes: BANNER_BRAND_ATTRIBUTES,
    render: async (props, { config }) => ({ markup: markupOf(<BannerBrandView {...bannerBrandViewProps(config.banner, props)} />) }),
  },
  [PRODUCT_CARD_TAG]: { attributes: PRODUCT_CARD_ATTRIBUTES, render: productCard },
}
