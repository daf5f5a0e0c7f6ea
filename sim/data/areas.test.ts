import { describe, expect, it } from 'vitest'
import { BANNERS } from '../../core/rules/banners'
import {
  BANNERS_WITHOUT_NAVIGATION,
  createSeedData,
  describeSeed,
  FRESH_PASS_EVENTS,
  OFFER_FACETS,
  OFFER_KINDS,
  PRIZE_TYPES,
  PRODUCT_KINDS,
  PROGRESS_UNITS,
  programStatus,
  WELCOME_OFFERS_EVENT,
} from './index'

const NOW = Date.UTC(2026, 5, 15, 9)
const data = createSeedData({ now: NOW })
const census = describeSeed(data)
const today = data.today ?? ''
const HHMM = /^([01]\d|2[0-4]):[0-5]\d$/
const YMD = /^\d{4}-\d{2}-\d{2}$/

describe('seed data by area', () => {
  it('stores: at least two per banner, weekday hours, one deli without 1P e-commerce', () => {
    expect(data.stores.length).toBeGreaterThanOrEqual(30)
    for (const banner of BANNERS) expect(data.stores.filter((s) => s.banner === banner.id).length).toBeGreaterThanOrEqual(2)
    for (const store of data.stores) {
      expect(Object.keys(store.hours).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6'])
      for (const h of Object.values(store.hours)) {
        expect(h.start).toMatch(HHMM)
        expect(h.end).toMatch(HHMM)
      }
    }
    expect(census.storesWithoutDeliEcom).toBe(1)
    expect(data.stores.some((s) => !s.departmentHours)).toBe(true)
    expect(data.stores.some((s) => s.departmentHours?.pharmacy?.['0']?.end === '00:00')).toBe(true)
  })

  it('products: every case of 001 §3-§5 across ten or more departments, with realistic names', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(500)
    expect(census.departments).toBeGreaterThanOrEqual(10)
    expect(census.sellers).toBeGreaterThanOrEqual(3)
    for (const kind of Object.keys(PRODUCT_KINDS)) expect(census.productKinds[kind], kind).toBeGreaterThan(0)
    const mto = data.products.filter((p) => p.isMtoProduct)
    expect(mto.every((p) => Number.isInteger(p.preparationTime) && p.mtoTagText)).toBe(true)
    expect(data.products.filter((p) => p.soldByWeight).every((p) => p.dispUnitOfMeasure === 'lb' && (p.minWeight ?? 0) > 0)).toBe(true)
    expect(data.products.filter((p) => p.cartCategory === '3P_MARKETPLACE').every((p) => p.sellerId && p.sellerName)).toBe(true)
    expect(data.products.some((p) => p.isPreOrderItem && (p.itemEffectiveStartDate ?? '') > today)).toBe(true)
    for (const p of data.products) {
      expect(p.imageUrl).toBe(`/sim-assets/products/${p.id}.svg`)
      expect(p.name).not.toMatch(/lorem|ipsum|undefined/i)
      expect(`${p.price} ${p.basePrice}`).toMatch(/^\d+(\.\d{1,2})? \d+(\.\d{1,2})?$/)
    }
  })

  it('offers: every kind of 001 §3-§4, with its distinguishing fields', () => {
    expect(data.offers.length).toBeGreaterThanOrEqual(300)
    for (const kind of OFFER_KINDS) expect(census.offersByKind[kind], kind).toBeGreaterThan(0)
    for (const facet of Object.keys(OFFER_FACETS)) expect(census.offerFacets[facet], facet).toBeGreaterThan(0)
    for (const pgm of ['PD', 'CC', 'MF', 'SC', 'GR', 'WS', 'TR']) expect(census.offerPgm[pgm], pgm).toBeGreaterThan(0)
    const of = (kind: string) => data.offers.filter((o) => o.kind === kind)
    // Continuity: every unit of the progress table, complete and incomplete.
    const cont = data.offers.filter((o) => o.continuity)
    for (const unit of PROGRESS_UNITS) {
      const withUnit = cont.filter((o) => o.continuity?.units === unit)
      expect(
        withUnit.some((o) => o.continuity?.progressValue === o.continuity?.targetValue),
        `${unit} complete`,
      ).toBe(true)
      expect(
        withUnit.some((o) => (o.continuity?.progressValue ?? 0) < (o.continuity?.targetValue ?? 0)),
        `${unit} incomplete`,
      ).toBe(true)
    }
    // Behaviour offers: the three behaviours, the three statuses, odd spacing and case.
    const behaviours = of('behavior')
    for (const b of ['gr clip', 'uca email opt in', 'ecom fulfillment'])
      expect(behaviours.some((o) => o.qualificationBehavior?.trim().toLowerCase() === b)).toBe(true)
    for (const s of ['', 'inprogress', 'completed']) expect(behaviours.some((o) => o.bonusPathStatus === s)).toBe(true)
    expect(behaviours.some((o) => o.qualificationBehavior !== o.qualificationBehavior?.trim())).toBe(true)
    expect(behaviours.some((o) => o.qualificationBehavior === 'UCA EMAIL OPT IN')).toBe(true)
    // Fresh pass: both program types, the sub type, all-fresh-pass and mixed events.
    const fresh = data.offers.filter((o) => o.programType)
    expect(new Set(fresh.map((o) => o.programType))).toEqual(new Set(['FRESHPASS', 'FRESHPASS LTO']))
    expect(fresh.some((o) => o.programSubType === 'IA FRESHPASS')).toBe(true)
    const allFresh = (events: string[]) => events.every((e) => (FRESH_PASS_EVENTS as readonly string[]).includes(e))
    expect(of('fresh-pass').every((o) => allFresh(o.events ?? o.hierarchies?.events ?? []))).toBe(true)
    expect(of('fresh-pass-mixed').every((o) => !allFresh(o.events ?? []))).toBe(true)
    // Rewards, buy X get Y, welcome, box top.
    expect(data.offers.some((o) => o.offerProgramType === 'REWARDS_FLAT')).toBe(true)
    expect(data.offers.some((o) => o.offerProgramType === 'REWARDS_ACCUMULATION' || o.offerProtoType === 'REWARDS_ACCUMULATION')).toBe(true)
    const bxgy = of('buyx-gety')
    for (const clippable of [true, false]) {
      for (const promo of ['M', 'B', undefined])
        expect(bxgy.some((o) => o.isClippable === clippable && o.offerDetail?.promoType === promo)).toBe(true)
    }
    expect(of('welcome').some((o) => o.events?.includes(WELCOME_OFFERS_EVENT) && o.instantAllocation === true)).toBe(true)
    expect(of('box-top').every((o) => o.offerSubPgm === '07')).toBe(true)
    // Hidden events, expired and the fallbacks.
    for (const o of of('hidden-events')) {
      expect(o.couponID).toBe(o.offerId)
      expect(o.offerEndDt).toMatch(YMD)
      expect(o.offerStartDt).toMatch(YMD)
      expect(['U', 'C']).toContain(o.clipStatus)
      expect(o.titleDsc1 && o.prodDsc1 && o.savingsValue).toBeTruthy()
    }
    expect(of('expired').every((o) => o.endDate.slice(0, 10) < today)).toBe(true)
    expect(of('no-brand').every((o) => o.brand === undefined && o.name)).toBe(true)
    expect(of('no-category').every((o) => o.category === undefined && o.categoryType)).toBe(true)
    expect(of('no-image').every((o) => o.image === undefined && o.imageId)).toBe(true)
    expect(of('bought-before').every((o) => o.purchaseInd === 'B' && typeof o.purchaseRank === 'number')).toBe(true)
    expect(new Set(data.offers.map((o) => o.usageType)).size).toBeGreaterThanOrEqual(3)
  })

  it('games: both types in every status, every earn mode, prize type and history case', () => {
    const c = data.users.find((u) => u.key === 'C')
    const statuses = new Set(data.programs.map((p) => programStatus(p, !!c?.optedInPrograms.includes(p.code), Date.parse(today))))
    expect(statuses).toEqual(new Set(['in-progress', 'not-started', 'ended', 'ended-post-live']))
    expect(new Set(data.programs.map((p) => p.type))).toEqual(new Set(['DIVISION', 'EPISODIC']))
    expect(new Set(data.programs.map((p) => p.earnMode))).toEqual(new Set(['EARN', 'BURN', 'SWEEPSTAKES']))
    for (const present of [true, false]) {
      expect(data.programs.some((p) => (p.uiAttributes.minAge !== undefined) === present)).toBe(true)
      expect(data.programs.some((p) => (p.uiAttributes.tokenLabelPlural !== undefined) === present)).toBe(true)
    }
    for (const url of ['FAQURL', 'RULESURL', 'GAMEURL'] as const) expect(data.programs.some((p) => p.uiAttributes[url])).toBe(true)
    expect(new Set(data.prizes.map((p) => p.prizeType))).toEqual(new Set(PRIZE_TYPES))
    expect(data.prizes.every((p) => data.programs.some((g) => g.code === p.programCode))).toBe(true)
    const oldest = Date.parse(today) - 180 * 86_400_000
    for (const u of data.users) {
      const dates = u.activity.map((a) => Date.parse(a.date))
      expect(dates.every((d) => d >= oldest && d <= Date.parse(today) + 86_400_000)).toBe(true)
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
    }
    expect(census.transactions.COMPLETED).toBeGreaterThan(0)
    expect(census.transactions.PENDING).toBeGreaterThan(0)
    expect(census.sweepstakesWins.displayed).toBeGreaterThan(0)
    expect(census.sweepstakesWins['not-displayed']).toBeGreaterThan(0)
  })

  it('users: R, C, E and B with stores, addresses, programs and offer lists', () => {
    const byKey = Object.fromEntries(data.users.map((u) => [u.key, u]))
    expect(byKey.R?.userType).toBe('R')
    expect(byKey.C).toMatchObject({ userType: 'C', customerType: 'C' })
    expect(byKey.E).toMatchObject({ userType: 'C', customerType: 'E' })
    expect(byKey.B).toMatchObject({ userType: 'C', siteType: 'B' })
    const offerIds = new Set(data.offers.map((o) => o.offerId))
    for (const u of data.users) {
      expect(data.stores.some((s) => s.storeId === u.storeId)).toBe(true)
      expect(u.addresses.length).toBeGreaterThan(0)
      expect(u.optedInPrograms.length).toBeGreaterThan(0)
      expect(['delivery', 'dug', 'j4u']).toContain(u.preference)
      for (const id of [...u.clipped, ...u.list]) expect(offerIds.has(id)).toBe(true)
    }
    const progressive = data.users.filter((u) => u.clipped.length === 0 && u.list.length === 0 && (!u.email || !u.phoneNumber))
    expect(progressive.map((u) => u.key)).toEqual(['R'])
    // C's lists mirror the seeded statuses: deleted offers are clipped but off the list.
    const c = byKey.C
    expect([...(c?.clipped ?? [])].sort()).toEqual(
      data.offers
        .filter((o) => o.status === 'C')
        .map((o) => o.offerId)
        .sort(),
    )
    expect(data.offers.filter((o) => o.deleted).every((o) => !c?.list.includes(o.offerId))).toBe(true)
  })

  it('content: navigation for 13 banners plus master, games flags, departments, category banners', () => {
    expect(Object.keys(data.navigation)).toHaveLength(14)
    expect(data.navigation.master?.menuItems.length).toBeGreaterThan(0)
    for (const id of BANNERS_WITHOUT_NAVIGATION) expect(data.navigation[id]).toBeUndefined()
    expect(census.bannersFallingBackToMaster).toBe(2)
    for (const nav of Object.values(data.navigation)) expect(nav.menuItems.some((m) => m.url.includes('games'))).toBe(true)
    expect(data.gamesFlags).toMatchObject({ gamesEnabled: true, bonusPathEnabled: true })
    expect(typeof data.gamesFlags.surveyUrl).toBe('string')
    expect(data.departments.length).toBeGreaterThanOrEqual(10)
    expect(Object.keys(data.categoryBanners).filter((k) => k !== 'default').length).toBeGreaterThanOrEqual(5)
    for (const [category, banner] of Object.entries(data.categoryBanners)) {
      if (category !== 'default') expect(data.departments.some((d) => d.name === category)).toBe(true)
      expect(banner.image && banner.alt && banner.link).toBeTruthy()
    }
  })

  it('content: at least 12 personalised deals as independent copies of live PD offers [CST-078]', () => {
    expect(data.dealsInfo.length).toBeGreaterThanOrEqual(12)
    for (const deal of data.dealsInfo) {
      const offer = data.offers.find((o) => o.offerId === deal.offerId)
      expect(deal.offerPgm).toBe('PD')
      expect(deal.endDate.slice(0, 10) > today).toBe(true)
      expect(deal).toEqual(offer)
      expect(deal).not.toBe(offer)
    }
  })
})
