/**
 * What a carousel element asks its store for, from its attributes: one function for the element's render and for
 * aisle/prerender, so a prerendered carousel's products are found again under the same request.
 */
import { parseEnumAttribute } from '../../core/elements/attributes'
import { CAROUSEL_HEADINGS, CAROUSEL_SOURCES, type CarouselSource, DEFAULT_CAROUSEL_SOURCE } from '../../core/rules/products/carousel'
import { SORT_KEYS, sortOption } from '../../core/rules/products/sort-options'
import type { CarouselRequest } from '../../core/stores/products-carousel'

export const PRODUCT_CAROUSEL_TAG = 'aisle-product-carousel'

/** The element's attribute-backed props (camelCase), in the element's order. */
export const PRODUCT_CAROUSEL_ATTRIBUTES = ['source', 'heading', 'bpn', 'categoryId', 'pageName', 'excludeBpn', 'modelConfigurationId', 'storeId', 'sort'] as const

export type CarouselRequestAttributes = Partial<Record<Exclude<(typeof PRODUCT_CAROUSEL_ATTRIBUTES)[number], 'heading'>, string>>

const trimmed = (v: string | undefined) => v?.trim() || undefined

export function carouselRequestOf(props: CarouselRequestAttributes): CarouselRequest {
  return {
    source: parseEnumAttribute(PRODUCT_CAROUSEL_TAG, 'source', props.source, CAROUSEL_SOURCES, DEFAULT_CAROUSEL_SOURCE),
    bpn: trimmed(props.bpn),
    categoryId: trimmed(props.categoryId),
    pageName: trimmed(props.pageName),
    excludeBpns: props.excludeBpn?.split(',').map((s) => s.trim()).filter(Boolean),
    modelConfigurationId: trimmed(props.modelConfigurationId),
    storeId: trimmed(props.storeId),
    sort: sortOption(parseEnumAttribute<string>(PRODUCT_CAROUSEL_TAG, 'sort', props.sort, SORT_KEYS, '')),
  }
}

/** The carousel's heading: the author's `heading`, else the source's own (the element's render and aisle/prerender). */
export const carouselHeading = (heading: string | undefined, source: CarouselSource): string => trimmed(heading) ?? CAROUSEL_HEADINGS[source]
