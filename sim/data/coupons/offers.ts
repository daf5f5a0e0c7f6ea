/**
 * Offers (Just for U coupons and deals): a block covering every kind of 001 §3-§4 first, then filler drawn
 * with realistic weights. An offer's status and deleted flag describe the 'C' user's view (status 'C' means
 * clipped; 'C' + deleted means removed from the list); the simulator recomputes them per user.
 */
import type { Clock } from '../dates'
import { cents, dollars, type Rng } from '../random'
import {
  BEHAVIOR_CASES,
  BEHAVIOR_TEXT,
  CONTINUITY_TARGETS,
  continuityText,
  FRESH_PASS_EVENTS,
  OFFER_KINDS,
  type OfferKind,
  PROGRESS_UNITS,
  USAGE_TYPES,
  WELCOME_OFFERS_EVENT,
} from './offer-kinds'
import type { SimOffer, SimProduct } from '../types'

export * from './offer-kinds'

export const DEFAULT_OFFER_COUNT = 320

interface Ctx {
  rng: Rng
  clock: Clock
  products: SimProduct[]
  byDept: Map<string, SimProduct[]>
  weighed: SimProduct[]
  hero: SimProduct | undefined
  heroLeft: number
  rank: number
}

const pickFrom = (ctx: Ctx, pool: SimProduct[] | undefined) => ctx.rng.pick(pool && pool.length > 0 ? pool : ctx.products)
const label = (p: SimProduct) => `${p.brand ?? ''} ${p.productType ?? p.name}`.trim()

/** UPCs of the anchor and up to three products of its department, some as GTIN-14 or with zeros stripped. */
function upcsFor(ctx: Ctx, anchor: SimProduct, withHero: boolean): string[] {
  const { rng } = ctx
  const pool = ctx.byDept.get(anchor.departmentKey ?? '') ?? ctx.products
  const upcs = new Set([anchor.upc])
  const extra = rng.int(0, 3)
  for (let i = 0; i < extra; i++) upcs.add(rng.pick(pool).upc)
  if (withHero && ctx.hero && ctx.heroLeft > 0) {
    upcs.add(ctx.hero.upc)
    ctx.heroLeft--
  }
  return [...upcs].map((upc) => {
    const r = rng.next()
    if (r < 0.15) return upc.padStart(14, '0')
    if (r < 0.3) return upc.replace(/^0+/, '') || upc
    return upc
  })
}

function base(ctx: Ctx, index: number, kind: OfferKind, anchor: SimProduct, withHero = false): SimOffer {
  const { rng, clock } = ctx
  const id = String(9_000_001 + index)
  const start = -rng.int(1, 30)
  const amount = rng.pick([0.5, 0.75, 1, 1.5, 2, 3, 5])
  const name = label(anchor)
  return {
    offerId: id,
    offerPgm: 'CC',
    offerType: 'CC',
    offerTs: String(clock.at(start) + index),
    offerPgmLabel: 'Coupon',
    status: 'U',
    deliveryChannel: 'BOTH',
    isClippable: true,
    startDate: clock.dateTime(start),
    endDate: clock.dateTime(rng.int(3, 75)),
    brand: anchor.brand ?? name,
    name,
    description: `Save ${dollars(amount)} on any ONE (1) ${name}.`,
    category: anchor.department,
    categories: [anchor.department],
    image: `/sim-assets/offers/${id}.svg`,
    imageId: id,
    savingsValue: `${dollars(amount)} OFF`,
    usageType: rng.pick(USAGE_TYPES),
    ecomDescription: `Save ${dollars(amount)} on ${name} when you shop online.`,
    upcList: upcsFor(ctx, anchor, withHero),
    kind,
  }
}

/** Variant 1 is clipped, variant 2 clipped then removed from the list, others unclipped. */
function clipState(o: SimOffer, variant: number): SimOffer {
  if (variant === 1 || variant === 2) o.status = 'C'
  if (variant === 2) o.deleted = true
  return o
}

