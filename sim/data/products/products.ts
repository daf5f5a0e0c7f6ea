/**
 * Products: a fixed block of cases first (one per rule of 001 §3-§5 that a product field drives), then
 * grocery filler drawn from the catalogue word lists. Ids are positional ('970000001', ...); UPCs are a
 * brand code times 10^6 plus the position, so they stay unique even with their leading zeros stripped.
 */
import { type CatalogItem, type Department, DEPARTMENTS, departmentByKey, parseSize, SELLERS } from './catalog'
import type { Clock } from '../dates'
import { cents, dollars, hash32, type Rng } from '../random'
import type { SimCustomizationGroup, SimProduct } from '../types'

export const DEFAULT_PRODUCT_COUNT = 600
export const ALCOHOL_RESTRICTION = 'ALCOHOL'
export const PROP65_ALCOHOL =
  'WARNING: Drinking distilled spirits, beer, coolers, wine and other alcoholic beverages may increase cancer risk, and, during pregnancy, can cause birth defects. For more information go to www.P65Warnings.ca.gov/alcohol.'
export const PROP65_FOOD =
  'WARNING: Consuming this product can expose you to chemicals including acrylamide, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov/food.'

export const BADGES = [
  { badgeName: 'New', color: '#1565c0' },
  { badgeName: 'Limited Time', color: '#b3261e', isBoldText: true },
  { badgeName: 'Local Favorite', color: '#2e7d32' },
  { badgeName: 'Was $5.99', color: '#5f6368', isStrikethrough: true },
] as const

/** 'Takes {time} to prepare' parts (gap B12): '45 mins', '1 hr', '2 hrs', '1 hr 30 mins'. */
export function prepTimeText(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const parts = []
  if (h > 0) parts.push(`${h} ${h === 1 ? 'hr' : 'hrs'}`)
  if (m > 0) parts.push(`${m} mins`)
  return parts.join(' ')
}

interface Ctx {
  rng: Rng
  clock: Clock
  modifierSeq: number
}

const GROUPS: Record<string, [string, boolean, number, string[]][]> = {
  sandwich: [
    ['Bread', true, 1, ['Italian White', 'Whole Wheat', 'Sourdough Roll', 'Gluten Free Wrap']],
    ['Cheese', false, 2, ['American', 'Provolone', 'Swiss', 'Pepper Jack']],
    ['Toppings', false, 6, ['Lettuce', 'Tomato', 'Red Onion', 'Pickles', 'Banana Peppers', 'Avocado']],
    ['Sauce', false, 2, ['Mayo', 'Yellow Mustard', 'Italian Dressing', 'Chipotle Mayo']],
  ],
  cake: [
    ['Size', true, 1, ['Quarter Sheet', 'Half Sheet', 'Full Sheet']],
    ['Flavor', true, 1, ['Vanilla', 'Chocolate', 'Marble', 'Red Velvet']],
    ['Frosting', true, 1, ['Buttercream', 'Whipped Cream', 'Cream Cheese']],
    ['Decorations', false, 3, ['Balloons', 'Sprinkles', 'Fresh Berries', 'Chocolate Drizzle']],
  ],
}

function customizations(ctx: Ctx, noun: string): SimCustomizationGroup[] {
  const set = GROUPS[/cake/i.test(noun) ? 'cake' : 'sandwich'] ?? []
  return set.map(([name, required, maxSelect, options], g) => ({
    groupId: `G${g + 1}`,
    name,
    required,
    minSelect: required ? 1 : 0,
    maxSelect,
    options: options.map((option, i) => ({
      upc: String(200_000_000_000 + ctx.modifierSeq++),
      name: option,
      price: i === options.length - 1 && !required ? 1 : 0,
    })),
  }))
}

