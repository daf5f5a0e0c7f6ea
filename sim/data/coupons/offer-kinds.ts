/**
 * The vocabulary of seeded offers: their kinds and the value lists of 001 §3-§4 that the kinds cover.
 */
import type { SimOffer } from '../types'

export const OFFER_KINDS = [
  'personalized-deal',
  'coupon-cc',
  'coupon-mf',
  'coupon-sc',
  'reward-flat',
  'reward-accumulation',
  'buyx-gety',
  'continuity',
  'fresh-pass-continuity',
  'behavior',
  'fresh-pass',
  'fresh-pass-mixed',
  'welcome',
  'box-top',
  'hidden-events',
  'expired',
  'no-brand',
  'no-category',
  'no-image',
  'bought-before',
  'ecom',
  'weekly-ad',
  'game-prize',
] as const
export type OfferKind = (typeof OFFER_KINDS)[number]

/** Events that make a fresh-pass offer: the fresh-pass icon shows only when every event is one of these. */
export const FRESH_PASS_EVENTS = ['FreshPass', 'FreshPass Member Deals', 'FreshPass Exclusive', 'FreshPass LTO'] as const
export const WELCOME_OFFERS_EVENT = 'Welcome Offers'
/** The progress unit table of 001 §3; undefined is the 'unit missing' row. */
export const PROGRESS_UNITS = [
  'ITEM',
  'ITEMS',
  'AMOUNT',
  'QUANTITY_PRICE',
  'DOLLARS',
  'POUND',
  'PER POUND',
  'WEIGHT_VOLUME',
  'WEIGHT/VOLUME',
  'QUANTITY',
  undefined,
] as const
export const USAGE_TYPES = ['Unlimited Use', 'One Time Use', 'Once Per Transaction', 'Up to 5 Uses', 'Once Per Household'] as const
/** qualificationBehavior x bonusPathStatus, with odd spacing and case on the last three. */
export const BEHAVIOR_CASES = [
  ['GR Clip', ''],
  ['GR Clip', 'inprogress'],
  ['GR Clip', 'completed'],
  ['UCA Email Opt In', ''],
  ['UCA Email Opt In', 'inprogress'],
  ['UCA Email Opt In', 'completed'],
  ['ECOM Fulfillment', ''],
  ['ECOM Fulfillment', 'inprogress'],
  ['ECOM Fulfillment', 'completed'],
  [' gr clip ', 'inprogress'],
  ['UCA EMAIL OPT IN', 'inprogress'],
  ['  Ecom Fulfillment ', 'completed'],
] as const

/** Target of a continuity offer per progress unit. */
export const CONTINUITY_TARGETS: Record<string, number> = {
  ITEM: 5,
  ITEMS: 5,
  AMOUNT: 4,
  QUANTITY_PRICE: 3,
  DOLLARS: 20,
  POUND: 4,
  'PER POUND': 4,
  WEIGHT_VOLUME: 3,
  'WEIGHT/VOLUME': 3,
  QUANTITY: 6,
}

export function continuityText(unit: string | undefined, target: number, name: string): string {
  if (unit === 'DOLLARS') return `Spend $${target} on ${name} products, get $5 off your next order.`
  if (unit === 'POUND' || unit === 'PER POUND') return `Buy ${target} lbs of ${name}, get $5 off your next order.`
  if (unit === undefined) return `Shop ${target} times this month, get $10 off your next order.`
  return `Buy ${target} ${name}, get the next one FREE.`
}

/** Name, description and savings of a behaviour offer by its trimmed, lower-cased qualificationBehavior. */
export const BEHAVIOR_TEXT: Record<string, [string, string, string]> = {
  'gr clip': ['Clip a Grocery Reward', 'Clip any Grocery Reward to unlock 100 bonus points.', '100 Points'],
  'uca email opt in': ['Opt in to E-mails', 'Sign up for e-mails in Account Settings and get $3 off your next order.', '$3 OFF'],
  'ecom fulfillment': [
    'Place an Online Order',
    'Place a delivery or pickup order of $50 or more and get $10 off your next order.',
    '$10 OFF',
  ],
}

/** An offer of kind 'hidden-events' in the alternative shape the hidden-events gallery answers with. */
export function hiddenEventsView(o: SimOffer): Record<string, unknown> {
  const { clipStatus, couponID, offerEndDt, offerStartDt, titleDsc1, titleDsc2, titleDsc3, prodDsc1, prodDsc2, prodDsc3, savingsValue } = o
  return { clipStatus, couponID, offerEndDt, offerStartDt, titleDsc1, titleDsc2, titleDsc3, prodDsc1, prodDsc2, prodDsc3, savingsValue }
}
