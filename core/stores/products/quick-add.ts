/**
 * $quickAddBasket: the smart basket of previously bought items (001 §2-§4, §9; QAB rows). The entries are
 * stored (quickAddBasket: cartItemsList) and merged with each refresh; the products' names and prices live in
 * memory. Adding goes through the cart store's queue, so the cart, the mini cart and other tabs follow.
 */
import { persistentAtom } from '@nanostores/persistent'
import { atom, computed } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import { readSmartBasket, type SmartBasketPage } from '../../io/products/recommendations'
import { installPersistentEngine, type SafeStorage } from '../../io/storage'
import { isInstantCartView } from '../../rules/cart/pages'
import type { Product } from '../../rules/products/product'
import {
  allSelected,
  basketAfterFailure,
  basketTotal,
  mergeRefresh,
  newEntry,
  QUICK_ADD_STORAGE_KEY,
  selectedItemChanges,
  SMART_BASKET_PAGE_SIZE,
  type QuickAddBasket,
  type QuickAddEntry,
  setAllSelected,
  setQty,
  setSelected,
  setWeight,
  type SmartBasketProduct,
  stepWeight,
} from '../../rules/products/quick-add'
import type { CartStore } from '../cart/cart'
import type { SessionStore } from '../session'

/**
 * 'signed-out': no household to ask for; 'stale': the refresh failed and the stored basket was kept (QAB-012);
 * 'failed': the read failed with nothing stored, so the shopper is offered a retry (ERR-045, gap A25).
 */
export type QuickAddStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'signed-out' | 'stale' | 'failed'

export interface QuickAddDeps {
  api: () => ApiClient
  session: SessionStore
  cart: CartStore
  storage: SafeStorage
  log?: Pick<Console, 'warn'>
  /** The page's query string: the cart page's view=instantCart makes the add button the add-all button (CRT-021). */
  search?: () => string
}

export type QuickAddStore = ReturnType<typeof createQuickAddStore>

function decodeBasket(raw: string): QuickAddBasket {
  try {
    const value = JSON.parse(raw) as QuickAddBasket
    const list = Array.isArray(value?.cartItemsList) ? value.cartItemsList : []
    return {
      cartItemsList: list.filter(
        (e): e is QuickAddEntry =>
          !!e && typeof e.itemId === 'string' && Number.isInteger(e.qty) && e.qty >= 1 && typeof e.selected === 'boolean',
      ),
    }
  } catch {
    return { cartItemsList: [] }
  }
}