function personalized(ctx: Ctx, i: number, v: number, kind: OfferKind = 'personalized-deal'): SimOffer {
  const p = pickFrom(ctx, ctx.products)
  const o = base(ctx, i, kind, p, true)
  const regular = p.basePrice > 0 ? p.basePrice : 3.99
  const price = Math.max(0.49, cents(Math.round(regular * 0.7 * 10) / 10 - 0.01))
  Object.assign(o, {
    offerPgm: 'PD',
    offerType: 'PD',
    offerPgmLabel: 'Personalized Deal',
    priceTitle: dollars(price),
    savingsValue: dollars(price),
    forUDescription: 'for U Price',
    regularPrice: dollars(regular),
    description: `${dollars(price)} for U price on ${o.name}. Limit 4.`,
    ecomDescription: `${dollars(price)} for U price on ${o.name} when you shop online.`,
  })
  return clipState(o, v)
}

function coupon(pgm: 'CC' | 'MF' | 'SC', kind: OfferKind, pgmLabel: string) {
  return (ctx: Ctx, i: number, v: number) => {
    const o = base(ctx, i, kind, pickFrom(ctx, ctx.products), true)
    o.offerPgm = pgm
    o.offerPgmLabel = pgmLabel
    return clipState(o, v)
  }
}

function reward(type: 'REWARDS_FLAT' | 'REWARDS_ACCUMULATION', kind: OfferKind) {
  return (ctx: Ctx, i: number, v: number) => {
    const o = base(ctx, i, kind, pickFrom(ctx, ctx.products), true)
    o.offerPgm = 'GR'
    o.offerPgmLabel = 'Grocery Reward'
    // Both fields carry the type in the wild; odd variants use the proto type only.
    if (v % 2 === 0) o.offerProgramType = type
    else o.offerProtoType = type
    const flat = type === 'REWARDS_FLAT'
    o.savingsValue = flat ? 'FREE' : '2X Points'
    o.description = flat ? `Redeem 1 reward for a FREE ${o.name}.` : `Earn 2X Rewards points on ${o.brand} products.`
    return clipState(o, v)
  }
}

function buyxGety(ctx: Ctx, i: number, v: number): SimOffer {
  const o = base(ctx, i, 'buyx-gety', pickFrom(ctx, ctx.products), true)
  const promoType = (['M', 'B', undefined] as const)[v % 3]
  o.offerProtoType = 'BUYX_GETY'
  if (v % 2 === 1) o.offerProgramType = 'BUYX_GETY'
  o.isClippable = v % 6 < 3
  if (promoType) o.offerDetail = { promoType }
  else if (v % 2 === 0) o.offerDetail = {}
  o.savingsValue = 'Buy 2 Get 1 FREE'
  o.description = `Buy 2 ${o.name}, get 1 FREE.`
  return o
}

/** Variants 0-21: every unit incomplete then complete, clipped; 22+: not yet added. */
function continuity(ctx: Ctx, i: number, v: number, kind: OfferKind = 'continuity'): SimOffer {
  const unit = PROGRESS_UNITS[v % PROGRESS_UNITS.length]
  const pool = unit === 'POUND' || unit === 'PER POUND' ? ctx.weighed : ctx.products
  const o = base(ctx, i, kind, pickFrom(ctx, pool))
  const targetValue = CONTINUITY_TARGETS[unit ?? ''] ?? 4
  const complete = Math.floor(v / PROGRESS_UNITS.length) % 2 === 1
  const added = v < PROGRESS_UNITS.length * 2
  o.offerPgm = 'PD'
  o.offerType = 'PD'
  o.offerPgmLabel = 'Continuity Offer'
  o.offerProtoType = 'CONTINUITY'
  o.continuity = { progressValue: added && complete ? targetValue : added ? ctx.rng.int(0, targetValue - 1) : 0, targetValue }
  if (unit !== undefined) o.continuity.units = unit
  o.offerComplete = added && complete
  o.status = added ? 'C' : 'U'
  o.description = continuityText(unit, targetValue, o.name)
  o.savingsValue = unit === undefined ? '$10 OFF' : '$5 OFF'
  return o
}