function makeMto(p: SimProduct, ctx: Ctx, minutes: number): void {
  p.isMtoProduct = true
  p.preparationTime = minutes
  p.mtoTagText = 'Made to Order'
  p.mtoDisplyableTime = prepTimeText(minutes)
  Object.assign(p, {
    fulfillmentStartTime: '10:00',
    fulfillmentEndTime: '19:00',
    fulfillmentStartTimeSaturday: '10:00',
    fulfillmentEndTimeSaturday: '17:00',
    fulfillmentStartTimeSunday: '11:00',
    fulfillmentEndTimeSunday: '16:00',
  })
  if (/Sandwich|Sub|Wrap|Cake/.test(p.productType ?? '')) {
    p.isCustomizable = true
    p.multiCustomizations = ctx.rng.chance(0.7)
    p.customizationOptions = customizations(ctx, p.productType ?? '')
  }
}

/** A buy-get promotion: its code (000 §9) in promoTitle, and the server's own wording of it. */
function buyGet(p: SimProduct, bogo: boolean): void {
  p.promoTitle = bogo ? 'BOGO' : 'B2G1'
  p.promoText = bogo ? 'Buy 1 Get 1 Free' : 'Buy Two Get 1 Free'
  p.promoDescription = `${p.promoText}. Mix and match eligible items.`
  p.offerText = p.promoText
}

function applyPromo(p: SimProduct, ctx: Ctx, type: 'P' | 'B' | 'M', active: boolean): void {
  const { rng, clock } = ctx
  p.promoType = type
  p.promoEndDate = active ? clock.date(rng.int(3, 30)) : clock.date(-rng.int(3, 30))
  if (type === 'P') {
    p.price = Math.min(rng.price(p.basePrice * 0.65, p.basePrice * 0.85), cents(p.basePrice - 0.1))
    p.promoTitle = 'Member Price'
    p.promoText = `Save ${dollars(p.basePrice - p.price)}`
    p.promoDescription = `${dollars(p.price)} with Club Card, regular price ${dollars(p.basePrice)}`
    p.offerText = 'Sale'
    p.showStrikeThrough = p.basePrice > p.price
  } else if (type === 'B') {
    buyGet(p, rng.chance(0.5))
  } else {
    const n = rng.int(2, 4)
    p.promoTitle = 'Mix & Match'
    p.promoText = `${n} for ${dollars(Math.floor(p.basePrice * n * 0.85) + 0.99)}`
    p.promoDescription = `${p.promoText} when you buy ${n} or more.`
    p.offerText = 'Buy more, save more'
  }
}

function upcFor(brand: string, index: number, departmentKey: string): string {
  const h = hash32(brand)
  // Wine and marketplace codes take 12 digits; grocery codes start with one or two zeros. 2xxxxxxxxxxx is left to modifiers.
  const maker = departmentKey === 'wine' || departmentKey === 'home' ? 300_000 + (h % 600_000) : 1_000 + (h % 89_000)
  return String(maker * 1_000_000 + index).padStart(12, '0')
}