export function createQuickAddStore(deps: QuickAddDeps) {
  const log = deps.log ?? console
  installPersistentEngine(deps.storage)
  const $basket = persistentAtom<QuickAddBasket>(
    QUICK_ADD_STORAGE_KEY,
    { cartItemsList: [] },
    { encode: JSON.stringify, decode: decodeBasket },
  )
  const $products = atom<ReadonlyMap<string, Product>>(new Map())
  const $status = atom<QuickAddStatus>('idle')
  /** The entries the shopper sees: those whose product this page view knows. */
  const $entries = computed([$basket, $products], (b, products) => b.cartItemsList.filter((e) => products.has(e.itemId)))
  const $total = computed($entries, basketTotal)
  const $allSelected = computed($entries, allSelected)
  /** The last page read and how many items the household's history holds. */
  const $page = atom({ pageNo: 0, totalCount: 0 })
  const $hasMore = computed($page, (p) => p.pageNo > 0 && p.pageNo * SMART_BASKET_PAGE_SIZE < p.totalCount)
  let loading: Promise<void> | undefined
  /** CRT-021: on the cart page's instantCart view every entry is selected on load and the button adds them all. */
  const addAll = isInstantCartView(deps.search?.() ?? '')

  const update = (fn: (entries: QuickAddEntry[]) => QuickAddEntry[]) => $basket.set({ cartItemsList: fn($basket.get().cartItemsList) })

  function readPage(page: SmartBasketPage, products: Map<string, Product>): SmartBasketProduct[] {
    const fresh: SmartBasketProduct[] = []
    for (const product of page.products) {
      products.set(product.id, product)
      fresh.push({ itemId: product.id, soldByWeight: product.soldByWeight, minWeight: product.minWeight })
    }
    return fresh
  }

  /**
   * Reads page 1 of the smart basket and merges it into the stored basket (QAB-008, QAB-009). On the cart page's
   * instantCart view (`addAll`, CRT-021) every entry is then selected, so the add button adds them all.
   */
  function load(): Promise<void> {
    loading ??= (async () => {
      await deps.session.start()
      const shopper = deps.session.$session.get().shopper
      if (!shopper?.houseId || !shopper.storeId) {
        $status.set('signed-out')
        return
      }
      $status.set('loading')
      try {
        const page = await readSmartBasket(deps.api(), { householdId: shopper.houseId, storeId: shopper.storeId, pageNo: 1 })
        const products = new Map<string, Product>()
        const fresh = readPage(page, products)
        $products.set(products)
        $page.set({ pageNo: 1, totalCount: page.totalCount ?? fresh.length })
        update((stored) => (addAll ? setAllSelected(mergeRefresh(stored, fresh), true) : mergeRefresh(stored, fresh)))
        $status.set(fresh.length ? 'ready' : 'empty')
      } catch (error) {
        log.warn('Aisle: the quick-add basket could not be refreshed; keeping the stored one.', error)
        const kept = basketAfterFailure($basket.get().cartItemsList)
        $status.set(kept.state === 'stored' ? 'stale' : 'failed')
      } finally {
        loading = undefined
      }
    })()
    return loading
  }

  /** Reads the next page (50 more) and adds its items, selected with quantity 1; throws when the call fails. */
  async function loadMore(): Promise<void> {
    const shopper = deps.session.$session.get().shopper
    if (!$hasMore.get() || !shopper?.houseId || !shopper.storeId) return
    const pageNo = $page.get().pageNo + 1
    const page = await readSmartBasket(deps.api(), { householdId: shopper.houseId, storeId: shopper.storeId, pageNo })
    const products = new Map($products.get())
    const fresh = readPage(page, products)
    $products.set(products)
    $page.set({ pageNo, totalCount: page.totalCount ?? $page.get().totalCount })
    update((stored) => {
      const have = new Set(stored.map((e) => e.itemId))
      return [...stored, ...fresh.filter((p) => !have.has(p.itemId)).map(newEntry)]
    })
  }

  const selectAll = (selected: boolean) => update((e) => setAllSelected(e, selected))
  const select = (itemId: string, selected: boolean) => update((e) => setSelected(e, itemId, selected))
  const changeQty = (itemId: string, qty: number) => update((e) => setQty(e, itemId, qty))
  /** QAB-003: one step of minWeight up or down; setWeight keeps it a two-decimal string, never below minWeight. */
  function changeWeight(itemId: string, direction: 1 | -1) {
    const minWeight = $products.get().get(itemId)?.minWeight ?? 0
    update((entries) => {
      const now = entries.find((e) => e.itemId === itemId)?.selectedWeight
      return now === undefined ? entries : setWeight(entries, itemId, Number(stepWeight(now, minWeight, direction)), minWeight)
    })
  }

  /**
   * Adds every selected entry through the cart's queue: counted items by their qty, weighed ones by adding
   * their weight to what the cart line already holds. Resolves with the number of units added (the total).
   */
  async function addSelected(): Promise<number> {
    const entries = $entries.get()
    const products = $products.get()
    // CRT-026, CRT-027: the item's unit rules (rules/cart/units); a weighed entry adds its weight to the line's.
    await Promise.all(
      selectedItemChanges(entries).map((c) => {
        const unit = products.get(c.itemId) ?? { soldByWeight: 'selectedWeight' in c }
        return deps.cart.add(c.itemId, unit, 'qty' in c ? { qty: c.qty } : { weight: c.selectedWeight })
      }),
    )
    return basketTotal(entries)
  }

  return {
    addAll,
    $basket,
    $products,
    $status,
    $entries,
    $total,
    $allSelected,
    $hasMore,
    load,
    loadMore,
    selectAll,
    select,
    changeQty,
    changeWeight,
    addSelected,
  }
}
