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
/** SNS-005, CST-039, STO-016: the stored subscriptions' lifetime and key (../storage-keys.ts). */
export { SUBSCRIPTION_CACHE_MINUTES, SUBSCRIPTIONS_STORAGE_KEY } from '../storage-keys'
/** SNS-010: subscribe-and-save items use this cart category and display profile (declared with the cart categories). */
export { SNS_CART_CATEGORY } from '../cart/categories'

/** SNS-003, SNS-004: any requested frequency becomes whole weeks from 1; the unit is always WEEK. */
export function normaliseFrequency(raw: { count?: unknown; unit?: unknown } | null | undefined): SnsFrequency {
  // Only numbers and numeric strings count: Number() throws on some objects a server could send.
  const c = raw?.count
  const n = typeof c === 'number' || typeof c === 'string' ? Number(c) : Number.NaN
  return { count: Number.isFinite(n) && n >= 1 ? Math.floor(n) : DEFAULT_SNS_FREQUENCY.count, unit: SNS_FREQUENCY_UNIT }
}

/** SNS-009: the configured offer text, or '5%'. */
export const snsOfferText = (configured: string | null | undefined) => configured?.trim() || DEFAULT_SNS_OFFER_TEXT

/** SNS-007: the subscription fields of a POST items line (API-032). */
export function snsItemFields(input: { isFirstTimeSnsSub: boolean; frequency?: { count?: unknown; unit?: unknown } }) {
  return {
    isSnsSub: true,
    isFirstTimeSnsSub: input.isFirstTimeSnsSub,
    snsFrequency: normaliseFrequency(input.frequency ?? DEFAULT_SNS_FREQUENCY),
  }
}