function baseProduct(ctx: Ctx, index: number, dept: Department, item: CatalogItem, brandIndex?: number): SimProduct {
  const { rng } = ctx
  const brand = brandIndex === undefined ? rng.pick(dept.brands) : (dept.brands[brandIndex % dept.brands.length] ?? '')
  const qualifier = rng.pick(dept.qualifiers)
  const size = rng.pick(item.sizes)
  const { packageQty, sizeQty, unit } = parseSize(size)
  const id = String(970_000_001 + index)
  const isWine = item.aisle === 'Wine'
  const seller = dept.key === 'home' ? SELLERS[Math.max(0, dept.brands.indexOf(brand)) % SELLERS.length] : undefined
  const stock = () => rng.int(4, 180)
  const basePrice = rng.price(item.low, item.high)
  const label = [brand, qualifier, item.noun].filter(Boolean).join(' ')
  const sizeLabel = item.byWeight ? 'per lb' : packageQty > 1 ? `${packageQty} x ${sizeQty} ${unit}` : `${sizeQty} ${unit}`
  const p: SimProduct = {
    id,
    upc: upcFor(brand, index, dept.key),
    name: `${label} - ${sizeLabel}`,
    brand,
    productType: item.noun,
    department: dept.name,
    departmentKey: dept.key,
    aisleName: item.aisle,
    price: basePrice,
    basePrice,
    status: 'active',
    inventoryAvailable: true,
    channelInventory: seller
      ? { pickup: 0, delivery: 0, shipping: stock(), instore: 0 }
      : { pickup: stock(), delivery: stock(), shipping: isWine ? stock() : 0, instore: stock() },
    channelEligibility: seller
      ? { delivery: false, pickUp: false, inStore: false, shipping: true }
      : { delivery: true, pickUp: true, inStore: true, shipping: isWine },
    snapEligible: item.snap,
    dispItemPackageQty: packageQty,
    dispItemPackageUOM: 'ct',
    dispItemSizeQty: sizeQty,
    dispUnitOfMeasure: unit,
    cartCategory: seller ? '3P_MARKETPLACE' : isWine ? '1P_WINE' : '1P',
    imageUrl: `/sim-assets/products/${id}.svg`,
    rating: Math.round((3.2 + rng.next() * 1.8) * 10) / 10,
    reviewCount: rng.int(0, 800),
    maxPurchaseQty: isWine ? 12 : 24,
  }
  if (seller) Object.assign(p, seller)
  if (dept.key === 'wine') p.restrictedValue = ALCOHOL_RESTRICTION
  if (isWine) p.prop65WarningText = PROP65_ALCOHOL
  if (item.byWeight) {
    p.soldByWeight = true
    p.minWeight = rng.pick([0.25, 0.5, 1])
    p.dispItemSizeQty = 1
    p.dispUnitOfMeasure = 'lb'
  }
  if (item.sns) p.snsEligible = true
  if (item.madeToOrder) makeMto(p, ctx, rng.pick([20, 30, 45, 60, 90, 120]))
  return p
}

const only = (delivery: boolean, pickUp: boolean, inStore: boolean) => (p: SimProduct) => {
  p.channelEligibility = { delivery, pickUp, inStore, shipping: false }
  if (!delivery) p.channelInventory.delivery = 0
  if (!pickUp) p.channelInventory.pickup = 0
  if (!inStore) p.channelInventory.instore = 0
}

interface ProductCase {
  kinds: string[]
  depts: string[]
  count: number
  where?: (item: CatalogItem) => boolean
  apply?: (p: SimProduct, ctx: Ctx, n: number) => void
}

const promo = (type: 'P' | 'B' | 'M', active: boolean) => (p: SimProduct, ctx: Ctx) => applyPromo(p, ctx, type, active)
const isPlain = (i: CatalogItem) => !i.byWeight && !i.madeToOrder