function behavior(ctx: Ctx, i: number, v: number): SimOffer {
  const [qualificationBehavior, bonusPathStatus] = BEHAVIOR_CASES[v % BEHAVIOR_CASES.length] ?? BEHAVIOR_CASES[0]
  const o = base(ctx, i, 'behavior', pickFrom(ctx, ctx.products))
  const [name, description, savings] = BEHAVIOR_TEXT[qualificationBehavior.trim().toLowerCase()] ?? ['', '', '']
  Object.assign(o, {
    offerPgm: 'PD',
    offerType: 'PD',
    offerPgmLabel: 'Bonus Path',
    offerProtoType: 'BEHAVIOR',
    qualificationBehavior,
    bonusPathStatus,
    name,
    description,
    ecomDescription: description,
    savingsValue: savings,
    brand: 'Bonus Path',
    status: bonusPathStatus === '' ? 'U' : 'C',
    offerComplete: bonusPathStatus === 'completed',
  })
  return o
}

function freshPass(ctx: Ctx, i: number, v: number, kind: OfferKind = 'fresh-pass'): SimOffer {
  const { rng } = ctx
  const o = base(ctx, i, kind, pickFrom(ctx, ctx.byDept.get(v % 2 ? 'deli' : 'produce')))
  const events = rng.sample(FRESH_PASS_EVENTS, rng.int(1, 2))
  o.offerPgm = 'PD'
  o.offerType = 'PD'
  o.offerPgmLabel = 'FreshPass'
  o.programType = v % 2 === 1 ? 'FRESHPASS LTO' : 'FRESHPASS'
  if (v % 3 === 0) o.programSubType = 'IA FRESHPASS'
  if (kind === 'fresh-pass-mixed') o.events = [...events, 'Summer Savings']
  else if (v === 1) o.hierarchies = { events }
  else o.events = events
  o.description = `FreshPass members: ${o.savingsValue ?? ''} ${o.name}.`
  return clipState(o, kind === 'fresh-pass' ? v : 0)
}

function freshPassContinuity(ctx: Ctx, i: number, v: number): SimOffer {
  const o = continuity(ctx, i, v % 2 === 0 ? 4 : 15, 'fresh-pass-continuity')
  o.programType = 'FRESHPASS'
  o.events = ['FreshPass']
  o.offerPgmLabel = 'FreshPass'
  return o
}

function welcome(ctx: Ctx, i: number, v: number): SimOffer {
  const o = base(ctx, i, 'welcome', pickFrom(ctx, ctx.products))
  Object.assign(o, {
    offerPgm: 'PD',
    offerType: 'PD',
    offerPgmLabel: 'Welcome Offer',
    savingsValue: '$5 OFF',
    description: `Welcome! $5 off ${o.name} on your first order.`,
  })
  o.events = [WELCOME_OFFERS_EVENT]
  if (v % 3 === 2) o.hierarchies = { events: [WELCOME_OFFERS_EVENT] }
  // A clipped welcome offer loses its instant flag (001 §4).
  o.instantAllocation = v % 3 !== 1
  if (v % 3 === 1) o.status = 'C'
  return o
}

function boxTop(ctx: Ctx, i: number, v: number): SimOffer {
  const o = base(ctx, i, 'box-top', pickFrom(ctx, ctx.byDept.get('breakfast')))
  Object.assign(o, {
    offerPgm: 'MF',
    offerSubPgm: '07',
    offerPgmLabel: 'Box Tops',
    savingsValue: '10 Box Tops',
    description: `Earn 10 bonus Box Tops for your school when you buy 2 participating ${o.brand} products.`,
  })
  return clipState(o, v === 1 ? 1 : 0)
}

