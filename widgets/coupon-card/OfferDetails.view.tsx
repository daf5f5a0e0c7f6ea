/**
 * The Offer Details dialog (API-062, API-064, ERR-035, ERR-037): pure view on the shared Modal. The offer's brand and
 * description, then its eligible items; while they are read a status line, and when the detail failed a clear line
 * saying so (the UPC list is then empty).
 */
import { OFFER_DETAILS_TEXT, type OfferDetailsState } from '../../core/rules/coupons/offer-details'
import { Modal } from '../ui/Modal'

export interface OfferDetailsViewProps {
  open: boolean
  onClose: () => void
  /** The offer's brand (or a non-digital coupon's). */
  brand: string
  description: string
  state: OfferDetailsState
}

export function OfferDetailsView({ open, onClose, brand, description, state }: OfferDetailsViewProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={OFFER_DETAILS_TEXT.title}
      description={[brand, description].filter(Boolean).join(' — ')}
      className="offer-details"
    >
      <h3 className="offer-details-heading">{OFFER_DETAILS_TEXT.itemsHeading}</h3>
      {state.status === 'loading' ? (
        <p part="details-status" role="status">
          {OFFER_DETAILS_TEXT.loading}
        </p>
      ) : state.status === 'failed' ? (
        <p part="details-error" role="alert">
          {OFFER_DETAILS_TEXT.failed}
        </p>
      ) : state.items.length === 0 ? (
        <p part="details-status">{OFFER_DETAILS_TEXT.noItems}</p>
      ) : (
        <ul part="eligible-items" className="eligible-items">
          {state.items.map((item) => (
            <li key={item.upc} data-upc={item.upc}>
              {item.name ? (
                <>
                  {item.name} <span className="upc">({OFFER_DETAILS_TEXT.upc(item.upc)})</span>
                </>
              ) : (
                OFFER_DETAILS_TEXT.upc(item.upc)
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
