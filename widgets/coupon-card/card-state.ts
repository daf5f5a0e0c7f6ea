/**
 * Per-card views of the coupon store's page-wide atoms. $busy, $announcement and $clipError each hold one
 * value for the whole page; a card that read them whole would re-render on every other card's clip. These
 * hooks pick each card's own value (widgets/shared/use-select.ts), so a clip re-renders one card however
 * many are on the page.
 */
import { useMemo } from 'react'
import type { ClipFailure } from '../../core/rules/modal'
import type { Offer } from '../../core/rules/coupons/offer'
import { offerById } from '../../core/rules/coupons/status'
import type { CouponList, OfferCardStore } from '../../core/stores/coupons/coupons'
import { useSelect, useSelect2 } from '../shared/use-select'

/** A failed clip of this card: the catalogue text and the server's code and message (ERR-024..027). */
export type CardError = ClipFailure

export interface CardState {
  busy: boolean
  /** The server has just clipped this offer; the store follows after the next paint. */
  clippedNow: boolean
  announcement: string | null
  error: CardError | null
  /** The box-top modal is asked for this offer (CPN-127). */
  boxTop: boolean
}

/** One offer, from the gallery or the personalised deals (the store's offer(id), without an atom per card). */
export function useOffer(store: Pick<OfferCardStore, '$cache' | '$p13n'>, id: string): Offer | undefined {
  return useSelect2(store.$cache, store.$p13n, (cache, p13n) => offerById(cache, p13n, id))
}

export function useCardState(store: OfferCardStore, id: string): CardState {
  const busy = useSelect(store.$busy, (b) => b[id] === true)
  const clippedNow = useSelect(store.$clippedNow, (c) => c[id] === true)
  const announcement = useSelect(store.$announcement, (a) => (a?.offerId === id ? a.text : null))
  // The page's error object while it is this card's (the same object until it changes), then its failure.
  const pageError = useSelect(store.$clipError, (e) => (e?.offerId === id ? e : null))
  const error = useMemo(() => {
    if (!pageError) return null
    const { offerId: _id, ...failure } = pageError
    return failure
  }, [pageError])
  const boxTop = useSelect(store.$boxTopPrompt, (p) => p?.offerId === id)
  return { busy, clippedNow, announcement, error, boxTop }
}

/** A non-digital coupon's place on the shopping list, and whether its toggle is under way. */
export function useListState(store: Pick<CouponList, '$listIds' | '$listBusy'>, id: string): { onList: boolean; listBusy: boolean } {
  const onList = useSelect(store.$listIds, (ids) => ids?.includes(id) ?? false)
  const listBusy = useSelect(store.$listBusy, (b) => b[id] === true)
  return { onList, listBusy }
}

/** The shopper's local day, 'yyyy-mm-dd', as the expiry rule compares it (CPN-024). */
export function localDay(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`
}