function hiddenEvents(ctx: Ctx, i: number, v: number): SimOffer {
  const p = pickFrom(ctx, ctx.products)
  const o = base(ctx, i, 'hidden-events', p)
  const clipped = v % 2 === 1
  const start = -ctx.rng.int(1, 10)
  const end = ctx.rng.int(5, 40)
  Object.assign(o, {
    clipStatus: clipped ? 'C' : 'U',
    status: clipped ? 'C' : 'U',
    couponID: o.offerId,
    offerStartDt: ctx.clock.date(start),
    offerEndDt: ctx.clock.date(end),
    startDate: ctx.clock.dateTime(start),
    endDate: ctx.clock.dateTime(end),
    titleDsc1: p.brand ?? '',
    titleDsc2: p.productType ?? '',
    titleDsc3: v % 3 === 0 ? 'Member Exclusive' : '',
    prodDsc1: o.savingsValue ?? '',
    prodDsc2: 'on any ONE (1)',
    prodDsc3: v % 2 === 0 ? label(p) : '',
    events: ['Member Appreciation Event'],
  })
  return o
}

function variantOf(
  build: (ctx: Ctx, i: number, v: number) => SimOffer,
  kind: OfferKind,
  change: (o: SimOffer, ctx: Ctx, v: number) => void,
) {
  return (ctx: Ctx, i: number, v: number) => {
    const o = build(ctx, i, v)
    o.kind = kind
    change(o, ctx, v)
    return o
  }
}
const cc = coupon('CC', 'coupon-cc', 'Coupon')

const BUILDERS: Record<
  OfferKind,
  { coverage: number; weight: number; variants: number; build: (ctx: Ctx, i: number, v: number) => SimOffer }
