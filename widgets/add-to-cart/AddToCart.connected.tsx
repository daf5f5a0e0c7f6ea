import { useEffect } from 'react'
import { type ElementAttributeProps, parseIntegerAttribute, parseTextAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { missingAttributeText } from '../../core/rules/hosting'
import { bootRuntime } from '../../core/runtime'
import { lazyOnce } from '../../core/stores/lazy'
import type { AisleAddToCartElement } from '../../types/aisle'
import { useCartAction } from '../shared/use-cart-action'
import { useSignInToAdd } from '../shared/use-sign-in-to-add'
import { ADD_TO_CART_TEXT, AddToCartView } from './AddToCart.view'

/** The product store loads with the first press, not the first paint: a page with only this tag carries no products code. */
const loadProducts = lazyOnce(() => import('../../core/runtime/products/products'))

export const ADD_TO_CART_TAG = 'aisle-add-to-cart'
/** Set once the button has rendered and can be pressed: `npm run bench` waits for every widget's ready mark. */
export const ADD_TO_CART_READY_MARK = 'aisle:add-to-cart:ready'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type AddToCartProps = ElementHostProps & ElementAttributeProps<AisleAddToCartElement>

export function AddToCart({ itemId, qty, productName, container }: AddToCartProps) {
  const runtime = bootRuntime()
  const { session, cart } = runtime
  const action = useCartAction(container)
  const guest = useSignInToAdd(runtime)
  useEffect(() => {
    performance.mark(ADD_TO_CART_READY_MARK)
  }, [])
  const amount = parseIntegerAttribute(ADD_TO_CART_TAG, 'qty', qty, { min: 1, max: 99, fallback: 1 })
  const id = parseTextAttribute(itemId)
  useEffect(() => {
    if (!id) console.warn(`<${ADD_TO_CART_TAG}>: the item-id attribute is required (a product id).`)
  }, [id])

  const add = () => {
    if (!id) return
    if (guest.signIn) return guest.go()
    void action.run('', async () => {
      await session.start()
      // The item's unit rules (rules/cart/units): a sold-by-weight item adds qty minimum weights, any other qty units.
      const { productStoreOf } = await loadProducts()
      const products = productStoreOf(runtime)
      await products.load(id)
      await cart.add(id, products.$products.get()[id]?.product ?? {}, { qty: amount })
      return { said: ADD_TO_CART_TEXT.added, change: { itemId: id, qty: amount, items: [id] } }
    })
  }
  const { message } = action
  return (
    <AddToCartView
      productName={productName}
      busy={action.busy()}
      message={message?.text}
      error={message?.error}
      onAdd={add}
      signIn={guest.signIn}
      inert={id ? undefined : missingAttributeText('item-id')}
    />
  )
}
