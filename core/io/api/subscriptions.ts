/**
 * Subscribe-and-save calls of 001 §7 "Subscriptions" and "Orders and carts": all subscriptions (API-071), add
 * subscription (API-072, SNS-002), one-time items (API-037, API-038, SNS-008) and the subscription by gid
 * (API-073). Replies become the rules' SubscriptionRecord (SNS-001).
 */
import * as v from 'valibot'
import { PATHS, SHOPPING_PATHS } from '../../rules/endpoints'
import { CLIENT_NAME, HEADERS } from '../../rules/http'
import { addSubscriptionPayload, normaliseSubscription, type SubscribeItemInput, type SubscriptionRecord } from '../../rules/products'
import { ACCEPT_JSON, SHOPPING_HEADERS } from '../../rules/shopping-api'
import type { ApiClient } from './client'

type Logger = Pick<Console, 'warn'>

/** The subscriptions reply in raw fields; items may be a list or a map (normaliseSubscription reads both). */
const subscriptionsSchema = v.looseObject({
  customerId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  fulfillmentType: v.optional(v.nullable(v.string())),
  isNewSnSUser: v.optional(v.nullable(v.boolean())),
  items: v.optional(v.nullable(v.union([v.array(v.looseObject({})), v.record(v.string(), v.unknown())]))),
  snsFrequencies: v.optional(v.nullable(v.array(v.looseObject({})))),
  oneTimeItems: v.optional(v.nullable(v.array(v.looseObject({ itemId: v.union([v.string(), v.number()]), qty: v.optional(v.number()) })))),
})

export interface Subscriptions {
  record: SubscriptionRecord
  /** One-time items on the next delivery (API-037). */
  oneTimeItems: { itemId: string; qty: number }[]
}

/** ERR-042: what a failed load gives: no subscribed items, no one-time items. */
export function emptySubscriptions(): Subscriptions {
  return { record: normaliseSubscription({}), oneTimeItems: [] }
}

function toSubscriptions(raw: v.InferOutput<typeof subscriptionsSchema>): Subscriptions {
  return {
    record: normaliseSubscription(raw),
    oneTimeItems: (raw.oneTimeItems ?? []).map((i) => ({ itemId: String(i.itemId), qty: i.qty ?? 1 })),
  }
}

/** GET {uuid}/allsubscriptions with query banner (API-071). A failure gives empty subscriptions (ERR-042), logged. */
export async function fetchAllSubscriptions(api: ApiClient, input: { uuid: string; banner?: string }, log: Logger = console): Promise<Subscriptions> {
  try {
    const raw = await api.request(SHOPPING_PATHS.allSubscriptions(input.uuid), { query: { banner: input.banner ?? api.config.banner.id }, schema: subscriptionsSchema })
    return toSubscriptions(raw)
  } catch (error) {
    log.warn('Aisle: subscriptions could not be loaded; showing none.', error)
    return emptySubscriptions()
  }
}

/** POST {uuid}/addsubscription with the add payload of 001 §3 (API-072, SNS-002; every 1 week by default, SNS-004). */
export async function addSubscription(
  api: ApiClient,
  input: { uuid: string; isNewSnSUser: boolean; originationStoreId: string; items: readonly SubscribeItemInput[] },
): Promise<Subscriptions> {
  const json = addSubscriptionPayload(input)
  return toSubscriptions(await api.request(SHOPPING_PATHS.addSubscription(input.uuid), { method: 'POST', json, schema: subscriptionsSchema }))
}

/** POST /{uuid}/oneTimeItems (API-037, SNS-008): {items: [{itemId, qty}]}, quantities absolute. */
export async function addOneTimeItems(api: ApiClient, input: { uuid: string; items: readonly { itemId: string; qty: number }[] }): Promise<Subscriptions> {
  const json = { items: input.items.map((i) => ({ itemId: i.itemId, qty: i.qty })) }
  return toSubscriptions(await api.request(PATHS.oneTimeItems(input.uuid), { method: 'POST', json, schema: subscriptionsSchema }))
}

/** DELETE /{uuid}/oneTimeItems (API-038, SNS-008): body {itemId}. */
export async function removeOneTimeItem(api: ApiClient, input: { uuid: string; itemId: string }): Promise<Subscriptions> {
  return toSubscriptions(await api.request(PATHS.oneTimeItems(input.uuid), { method: 'DELETE', json: { itemId: input.itemId }, schema: subscriptionsSchema }))
}

/**
 * GET the subscription endpoint with gid in the path (API-073): Authorization bearer (the client's rule for an
 * authorised shopper), Accept, banner, subscription key (every call) and client id.
 */
export async function fetchSubscriptionByGid(api: ApiClient, input: { gid: string }): Promise<Subscriptions> {
  const headers = { [SHOPPING_HEADERS.accept]: ACCEPT_JSON, [HEADERS.banner]: api.config.banner.id, [SHOPPING_HEADERS.clientId]: CLIENT_NAME }
  return toSubscriptions(await api.request(SHOPPING_PATHS.subscriptionByUser(input.gid), { headers, schema: subscriptionsSchema }))
}
