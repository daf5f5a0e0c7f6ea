/**
 * Recommendations, carousels and content of 001 §7: the household's smart basket (API-080), the purchase-history
 * product grid (API-079), product recommendations (API-076, API-077) and the sponsored-carousel search (API-074,
 * API-075). Targeted landing-page content (API-078) is declined (docs/requirements-declined.md). Request shapes come from rules (shopping-api.ts,
 * products/quick-add.ts); replies are validated in raw field names.
 */
import * as v from 'valibot'
import { SHOPPING_PATHS } from '../../rules/products/endpoints'
import { HEADERS } from '../../rules/http'
import { smartBasketQuery } from '../../rules/products'
import { normaliseProduct, type Product } from '../../rules/products/product'
import {
  ACCEPT_JSON,
  MOCK_CAROUSEL_FIXTURE_PATH,
  type ProductRecommendationInput,
  productRecommendationRequest,
  SHOPPING_HEADERS,
  SHOPPING_PLATFORM,
  type SponsoredSearchInput,
  sponsoredSearchQuery,
  SPONSORED_MAX_RESULTS,
} from '../../rules/cart/shopping-api'
import { rawProductSchema, type RawProduct } from './catalog'
import type { ApiClient } from '../api/client'

type Logger = Pick<Console, 'warn'>
const num = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())
const id = v.union([v.string(), v.number()])

/** A purchase-history product: the raw product plus itemId, soldByWeight and minWeight (the quick-add entry's inputs). */
const historyProductSchema = v.looseObject({
  ...rawProductSchema.entries,
  itemId: v.optional(id),
  soldByWeight: v.optional(v.nullable(v.boolean())),
  minWeight: v.optional(v.nullable(num)),
})
const productPageSchema = v.looseObject({
  products: v.array(historyProductSchema),
  totalCount: v.optional(num),
  pageNo: v.optional(num),
  pageSize: v.optional(num),
})
export type ProductPage = v.InferOutput<typeof productPageSchema>

/**
 * GET purchase-history smart-basket for the household with the smart basket query (availabilityCheck, storeId,
 * pageNo, pageSize 50, excludeCartItems, placement; QAB-010, QAB-011) and headers key, bearer, accept and pgm
 * (API-080). Failures are thrown: the quick-add store keeps its stored basket (QAB-012).
 */
export function fetchSmartBasket(
  api: ApiClient,
  input: { householdId: string; storeId: string; pageNo?: number; excludeCartItems?: boolean },
): Promise<ProductPage> {
  return api.request(SHOPPING_PATHS.smartBasket(input.householdId), {
    query: smartBasketQuery(input),
    headers: { [SHOPPING_HEADERS.accept]: ACCEPT_JSON },
    b2bProgram: true,
    schema: productPageSchema,
  })
}

/** A smart basket page in domain terms: its products (the item id is the product's id) and the size of the history. */
export interface SmartBasketPage {
  products: Product[]
  totalCount?: number
}

/** fetchSmartBasket, its products normalised (a product without a number is left out); failures are thrown as there. */
export async function readSmartBasket(api: ApiClient, input: Parameters<typeof fetchSmartBasket>[1]): Promise<SmartBasketPage> {
  const page = await fetchSmartBasket(api, input)
  const products = page.products.flatMap((item) => normaliseProduct(item.itemId === undefined ? item : { ...item, id: item.itemId }) ?? [])
  return { products, totalCount: page.totalCount }
}

/** POST purchase-history product-grid with headers platform and key (API-079). */
export function fetchProductGrid(
  api: ApiClient,
  input: { storeId: string; pageNo?: number; pageSize?: number; sort?: string },
): Promise<ProductPage> {
  return api.request(SHOPPING_PATHS.productGrid, {
    method: 'POST',
    json: input,
    headers: { [HEADERS.platform]: SHOPPING_PLATFORM },
    schema: productPageSchema,
  })
}

const recommendationSchema = v.looseObject({
  products: v.optional(
    v.nullable(v.array(v.looseObject({ ...rawProductSchema.entries, offers: v.optional(v.array(v.looseObject({ offerId: id }))) }))),
  ),
})
export type RecommendedProduct = NonNullable<v.InferOutput<typeof recommendationSchema>['products']>[number]

/**
 * POST product recommendations to the generic carousel path (API-076) with the CAR-017 request; query
 * includeOffer=true when the e-commerce gallery flag is on (CST-073); one bpn instead of the cart items' list
 * when isBPNArrayP13nDisabled is on (`singleBpn`, CST-072). Headers: content type (JSON body),
 * subscription key, platform, the bearer token when authorised and pgm on the business site (API-077).
 * A failure answers an empty list, logged (a carousel shows nothing rather than an error).
 */
export async function fetchProductRecommendations(
  api: ApiClient,
  input: ProductRecommendationInput,
  options: { includeOffer?: boolean; singleBpn?: boolean; log?: Logger } = {},
): Promise<RecommendedProduct[]> {
  try {
    const reply = await api.request(SHOPPING_PATHS.productRecommendations, {
      method: 'POST',
      query: { includeOffer: options.includeOffer ? true : undefined },
      json: productRecommendationRequest(input, { singleBpn: options.singleBpn }),
      headers: { [HEADERS.platform]: SHOPPING_PLATFORM },
      b2bProgram: true,
      schema: recommendationSchema,
    })
    return reply.products ?? []
  } catch (error) {
    ;(options.log ?? console).warn('Aisle: product recommendations could not be loaded; showing none.', error)
    return []
  }
}

/** CST-074: the simulator's carousel fixture (MOCK_CAROUSEL_FIXTURE_PATH); a failure answers an empty list, logged. */
export async function fetchCarouselFixture(api: ApiClient, log: Logger = console): Promise<RecommendedProduct[]> {
  try {
    return (await api.request(MOCK_CAROUSEL_FIXTURE_PATH, { schema: recommendationSchema })).products ?? []
  } catch (error) {
    log.warn('Aisle: the mock-carousel fixture could not be loaded (it is served by the simulator only); showing none.', error)
    return []
  }
}

const sponsoredSchema = v.looseObject({ response: v.looseObject({ docs: v.optional(v.nullable(v.array(rawProductSchema))) }) })

/**
 * GET the sponsored-carousel search (API-074; channel only for delivery or pickup, API-075); reads
 * response.docs, at most 8 (CAR-012). A failure answers an empty list, logged.
 */
export async function fetchSponsoredProducts(api: ApiClient, input: SponsoredSearchInput, log: Logger = console): Promise<RawProduct[]> {
  try {
    const reply = await api.request(SHOPPING_PATHS.sponsoredSearch, { query: sponsoredSearchQuery(input), schema: sponsoredSchema })
    return (reply.response.docs ?? []).slice(0, SPONSORED_MAX_RESULTS)
  } catch (error) {
    log.warn('Aisle: sponsored products could not be loaded; showing none.', error)
    return []
  }
}
