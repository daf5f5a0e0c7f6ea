/**
 * Price and promotion rules of 001 §5 and the price format of §9: has promotion, promo active,
 * strike-through, the valid price, and '$3.50'.
 */
import { formatUsd } from '../number-format'
import { PROMO_TYPES, type PromoType } from './product'

/** The only promo type that shows a struck-through base price (PRD-010). */
export const STRIKE_THROUGH_PROMO_TYPE: PromoType = 'P'
export const PRICE_DECIMALS = 2

/** PRD-008: a product has a promotion when promoType is 'P', 'B' or 'M'. */
export function hasPromotion(promoType: string | null | undefined): boolean {
  return (PROMO_TYPES as readonly string[]).includes(promoType ?? '')
}

/**
 * CST-019, CST-020 (000 §9): the buy-get promo type codes and the label each displays. Where the code is
 * (gap note 9: 000's codes are not 001's promoType P / B / M): a buy-get ('B') promotion names it in the
 * product's promoTitle, and the card shows the label instead of the server's promoText.
 */
export const PROMO_TYPE_LABELS = { BOGO: 'Buy 1 Get 1 Free', B2G1: 'Buy Two Get 1 Free' } as const
export type PromoTypeCode = keyof typeof PROMO_TYPE_LABELS

/** The promo text a product shows: the label of a known code in promoTitle, else the server's promoText. */
export function promoLabel(p: { promoTitle?: string; promoText?: string }): string | undefined {
  const code = p.promoTitle?.trim().toUpperCase() ?? ''
  return Object.hasOwn(PROMO_TYPE_LABELS, code) ? PROMO_TYPE_LABELS[code as PromoTypeCode] : p.promoText
}

/**
 * PRD-009: active when promoEndDate ('yyyy-mm-dd') is today or later. Decision (docs/decisions/products.md): a
 * promotion with no end date is open-ended, so active; the shopper sees the price the server quotes.
 */
export function isPromoActive(promoEndDate: string | null | undefined, today: string): boolean {
  if (!promoEndDate) return true
  return promoEndDate >= today
}

export interface PricedProduct {
  price: number | null
  basePrice: number | null
  promoType?: string
  promoEndDate?: string
}

/** PRD-010: 'P', active, basePrice above price, and both above 0. */
export function showsStrikeThrough(p: PricedProduct, today: string): boolean {
  const { price, basePrice } = p
  return (
    p.promoType === STRIKE_THROUGH_PROMO_TYPE &&
    isPromoActive(p.promoEndDate, today) &&
    price !== null &&
    basePrice !== null &&
    price > 0 &&
    basePrice > 0 &&
    basePrice > price
  )
}

/**
 * PRD-011..013: 0 when price is null; price when there is no promotion or it is active; else basePrice
 * (the promotion ended, so its price no longer applies). A missing basePrice keeps the price.
 */
export function validPrice(p: PricedProduct, today: string): number {
  if (p.price === null) return 0
  if (!hasPromotion(p.promoType) || isPromoActive(p.promoEndDate, today)) return p.price
  return p.basePrice ?? p.price
}

/**
 * PRD-014: US dollars with 2 decimals, e.g. '$3.50'. A missing or non-finite amount formats as '$0.00'.
 * Written as Intl.NumberFormat('en-US', currency 'USD') writes it, without loading ICU (../number-format).
 */
export function formatPrice(amount: number | null | undefined): string {
  // `|| 0` turns -0 into 0, which would otherwise print '-$0.00'.
  return formatUsd(typeof amount === 'number' && Number.isFinite(amount) ? amount || 0 : 0, PRICE_DECIMALS)
}
