/**
 * Product carousels: what each source asks for (001 §3 request shapes, §7 calls), the products it answers
 * and the ad tracker. One instance per page (core/runtime/products/extras.ts); each carousel element calls
 * load() with its own request and keeps its result.
 */
import {
  type CarouselProduct,
  carouselProductsFromRecords,
  readCarouselFixture,
  readProductGridProducts,
  readRecommendedProducts,
  readSponsoredProducts,
  readSubstitutions,
} from '../../io/products/carousel-products'
import type { ApiClient } from '../../io/api/client'
import { sendAdEvent } from '../../io/products/recommendations-ads'
import { channelFromPreference } from '../../rules/cart/cart'
import type { AdRef, AdTrackerBody, CarouselSource } from '../../rules/products/carousel'
import type { Product } from '../../rules/products/product'
import { type SortOption, sortItems } from '../../rules/products/sort'
import { serverSortParam } from '../../rules/products/sort-options'
import { isCrossSellReady, SPONSORED_DEFAULT_PAGE_NAME } from '../../rules/cart/shopping-api'
import type { CartStore } from '../cart/cart'
import type { SessionStore } from '../session'

/** What a carousel element asks for; the shopper, store, channel and cart come from the stores. */
export interface CarouselRequest {
  source: CarouselSource
  /** The anchor product (cross-sell, substitution; sponsored narrows to its department). */
  bpn?: string
  categoryId?: string
  pageName?: string
  excludeBpns?: readonly string[]
  modelConfigurationId?: string
  /** Store for a shopper whose session names none (a guest). */
  storeId?: string
  /**
   * SRT-002, SRT-003: a client option sorts the answer in the browser; a server option is sent with the
   * purchase-history read (the product grid, API-079) and the answer's order is kept.
   */
  sort?: SortOption
}

/** One string per request (its fields in a fixed order): a prerendered carousel's products are found by it. */
export const carouselRequestKey = (r: CarouselRequest): string =>
  JSON.stringify([r.source, r.bpn, r.categoryId, r.pageName, r.excludeBpns, r.modelConfigurationId, r.storeId, r.sort?.field ?? null])

export interface CarouselItem {
  product: Product
  ad?: AdRef
}

/** 'unavailable': the source's preconditions do not hold, so no call was made (CAR-020). */
export type CarouselResult = { status: 'ready'; items: CarouselItem[] } | { status: 'empty'; reason: 'none' | 'unavailable' }

export interface CarouselDeps {
  api: () => ApiClient
  session: Pick<SessionStore, '$session'>
  cart: Pick<CartStore, 'load' | '$cart'>
  page: { host(): string; href(): string; screenWidth(): number }
  log?: Pick<Console, 'warn'>
}

export type ProductCarouselStore = ReturnType<typeof createProductCarouselStore>

/** A featured-session id per page view, so the ad server can group one visit's searches (team design). */
const newFeaturedSessionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `fs-${Date.now().toString(36)}`

