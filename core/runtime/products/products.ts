/**
 * The page's product store, created on first use by a product widget (product card, carousels, quick add)
 * and shared by all of them, wired to the runtime's io.
 */
import { productFromReply } from '../../io/products/catalog'
import { resolveSnsTexts, type SnsTexts } from '../../rules/products/sns-texts'
import { createProductStore, type ProductStore } from '../../stores/products/products'
import { createSubscriptionStore, type SubscriptionStore } from '../../stores/products/subscriptions'
import type { Runtime } from '../index'
import { runtimeStore, slotKey } from '../slots'

export const PRODUCT_STORE_SLOT = slotKey<ProductStore>('products')

export function productStoreOf(runtime: Runtime): ProductStore {
  return runtimeStore(runtime, PRODUCT_STORE_SLOT, (rt) => createProductStore({ api: () => rt.api, session: rt.session }))
}

export const SUBSCRIPTION_STORE_SLOT = slotKey<SubscriptionStore>('products:subscriptions')

export function subscriptionStoreOf(runtime: Runtime): SubscriptionStore {
  return runtimeStore(runtime, SUBSCRIPTION_STORE_SLOT, (rt) =>
    createSubscriptionStore({ api: () => rt.api, session: rt.session, storage: rt.storage }),
  )
}

const SNS_TEXTS = new WeakMap<Runtime, SnsTexts>()

/** The page's schedule-and-save notes (SNS-011): its config block's over the defaults, resolved (and warned about) once per page. */
export function snsTextsOf(runtime: Runtime): SnsTexts {
  let texts = SNS_TEXTS.get(runtime)
  if (!texts) {
    texts = resolveSnsTexts(runtime.config.scheduleAndSave, (m) => console.warn(m))
    SNS_TEXTS.set(runtime, texts)
  }
  return texts
}

/**
 * What a prerendered product card or carousel (aisle/prerender) brings: the product replies its markup was rendered
 * from, by product number.
 */
export interface PrerenderedProducts {
  /** Product-by-bpn replies by product number. */
  products: Record<string, unknown>
}

/**
 * Puts a prerendered tag's product replies into the page's product store, validated as the store's own reads are,
 * before the widget hydrates, so its first render is the markup (the store reads each again once for the shopper's store).
 */
export function seedPrerenderedProducts(runtime: Runtime, data: unknown): void {
  const replies = (data as Partial<PrerenderedProducts> | null)?.products
  if (!replies || typeof replies !== 'object') return
  const store = productStoreOf(runtime)
  for (const [bpn, reply] of Object.entries(replies)) {
    const product = productFromReply(bpn, reply)
    if (product) store.seed(bpn, product)
  }
}
