/**
 * A prerendered product carousel's hydrate step (core/elements/define.ts `hydrate`): the product records its
 * markup was rendered from go into the page's carousel store under the element's request, validated and shaped as the
 * store's own reads are, so the carousel's first render is the markup.
 */
import { bootRuntime } from '../../core/runtime'
import { productCarouselStoreOf } from '../../core/runtime/products/extras'
import { carouselRequestOf, type CarouselRequestAttributes } from './carousel-request'

/**
 * What aisle/prerender puts in a carousel's wrapper: the records of its source's reply as read for a guest, and the
 * attributes they were read for (the element hydrates only while its own are these: core/elements/hydration.ts).
 */
export interface PrerenderedCarousel {
  attributes: CarouselRequestAttributes
  records: readonly object[]
}

export function seedPrerenderedCarousel(data: unknown): void {
  const { attributes, records } = (data ?? {}) as Partial<PrerenderedCarousel>
  if (!attributes || typeof attributes !== 'object' || !Array.isArray(records)) return
  const strings = Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => typeof value === 'string'),
  ) as CarouselRequestAttributes
  productCarouselStoreOf(bootRuntime()).seed(carouselRequestOf(strings), records)
}
