/**
 * Subscribe-and-save calls of 001 §7 "Subscriptions": all subscriptions (API-071), the reply as the rules'
 * SubscriptionRecord (SNS-001). Add subscription, one-time items and the subscription by gid are declined
 * (docs/requirements-declined.md): no Aisle screen makes them.
 */
import * as v from 'valibot'
import { SHOPPING_PATHS } from '../../rules/products/endpoints'
import { normaliseSubscription, type SubscriptionRecord } from '../../rules/products/subscription-record'
import type { ApiClient } from '../api/client'

type Logger = Pick<Console, 'warn'>

/** The subscriptions reply in raw fields; items may be a list or a map (normaliseSubscription reads both). */
const subscriptionsSchema = v.looseObject({
  customerId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  fulfillmentType: v.optional(v.nullable(v.string())),
  isNewSnSUser: v.optional(v.nullable(v.boolean())),
  items: v.optional(v.nullable(v.union([v.array(v.looseObject({})), v.record(v.string(), v.unknown())]))),
  snsFrequencies: v.optional(v.nullable(v.array(v.looseObject({})))),
})

export interface Subscriptions {
  record: SubscriptionRecord
}

/** ERR-042: what a failed load gives: no subscribed items, no one-time items. */
export function emptySubscriptions(): Subscriptions {
  return { record: normaliseSubscription({}) }
}

function toSubscriptions(raw: v.InferOutput<typeof subscriptionsSchema>): Subscriptions {
  return { record: normaliseSubscription(raw) }
}

/** GET {uuid}/allsubscriptions with query banner (API-071). A failure gives empty subscriptions (ERR-042), logged. */
export async function fetchAllSubscriptions(
  api: ApiClient,
  input: { uuid: string; banner?: string },
  log: Logger = console,
): Promise<Subscriptions> {
  try {
    const raw = await api.request(SHOPPING_PATHS.allSubscriptions(input.uuid), {
      query: { banner: input.banner ?? api.config.banner.id },
      schema: subscriptionsSchema,
    })
    return toSubscriptions(raw)
  } catch (error) {
    log.warn('Aisle: subscriptions could not be loaded; showing none.', error)
    return emptySubscriptions()
  }
}
