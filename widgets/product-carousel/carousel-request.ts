/**
 * What a carousel element asks its store for, from its attributes: one function for the element's render and for
 * aisle/prerender, so a prerendered carousel's products are found again under the same request.
 */
import { type ElementAttributeProps, parseEnumAttribute, parseTextAttribute } from '../../core/elements/attributes'
import { CAROUSEL_HEADINGS, CAROUSEL_SOURCES, type CarouselSource, DEFAULT_CAROUSEL_SOURCE } from '../../core/rules/products/carousel'
import { SORT_KEYS, sortOption } from '../../core/rules/products/sort-options'
import type { CarouselRequest } from '../../core/stores/products/carousel'
import type { AisleProductCarouselElement } from '../../types/aisle'

export const PRODUCT_CAROUSEL_TAG = 'aisle-product-carousel'

/** The element's attribute-backed props (camelCase), in the element's order: its define call and aisle/prerender take this list (typed against the element's @attr docs). */
export const PRODUCT_CAROUSEL_ATTRIBUTES = [
  'source',
  'heading',
  'bpn',
  'categoryId',
  'pageName',
  'excludeBpn',
  'modelConfigurationId',
  'storeId',
  'sort',
] as const

/** The attributes a request is made of: every one but `heading`. */
export type CarouselRequestAttributes = Omit<ElementAttributeProps<AisleProductCarouselElement>, 'heading'>

export function carouselRequestOf(props: CarouselRequestAttributes): CarouselRequest {
  return {
    source: parseEnumAttribute(PRODUCT_CAROUSEL_TAG, 'source', props.source, CAROUSEL_SOURCES, DEFAULT_CAROUSEL_SOURCE),
    bpn: parseTextAttribute(props.bpn),
    categoryId: parseTextAttribute(props.categoryId),
    pageName: parseTextAttribute(props.pageName),
    excludeBpns: props.excludeBpn
      ?.split(',')
      .map(parseTextAttribute)
      .filter((bpn) => bpn !== undefined),
    modelConfigurationId: parseTextAttribute(props.modelConfigurationId),
    storeId: parseTextAttribute(props.storeId),
    sort: sortOption(parseEnumAttribute<string>(PRODUCT_CAROUSEL_TAG, 'sort', props.sort, SORT_KEYS, '')),
  }
}

/** The carousel's heading: the author's `heading`, else the source's own (the element's render and aisle/prerender). */
export const carouselHeading = (heading: string | undefined, source: CarouselSource): string =>
  parseTextAttribute(heading) ?? CAROUSEL_HEADINGS[source]
