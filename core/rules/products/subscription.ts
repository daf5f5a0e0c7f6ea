/**
 * Subscribe and save (001 §3, §5, §7, §9): frequency, offer text, cache lifetime, fetch condition,
 * the add-subscription payload and the cart-line subscription fields.
 */

/** SNS-003, CST-047: the only frequency unit. */
export const SNS_FREQUENCY_UNIT = 'WEEK'
export interface SnsFrequency {
  count: number
  unit: typeof SNS_FREQUENCY_UNIT
}
/** SNS-004: every 1 week. */
export const DEFAULT_SNS_FREQUENCY: Readonly<SnsFrequency> = Object.freeze({ count: 1, unit: SNS_FREQUENCY_UNIT })
/** SNS-009, CST-035 */
export const DEFAULT_SNS_OFFER_TEXT = '5%'
/** SNS-005, CST-039: the stored subscriptions' lifetime (rules/persisted STORED_LIFETIMES; core/stores/subscriptions reads them). */
export const SUBSCRIPTION_CACHE_MINUTES = 15
/** SNS-010: subscribe-and-save items use this cart category and display profile. */
export const SNS_CART_CATEGORY = '1P_SNS'

/** SNS-003, SNS-004: any requested frequency becomes whole weeks from 1; the unit is always WEEK. */
export function normaliseFrequency(raw: { count?: unknown; unit?: unknown } | null | undefined): SnsFrequency {
  // Only numbers and numeric strings count: Number() throws on some objects a server could send.
  const c = raw?.count
  const n = typeof c === 'number' || typeof c === 'string' ? Number(c) : Number.NaN
  return { count: Number.isFinite(n) && n >= 1 ? Math.floor(n) : DEFAULT_SNS_FREQUENCY.count, unit: SNS_FREQUENCY_UNIT }
}

/** SNS-009: the configured offer text, or '5%'. */
export const snsOfferText = (configured: string | null | undefined) => configured?.trim() || DEFAULT_SNS_OFFER_TEXT

/** SNS-006: only with a user id and the subscription flag on. */
export const shouldFetchSubscriptions = (userId: string | null | undefined, flagOn: boolean | null | undefined) => !!userId?.trim() && flagOn === true

/** SNS-001: the subscription record, items keyed by product id or bpn. */
export interface SubscriptionRecord {
  customerId: string
  fulfillmentType: string
  items: Record<string, { productBpn: string; quantity: number; frequency: SnsFrequency }>
  snsFrequencies: SnsFrequency[]
  isNewSnSUser: boolean
}

type Raw = Record<string, unknown>
const rec = (v: unknown): Raw => (typeof v === 'object' && v !== null ? (v as Raw) : {})
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/** SNS-001: reshapes a subscriptions reply; items may come as a list or a map, keyed by productId or bpn. */
export function normaliseSubscription(raw: unknown): SubscriptionRecord {
  const r = rec(raw)
  const list = Array.isArray(r.items) ? r.items : Object.entries(rec(r.items)).map(([key, v]) => ({ bpn: key, ...rec(v) }))
  const items: SubscriptionRecord['items'] = {}
  for (const entry of list) {
    const e = rec(entry)
    const key = text(e.productId) || text(e.productBpn) || text(e.bpn)
    if (!key) continue
    const quantity = typeof e.quantity === 'number' || typeof e.quantity === 'string' ? Number(e.quantity) : 1
    items[key] = { productBpn: key, quantity: Math.max(1, Math.floor(quantity) || 1), frequency: normaliseFrequency(rec(e.frequency)) }
  }
  const frequencies = Array.isArray(r.snsFrequencies) ? r.snsFrequencies.map((f) => normaliseFrequency(rec(f))) : []
  return {
    customerId: text(r.customerId),
    fulfillmentType: text(r.fulfillmentType),
    items,
    snsFrequencies: frequencies.length > 0 ? frequencies : [{ ...DEFAULT_SNS_FREQUENCY }],
    isNewSnSUser: r.isNewSnSUser === true,
  }
}

/** SNS-007: the subscription fields of a POST items line (API-032). */
export function snsItemFields(input: { isFirstTimeSnsSub: boolean; frequency?: { count?: unknown; unit?: unknown } }) {
  return { isSnsSub: true, isFirstTimeSnsSub: input.isFirstTimeSnsSub, snsFrequency: normaliseFrequency(input.frequency ?? DEFAULT_SNS_FREQUENCY) }
}
