/**
 * The Offer Details dialog with its read (loaded on the first Offer Details or Eligible Items press, with the Modal's
 * styles): reads once per press, shows loading, the eligible items, or the failure line.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { OfferDetailsState } from '../../core/rules/coupons/offer-details'
import { adoptModalCss } from '../coupon-modals/card-modal-views'
import { OfferDetailsView } from './OfferDetails.view'

export interface OfferDetailsRequest {
  brand: string
  description: string
  /** Reads what the dialog shows; a new request (a new press) reads again. */
  load: () => Promise<OfferDetailsState>
}

export function OfferDetailsDialog({ request, open, onClose }: { request: OfferDetailsRequest; open: boolean; onClose: () => void }) {
  // What the last read answered, for the request it answered: a new request shows loading until its own answer.
  const [answer, setAnswer] = useState<{ request: OfferDetailsRequest; state: OfferDetailsState }>()
  const state: OfferDetailsState = answer?.request === request ? answer.state : { status: 'loading' }
  const anchor = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => adoptModalCss(anchor.current), [])
  useEffect(() => {
    let live = true
    request.load().then(
      (next) => live && setAnswer({ request, state: next }),
      () => live && setAnswer({ request, state: { status: 'failed' } }),
    )
    return () => {
      live = false
    }
  }, [request])
  return (
    <>
      <span ref={anchor} hidden />
      <OfferDetailsView open={open} onClose={onClose} brand={request.brand} description={request.description} state={state} />
    </>
  )
}
