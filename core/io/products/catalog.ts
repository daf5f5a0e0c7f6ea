/**
 * Catalog calls of 001 §7 "Orders and carts" and the catalog family (ENV-023): preferred customisations (API-042),
 * pdreco substitution (API-043, API-044) and product by bpn (API-081). Product by upc names an offer's eligible items
 * (offers-details.ts). Departments, the increment price list, the brand index and product detail data are declined
 * (docs/requirements-declined.md).
 */
import * as v from 'valibot'
import { normaliseProduct, type Product, shouldFetchCustomizations } from '../../rules/products'
import { SHOPPING_PATHS } from '../../rules/products/endpoints'
import { CATALOG_TIMEOUT_MS, isCrossSellReady, type SubstitutionInput, substitutionQuery } from '../../rules/cart/shopping-api'
import type { ApiClient } from '../api/client'
import { ApiError } from '../api/errors'

type Logger = Pick<Console, 'warn'>
const id = v.union([v.string(), v.number()])
const num = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())

/** A product in the seed's raw fields (001 §3); normaliseProduct makes the domain Product. */
export const rawProductSchema = v.looseObject({
  id: v.optional(id),
  bpn: v.optional(id),
  upc: v.optional(id),
  name: v.optional(v.string()),
})
export type RawProduct = v.InferOutput<typeof rawProductSchema>

const modifierGroupSchema = v.looseObject({
  groupId: id,
  name: v.optional(v.string(), ''),
  required: v.optional(v.boolean(), false),
  minSelect: v.optional(num, 0),
  maxSelect: v.optional(num, 1),
  options: v.array(v.looseObject({ upc: id, name: v.optional(v.string(), ''), price: v.optional(num, 0) })),
})
const customizationsSchema = v.looseObject({
  bpn: v.optional(id),
  isCustomizable: v.optional(v.boolean()),
  multiCustomizations: v.optional(v.boolean()),
  modifierGroups: v.optional(v.array(modifierGroupSchema), []),
  /** Earlier choices in the customisation data's fields (001 §3). */
  preferredCustomizations: v.optional(
    v.array(
      v.looseObject({
        selectedOptions: v.optional(v.record(v.string(), v.array(v.string())), {}),
        selectedQuantity: v.optional(num, 1),
        comments: v.optional(v.string(), ''),
      }),
    ),
    [],
  ),
})
export type PrefCustomizations = v.InferOutput<typeof customizationsSchema>
/** The reply must be an object: a JSON list (valibot's object schemas take one) is a failed read, logged, not 'no options'. */
const customizationsReplySchema = v.pipe(
  v.custom<unknown>((x) => !Array.isArray(x), 'customisations: not an object'),
  customizationsSchema,
)

/**
 * GET product/getPrefCustomizations with bpn and storeId (API-042). Only with both (PRD-053): without one,
 * undefined and no call.
 */
export async function fetchPrefCustomizations(
  api: ApiClient,
  input: { bpn?: string | null; storeId?: string | null },
): Promise<PrefCustomizations | undefined> {
  if (!shouldFetchCustomizations(input.bpn, input.storeId)) return undefined
  return api.request(SHOPPING_PATHS.prefCustomizations, {
    query: { bpn: input.bpn ?? '', storeId: input.storeId ?? '' },
    schema: customizationsReplySchema,
  })
}

const substitutionSchema = v.looseObject({ productsinfo: v.optional(v.nullable(v.array(rawProductSchema))) })

/**
 * GET pdreco/substitution with bpn, storeId, hhid, channel, bruid, pageurl, availabilityCheck=true and
 * placement=bia (API-043), header pgm 1P_B2B on the business site (API-044); answers productsinfo (CAR-022).
 * This is the cross-sell feed: it runs only with product number, house id, store id and channel (CAR-020), and
 * a failure answers an empty list (ERR-041), logged.
 */
export async function fetchSubstitutions(api: ApiClient, input: SubstitutionInput, log: Logger = console): Promise<RawProduct[]> {
  if (!isCrossSellReady({ bpn: input.bpn, householdId: input.householdId, storeId: input.storeId, channel: input.channel })) return []
  try {
    const reply = await api.request(SHOPPING_PATHS.substitution, {
      query: substitutionQuery(input),
      schema: substitutionSchema,
      b2bProgram: true,
    })
    return reply.productsinfo ?? []
  } catch (error) {
    log.warn('Aisle: cross-sell products could not be loaded; showing none.', error)
    return []
  }
}

function toProduct(raw: RawProduct, path: string): Product {
  const product = normaliseProduct(raw)
  if (!product) throw new ApiError('shape', `Unexpected reply from ${path}`, { path, body: raw, issues: ['(root): no product number'] })
  return product
}

/** GET product by bpn (catalog family), timing out after 1000 ms (API-081); the normalised product. */
export async function fetchProductByBpn(api: ApiClient, input: { bpn: string; storeId?: string }): Promise<Product> {
  return toProduct(await fetchProductReply(api, input), SHOPPING_PATHS.productByBpn(input.bpn))
}

/** The product-by-bpn reply as the API sent it, validated (aisle/prerender embeds it for the card's hydration). */
export async function fetchProductReply(api: ApiClient, input: { bpn: string; storeId?: string }): Promise<RawProduct> {
  const path = SHOPPING_PATHS.productByBpn(input.bpn)
  return api.request(path, { query: { storeId: input.storeId }, timeoutMs: CATALOG_TIMEOUT_MS.productByBpn, schema: rawProductSchema })
}

/** A product-by-bpn reply read elsewhere (a prerendered page's copy), validated as fetchProductByBpn validates it; undefined if it is not one. */
export function productFromReply(bpn: string, reply: unknown): Product | undefined {
  const parsed = v.safeParse(rawProductSchema, reply)
  if (!parsed.success) return undefined
  try {
    const product = toProduct(parsed.output, SHOPPING_PATHS.productByBpn(bpn))
    return product.id === bpn ? product : undefined
  } catch {
    return undefined
  }
}
