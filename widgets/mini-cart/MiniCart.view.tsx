/** The mini-cart badge: pure view, props in, nothing out (CRT-022, CRT-023). */
import { badgeText } from '../../core/rules/cart/cart'

export type MiniCartState = 'loading' | 'ready' | 'error'

export interface MiniCartViewProps {
  count: number
  state: MiniCartState
  /** Where the cart lives; the home / cart page is '/' (SHL-034). */
  href: string
  /** Shown when the cart could not be read (ERR-019). */
  message?: string
}

export const MINI_CART_TEXT = {
  label: 'Cart',
  items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  loading: 'Loading cart',
} as const

export function MiniCartView({ count, state, href, message }: MiniCartViewProps) {
  const badge = badgeText(count)
  const name = state === 'loading' ? MINI_CART_TEXT.loading : `${MINI_CART_TEXT.label}, ${MINI_CART_TEXT.items(count)}`
  return (
    <div part="root" className="mini-cart" data-state={state}>
      {/* The name is hidden text, not aria-label: the exact count is read ('Cart, 100 items') while the
          badge shows '99+', and WCAG 2.5.3 (label in name) only binds aria-label to the visible text. */}
      <a part="link" className="link" href={href} aria-busy={state === 'loading' || undefined}>
        <span part="label" className="visually-hidden">
          {name}
        </span>
        <svg part="icon" className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.8l.9 2H21l-3.6 8.2a2 2 0 0 1-1.8 1.2H8.1l-1 1.6H19v2H5.5l2.4-3.9L5.2 4Z" />
        </svg>
        {/* No count while loading: the loading state is the same for every shopper, so a prerendered one hydrates as it is. */}
        <span part="badge" className="badge" data-count={state === 'loading' ? undefined : count} aria-hidden="true">
          {state === 'loading' ? '…' : badge}
        </span>
      </a>
      {state === 'error' && message ? (
        <p part="message" className="message" role="status">
          {message}
        </p>
      ) : null}
    </div>
  )
}