> = {
  'personalized-deal': { coverage: 4, weight: 32, variants: 16, build: (c, i, v) => personalized(c, i, v) },
  'coupon-cc': { coverage: 3, weight: 20, variants: 16, build: cc },
  'coupon-mf': { coverage: 3, weight: 10, variants: 16, build: coupon('MF', 'coupon-mf', 'Manufacturer Coupon') },
  'coupon-sc': { coverage: 3, weight: 7, variants: 16, build: coupon('SC', 'coupon-sc', 'Store Coupon') },
  'reward-flat': { coverage: 2, weight: 3, variants: 10, build: reward('REWARDS_FLAT', 'reward-flat') },
  'reward-accumulation': { coverage: 2, weight: 2, variants: 10, build: reward('REWARDS_ACCUMULATION', 'reward-accumulation') },
  'buyx-gety': { coverage: 6, weight: 2, variants: 6, build: buyxGety },
  continuity: { coverage: 24, weight: 2, variants: 24, build: (c, i, v) => continuity(c, i, v) },
  'fresh-pass-continuity': { coverage: 2, weight: 1, variants: 2, build: freshPassContinuity },
  behavior: { coverage: BEHAVIOR_CASES.length, weight: 1, variants: BEHAVIOR_CASES.length, build: behavior },
  'fresh-pass': { coverage: 4, weight: 2, variants: 4, build: (c, i, v) => freshPass(c, i, v) },
  'fresh-pass-mixed': { coverage: 2, weight: 1, variants: 2, build: (c, i, v) => freshPass(c, i, v, 'fresh-pass-mixed') },
  welcome: { coverage: 3, weight: 1, variants: 3, build: welcome },
  'box-top': { coverage: 2, weight: 1, variants: 2, build: boxTop },
  'hidden-events': { coverage: 4, weight: 1, variants: 4, build: hiddenEvents },
  expired: {
    coverage: 3,
    weight: 4,
    variants: 3,
    build: (c, i, v) => {
      const o = v % 2 === 0 ? cc(c, i, 0) : personalized(c, i, 0)
      const end = -c.rng.int(2, 20)
      Object.assign(o, {
        kind: 'expired',
        startDate: c.clock.dateTime(end - 30),
        endDate: c.clock.dateTime(end),
        status: v === 2 ? 'C' : 'U',
      })
      return o
    },
  },
  'no-brand': {
    coverage: 2,
    weight: 1,
    variants: 3,
    build: variantOf(cc, 'no-brand', (o) => {
      delete o.brand
    }),
  },
  'no-category': {
    coverage: 2,
    weight: 1,
    variants: 3,
    build: variantOf(cc, 'no-category', (o) => {
      o.categoryType = o.category
      delete o.category
      delete o.categories
    }),
  },
  'no-image': {
    coverage: 2,
    weight: 2,
    variants: 3,
    build: variantOf(cc, 'no-image', (o) => {
      delete o.image
    }),
  },
  'bought-before': {
    coverage: 6,
    weight: 3,
    variants: 6,
    build: (c, i, v) => {
      const o = v % 2 === 0 ? personalized(c, i, 0) : cc(c, i, 0)
      Object.assign(o, { kind: 'bought-before', purchaseInd: 'B', purchaseRank: c.rank++ })
      return clipState(o, v === 5 ? 1 : 0)
    },
  },
  ecom: {
    coverage: 3,
    weight: 4,
    variants: 16,
    build: (c, i, v) => {
      const o = v % 2 === 0 ? personalized(c, i, v) : cc(c, i, v)
      Object.assign(o, { kind: 'ecom', deliveryChannel: 'EC' })
      return o
    },
  },
  'weekly-ad': {
    coverage: 2,
    weight: 2,
    variants: 2,
    build: (c, i) => {
      const p = pickFrom(c, c.products)
      const o = base(c, i, 'weekly-ad', p)
      Object.assign(o, {
        offerPgm: 'WS',
        offerPgmLabel: 'Weekly Ad',
        isClippable: false,
        deliveryChannel: 'IS',
        savingsValue: dollars(p.price || 2.99),
        description: `${dollars(p.price || 2.99)} ${o.name} in store this week.`,
      })
      return o
    },
  },
  'game-prize': {
    coverage: 1,
    weight: 1,
    variants: 2,
    build: (c, i, v) => {
      const o = base(c, i, 'game-prize', pickFrom(c, c.products))
      Object.assign(o, {
        offerPgm: 'TR',
        offerPgmLabel: 'Monopoly Prize',
        savingsValue: 'FREE',
        description: `Play & Earn prize: one FREE ${o.name}.`,
      })
      return clipState(o, v)
    },
  },
}

export function createOffers(rng: Rng, clock: Clock, products: SimProduct[], count: number): SimOffer[] {
  const byDept = new Map<string, SimProduct[]>()
  for (const p of products) {
    const list = byDept.get(p.departmentKey ?? '') ?? []
    list.push(p)
    byDept.set(p.departmentKey ?? '', list)
  }
  const ctx: Ctx = {
    rng,
    clock,
    products,
    byDept,
    rank: 1,
    heroLeft: 16,
    weighed: products.filter((p) => p.soldByWeight),
    hero: products.find((p) => p.kinds?.includes('hero')),
  }
  const offers: SimOffer[] = []
  for (const kind of OFFER_KINDS) {
    const b = BUILDERS[kind]
    for (let v = 0; v < b.coverage && offers.length < count; v++) offers.push(b.build(ctx, offers.length, v))
  }
  const totalWeight = OFFER_KINDS.reduce((s, k) => s + BUILDERS[k].weight, 0)
  while (offers.length < count) {
    const r = rng.next() * totalWeight
    let acc = 0
    const kind =
      OFFER_KINDS.find((k) => {
        acc += BUILDERS[k].weight
        return r < acc
      }) ?? 'personalized-deal'
    const b = BUILDERS[kind]
    offers.push(b.build(ctx, offers.length, rng.int(0, b.variants - 1)))
  }
  return offers
}