/** The cases every seed holds, in this order, before any filler. */
const CASES: ProductCase[] = [
  { kinds: ['hero'], depts: ['dairy'], count: 1, where: isPlain },
  { kinds: ['wine', 'restricted', 'prop65'], depts: ['wine'], count: 6, where: (i) => i.aisle === 'Wine' },
  { kinds: ['restricted'], depts: ['wine'], count: 2, where: (i) => i.aisle === 'Beer' },
  { kinds: ['marketplace'], depts: ['home'], count: 8 },
  {
    kinds: ['made-to-order'],
    depts: ['deli', 'bakery'],
    count: 4,
    where: (i) => i.madeToOrder,
    apply: (p, ctx, n) => {
      makeMto(p, ctx, [20, 45, 60, 90][n] ?? 30)
      p.isCustomizable = false
      p.multiCustomizations = false
      delete p.customizationOptions
      if (n === 3) Object.assign(p, { fulfillmentStartTime: '00:00', fulfillmentEndTime: '00:00' })
    },
  },
  {
    kinds: ['made-to-order', 'mto-customizable'],
    depts: ['deli', 'deli', 'bakery'],
    count: 3,
    where: (i) => i.madeToOrder && /Sub|Sandwich|Cake/.test(i.noun),
    apply: (p, ctx) => {
      makeMto(p, ctx, 45)
      p.multiCustomizations = true
    },
  },
  {
    kinds: ['made-to-order', 'customizable-single'],
    depts: ['deli'],
    count: 1,
    where: (i) => i.madeToOrder && /Wrap|Sandwich/.test(i.noun),
    apply: (p, ctx) => {
      makeMto(p, ctx, 30)
      p.multiCustomizations = false
    },
  },
  { kinds: ['sold-by-weight'], depts: ['produce', 'meat', 'deli'], count: 6, where: (i) => i.byWeight },
  {
    kinds: ['inactive'],
    depts: ['pantry', 'snacks', 'dairy'],
    count: 3,
    where: isPlain,
    apply: (p) => {
      p.status = 'inactive'
    },
  },
  {
    kinds: ['out-of-stock'],
    depts: ['pantry', 'frozen', 'beverages', 'snacks'],
    count: 4,
    where: isPlain,
    apply: (p, _ctx, n) => {
      const inv = p.channelInventory
      if (n === 0) {
        inv.pickup = 0
        inv.delivery = 0
        inv.instore = 0
        p.inventoryAvailable = false
      }
      if (n === 1) inv.pickup = 0
      if (n === 2) inv.delivery = 0
      if (n === 3) inv.instore = 0
    },
  },
  {
    kinds: ['out-of-stock', 'wine'],
    depts: ['wine'],
    count: 1,
    where: (i) => i.aisle === 'Wine',
    apply: (p) => {
      p.channelInventory.shipping = 0
    },
  },
  {
    kinds: ['channel-ineligible'],
    depts: ['pantry', 'frozen', 'produce', 'dairy', 'snacks', 'bakery'],
    count: 6,
    where: isPlain,
    apply: (p, _ctx, n) =>
      [
        only(false, true, false),
        only(false, false, true),
        only(true, false, false),
        only(true, true, false),
        only(true, false, true),
        only(false, true, true),
      ][n]?.(p),
  },
  {
    kinds: ['pre-order'],
    depts: ['bakery', 'flowers'],
    count: 2,
    where: isPlain,
    apply: (p, ctx, n) => {
      p.isPreOrderItem = true
      p.itemEffectiveStartDate = ctx.clock.date(n === 0 ? 10 : 21)
    },
  },
  {
    kinds: ['prop65'],
    depts: ['snacks', 'breakfast'],
    count: 2,
    where: isPlain,
    apply: (p) => {
      p.prop65WarningText = PROP65_FOOD
    },
  },
  {
    kinds: ['snap'],
    depts: ['produce'],
    count: 1,
    where: isPlain,
    apply: (p) => {
      p.snapEligible = true
    },
  },
  { kinds: ['promo-P-active', 'strike-through'], depts: ['dairy', 'snacks', 'frozen'], count: 3, where: isPlain, apply: promo('P', true) },
  { kinds: ['promo-P-expired'], depts: ['pantry', 'beverages'], count: 2, where: isPlain, apply: promo('P', false) },
  // One of each buy-get code (CST-019, CST-020): the first names BOGO, the second B2G1.
  {
    kinds: ['promo-B-active'],
    depts: ['snacks', 'beverages'],
    count: 2,
    where: isPlain,
    apply: (p, ctx, n) => {
      applyPromo(p, ctx, 'B', true)
      buyGet(p, n === 0)
    },
  },
  { kinds: ['promo-B-expired'], depts: ['frozen'], count: 1, where: isPlain, apply: promo('B', false) },
  { kinds: ['promo-M-active'], depts: ['pantry', 'breakfast'], count: 2, where: isPlain, apply: promo('M', true) },
  { kinds: ['promo-M-expired'], depts: ['snacks'], count: 1, where: isPlain, apply: promo('M', false) },
  {
    kinds: ['promo-P-active', 'no-strike-through'],
    depts: ['pantry'],
    count: 1,
    where: isPlain,
    apply: (p, ctx) => {
      applyPromo(p, ctx, 'P', true)
      p.price = p.basePrice
      p.showStrikeThrough = false
      p.promoText = 'Member Price'
    },
  },
  {
    kinds: ['zero-price'],
    depts: ['pantry'],
    count: 1,
    where: isPlain,
    apply: (p) => {
      p.price = 0
      p.basePrice = 0
    },
  },
  {
    kinds: ['package-qty'],
    depts: ['beverages'],
    count: 3,
    where: (i) => i.sizes.every((s) => /^\d+x/.test(s)),
    // The first was bought before (the card's 'Buy it again' label; purchaseInd 'B' as the offers spell it).
    apply: (p, _ctx, n) => {
      if (n === 0) p.purchaseInd = 'B'
    },
  },
  {
    kinds: ['badges'],
    depts: ['produce', 'bakery', 'snacks', 'dairy'],
    count: 4,
    where: isPlain,
    apply: (p, _ctx, n) => {
      p.badges = [{ ...(BADGES[n] ?? BADGES[0]) }]
      // A paid placement: the card's sponsored label.
      if (n === 1) p.isSponsored = true
    },
  },
  { kinds: ['flowers-aisle'], depts: ['flowers'], count: 3 },
  {
    kinds: ['previous-base-price'],
    depts: ['meat'],
    count: 1,
    where: isPlain,
    apply: (p) => {
      p.previousBasePrice = cents(p.basePrice + 1)
    },
  },
  {
    kinds: ['purchase-limit'],
    depts: ['household'],
    count: 1,
    where: isPlain,
    apply: (p) => {
      p.maxPurchaseQty = 2
    },
  },
]

