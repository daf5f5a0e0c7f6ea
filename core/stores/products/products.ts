/**
 * $products: the products the page's cards show, read once per product number and shared by every card
 * (a grid and a carousel showing one product make one call). Also the preferred customisations of a
 * customizable product (PRD-053) and the shopper's day, which price and tag rules need.
 */
import { map } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import { fetchPrefCustomizations, fetchProductByBpn, type PrefCustomizations } from '../../io/products/catalog'
import { localDay, type Product } from '../../rules/products'
import type { SessionStore } from '../session'

export type ProductStatus = 'loading' | 'ready' | 'error'

export interface ProductEntry {
  status: ProductStatus
  product?: Product
  /** The modifier groups and earlier choices of a customizable product, once read. */
  customizations?: PrefCustomizations
}

export interface ProductDeps {
  api: () => ApiClient
  session: SessionStore
  now?: () => number
  log?: Pick<Console, 'warn'>
}

export type ProductStore = ReturnType<typeof createProductStore>

export function createProductStore(deps: ProductDeps) {
  const now = deps.now ?? Date.now
  const log = deps.log ?? console
  const $products = map<Record<string, ProductEntry>>({})
  const loading = new Map<string, Promise<void>>()
  /** Products a prerendered page brought (seed): shown at once, read again once for the shopper's own store. */
  const seeded = new Set<string>()

  const storeId = () => deps.session.$session.get().shopper?.storeId

  /** Reads a product once (the store id of the shopper's store, when known); later callers share the call. */
  function load(id: string, options: { force?: boolean } = {}): Promise<void> {
    const known = $products.get()[id]
    if (known && known.status !== 'error' && !options.force && !seeded.has(id)) return loading.get(id) ?? Promise.resolve()
    seeded.delete(id)
    let call = loading.get(id)
    if (call) return call
    call = (async () => {
      $products.setKey(id, { ...$products.get()[id], status: 'loading' })
      try {
        await deps.session.start()
        const product = await fetchProductByBpn(deps.api(), { bpn: id, storeId: storeId() })
        $products.setKey(id, { ...$products.get()[id], status: 'ready', product })
        if (product.isCustomizable) await loadCustomizations(id)
      } catch (error) {
        log.warn(`Aisle: product ${id} could not be read.`, error)
        $products.setKey(id, { status: 'error' })
      } finally {
        loading.delete(id)
      }
    })()
    loading.set(id, call)
    return call
  }

  /** PRD-053: GET product/getPrefCustomizations, only with the product number and a store id. A failure leaves none. */
  async function loadCustomizations(id: string): Promise<void> {
    try {
      const customizations = await fetchPrefCustomizations(deps.api(), { bpn: id, storeId: storeId() })
      if (customizations) $products.setKey(id, { ...$products.get()[id], status: 'ready', customizations })
    } catch (error) {
      log.warn(`Aisle: the customisations of ${id} could not be read.`, error)
    }
  }

  /** A product read before this page ran (aisle/prerender's copy, validated by the caller): ready at once; the first load reads it again. */
  function seed(id: string, product: Product): void {
    if ($products.get()[id]) return
    seeded.add(id)
    $products.setKey(id, { status: 'ready', product })
  }

  /** The shopper's day ('yyyy-mm-dd') and weekday (0 Sunday), for promotions and fulfilment hours. */
  const today = () => localDay(new Date(now()))
  const weekday = () => new Date(now()).getDay()

  return { $products, load, seed, today, weekday, now }
}
