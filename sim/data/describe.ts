/**
 * What a seed holds, counted from the data's own fields (not from the `kinds` tags), so a count proves
 * the case exists in the shape a client reads.
 */
import { BANNERS } from '../../core/rules/banners'
import { FRESH_PASS_EVENTS, OFFER_KINDS, PROGRESS_UNITS } from './coupons/offers'
import { ALCOHOL_RESTRICTION } from './products/products'
import type { SeedData, SimOffer, SimProduct, SimProgram } from './types'

type ProductTest = (p: SimProduct, today: string) => boolean
const promo =
  (type: 'P' | 'B' | 'M', active: boolean): ProductTest =>
  (p, today) =>
    p.promoType === type && !!p.promoEndDate && p.promoEndDate >= today === active
const CHANNEL_FLAG = { pickup: 'pickUp', delivery: 'delivery', shipping: 'shipping', instore: 'inStore' } as const

/** Product cases by name, each a predicate over the fields of 001 §3. */
export const PRODUCT_KINDS: Record<string, ProductTest> = {
  wine: (p) => p.cartCategory === '1P_WINE',
  marketplace: (p) => p.cartCategory === '3P_MARKETPLACE' && !!p.sellerId && !!p.sellerName,
  'made-to-order': (p) => !!p.isMtoProduct && (p.preparationTime ?? 0) > 0 && !!p.mtoTagText,
  'mto-customizable': (p) => !!p.isMtoProduct && !!p.isCustomizable && !!p.multiCustomizations && (p.customizationOptions?.length ?? 0) > 0,
  'sold-by-weight': (p) => !!p.soldByWeight && (p.minWeight ?? 0) > 0 && p.dispUnitOfMeasure === 'lb',
  inactive: (p) => p.status === 'inactive',
  'out-of-stock': (p) =>
    !p.inventoryAvailable ||
    (Object.keys(CHANNEL_FLAG) as (keyof typeof CHANNEL_FLAG)[]).some(
      (c) => p.channelInventory[c] === 0 && p.channelEligibility[CHANNEL_FLAG[c]],
    ),
  'channel-ineligible': (p) =>
    p.cartCategory === '1P' && (!p.channelEligibility.delivery || !p.channelEligibility.pickUp || !p.channelEligibility.inStore),
  'pre-order': (p, today) => !!p.isPreOrderItem && (p.itemEffectiveStartDate ?? '') > today,
  snap: (p) => !!p.snapEligible,
  prop65: (p) => !!p.prop65WarningText,
  restricted: (p) => p.restrictedValue === ALCOHOL_RESTRICTION,
  'promo-P-active': promo('P', true),
  'promo-P-expired': promo('P', false),
  'promo-B-active': promo('B', true),
  'promo-B-expired': promo('B', false),
  'promo-M-active': promo('M', true),
  'promo-M-expired': promo('M', false),
  'strike-through': (p, today) => promo('P', true)(p, today) && p.basePrice > p.price && p.price > 0,
  'zero-price': (p) => p.price <= 0,
  'package-qty': (p) => (p.dispItemPackageQty ?? 0) > 1,
  'size-tag': (p) => (p.dispItemSizeQty ?? 0) > 0 && !!p.dispUnitOfMeasure,
  badges: (p) => (p.badges?.length ?? 0) > 0,
  'flowers-aisle': (p) => p.aisleName === 'Flowers, Cards, Occasion',
  'subscribe-and-save': (p) => !!p.snsEligible,
  'fulfillment-hours': (p) => !!p.fulfillmentStartTime && !(p.fulfillmentStartTime === '00:00' && p.fulfillmentEndTime === '00:00'),
  'fulfillment-hours-hidden': (p) => p.fulfillmentStartTime === '00:00' && p.fulfillmentEndTime === '00:00',
  'previous-base-price': (p) => (p.previousBasePrice ?? 0) > p.basePrice,
}

