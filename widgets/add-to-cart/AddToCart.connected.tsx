import { useEffect, useRef, useState } from 'react'
import { parseIntegerAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { dispatchAisleEvent } from '../../core/elements/define'
import { CART_ARIA_CLEAR_MS } from '../../core/rules/cart'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { bootRuntime } from '../../core/runtime'
import { ADD_TO_CART_TEXT, AddToCartView } from './AddToCart.view'

export const ADD_TO_CART_TAG = 'aisle-add-to-cart'
/** Set once the button has rendered and can be pressed: `npm run bench` waits for every widget's ready mark. */
export const ADD_TO_CART_READY_MARK = 'aisle:add-to-cart:ready'

export interface AddToCartProps extends ElementHostProps {
  itemId?: string
  qty?: string
  productName?: string
}

export function AddToCart({ itemId, qty, productName, container }: AddToCartProps) {
  const { session, cart } = bootRuntime()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const clear = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    performance.mark(ADD_TO_CART_READY_MARK)
    return () => clearTimeout(clear.current)
  }, [])
  const amount = parseIntegerAttribute(ADD_TO_CART_TAG, 'qty', qty, { min: 1, max: 99, fallback: 1 })
  const id = itemId?.trim()
  if (!id) console.warn(`<${ADD_TO_CART_TAG}>: the item-id attribute is required (a product id).`)

  const say = (text: string, error: boolean) => {
    setMessage({ text, error })
    clearTimeout(clear.current)
    clear.current = setTimeout(() => setMessage(undefined), CART_ARIA_CLEAR_MS)
  }

  const add = async () => {
    if (!id) return
    setBusy(true)
    try {
      await session.start()
      await cart.addItem(id, amount)
      say(ADD_TO_CART_TEXT.added, false)
      dispatchAisleEvent(container, 'aisle-cart-change', { itemId: id, qty: amount })
    } catch {
      say(CART_ERROR_MESSAGE, true)
    } finally {
      setBusy(false)
    }
  }
  return <AddToCartView productName={productName} busy={busy} message={message?.text} error={message?.error} onAdd={add} />
}
