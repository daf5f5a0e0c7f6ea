/** Reads the quick-add store, loads it once, renders the view; adding goes through the store to the cart. */
import { useStore } from '../shared/use-select'
import { useEffect, useState } from 'react'
import type { ElementAttributeProps } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { localDay } from '../../core/rules/products/dates'
import { formatPrice, validPrice } from '../../core/rules/products/price'
import { bootRuntime } from '../../core/runtime'
import { quickAddStoreOf } from '../../core/runtime/products/extras'
import type { AisleQuickAddElement } from '../../types/aisle'
import { useCartAction } from '../shared/use-cart-action'
import { QUICK_ADD_TEXT, type QuickAddRow, QuickAddView } from './QuickAdd.view'

export const QUICK_ADD_TAG = 'aisle-quick-add'
export const QUICK_ADD_READY_MARK = 'aisle:quick-add:ready'

/** The element's attributes as props (it has none), from the element module's @attr docs like every widget's (types/aisle.d.ts). */
export type QuickAddProps = ElementHostProps & ElementAttributeProps<AisleQuickAddElement>

export function QuickAdd({ container }: QuickAddProps) {
  const store = quickAddStoreOf(bootRuntime())
  const status = useStore(store.$status)
  const entries = useStore(store.$entries)
  const products = useStore(store.$products)
  const total = useStore(store.$total)
  const all = useStore(store.$allSelected)
  const hasMore = useStore(store.$hasMore)
  const [loadingMore, setLoadingMore] = useState(false)
  const action = useCartAction(container)

  useEffect(() => {
    void store.load()
  }, [store])
  useEffect(() => {
    if (status === 'ready') performance.mark(QUICK_ADD_READY_MARK)
  }, [status])

  const today = localDay(new Date())
  const rows: QuickAddRow[] = entries.map((e) => {
    const p = products.get(e.itemId)
    return {
      itemId: e.itemId,
      name: p?.name ?? e.itemId,
      price: formatPrice(p ? validPrice(p, today) : 0),
      imageUrl: p?.imageUrl,
      qty: e.qty,
      selected: e.selected,
      ...(e.selectedWeight !== undefined ? { weight: e.selectedWeight, atMinWeight: Number(e.selectedWeight) <= (p?.minWeight ?? 0) } : {}),
    }
  })

  const add = () =>
    action.run('', async () => {
      const items = entries.filter((e) => e.selected).map((e) => e.itemId)
      const count = await store.addSelected()
      return { said: QUICK_ADD_TEXT.added(count), change: { items } }
    })

  const more = async () => {
    if (loadingMore) return
    setLoadingMore(true)
    try {
      await store.loadMore()
    } catch (error) {
      console.warn('Aisle: more quick-add items could not be loaded.', error)
      action.say(QUICK_ADD_TEXT.moreFailed, true)
    } finally {
      setLoadingMore(false)
    }
  }

  return (
    <QuickAddView
      status={status}
      rows={rows}
      total={total}
      allSelected={all}
      addAll={store.addAll}
      busy={action.busy()}
      hasMore={hasMore}
      loadingMore={loadingMore}
      message={action.message}
      onSelectAll={store.selectAll}
      onSelect={store.select}
      onQty={store.changeQty}
      onWeight={store.changeWeight}
      onAdd={() => void add()}
      onMore={() => void more()}
      onRetry={() => void store.load()}
    />
  )
}
