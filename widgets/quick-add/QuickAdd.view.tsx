/** The quick-add basket (pure view): previously bought items to select, size and add to the cart together. */
import { CART_WORKING_TEXT } from '../../core/rules/press'

/** The basket's states, as the quick-add store reports them. */
export type QuickAddStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'signed-out' | 'stale' | 'failed'

export const QUICK_ADD_TEXT = {
  heading: 'Buy it again',
  selectAll: 'Select all',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  decreaseWeight: (name: string) => `Decrease weight of ${name}`,
  increaseWeight: (name: string) => `Increase weight of ${name}`,
  quantity: (name: string) => `Quantity of ${name}`,
  weightUnit: 'lb',
  total: (n: number) => (n === 1 ? '1 item selected' : `${n} items selected`),
  add: 'Add selected to cart',
  /** The add-all button of the cart page's instantCart view, while every item is selected (CRT-021). */
  addAll: 'Add all to cart',
  adding: CART_WORKING_TEXT,
  added: (n: number) => (n === 1 ? '1 item added to cart' : `${n} items added to cart`),
  loading: 'Loading items you bought before',
  empty: 'No items you bought before yet.',
  signedOut: 'Sign in to see the items you bought before.',
  more: 'Show more items',
  loadingMore: 'Loading more…',
  moreFailed: 'More items could not be loaded. Please try again.',
  stale: 'We could not refresh the items you bought before. Please try again later.',
  /** The smart basket could not be read and none is stored (QAB-012, ERR-045; gap A25). */
  failed: 'We could not load the items you bought before.',
  retry: 'Try again',
} as const

export interface QuickAddRow {
  itemId: string
  name: string
  price: string
  imageUrl?: string
  qty: number
  selected: boolean
  /** Sold by weight: '0.50'. */
  weight?: string
  /** The weight cannot go lower. */
  atMinWeight?: boolean
}

export interface QuickAddViewProps {
  status: QuickAddStatus
  rows: readonly QuickAddRow[]
  total: number
  allSelected: boolean
  /** The cart page's instantCart view: with every item selected the button is the add-all button (CRT-021). */
  addAll?: boolean
  busy: boolean
  /** More pages of the history exist; loadingMore while the next one is read. */
  hasMore: boolean
  loadingMore: boolean
  message?: { text: string; error: boolean }
  onSelectAll(selected: boolean): void
  onSelect(itemId: string, selected: boolean): void
  onQty(itemId: string, qty: number): void
  onWeight(itemId: string, direction: 1 | -1): void
  onAdd(): void
  onMore(): void
  /** Reads the smart basket again after a failure with nothing stored ('failed'). */
  onRetry(): void
}

const NOTICES: Partial<Record<QuickAddStatus, string>> = {
  idle: QUICK_ADD_TEXT.loading,
  loading: QUICK_ADD_TEXT.loading,
  empty: QUICK_ADD_TEXT.empty,
  'signed-out': QUICK_ADD_TEXT.signedOut,
  stale: QUICK_ADD_TEXT.stale,
  failed: QUICK_ADD_TEXT.failed,
}

export function QuickAddView(props: QuickAddViewProps) {
  const { status, rows, total, allSelected, busy, message } = props
  const some = rows.some((r) => r.selected)
  const notice = NOTICES[status]
  return (
    <section
      part="root"
      className="quick-add"
      data-state={status}
      aria-labelledby="quick-add-heading"
      aria-busy={status === 'loading' || undefined}
    >
      <h2 part="heading" className="heading" id="quick-add-heading">
        {QUICK_ADD_TEXT.heading}
      </h2>
      {notice ? (
        <p part="notice" className="notice">
          {notice}
        </p>
      ) : null}
      {status === 'failed' ? (
        <button part="retry" type="button" className="more" onClick={props.onRetry}>
          {QUICK_ADD_TEXT.retry}
        </button>
      ) : null}
      {status === 'ready' ? (
        <>
          <label part="select-all" className="select-all">
            <input
              type="checkbox"
              checked={allSelected}
              ref={(el) => {
                if (el) el.indeterminate = some && !allSelected
              }}
              onChange={(e) => props.onSelectAll(e.currentTarget.checked)}
            />
            {QUICK_ADD_TEXT.selectAll}
          </label>
          <ul part="list" className="list">
            {rows.map((r) => (
              <li key={r.itemId} part="item" className="item" data-id={r.itemId} data-selected={r.selected}>
                <label className="pick">
                  <input type="checkbox" checked={r.selected} onChange={(e) => props.onSelect(r.itemId, e.currentTarget.checked)} />
                  {r.imageUrl ? <img className="image" src={r.imageUrl} alt="" width={48} height={48} loading="lazy" /> : null}
                  <span className="name">{r.name}</span>
                </label>
                <span className="price">{r.price}</span>
                {r.weight !== undefined ? (
                  <span className="stepper">
                    <button
                      type="button"
                      className="step"
                      aria-label={QUICK_ADD_TEXT.decreaseWeight(r.name)}
                      disabled={r.atMinWeight}
                      onClick={() => props.onWeight(r.itemId, -1)}
                    >
                      −
                    </button>
                    <output part="weight" className="amount">
                      {r.weight} {QUICK_ADD_TEXT.weightUnit}
                    </output>
                    <button
                      type="button"
                      className="step"
                      aria-label={QUICK_ADD_TEXT.increaseWeight(r.name)}
                      onClick={() => props.onWeight(r.itemId, 1)}
                    >
                      +
                    </button>
                  </span>
                ) : (
                  <span className="stepper">
                    <button
                      type="button"
                      className="step"
                      aria-label={QUICK_ADD_TEXT.decrease(r.name)}
                      disabled={r.qty <= 1}
                      onClick={() => props.onQty(r.itemId, r.qty - 1)}
                    >
                      −
                    </button>
                    <output part="qty" className="amount" aria-label={QUICK_ADD_TEXT.quantity(r.name)}>
                      {r.qty}
                    </output>
                    <button
                      type="button"
                      className="step"
                      aria-label={QUICK_ADD_TEXT.increase(r.name)}
                      onClick={() => props.onQty(r.itemId, r.qty + 1)}
                    >
                      +
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {props.hasMore ? (
            <button
              part="more"
              type="button"
              className="more"
              disabled={props.loadingMore}
              aria-busy={props.loadingMore || undefined}
              onClick={props.onMore}
            >
              {props.loadingMore ? QUICK_ADD_TEXT.loadingMore : QUICK_ADD_TEXT.more}
            </button>
          ) : null}
          <div className="footer">
            <p part="total" className="total">
              {QUICK_ADD_TEXT.total(total)}
            </p>
            <button
              part="add"
              type="button"
              className="add"
              data-add-all={(props.addAll && allSelected) || undefined}
              disabled={total === 0 || busy}
              aria-busy={busy || undefined}
              onClick={props.onAdd}
            >
              {busy ? QUICK_ADD_TEXT.adding : props.addAll && allSelected ? QUICK_ADD_TEXT.addAll : QUICK_ADD_TEXT.add}
            </button>
          </div>
        </>
      ) : null}
      <p part="message" className="message" role="status" data-error={message?.error || undefined}>
        {message?.text ?? ''}
      </p>
    </section>
  )
}
