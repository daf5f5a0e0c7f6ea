/**
 * The shopper's subscription record (001 §3 "Subscription"; SNS-001, SNS-005, SNS-006): when it is read, how long
 * it is kept, and the reply reshaped. A module of its own: only the product card reads subscriptions, while the
 * frequency rules of ./subscription.ts sit in the page's shared runtime (the cart store needs them).
 */
import { DEFAULT_SNS_FREQUENCY, normaliseFrequency, type SnsFrequency, SUBSCRIPTION_CACHE_MINUTES } from './subscription'

/** SNS-005: stored subscriptions are reused for 15 minutes after their saved-time. */
export function isSubscriptionCacheValid(savedTime: unknown, now: number): boolean {
  if (typeof savedTime !== 'number' || !Number.isFinite(savedTime)) return false
  const age = now - savedTime
  return age >= 0 && age < SUBSCRIPTION_CACHE_MINUTES * 60_000
}

/** SNS-006: only with a user id and the subscription flag on. */
export const shouldFetchSubscriptions = (userId: string | null | undefined, flagOn: boolean | null | undefined) =>
  !!userId?.trim() && flagOn === true

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
