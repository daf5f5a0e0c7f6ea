/**
 * The product domain type (001 §3 Product) and its pure normaliser. The server's spellings stop here:
 * numbers may arrive as strings, flags as 'Y'/'true', dates as ISO date-times, and an empty inventory
 * (null, '') is kept as null because "empty or 0" is a rule of its own (PRD-018).
 */
import { CART_CATEGORIES, type CartCategory } from '../cart/cart'
import { toDay } from './dates'

/** Promotion types a product carries (PRD-001, PRD-008). */
export const PROMO_TYPES = ['P', 'B', 'M'] as const
export type PromoType = (typeof PROMO_TYPES)[number]

/** Channels a product is checked against; shipping serves wine and marketplace items (CST-017). */
export const PRODUCT_CHANNELS = ['pickup', 'delivery', 'shipping', 'instore'] as const
export type ProductChannel = (typeof PRODUCT_CHANNELS)[number]

export const INACTIVE_STATUS = 'inactive'

export interface ChannelInventory {
  /** null: the server sent nothing ("empty"). */
  pickup: number | null
  delivery: number | null
  shipping: number | null
  instore: number | null
}

/** undefined: the server did not say; only an explicit false makes a product ineligible (PRD-016). */
export interface ChannelEligibility {
  delivery?: boolean
  pickUp?: boolean
  inStore?: boolean
  shipping?: boolean
}

/** 'HH:MM' 24-hour clock times, either may be missing. */
export interface HoursRange {
  start?: string
  end?: string
}

/** fulfillmentStartTime / EndTime and their Saturday and Sunday variants (PRD-005). */
export interface FulfilmentHours {
  weekday: HoursRange
  saturday: HoursRange
  sunday: HoursRange
}

export interface ProductBadge {
  badgeName: string
  color?: string
  isStrikethrough: boolean
  isBoldText: boolean
}

export interface Product {
  /** bpn, the product number. */
  id: string
  upc: string
  name: string
  brand?: string
  imageUrl?: string
  aisleName?: string
  department?: string
  cartCategory: CartCategory
  sellerId?: string
  sellerName?: string
  // price and promotion (PRD-001)
  price: number | null
  basePrice: number | null
  previousBasePrice?: number
  promoType?: PromoType
  promoText?: string
  promoTitle?: string
  /** 'yyyy-mm-dd' */
  promoEndDate?: string
  promoDescription?: string
  offerText?: string
  /** The server's own flag; the rule of PRD-010 decides what shows (see showsStrikeThrough). */
  showStrikeThrough?: boolean
  // availability (PRD-002)
  status: 'active' | typeof INACTIVE_STATUS
  inventoryAvailable?: boolean
  channelInventory: ChannelInventory
  channelEligibility: ChannelEligibility
  itemAvailable?: boolean
  itemNotAvailableTxt?: string
  disableInStoreUICheck: boolean
  // made to order, customisation, pre-order (PRD-003)
  isMtoProduct: boolean
  /** Minutes; 0 when missing. */
  preparationTime: number
  mtoTagText?: string
  /** The seed's mtoDisplyableTime. */
  mtoDisplayableTime?: string
  isCustomizable: boolean
  multiCustomizations: boolean
  isPreOrderItem: boolean
  /** 'yyyy-mm-dd' */
  itemEffectiveStartDate?: string
  // labels and tags (PRD-004)
  restrictedValue?: string
  prop65WarningText?: string
  snapEligible: boolean
  dispItemPackageQty?: number
  dispItemPackageUOM?: string
  dispItemSizeQty?: number
  dispUnitOfMeasure?: string
  fulfilmentHours: FulfilmentHours
  badges: ProductBadge[]
  // quantities
  soldByWeight: boolean
  minWeight?: number
  maxPurchaseQty?: number
  snsEligible: boolean
  rating?: number
  reviewCount?: number
  /** A paid placement: the card's sponsored label (display profile sponsoredLabel). */
  isSponsored: boolean
  /** 'B': the household bought it before (the offers' spelling, 001 §3): the card's buy-it-again label. */
  purchaseInd?: string
}

type Raw = Record<string, unknown>

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A finite number from a number or a numeric string; undefined otherwise. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim())
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** true / false from booleans, 'true'/'false', 'Y'/'N' and 1/0; undefined otherwise. */
export function toFlag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v
  if (v === 1 || v === 0) return v === 1
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase()
    if (s === 'true' || s === 'y' || s === 'yes' || s === '1') return true
    if (s === 'false' || s === 'n' || s === 'no' || s === '0') return false
  }
  return undefined
}

/** A non-empty trimmed string (numbers are written out); undefined otherwise. */
export function toText(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return undefined
  const s = v.trim()
  return s === '' ? undefined : s
}

const inventory = (v: unknown): number | null => toNumber(v) ?? null

function promoType(v: unknown): PromoType | undefined {
  const s = toText(v)?.toUpperCase()
  return (PROMO_TYPES as readonly string[]).includes(s ?? '') ? (s as PromoType) : undefined
}

