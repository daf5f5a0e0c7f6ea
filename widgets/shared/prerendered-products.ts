/**
 * A prerendered product card or carousel (aisle/prerender) brings the product replies its markup was rendered
 * from; they go into the page's product store, validated as the store's own reads are, before the widget
 * hydrates, so its first render is the markup (and the store reads each again once for the shopper's store).
 */
import { productFromReply } from '../../core/io/api/catalog'
import { bootRuntime } from '../../core/runtime'
import { productStoreOf } from '../../core/runtime/products'

export interface PrerenderedProducts {
  /** Product-by-bpn replies by product number. */
  products: Record<string, unknown>
}

export function seedPrerenderedProducts(data: unknown): void {
  const replies = (data as Partial<PrerenderedProducts> | null)?.products
  if (!replies || typeof replies !== 'object') return
  const store = productStoreOf(bootRuntime())
  for (const [bpn, reply] of Object.entries(replies)) {
    const product = productFromReply(bpn, reply)
    if (product) store.seed(bpn, product)
  }
}
