/** Reads $session and $cart, starts the cart lifecycle, renders the view. The only React file here that touches stores. */
import { type ElementAttributeProps, parseHrefAttribute } from '../../core/elements/attributes'
import { useStore } from '../shared/use-select'
import { useEffect } from 'react'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import type { AisleMiniCartElement } from '../../types/aisle'
import { useHydrating } from '../shared/use-hydrating'
import { DEFAULT_CART_HREF, MINI_CART_TAG } from './mini-cart.props'
import { type MiniCartState, MiniCartView } from './MiniCart.view'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type MiniCartProps = ElementHostProps & ElementAttributeProps<AisleMiniCartElement>

export { DEFAULT_CART_HREF, MINI_CART_TAG }

export function MiniCart({ href, container }: MiniCartProps) {
  const { session, cart } = bootRuntime()
  const count = useStore(cart.$cartCount)
  const status = useStore(cart.$cartStatus)
  useEffect(() => {
    let live = true
    void session.start().then(async () => {
      if (!live) return
      await cart.load()
      cart.startRefresh()
      performance.mark('aisle:mini-cart:ready')
    })
    return () => {
      live = false
    }
  }, [session, cart])
  // A prerendered mini cart is its loading state (prerender/mini-cart.tsx): hydrated as that, then the cart's.
  const hydrating = useHydrating(container)
  const state: MiniCartState = hydrating ? 'loading' : status.status === 'error' ? 'error' : status.status === 'ready' ? 'ready' : 'loading'
  return (
    <MiniCartView
      count={count}
      state={state}
      href={parseHrefAttribute(MINI_CART_TAG, 'href', href, DEFAULT_CART_HREF)}
      message={status.message}
    />
  )
}
