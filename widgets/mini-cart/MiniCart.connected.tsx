/** Reads $session and $cart, starts the cart lifecycle, renders the view. The only React file here that touches stores. */
import { parseHrefAttribute } from '../../core/elements/attributes'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { type MiniCartState, MiniCartView } from './MiniCart.view'

export interface MiniCartProps extends ElementHostProps {
  href?: string
}

export const MINI_CART_TAG = 'aisle-mini-cart'
export const DEFAULT_CART_HREF = '/'

export function MiniCart({ href }: MiniCartProps) {
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
  const state: MiniCartState = status.status === 'error' ? 'error' : status.status === 'ready' ? 'ready' : 'loading'
  return <MiniCartView count={count} state={state} href={parseHrefAttribute(MINI_CART_TAG, 'href', href, DEFAULT_CART_HREF)} message={status.message} />
}