export function createProductCarouselStore(deps: CarouselDeps) {
  const log = deps.log ?? console
  const featuredSessionId = newFeaturedSessionId()

  function context(request: CarouselRequest) {
    const shopper = deps.session.$session.get().shopper
    return {
      shopper,
      storeId: shopper?.storeId ?? request.storeId,
      channel: channelFromPreference(shopper?.preference),
      householdId: shopper?.houseId,
      banner: deps.api().config.banner.id,
    }
  }

  async function read(request: CarouselRequest): Promise<CarouselProduct[] | 'unavailable'> {
    const ctx = context(request)
    if (!ctx.storeId) return 'unavailable'
    const api = deps.api()
    switch (request.source) {
      case 'recommendations':
        // CST-074: the mock-carousel flag reads the simulator's fixture instead of the live call (dev only).
        if (api.config.flags.mockCarousel === true) return readCarouselFixture(api, log)
        // The request names the cart's items (CAR-017): read the cart first (the local copy while valid).
        await deps.cart.load()
        return readRecommendedProducts(
          api,
          {
            bruid: ctx.shopper?.uuid,
            assortmentChannel: ctx.channel,
            banner: ctx.banner,
            storeId: ctx.storeId,
            host: deps.page.host(),
            pageURL: deps.page.href(),
            cartItemIds: (deps.cart.$cart.get()?.cartItems ?? []).map((i) => i.itemId),
            extra: request.modelConfigurationId ? { modelConfigurationId: request.modelConfigurationId } : undefined,
          },
          // CST-073: includeOffer while the e-commerce gallery flag is on (API-076); CST-072: one bpn when the array is off.
          { log, includeOffer: api.config.flags.ecomGalleryEnabled === true, singleBpn: api.config.flags.isBPNArrayP13nDisabled === true },
        )
      case 'sponsored':
        return readSponsoredProducts(
          api,
          {
            storeId: ctx.storeId,
            featuredSessionId,
            screenWidth: deps.page.screenWidth(),
            userId: ctx.shopper?.customerId,
            banner: ctx.banner,
            pageName: request.pageName,
            excludeBpns: request.excludeBpns,
            bpn: request.bpn,
            categoryId: request.categoryId,
            channel: ctx.channel,
          },
          log,
        )
      case 'purchase-history': {
        // The product grid of the household's purchases: a signed-in shopper's only.
        if (!ctx.householdId) return 'unavailable'
        const sort = request.sort && serverSortParam(request.sort)
        return readProductGridProducts(api, { storeId: ctx.storeId, ...(sort ? { sort } : {}) })
      }
      case 'cross-sell':
      case 'substitution': {
        const input = {
          bpn: request.bpn ?? '',
          storeId: ctx.storeId,
          householdId: ctx.householdId ?? '',
          channel: ctx.channel,
          bruid: ctx.shopper?.uuid,
          pageUrl: deps.page.href(),
        }
        // CAR-020: without product number, house id, store id and channel no call is made.
        if (!isCrossSellReady(input)) return 'unavailable'
        return readSubstitutions(api, input, log)
      }
      default:
        request.source satisfies never
        return []
    }
  }

  /** A source's products as the carousel shows them: the anchor product and repeats left out, sorted, sponsored ones with their ad ids. */
  function resultOf(request: CarouselRequest, found: readonly CarouselProduct[]): CarouselResult {
    const records = new Map<Product, CarouselProduct>()
    const seen = new Set<string>()
    for (const entry of found) {
      const { product } = entry
      if (product.id === request.bpn || seen.has(product.id)) continue
      seen.add(product.id)
      records.set(product, entry)
    }
    // A client sort orders the tiles here; a server sort (or none) keeps the answer's order. Ad positions are the shown ones.
    const products = request.sort ? sortItems([...records.keys()], request.sort) : [...records.keys()]
    const items: CarouselItem[] = products.map((product, index) => {
      const record = records.get(product)
      const adId = request.source === 'sponsored' ? record?.adId : undefined
      const campaignId = record?.campaignId
      return { product, ...(adId ? { ad: { adId, ...(campaignId ? { campaignId } : {}), bpn: product.id, position: index + 1 } } : {}) }
    })
    return items.length ? { status: 'ready', items } : { status: 'empty', reason: 'none' }
  }

  /** Loads a carousel: products normalised, the anchor product left out, sponsored ones with their ad ids. */
  async function load(request: CarouselRequest): Promise<CarouselResult> {
    const found = await read(request)
    if (found === 'unavailable') return { status: 'empty', reason: 'unavailable' }
    return resultOf(request, found)
  }

  /**
   * A prerendered carousel's products (aisle/prerender), put here before it hydrates so its first render is
   * the markup; the carousel still loads its request for the shopper afterwards.
   */
  const seeds = new Map<string, CarouselResult>()
  const seed = (request: CarouselRequest, records: unknown) =>
    void seeds.set(carouselRequestKey(request), resultOf(request, carouselProductsFromRecords(records)))
  const seeded = (request: CarouselRequest): CarouselResult | undefined => seeds.get(carouselRequestKey(request))

  /** CAR-014: one ad tracker call; never throws. */
  const track = (body: AdTrackerBody) => sendAdEvent(deps.api(), body, log)

  const pageNameOf = (request: Pick<CarouselRequest, 'pageName'>) => request.pageName?.trim() || SPONSORED_DEFAULT_PAGE_NAME

  return { load, read, seed, seeded, track, pageNameOf, context }
}
