/**
 * Product card: pure view of a CardModel (core/stores/products-card.ts) plus the buying controls. Every
 * server text is rendered as text, never as HTML.
 */
import type { CardModel } from '../../core/rules/products/card'
import { type BuyHandlers, type BuyState, type ModifierGroup, ProductCardBuy } from './ProductCardBuy.view'
import { Fulfilment, Rating, Seller, SimilarItems, TextPart } from './ProductCardExtras.view'

export const PRODUCT_CARD_VIEW_TEXT = {
  loading: 'Loading product',
  error: 'This product could not be loaded.',
  missing: 'No product selected.',
  was: 'Regular price',
  now: 'Price',
} as const

/** 'ready' shows the product; each other state shows its text from PRODUCT_CARD_VIEW_TEXT instead. */
export type ProductCardState = 'loading' | 'ready' | 'error' | 'missing'

export interface ProductCardViewProps {
  state: ProductCardState
  model?: CardModel
  groups?: readonly ModifierGroup[]
  buy: BuyState
  on: BuyHandlers
  /** The card is in the first screenful: its picture loads eagerly with high fetch priority, else lazily. */
  imagePriority?: boolean
}

/** Badge colours come from the server: set through the CSSOM (allowed by a strict CSP), only when valid CSS. */
function badgeColour(color: string | undefined) {
  return (el: HTMLElement | null) => {
    if (!el || !color) return
    if (typeof CSS !== 'undefined' && CSS.supports('color', color)) el.style.setProperty('--_aisle-badge-color', color)
  }
}

function Price({ price, promoText }: { price: NonNullable<CardModel['price']>; promoText: string | undefined }) {
  return (
    <div part="price" className="price">
      <span className="visually-hidden">{PRODUCT_CARD_VIEW_TEXT.now}</span>
      <span part="price-now" className={price.was ? 'now promo' : 'now'}>
        {price.now}
      </span>
      {price.was ? (
        <s part="price-was" className="was">
          <span className="visually-hidden">{PRODUCT_CARD_VIEW_TEXT.was}</span>
          {price.was}
        </s>
      ) : null}
      <TextPart part="promo" className="promo-text" text={promoText} />
    </div>
  )
}

function Details({ model }: { model: CardModel }) {
  return (
    <>
      {model.badges.length > 0 ? (
        <ul part="badges" className="badges">
          {model.badges.map((b, n) => (
            <li
              key={`${b.text}-${n}`}
              ref={badgeColour(b.style.color)}
              className={['badge', b.style.textDecoration ? 'struck' : '', b.style.fontWeight ? 'bold' : ''].filter(Boolean).join(' ')}
            >
              {b.text}
            </li>
          ))}
        </ul>
      ) : null}
      {model.tags.length > 0 ? (
        <ul part="tags" className="tags">
          {model.tags.map((t) => (
            <li key={t} className="tag">
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <Seller seller={model.extras.seller} part="seller" />
      <Seller seller={model.extras.wineShop} part="wine-shop" />
      {model.shortLabel || model.longMessage ? (
        <div part="availability" className="availability" data-available={model.available}>
          {model.shortLabel ? <span className="label">{model.shortLabel}</span> : null}
          {model.longMessage ? <p className="long">{model.longMessage}</p> : null}
        </div>
      ) : null}
      <TextPart part="in-store" className="note" text={model.extras.inStore} />
      <TextPart part="unattended" className="note" text={model.extras.unattended} />
      <Fulfilment fulfilment={model.extras.fulfilment} />
      <TextPart part="mto" className="note" text={model.madeToOrder} />
      <TextPart part="pre-order" className="note" text={model.preOrder} />
      {model.prop65 ? (
        <div part="prop65" className="prop65">
          <p className="prop65-title">{model.prop65.title}</p>
          <p className="prop65-text">{model.prop65.text}</p>
        </div>
      ) : null}
      <TextPart part="coupon" className="note" text={model.extras.coupon} />
      <TextPart part="buy-it-again" className="note" text={model.extras.buyItAgain} />
    </>
  )
}

export function ProductCardView({ state, model, groups = [], buy, on, imagePriority = false }: ProductCardViewProps) {
  if (state !== 'ready' || !model) {
    const text = PRODUCT_CARD_VIEW_TEXT[state === 'ready' ? 'loading' : state]
    return (
      <article part="root" className="card" data-state={state} aria-busy={state === 'loading' || undefined}>
        {/* Keyed: Preact would otherwise reuse this paragraph as the loaded card's aisle line, further down (a layout shift). */}
        <p
          key="placeholder"
          className={state === 'loading' ? 'placeholder' : 'placeholder error'}
          role={state === 'loading' ? undefined : 'status'}
        >
          {text}
        </p>
      </article>
    )
  }
  return (
    <article part="root" className="card" data-state="ready" data-available={model.available}>
      {model.imageUrl ? (
        <img
          part="image"
          className="image"
          src={model.imageUrl}
          alt=""
          loading={imagePriority ? 'eager' : 'lazy'}
          fetchPriority={imagePriority ? 'high' : 'auto'}
          width="160"
          height="160"
        />
      ) : null}
      <TextPart part="sponsored" className="note" text={model.extras.sponsored} />
      <h3 part="name" className="name">
        {model.name}
      </h3>
      {model.extras.rating ? <Rating rating={model.extras.rating} /> : null}
      <TextPart part="aisle" className="aisle" text={model.aisle} />
      {model.price ? (
        <Price price={model.price} promoText={model.promoText} />
      ) : (
        <TextPart part="promo" className="promo-text" text={model.promoText} />
      )}
      <TextPart part="estimate" className="note" text={model.extras.estimate} />
      <Details model={model} />
      {model.buy ? (
        <ProductCardBuy model={model} buy={model.buy} groups={groups} state={buy} on={on} />
      ) : (
        <TextPart part="unavailable" className="unavailable" text={model.unavailableText} />
      )}
      <SimilarItems link={model.extras.similarItems} />
    </article>
  )
}
