/**
 * One slide's card: the coupon card's pure view (widgets/coupon-card CouponCardView) with the props every offer
 * card takes (widgets/coupon-card/offer-card.ts). Unlike the coupon card's OfferCard it takes the offer itself,
 * because a 'pdp' or 'aisle' carousel may show offers read outside the coupon store, and on a partner page its
 * links lead to the banner site (linkOrigin), and so do its images.
 */
import { memo } from 'react'
import type { Offer } from '../../core/rules/coupons/offer'
import type { OfferCardStore } from '../../core/stores/coupons/coupons'
import { CouponCardView } from '../coupon-card/CouponCard.view'
import { useOfferCard } from '../coupon-card/offer-card'

export interface CarouselCardProps {
  store: OfferCardStore
  offer: Offer
  guest: boolean
  today: string
  /** The banner site's origin on a partner page: every card link resolves against it. */
  linkOrigin?: string | undefined
}

export const CarouselCard = memo(function CarouselCard({ store, offer, guest, today, linkOrigin }: CarouselCardProps) {
  // The slide shows 'Clipped' in the same frame as the coupon card does, before the stores catch up (CPN-035, CPN-039).
  const card = useOfferCard(store, offer.id, offer, { today, placement: 'carousel', linkOrigin })
  return card ? <CouponCardView {...card} guest={guest} /> : null
})
