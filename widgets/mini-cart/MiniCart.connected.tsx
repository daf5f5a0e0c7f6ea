/** Reads $session and $cart, starts the cart lifecycle, renders the view. The only React file here that touches stores. */
import { type ElementAttributeProps, parseHrefAttribute } from '../../core/elements/attributes'
import { useStore } from '../shared/use-select'
import { useEffect, useState } from 'react'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import type { AisleMiniCartElement } from '../../types/aisle'
import { useHydrating } from '../shared/use-hydrating'
import { DEFAULT_CART_HREF, MINI_CART_TAG } from './mini-cart.props'
import { prerenderedCount } from './prerendered-mini-cart'
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
  // A prerendered mini cart (mini-cart.prerender.tsx) is hydrated as its markup: the shopper's count read for the page
  // (./prerendered-mini-cart.ts), else its loading state; then the cart's.
  const hydrating = useHydrating(container)
  const [prerendered] = useState(() => (hydrating ? prerenderedCount(container) : undefined))
  const shown = hydrating ? prerendered : undefined
  const state: MiniCartState = hydrating
    ? shown === undefined
      ? 'loading'
      : 'ready'
    : status.status === 'error'
      ? 'error'
      : status.status === 'ready'
        ? 'ready'
        : 'loading'
  return (
    <MiniCartView
      count={shown ?? count}
      state={state}
      href={parseHrefAttribute(MINI_CART_TAG, 'href', href, DEFAULT_CART_HREF)}
      message={status.message}
    />
  )
}
