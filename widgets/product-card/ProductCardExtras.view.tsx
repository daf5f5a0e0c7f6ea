/**
 * The product card's elements the display profile switches on (PRD-060) beyond price, promotion and buying: pure
 * views of CardExtras (core/rules/products/card-extras.ts). Every text is rendered as text.
 */
import { type CardExtras, RATING_MAX } from '../../core/rules/products/card-extras'

/** 'Rated 4.5 out of 5' with its stars drawn for the eye only, and the review count. */
export function Rating({ rating }: { rating: NonNullable<CardExtras['rating']> }) {
  const full = Math.floor(rating.stars)
  const half = rating.stars > full
  const stars = '★'.repeat(full) + (half ? '⯪' : '') + '☆'.repeat(RATING_MAX - full - (half ? 1 : 0))
  return (
    <p part="rating" className="rating">
      <span className="stars" aria-hidden="true">
        {stars}
      </span>
      <span className="visually-hidden">{rating.text}</span>
      {rating.reviews ? <span className="reviews">{rating.reviews}</span> : null}
    </p>
  )
}

/** One of the model's optional texts in a paragraph of its own, rendered as text; nothing when the model has none. */
export function TextPart({ part, className, text }: { part: string; className: string; text: string | undefined }) {
  return text ? (
    <p part={part} className={className}>
      {text}
    </p>
  ) : null
}

/**
 * The seller tag: a link to the seller's page when one is known, else text (PRD-058); a wine-shop item's tag in the
 * same place links to the wine-shop search results (part 'wine-shop', SHL-029).
 */
export function Seller({ seller, part }: { seller: CardExtras['seller']; part: 'seller' | 'wine-shop' }) {
  if (!seller) return null
  return (
    <p part={part} className="note">
      {seller.href ? <a href={seller.href}>{seller.text}</a> : seller.text}
    </p>
  )
}

/** Nested fulfilment: each way the item is offered, and whether it can be had that way now. */
export function Fulfilment({ fulfilment }: { fulfilment: CardExtras['fulfilment'] }) {
  if (!fulfilment || fulfilment.channels.length === 0) return null
  return (
    <div part="fulfilment" className="fulfilment">
      <p className="fulfilment-title">{fulfilment.title}</p>
      <ul>
        {fulfilment.channels.map((c) => (
          <li key={c.text} data-available={c.available}>
            {c.text}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SimilarItems({ link }: { link: CardExtras['similarItems'] }) {
  return link ? (
    <a part="similar-items" className="similar-items" href={link.href}>
      {link.text}
    </a>
  ) : null
}
