/**
 * The Offer Details dialog as the cards open it (docs/decisions/coupons.md "Offer details in place"): its module loads
 * on the first press (docs/decisions/builds-and-bytes.md "Lazy modals"); until it has, nothing shows, and a failed
 * download logs and leaves the page as it was.
 */
import { useEffect, useState } from 'react'
import { lazyOnce } from '../../core/stores/lazy'
import type { OfferDetailsRequest } from './offer-details-dialog'

export type { OfferDetailsRequest }

const loadDialog = lazyOnce(() => import('./offer-details-dialog'))

/** What a card keeps: the last press's request and whether its dialog is open. */
export interface DetailsOpen {
  request: OfferDetailsRequest
  open: boolean
}

export function OfferDetailsModal({ details, onClose }: { details: DetailsOpen; onClose: () => void }) {
  const [module, setModule] = useState(loadDialog.loaded)
  useEffect(() => {
    if (module) return
    let live = true
    loadDialog().then(
      (m) => live && setModule(m),
      (error: unknown) => console.error('Aisle: could not load the offer details dialog.', error),
    )
    return () => {
      live = false
    }
  }, [module])
  return module ? <module.OfferDetailsDialog request={details.request} open={details.open} onClose={onClose} /> : null
}
