/**
 * A digital offer's card props from the coupon store: the one offer selector (core/rules/coupons/offer-card.ts)
 * over the card's own atoms, and the press. Every card that shows a digital offer takes its props here: the
 * coupon card and the deals grid's cards (OfferCard) and the offer carousel's slides (CarouselCard).
 */
import { useStore } from '../shared/use-select'
import { useMemo } from 'react'
import type { CardActionState } from '../../core/rules/coupons/card'
import type { Offer } from '../../core/rules/coupons/offer'
import { offerCard, type OfferCardInput } from '../../core/rules/coupons/offer-card'
import type { OfferCardStore } from '../../core/stores/coupons/coupons'
import { useCardState } from './card-state'
import type { CouponCardViewProps } from './CouponCard.view'
import { usePressOwner } from './press-owner'

export type OfferCardOptions = Omit<OfferCardInput, 'clippedNow' | 'logos'>

export type OfferCardViewProps = Pick<
  CouponCardViewProps,
  'model' | 'logo' | 'expired' | 'busy' | 'announcement' | 'error' | 'boxTop' | 'onPress' | 'onDismissError' | 'onDismissBoxTop'
>

/** The card's props for `offer` (undefined while the offer is unknown). Re-renders on this offer's atoms only. */
export function useOfferCard(
  store: OfferCardStore,
  offerId: string,
  offer: Offer | undefined,
  options: OfferCardOptions,
): OfferCardViewProps | undefined {
  // clippedNow: the clip reply said status 1: the card shows it now, the stores catch up after this frame (CPN-035).
  const { busy, clippedNow, announcement, error, boxTop } = useCardState(store, offerId)
  const logos = useStore(store.$logos)
  const owner = usePressOwner(offerId)
  const { today, placement, labels, linkOrigin } = options
  const shown = useMemo(
    () => (offer ? offerCard(offer, { today, clippedNow, logos, ...(placement ? { placement } : {}), labels, linkOrigin }) : undefined),
    [offer, today, clippedNow, logos, placement, labels, linkOrigin],
  )
  if (!shown) return undefined
  const onPress = (pressed: CardActionState, trusted: boolean) => {
    owner.claim()
    void store.clip(offerId, { trusted, pressed })
  }
  return {
    ...shown,
    busy,
    announcement,
    // Only the card the shopper pressed shows the press's modal (press-owner.ts).
    error: owner.mine ? error : null,
    boxTop: owner.mine && boxTop,
    onPress,
    onDismissError: store.dismissClipError,
    onDismissBoxTop: store.dismissBoxTop,
  }
}
