/**
 * A personally prerendered mini cart (mini-cart.prerender.tsx): its markup is the ready state with the count of the
 * cart read for the shopper, and its wrapper carries that read. The element's hydrate step (core/elements/define.ts
 * `hydrate`) seeds the page's cart store with it (core/runtime/cart/prerendered.ts); its first render shows the same count.
 */
import { HYDRATION_DATA_ATTRIBUTE, HYDRATION_ROOT_ATTRIBUTE } from '../../core/elements/hydration'
import { bootRuntime } from '../../core/runtime'
import { prerenderedMiniCartOf, seedPrerenderedMiniCart as seed } from '../../core/runtime/cart/prerendered'

export type { PrerenderedMiniCart } from '../../core/runtime/cart/prerendered'

export function seedPrerenderedMiniCart(data: unknown): void {
  seed(bootRuntime(), data)
}

/** The count a prerendered mini cart's markup shows: its data's, or undefined (its loading state, or no prerendered markup). */
export function prerenderedCount(container: ShadowRoot | undefined): number | undefined {
  const wrapper = container && Array.from(container.children).find((c) => c.hasAttribute(HYDRATION_ROOT_ATTRIBUTE))
  const data = wrapper?.getAttribute(HYDRATION_DATA_ATTRIBUTE)
  if (!data) return undefined
  try {
    return prerenderedMiniCartOf(JSON.parse(data))?.reply.cartQty
  } catch {
    return undefined
  }
}
