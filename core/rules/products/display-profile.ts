/**
 * Display profiles per program type (001 §6): which product-card elements show. The seed names the
 * profiles and the switches but not the sets (gap A28); this table is the team's design, documented in
 * docs/decisions/products.md. Image and title always show.
 */

/** PRD-059: the program types, then the carousel types. */
export const PROGRAM_TYPES = ['abs', 'wineshop', 'mkp', '1P_B2B', 'weeklyAd', 'dnf', '1P_SNS', 'light-weight'] as const
export const CAROUSEL_TYPES = ['abs-carousel', 'wine-carousel', 'mkp-carousel'] as const
export const DISPLAY_PROFILE_TYPES = [...PROGRAM_TYPES, ...CAROUSEL_TYPES] as const
export type DisplayProfileType = (typeof DISPLAY_PROFILE_TYPES)[number]
export const DEFAULT_DISPLAY_PROFILE: DisplayProfileType = 'abs'

/** PRD-060: the switches, in the seed's order. */
export const DISPLAY_ELEMENTS = [
  'estimateLabel',
  'sponsoredLabel',
  'notAvailableText',
  'inStoreLabel',
  'unattendedDeliveryLabel',
  'madeToOrder',
  'coupons',
  'addToCart',
  'scheduleAndSave',
  'buyItAgain',
  'starRating',
  'price',
  'similarItemsLink',
  'sellerTag',
  'prop65Title',
  'nestedFulfilment',
  'promoText',
  'snap',
] as const
export type DisplayElement = (typeof DISPLAY_ELEMENTS)[number]
export type DisplayProfile = Readonly<Record<DisplayElement, boolean>>

/** PRD-062: all the wine carousel shows besides image and title. */
export const WINE_CAROUSEL_ELEMENTS = ['prop65Title', 'nestedFulfilment', 'promoText'] as const satisfies readonly DisplayElement[]

const every = DISPLAY_ELEMENTS
const except = (...off: DisplayElement[]) => every.filter((e) => !off.includes(e))

/** The elements each profile shows. */
export const DISPLAY_PROFILE_ELEMENTS: Readonly<Record<DisplayProfileType, readonly DisplayElement[]>> = {
  // Own-brand grocery: everything but the seller tag (1P items have no third-party seller).
  abs: except('sellerTag'),
  // Wine ships: no in-store label, no SNAP (alcohol), no made to order, no coupons or subscriptions. Its seller tag is
  // the wine shop's: a link to the wine-shop search results.
  wineshop: except('estimateLabel', 'sponsoredLabel', 'inStoreLabel', 'madeToOrder', 'coupons', 'scheduleAndSave', 'buyItAgain', 'snap'),
  // Marketplace: the seller tag shows (PRD-058); no store-side features.
  mkp: except(
    'estimateLabel',
    'sponsoredLabel',
    'inStoreLabel',
    'unattendedDeliveryLabel',
    'madeToOrder',
    'coupons',
    'scheduleAndSave',
    'buyItAgain',
    'snap',
  ),
  // Business site: no sponsored placements, subscriptions or SNAP.
  '1P_B2B': except('sellerTag', 'sponsoredLabel', 'scheduleAndSave', 'snap'),
  weeklyAd: ['estimateLabel', 'notAvailableText', 'inStoreLabel', 'coupons', 'addToCart', 'price', 'prop65Title', 'promoText', 'snap'],
  dnf: [
    'estimateLabel',
    'notAvailableText',
    'unattendedDeliveryLabel',
    'coupons',
    'addToCart',
    'price',
    'prop65Title',
    'nestedFulfilment',
    'promoText',
    'snap',
  ],
  '1P_SNS': [
    'estimateLabel',
    'notAvailableText',
    'unattendedDeliveryLabel',
    'addToCart',
    'scheduleAndSave',
    'starRating',
    'price',
    'prop65Title',
    'nestedFulfilment',
    'promoText',
    'snap',
  ],
  'light-weight': ['notAvailableText', 'addToCart', 'price', 'prop65Title', 'promoText'],
  // Carousels never show SNAP (PRD-037).
  'abs-carousel': [
    'estimateLabel',
    'sponsoredLabel',
    'notAvailableText',
    'inStoreLabel',
    'madeToOrder',
    'coupons',
    'addToCart',
    'starRating',
    'price',
    'prop65Title',
    'nestedFulfilment',
    'promoText',
  ],
  'wine-carousel': WINE_CAROUSEL_ELEMENTS,
  'mkp-carousel': ['notAvailableText', 'addToCart', 'starRating', 'price', 'sellerTag', 'prop65Title', 'nestedFulfilment', 'promoText'],
}

const CAROUSEL_SET: ReadonlySet<string> = new Set(CAROUSEL_TYPES)

/** Whether cards of this profile are carousel cards (the tag cap of 2, no SNAP: PRD-037, PRD-038). */
export const isCarouselProfile = (type: DisplayProfileType) => CAROUSEL_SET.has(type)

/** PRD-059, PRD-060: the switches of a profile; an unknown type falls back to 'abs'. */
export function displayProfile(type: string | null | undefined): DisplayProfile {
  const key = (DISPLAY_PROFILE_TYPES as readonly string[]).includes(type ?? '') ? (type as DisplayProfileType) : DEFAULT_DISPLAY_PROFILE
  const on = new Set<DisplayElement>(DISPLAY_PROFILE_ELEMENTS[key])
  return Object.fromEntries(DISPLAY_ELEMENTS.map((e) => [e, on.has(e)])) as DisplayProfile
}

/**
 * The profile of a product's program: 1P grocery → abs, 1P_WINE → wineshop, 3P_MARKETPLACE → mkp,
 * 1P_B2B and 1P_SNS by name; on a carousel the carousel variant (SNS-010, PRD-058).
 */
export function profileForCategory(cartCategory: string, carousel = false): DisplayProfileType {
  if (cartCategory === '1P_WINE') return carousel ? 'wine-carousel' : 'wineshop'
  if (cartCategory === '3P_MARKETPLACE') return carousel ? 'mkp-carousel' : 'mkp'
  if (carousel) return 'abs-carousel'
  if (cartCategory === '1P_B2B' || cartCategory === '1P_SNS') return cartCategory
  return 'abs'
}

/** PRD-063: the prop 65 text a card shows under a profile (the seller tag: card-extras.ts). */
export function profileExtras(p: { prop65WarningText?: string }, profile: DisplayProfile): { prop65Text?: string } {
  return { prop65Text: profile.prop65Title ? p.prop65WarningText : undefined }
}
