/** One carousel card: a simple product tile (pure view). The product card widget may replace it later. */
import type { CarouselTile } from '../../core/rules/products/carousel'
import { SPONSORED_LABEL } from '../../core/rules/products/carousel'
import { CART_WORKING_TEXT } from '../../core/rules/press'

export const TILE_TEXT = {
  add: 'Add',
  /** A guest without a guest cart (CRT-024): with the hidden ' {name} to cart', 'Sign in to add {name} to cart'. */
  signIn: 'Sign in to add',
  adding: CART_WORKING_TEXT,
  toCart: (name: string) => ` ${name} to cart`,
  was: 'Was',
  unavailable: 'Unavailable',
} as const

export interface ProductTileViewProps {
  tile: CarouselTile
  busy: boolean
  /** A guest without a guest cart: Add goes to sign-in and says so. */
  signIn?: boolean
  onAdd(id: string): void
  /** The shopper follows the product link (a sponsored click, CAR-014). */
  onFollow(id: string): void
}

export function ProductTileView({ tile, busy, signIn, onAdd, onFollow }: ProductTileViewProps) {
  return (
    <article part="tile" className="tile" data-available={tile.available} data-sponsored={tile.sponsored || undefined}>
      <div className="media">
        {tile.imageUrl ? (
          <img part="image" className="image" src={tile.imageUrl} alt="" loading="lazy" width={120} height={120} />
        ) : (
          <span className="image placeholder" aria-hidden="true" />
        )}
      </div>
      {tile.sponsored ? (
        <span part="sponsored" className="sponsored">
          {SPONSORED_LABEL}
        </span>
      ) : null}
      {tile.brand ? <p className="brand">{tile.brand}</p> : null}
      <a part="name" className="name" href={tile.href} onClick={() => onFollow(tile.id)}>
        {tile.name}
      </a>
      <p part="price" className="price">
        <span className="now">{tile.price}</span>
        {tile.wasPrice ? (
          <del className="was">
            <span className="visually-hidden">{TILE_TEXT.was} </span>
            {tile.wasPrice}
          </del>
        ) : null}
      </p>
      {tile.tags.length ? (
        <ul part="tags" className="tags">
          {tile.tags.map((t) => (
            <li key={t.kind} className="tag" data-kind={t.kind}>
              {t.text}
            </li>
          ))}
        </ul>
      ) : null}
      {tile.availabilityLabel ? (
        <p part="availability" className="availability" data-available={tile.available}>
          {tile.availabilityLabel}
        </p>
      ) : null}
      <button
        part="add"
        className="add"
        type="button"
        disabled={!tile.available || busy}
        aria-busy={busy || undefined}
        onClick={() => onAdd(tile.id)}
      >
        {busy ? TILE_TEXT.adding : !tile.available ? TILE_TEXT.unavailable : signIn ? TILE_TEXT.signIn : TILE_TEXT.add}
        <span className="visually-hidden">{TILE_TEXT.toCart(tile.name)}</span>
      </button>
    </article>
  )
}
