/**
 * Shapes of the simulator's seeded data. Field names follow the seeds (000 §3, 001 §3) where they
 * name them; where a shape is "not shown", the fields here are the team's design (REQUIREMENTS gaps A7-A16, A18).
 * Everything is plain JSON so that PATCH /__sim/state can merge into it.
 */
import type { BannerId } from '../../core/rules/banners'

export type UserType = 'G' | 'A' | 'R' | 'C'

export interface SimStore {
  storeId: string
  name: string
  zipCode: string
  city: string
  state: string
  banner: BannerId
  /** Deli department sells 1P e-commerce (PRD digital deli rule). */
  deliHas1PEcom: boolean
  /** Opening hours per weekday 0-6, 'HH:MM' 24 h. */
  hours: Record<string, { start: string; end: string }>
  /**
   * Opening hours of departments ('deli', 'bakery', 'pharmacy') per weekday 0-6, used for the time-slot rule
   * (start inclusive, end exclusive). A closed day is '00:00'-'00:00'; '24:00' ends a day at midnight.
   * Absent on a store that publishes no department hours (every slot is valid there).
   */
  departmentHours?: Record<string, Record<string, { start: string; end: string }>>
  address?: string
  phone?: string
  latitude?: number
  longitude?: number
}

/** One modifier group of a customizable (made-to-order) product; options are sent as UPC ids. */
export interface SimCustomizationGroup {
  groupId: string
  name: string
  required: boolean
  minSelect: number
  maxSelect: number
  options: { upc: string; name: string; price: number }[]
}

export interface SimProduct {
  /** bpn / product id */
  id: string
  upc: string
  name: string
  department: string
  aisleName: string
  price: number
  basePrice: number
  previousBasePrice?: number
  promoType?: 'P' | 'B' | 'M'
  promoText?: string
  promoTitle?: string
  promoEndDate?: string
  promoDescription?: string
  offerText?: string
  showStrikeThrough?: boolean
  status: 'active' | 'inactive'
  inventoryAvailable: boolean
  channelInventory: { pickup: number; delivery: number; shipping: number; instore: number }
  channelEligibility: { delivery: boolean; pickUp: boolean; inStore: boolean; shipping: boolean }
  isMtoProduct?: boolean
  preparationTime?: number
  mtoTagText?: string
  restrictedValue?: string
  prop65WarningText?: string
  snapEligible?: boolean
  dispItemPackageQty?: number
  dispItemPackageUOM?: string
  dispItemSizeQty?: number
  dispUnitOfMeasure?: string
  /** Sold by weight: quantities are sent as selectedWeight from minWeight. */
  soldByWeight?: boolean
  minWeight?: number
  isCustomizable?: boolean
  multiCustomizations?: boolean
  isPreOrderItem?: boolean
  itemEffectiveStartDate?: string
  /** 1P (grocery), 1P_WINE, 3P_MARKETPLACE */
  cartCategory: '1P' | '1P_WINE' | '3P_MARKETPLACE'
  sellerId?: string
  sellerName?: string
  imageUrl: string
  badges?: { badgeName: string; color: string; isStrikethrough?: boolean; isBoldText?: boolean }[]
  rating?: number
  reviewCount?: number
  /** A paid placement (team design; the seed names the card's sponsored label, not its field). */
  isSponsored?: boolean
  /** 'B': bought before, as the offers spell it (team design for the card's buy-it-again label). */
  purchaseInd?: string
  brand?: string
  /** The generic product noun ('Greek Yogurt Plain'), used to word offers. */
  productType?: string
  departmentKey?: string
  mtoDisplyableTime?: string
  fulfillmentStartTime?: string
  fulfillmentEndTime?: string
  fulfillmentStartTimeSaturday?: string
  fulfillmentEndTimeSaturday?: string
  fulfillmentStartTimeSunday?: string
  fulfillmentEndTimeSunday?: string
  maxPurchaseQty?: number
  /** Eligible for subscribe-and-save (team design; the spec names no field). */
  snsEligible?: boolean
  customizationOptions?: SimCustomizationGroup[]
  /** Which seeded cases this product illustrates (see PRODUCT_KINDS), for tests and fixtures. */
  kinds?: string[]
  [extra: string]: unknown
}

