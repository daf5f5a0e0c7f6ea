/**
 * A prerendered product card's hydrate step (core/elements/define.ts `hydrate`): its product replies go into the
 * page's product store (core/runtime/products/products.ts) before the widget hydrates.
 */
import { bootRuntime } from '../../core/runtime'
import { seedPrerenderedProducts as seed } from '../../core/runtime/products/products'

export type { PrerenderedProducts } from '../../core/runtime/products/products'

export function seedPrerenderedProducts(data: unknown): void {
  seed(bootRuntime(), data)
}
