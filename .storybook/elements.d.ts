/**
 * JSX types for the Aisle tags, so stories can write `<aisle-mini-cart href="/cart" />`. Every
 * attribute is a string, as authors type it in a CMS; the element parses it (core/elements/attributes.ts).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type AisleElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'aisle-mini-cart': AisleElementProps<{ href?: string }>
      'aisle-add-to-cart': AisleElementProps<{ 'item-id'?: string; qty?: string; 'product-name'?: string }>
      'aisle-session-timeout': AisleElementProps<object>
      'aisle-play-earn': AisleElementProps<object>
      'aisle-game-grid': AisleElementProps<{ 'play-earn-href'?: string }>
      'aisle-banner-brand': AisleElementProps<{ href?: string; 'show-name'?: string }>
      'aisle-coupon-card': AisleElementProps<{ 'offer-id'?: string; 'add-to-list-label'?: string; 'activate-label'?: string }>
      'aisle-deals-grid': AisleElementProps<{ columns?: string; sort?: string; 'category-mapping'?: string; 'next-page-token'?: string; 'hidden-events'?: string; 'bonus-path'?: string }>
      'aisle-product-carousel': AisleElementProps<{ source?: string; heading?: string; bpn?: string; 'category-id'?: string; 'page-name'?: string; 'exclude-bpn'?: string; 'model-configuration-id'?: string; 'store-id'?: string }>
      'aisle-quick-add': AisleElementProps<{ 'page-no'?: string }>
      'aisle-product-card': AisleElementProps<{ 'product-id'?: string; channel?: string; profile?: string; 'sns-offer'?: string }>
      'aisle-order-alert': AisleElementProps<{ 'reserve-href'?: string }>
      'aisle-offer-carousel': AisleElementProps<{ source?: string; limit?: string; upc?: string; 'aisle-name'?: string; 'model-configuration-id'?: string; heading?: string }>
    }
  }
}