/** Number of products the case block holds; smaller catalogues keep only its first entries. */
export const PRODUCT_CASE_COUNT = CASES.reduce((sum, c) => sum + c.count, 0)

function weightedDepartment(rng: Rng): Department {
  const total = DEPARTMENTS.reduce((s, d) => s + d.weight, 0)
  let r = rng.next() * total
  for (const d of DEPARTMENTS) {
    r -= d.weight
    if (r < 0) return d
  }
  return DEPARTMENTS[0] as Department
}

function filler(ctx: Ctx, index: number): SimProduct {
  const { rng } = ctx
  const dept = weightedDepartment(rng)
  const p = baseProduct(ctx, index, dept, rng.pick(dept.items))
  const r = rng.next()
  if (r < 0.12) applyPromo(p, ctx, 'P', true)
  else if (r < 0.15) applyPromo(p, ctx, 'P', false)
  else if (r < 0.19) applyPromo(p, ctx, 'B', true)
  else if (r < 0.2) applyPromo(p, ctx, 'B', false)
  else if (r < 0.24) applyPromo(p, ctx, 'M', true)
  else if (r < 0.25) applyPromo(p, ctx, 'M', false)
  if (rng.chance(0.05)) p.badges = [{ ...rng.pick(BADGES) }]
  if (dept.key === 'snacks' && rng.chance(0.1)) p.prop65WarningText = PROP65_FOOD
  if (rng.chance(0.02)) p.status = 'inactive'
  if (rng.chance(0.03)) p.channelInventory.pickup = 0
  return p
}

export function createProducts(rng: Rng, clock: Clock, count: number): SimProduct[] {
  if (count > 999_999) throw new Error('createSeedData: at most 999999 products')
  const ctx: Ctx = { rng, clock, modifierSeq: 1 }
  const products: SimProduct[] = []
  for (const c of CASES) {
    for (let n = 0; n < c.count && products.length < count; n++) {
      const dept = departmentByKey(c.depts[n % c.depts.length] ?? 'pantry')
      const items = c.where ? dept.items.filter(c.where) : dept.items
      const p = baseProduct(
        ctx,
        products.length,
        dept,
        rng.pick(items.length > 0 ? items : dept.items),
        c.kinds.includes('marketplace') ? n : undefined,
      )
      c.apply?.(p, ctx, n)
      p.kinds = [...c.kinds]
      products.push(p)
    }
  }
  while (products.length < count) products.push(filler(ctx, products.length))
  return products
}
