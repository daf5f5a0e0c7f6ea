/**
 * $subscriptions: the shopper's subscribe-and-save record (001 §3 "Subscription", §7 API-071), read only when the
 * shopper has a user id and the subscription flag is on (SNS-006: the card's subscribe choice is ticked), kept in
 * local storage with its saved-time and reused for 15 minutes (SNS-005, STO-016; read with its own check, not
 * io/persisted, so the product card does not share the coupon stores' schemas). A failed read gives empty
 * subscriptions (ERR-042). Product cards read it to say which items the shopper already subscribes to and whether
 * a subscribed add is the item's first (SNS-007).
 */
import { atom } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import { fetchAllSubscriptions } from '../../io/products/subscriptions'
import { readJson, type SafeStorage, writeJson } from '../../io/storage'
import { SUBSCRIPTIONS_STORAGE_KEY } from '../../rules/products/subscription'
import {
  isSubscriptionCacheValid,
  normaliseSubscription,
  shouldFetchSubscriptions,
  type SubscriptionRecord,
} from '../../rules/products/subscription-record'
import type { SessionStore } from '../session'

export interface SubscriptionDeps {
  api: () => ApiClient
  session: SessionStore
  storage: SafeStorage
  now?: () => number
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>

export function createSubscriptionStore(deps: SubscriptionDeps) {
  const now = deps.now ?? Date.now
  const $subscriptions = atom<SubscriptionRecord | undefined>(undefined)
  let loading: Promise<SubscriptionRecord | undefined> | undefined

  /** The stored record while fresh and the same shopper's. */
  function stored(customerId: string | undefined): SubscriptionRecord | undefined {
    // STO-016: {subscriptions: [record], savedTime}; anything unreadable or stale is dropped.
    const kept = readJson<{ subscriptions?: unknown; savedTime?: unknown }>(deps.storage, SUBSCRIPTIONS_STORAGE_KEY)
    if (!kept || !Array.isArray(kept.subscriptions) || kept.subscriptions.length === 0 || !isSubscriptionCacheValid(kept.savedTime, now()))
      return undefined
    const record = normaliseSubscription(kept.subscriptions[0])
    return !customerId || record.customerId === customerId ? record : undefined
  }

  /** SNS-005, SNS-006: the shopper's subscriptions; one call per 15 minutes, none without a user id or the flag. */
  function load(flagOn: boolean): Promise<SubscriptionRecord | undefined> {
    loading ??= (async () => {
      await deps.session.start()
      const shopper = deps.session.$session.get().shopper
      if (!shouldFetchSubscriptions(shopper?.uuid, flagOn)) return $subscriptions.get()
      const kept = stored(shopper?.customerId)
      if (kept) {
        $subscriptions.set(kept)
        return kept
      }
      const { record } = await fetchAllSubscriptions(deps.api(), { uuid: shopper?.uuid ?? '' })
      // A failed read answers empty subscriptions with no customer (ERR-042): shown, but not kept for 15 minutes.
      if (record.customerId) writeJson(deps.storage, SUBSCRIPTIONS_STORAGE_KEY, { subscriptions: [record], savedTime: now() })
      $subscriptions.set(record)
      return record
    })().finally(() => {
      loading = undefined
    })
    return loading
  }

  return { $subscriptions, load }
}