function cartCategory(v: unknown): CartCategory {
  const s = toText(v)?.toUpperCase()
  return CART_CATEGORIES.find((c) => c === s) ?? '1P'
}

function badge(v: unknown): ProductBadge | undefined {
  if (!isRecord(v)) return undefined
  const badgeName = toText(v.badgeName)
  if (!badgeName) return undefined
  return {
    badgeName,
    color: toText(v.color),
    isStrikethrough: toFlag(v.isStrikethrough) ?? false,
    isBoldText: toFlag(v.isBoldText) ?? false,
  }
}

const hours = (start: unknown, end: unknown): HoursRange => ({ start: toText(start), end: toText(end) })

/**
 * The normalised product, or null when the value is not an object or names no product number
 * (id, bpn or productId). Unknown fields are ignored (gap A18).
 */
export function normaliseProduct(raw: unknown): Product | null {
  if (!isRecord(raw)) return null
  const id = toText(raw.id) ?? toText(raw.bpn) ?? toText(raw.productId)
  if (!id) return null
  const inv = isRecord(raw.channelInventory) ? raw.channelInventory : {}
  const elig = isRecord(raw.channelEligibility) ? raw.channelEligibility : {}
  return {
    id,
    upc: toText(raw.upc) ?? '',
    name: toText(raw.name) ?? '',
    brand: toText(raw.brand),
    imageUrl: toText(raw.imageUrl),
    aisleName: toText(raw.aisleName),
    department: toText(raw.department),
    cartCategory: cartCategory(raw.cartCategory),
    sellerId: toText(raw.sellerId),
    sellerName: toText(raw.sellerName),
    price: toNumber(raw.price) ?? null,
    basePrice: toNumber(raw.basePrice) ?? null,
    previousBasePrice: toNumber(raw.previousBasePrice),
    promoType: promoType(raw.promoType),
    promoText: toText(raw.promoText),
    promoTitle: toText(raw.promoTitle),
    promoEndDate: toDay(raw.promoEndDate),
    promoDescription: toText(raw.promoDescription),
    offerText: toText(raw.offerText),
    showStrikeThrough: toFlag(raw.showStrikeThrough),
    status: toText(raw.status)?.toLowerCase() === INACTIVE_STATUS ? INACTIVE_STATUS : 'active',
    inventoryAvailable: toFlag(raw.inventoryAvailable),
    channelInventory: {
      pickup: inventory(inv.pickup),
      delivery: inventory(inv.delivery),
      shipping: inventory(inv.shipping),
      instore: inventory(inv.instore),
    },
    channelEligibility: {
      delivery: toFlag(elig.delivery),
      pickUp: toFlag(elig.pickUp),
      inStore: toFlag(elig.inStore),
      shipping: toFlag(elig.shipping),
    },
    itemAvailable: toFlag(raw.itemAvailable),
    itemNotAvailableTxt: toText(raw.itemNotAvailableTxt),
    disableInStoreUICheck: toFlag(raw.disableInStoreUICheck) ?? false,
    isMtoProduct: toFlag(raw.isMtoProduct) ?? false,
    preparationTime: Math.max(0, toNumber(raw.preparationTime) ?? 0),
    mtoTagText: toText(raw.mtoTagText),
    mtoDisplayableTime: toText(raw.mtoDisplyableTime) ?? toText(raw.mtoDisplayableTime),
    isCustomizable: toFlag(raw.isCustomizable) ?? false,
    multiCustomizations: toFlag(raw.multiCustomizations) ?? false,
    isPreOrderItem: toFlag(raw.isPreOrderItem) ?? false,
    itemEffectiveStartDate: toDay(raw.itemEffectiveStartDate),
    restrictedValue: toText(raw.restrictedValue),
    prop65WarningText: toText(raw.prop65WarningText),
    snapEligible: toFlag(raw.snapEligible) ?? false,
    dispItemPackageQty: toNumber(raw.dispItemPackageQty),
    dispItemPackageUOM: toText(raw.dispItemPackageUOM),
    dispItemSizeQty: toNumber(raw.dispItemSizeQty),
    dispUnitOfMeasure: toText(raw.dispUnitOfMeasure),
    fulfilmentHours: {
      weekday: hours(raw.fulfillmentStartTime, raw.fulfillmentEndTime),
      saturday: hours(raw.fulfillmentStartTimeSaturday, raw.fulfillmentEndTimeSaturday),
      sunday: hours(raw.fulfillmentStartTimeSunday, raw.fulfillmentEndTimeSunday),
    },
    badges: Array.isArray(raw.badges) ? raw.badges.map(badge).filter((b): b is ProductBadge => !!b) : [],
    soldByWeight: toFlag(raw.soldByWeight) ?? false,
    minWeight: toNumber(raw.minWeight),
    maxPurchaseQty: toNumber(raw.maxPurchaseQty),
    snsEligible: toFlag(raw.snsEligible) ?? false,
    rating: toNumber(raw.rating),
    reviewCount: toNumber(raw.reviewCount),
    isSponsored: toFlag(raw.isSponsored) ?? false,
    purchaseInd: toText(raw.purchaseInd)?.toUpperCase(),
  }
}