export interface SimOffer {
  offerId: string
  offerPgm: string
  offerType: 'PD' | 'CC'
  offerSubPgm?: string
  offerTs: string
  offerPgmLabel?: string
  status: 'U' | 'C'
  deleted?: boolean
  deliveryChannel?: string
  isClippable: boolean
  offerComplete?: boolean
  startDate: string
  endDate: string
  brand?: string
  name: string
  description: string
  category?: string
  categoryType?: string
  image?: string
  imageId?: string
  savingsValue?: string
  priceTitle?: string
  forUDescription?: string
  regularPrice?: string
  usageType?: string
  ecomDescription?: string
  events?: string[]
  hierarchies?: { events?: string[] }
  offerProgramType?: string
  offerProtoType?: string
  offerDetail?: { promoType?: 'M' | 'B' }
  programType?: string
  programSubType?: string
  qualificationBehavior?: string
  bonusPathStatus?: string
  continuity?: { progressValue: number; targetValue: number; units?: string }
  instantAllocation?: boolean
  purchaseInd?: string
  purchaseRank?: number
  upcList: string[]
  categories?: string[]
  /** Hidden-events shape (001 §3): carried by offers of kind 'hidden-events' besides the common fields. */
  clipStatus?: 'U' | 'C'
  couponID?: string
  /** yyyy-mm-dd */
  offerEndDt?: string
  /** yyyy-mm-dd */
  offerStartDt?: string
  titleDsc1?: string
  titleDsc2?: string
  titleDsc3?: string
  prodDsc1?: string
  prodDsc2?: string
  prodDsc3?: string
  /** Which kind of seeded offer this is (one of OFFER_KINDS), for tests and fixtures. */
  kind: string
  [extra: string]: unknown
}

export interface SimProgram {
  code: string
  type: 'DIVISION' | 'EPISODIC'
  name: string
  optInStatus?: string
  startDate: string
  endDate: string
  postProgLiveDate?: string
  howItWorks?: string
  earnMode: 'EARN' | 'BURN' | 'SWEEPSTAKES'
  uiAttributes: {
    FAQURL?: string
    RULESURL?: string
    GAMEURL?: string
    tokenLabelSingular?: string
    tokenLabelPlural?: string
    minAge?: string
  }
  storeIds: string[]
  imageUrl?: string
  description?: string
}

export type PrizeType = 'SWEEPSTAKES' | 'VENDOR' | 'REWARD' | 'ALTERNATE_PRIZES' | 'FRESH_PASS' | 'B4U_OFFER' | 'RECIPE'

export interface SimPrize {
  prizeId: string
  prizeType: PrizeType
  name: string
  description: string
  imageUrl: string
  pointsRequired: number
  programCode: string
  terms: string
  redemptionInstructions: string
}

export interface SimAddress {
  addressId: string
  firstName: string
  lastName: string
  address: string
  address2?: string
  state: string
  city: string
  zipCode: string
}

export interface SimUser {
  /** Key of the user in the simulator (also the sign-in choice). */
  key: string
  userType: UserType
  customerId: string
  uuid: string
  householdId: string
  gid: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  clubCardNumber: string
  storeId: string
  zipCode: string
  /** delivery | dug | j4u: the shopper's fulfilment preference. */
  preference: 'delivery' | 'dug' | 'j4u'
  siteType?: 'B'
  customerType: 'C' | 'E'
  addresses: SimAddress[]
  /** The household profile's errors (000 §3 'profile errors'); none in the seed, a test or demo may add some. */
  profileErrors?: string[]
  optedInPrograms: string[]
  points: Record<string, { totalGamePoints: number; totalPrizesWon: number; sweepstakesEntries: number; gameplaysUsed: number }>
  activity: { date: string; description: string; pointsEarned: number; programCode: string }[]
  transactions: {
    transactionId: string
    date: string
    description: string
    points: number
    status: 'COMPLETED' | 'PENDING'
    programCode: string
    prizeId?: string
  }[]
  sweepstakesWins: { prizeId: string; programCode: string; displayed: boolean }[]
  /** Offer ids clipped and on the shopping list. */
  clipped: string[]
  list: string[]
  [extra: string]: unknown
}

export interface NavFile {
  title: string
  menuItems: { label: string; url: string }[]
}

export interface SeedOptions {
  seed?: number
  offers?: number
  products?: number
  /** Clock for every seeded date (ms since epoch); rounded down to the UTC day. Defaults to SEED_TODAY(). */
  now?: number
}

export interface SeedData {
  seed: number
  stores: SimStore[]
  products: SimProduct[]
  offers: SimOffer[]
  programs: SimProgram[]
  prizes: SimPrize[]
  users: SimUser[]
  /** Left-navigation content files per banner id, plus 'master'. A banner missing here answers 404. */
  navigation: Record<string, NavFile>
  gamesFlags: Record<string, boolean | string>
  departments: { key: string; name: string }[]
  /** Category-mapping JSON for the Just-for-U banner swap. */
  categoryBanners: Record<string, { image: string; alt: string; link: string; newTab: boolean }>
  /** Personalised deals (at least 12), gap A26. */
  dealsInfo: SimOffer[]
  /** The UTC day (yyyy-mm-dd) every seeded date is relative to. */
  today?: string
}