/** Offer facets that cut across kinds. */
export const OFFER_FACETS: Record<string, (o: SimOffer, today: string) => boolean> = {
  clipped: (o) => o.status === 'C' && !o.deleted,
  'clipped-deleted': (o) => o.status === 'C' && !!o.deleted,
  expired: (o, today) => o.endDate.slice(0, 10) < today,
  'leading-zero-upc': (o) => o.upcList.some((u) => u.startsWith('0')),
  'usage-types': (o) => !!o.usageType,
  'ecom-channel': (o) => o.deliveryChannel === 'EC',
  'not-clippable': (o) => !o.isClippable,
  'fresh-pass-icon': (o) => {
    const events = o.events ?? o.hierarchies?.events ?? []
    return events.length > 0 && events.every((e) => (FRESH_PASS_EVENTS as readonly string[]).includes(e))
  },
  'instant-allocation': (o) => o.instantAllocation === true,
}

export type ProgramStatus = 'in-progress' | 'not-started' | 'ended' | 'ended-post-live'

/** The games status (000 §4) as shopper 'C' sees it, with ended split by postProgLiveDate. */
export function programStatus(program: SimProgram, optedIn: boolean, now: number): ProgramStatus {
  if (Date.parse(program.endDate) < now) {
    return program.postProgLiveDate && Date.parse(program.postProgLiveDate) > now ? 'ended-post-live' : 'ended'
  }
  return optedIn && Date.parse(program.startDate) <= now ? 'in-progress' : 'not-started'
}

function countBy<T>(items: readonly T[], key: (item: T) => string | undefined): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) {
    const k = key(item)
    if (k !== undefined) counts[k] = (counts[k] ?? 0) + 1
  }
  return counts
}

/** A compact census of a seed: every kind with its count. */
export function describeSeed(data: SeedData) {
  const now = data.today ? Date.parse(data.today) : Date.parse(new Date().toISOString().slice(0, 10))
  const today = new Date(now).toISOString().slice(0, 10)
  const c = data.users.find((u) => u.key === 'C')
  const units = data.offers.filter((o) => o.continuity).map((o) => o.continuity?.units ?? '(missing)')
  const offersByKind = Object.fromEntries(OFFER_KINDS.map((k) => [k, data.offers.filter((o) => o.kind === k).length]))
  return {
    seed: data.seed,
    today,
    stores: data.stores.length,
    bannersWithStores: new Set(data.stores.map((s) => s.banner)).size,
    storesWithoutDeliEcom: data.stores.filter((s) => !s.deliHas1PEcom).length,
    products: data.products.length,
    departments: new Set(data.products.map((p) => p.department)).size,
    sellers: new Set(data.products.map((p) => p.sellerId).filter(Boolean)).size,
    productKinds: Object.fromEntries(
      Object.entries(PRODUCT_KINDS).map(([k, test]) => [k, data.products.filter((p) => test(p, today)).length]),
    ),
    offers: data.offers.length,
    offersByKind,
    offerFacets: Object.fromEntries(Object.entries(OFFER_FACETS).map(([k, test]) => [k, data.offers.filter((o) => test(o, today)).length])),
    offerPgm: countBy(data.offers, (o) => o.offerPgm),
    continuityUnits: countBy(units, (u) => u),
    continuityUnitsCovered: PROGRESS_UNITS.every((u) => units.includes(u ?? '(missing)')),
    bonusPathStatus: countBy(data.offers, (o) => (o.qualificationBehavior === undefined ? undefined : o.bonusPathStatus || '(empty)')),
    programs: data.programs.length,
    programTypes: countBy(data.programs, (p) => p.type),
    earnModes: countBy(data.programs, (p) => p.earnMode),
    programStatusForC: countBy(data.programs, (p) => programStatus(p, !!c?.optedInPrograms.includes(p.code), now)),
    prizes: data.prizes.length,
    prizeTypes: countBy(data.prizes, (p) => p.prizeType),
    users: data.users.map((u) => u.key).join(','),
    transactions: countBy(
      data.users.flatMap((u) => u.transactions),
      (t) => t.status,
    ),
    sweepstakesWins: countBy(
      data.users.flatMap((u) => u.sweepstakesWins),
      (w) => (w.displayed ? 'displayed' : 'not-displayed'),
    ),
    activity: data.users.reduce((s, u) => s + u.activity.length, 0),
    navigationFiles: Object.keys(data.navigation).length,
    bannersFallingBackToMaster: BANNERS.filter((b) => !data.navigation[b.id]).length,
    categoryBanners: Object.keys(data.categoryBanners).length,
    dealsInfo: data.dealsInfo.length,
  }
}
