/**
 * One slide's card: the coupon card's pure view (widgets/coupon-card CouponCardView) with the coupon
 * store's per-card atoms. Unlike the coupon card's OfferCard it takes the offer itself, because a 'pdp' or
 * 'aisle' carousel may show offers read outside the coupon store, and on a partner page its links lead to
 * the banner site (linkOrigin), and so do its images.
 */
import { useStore } from '@nanostores/react'
import { memo, useMemo } from 'react'
import { type CardActionState, type CardLink, couponCardModel } from '../../core/rules/coupons/card'
import { iconLogo } from '../../core/rules/coupons/classify'
import { isExpiredUnclipped } from '../../core/rules/coupons/coupon-store'
import type { Offer } from '../../core/rules/coupons/offer'
import { reduceOffer } from '../../core/rules/coupons/status'
import type { CouponStore } from '../../core/stores/coupons'
import { useCardState } from '../coupon-card/card-state'
import { CouponCardView } from '../coupon-card/CouponCard.view'
import { usePressOwner } from '../coupon-card/press-owner'

export interface CarouselCardProps {
  store: CouponStore
  offer: Offer
  guest: boolean
  today: string
  /** The banner site's origin on a partner page: every card link resolves against it. */
  linkOrigin?: string | undefined
}

const resolve = (link: CardLink, origin: string | undefined): CardLink => (origin ? { ...link, href: new URL(link.href, origin).href } : link)

export const CarouselCard = memo(function CarouselCard({ store, offer, guest, today, linkOrigin }: CarouselCardProps) {
  // clippedNow: the clip reply said status 1: the slide shows 'Clipped' in the same frame as the coupon card does,
  // before the stores catch up after that frame (CPN-035, CPN-039).
  const { busy, clippedNow, announcement, error, boxTop } = useCardState(store, offer.id)
  const shown = useMemo(() => (clippedNow ? reduceOffer(offer, { type: 'clipped' }) : offer), [offer, clippedNow])
  const owner = usePressOwner(offer.id)
  const logos = useStore(store.$logos)
  const model = useMemo(() => {
    const m = couponCardModel(shown, { placement: 'carousel' })
    if (!linkOrigin) return m
    const action = 'link' in m.action && m.action.link ? { ...m.action, link: resolve(m.action.link, linkOrigin) } : m.action
    const image = m.image ? { image: new URL(m.image, linkOrigin).href } : {}
    return { ...m, ...image, detailsLink: resolve(m.detailsLink, linkOrigin), action }
  }, [shown, linkOrigin])
  const press = (pressed: CardActionState, trusted: boolean) => {
    owner.claim()
    void store.clip(offer.id, { trusted, pressed })
  }
  return (
    <CouponCardView
      model={model}
      logo={iconLogo(model.icon, logos)}
      expired={isExpiredUnclipped(shown, today)}
      busy={busy}
      guest={guest}
      announcement={announcement}
      error={owner.mine ? error : null}
      onPress={press}
      onDismissError={store.dismissClipError}
      boxTop={owner.mine && boxTop}
      onDismissBoxTop={store.dismissBoxTop}
    />
  )
})
