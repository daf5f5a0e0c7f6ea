import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { normalised, seededOffers } from '../../../test/support/offer-fixtures'
import {
  BOUGHT_BEFORE_IND,
  BOX_TOP_SUB_PGM,
  formatOfferDate,
  OFFER_STATUSES,
  OFFER_TYPES,
  PERSONALISED_DEAL_PGM,
  WELCOME_OFFERS_EVENT,
} from './offer'
import { imageUrl, joinParts, toOffer, toOffers } from './offer-normalise'
import { toListItem } from './list-item'

const seed = () => seedText('001')
const word = fc.stringMatching(/^[A-Za-z0-9$.]{1,10}$/)

describe('offer ids and codes', () => {
  it('takes the id from offerId, or couponID when offerId is absent [CPN-001]', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,9}$/), fc.stringMatching(/^[0-9]{1,9}$/), (offerId, couponID) => {
        expect(toOffer({ offerId, couponID }).id).toBe(offerId)
        expect(toOffer({ couponID }).id).toBe(couponID)
        expect(toOffer({ offerId: '', couponID }).id).toBe(couponID)
      }),
    )
    expect(toOffer({ offerId: 9000001 }).id).toBe('9000001')
    expect(toOffers([{ offerId: '1' }, { name: 'no id' }, null, 'junk']).map((o) => o.id)).toEqual(['1'])
  })

  it("keeps the constants verbatim: 'PD', '07', 'B', 'Welcome Offers', statuses C/U and types PD/CC [CPN-002] [CPN-003] [CPN-004] [CPN-006] [CPN-013] [CPN-017]", () => {
    expect(PERSONALISED_DEAL_PGM).toBe('PD')
    expect(BOX_TOP_SUB_PGM).toBe('07')
    expect(BOUGHT_BEFORE_IND).toBe('B')
    expect(WELCOME_OFFERS_EVENT).toBe('Welcome Offers')
    expect([...OFFER_STATUSES]).toEqual(['C', 'U'])
    expect([...OFFER_TYPES]).toEqual(['PD', 'CC'])
    expect(seed()).toContain('offerType (PD or CC), offerSubPgm (value 07 triggers box-top handling)')
    expect(seed()).toContain('status (C clipped, U unclipped)')
    expect(seed()).toContain('the event Welcome Offers marks an instant-allocation offer')
    expect(seed()).toContain('purchaseInd (B means bought before)')
  })

  it("reads offerType 'PD' or 'CC', deriving it from offerPgm when missing or unknown [CPN-003]", () => {
    expect(toOffer({ offerId: '1', offerType: 'CC', offerPgm: 'PD' }).offerType).toBe('CC')
    expect(toOffer({ offerId: '1', offerPgm: 'PD' }).offerType).toBe('PD')
    fc.assert(
      fc.property(
        fc.constantFrom('CC', 'MF', 'SC', 'GR', 'XX', undefined),
        fc.constantFrom('ZZ', undefined),
        (offerPgm, offerType) => toOffer({ offerId: '1', offerPgm, offerType }).offerType === 'CC',
      ),
    )
  })

  it("reads status 'C' as clipped and anything else as unclipped [CPN-006]", () => {
    expect(toOffer({ offerId: '1', status: 'C' }).status).toBe('C')
    expect(toOffer({ offerId: '1', status: 'U' }).status).toBe('U')
    for (const status of [undefined, '', 'X', 1, null]) expect(toOffer({ offerId: '1', status }).status).toBe('U')
  })

  it('carries offerTs, offerPgmLabel, status, deleted, deliveryChannel, isClippable, offerComplete, endDate and startDate [CPN-005]', () => {
    const o = toOffer({
      offerId: '7',
      offerTs: '1749945600000',
      offerPgmLabel: 'Coupon',
      status: 'C',
      deleted: true,
      deliveryChannel: 'EC',
      isClippable: false,
      offerComplete: true,
      startDate: '2025-06-01T00:00:00.000Z',
      endDate: '2025-07-01T00:00:00.000Z',
    })
    expect(o).toMatchObject({
      offerTs: '1749945600000',
      offerPgmLabel: 'Coupon',
      status: 'C',
      deleted: true,
      deliveryChannel: 'EC',
      isClippable: false,
      offerComplete: true,
      startDate: '2025-06-01T00:00:00.000Z',
      endDate: '2025-07-01T00:00:00.000Z',
    })
    // An offer that does not say otherwise is clippable, not deleted and not complete.
    expect(toOffer({ offerId: '7' })).toMatchObject({ isClippable: true, deleted: false, offerComplete: false })
  })
})

describe('display field fallbacks', () => {
  it('falls back to name when brand is absent [CPN-008]', () => {
    fc.assert(
      fc.property(word, word, (brand, name) => {
        expect(toOffer({ offerId: '1', brand, name }).brand).toBe(brand)
        expect(toOffer({ offerId: '1', name }).brand).toBe(name)
        expect(toOffer({ offerId: '1', brand: '  ', name }).brand).toBe(name)
      }),
    )
    for (const o of normalised('no-brand')) expect(o.brand).toBe(o.name)
  })

  it('falls back to categoryType when category is absent [CPN-009]', () => {
    expect(toOffer({ offerId: '1', category: 'Dairy', categoryType: 'Frozen' }).category).toBe('Dairy')
    expect(toOffer({ offerId: '1', categoryType: 'Frozen' }).category).toBe('Frozen')
    for (const o of normalised('no-category')) expect(o.category).toBeTruthy()
  })

  it('falls back to the image base URL plus imageId when image is absent [CPN-010]', () => {
    const base = 'https://images.example/offers/'
    expect(toOffer({ offerId: '1', image: 'https://cdn/x.jpg', imageId: '42' }, { imageBaseUrl: base }).image).toBe('https://cdn/x.jpg')
    expect(toOffer({ offerId: '1', imageId: '42' }, { imageBaseUrl: base }).image).toBe('https://images.example/offers/42')
    expect(toOffer({ offerId: '1', imageId: '42' }, { imageBaseUrl: 'https://images.example/offers' }).image).toBe(
      'https://images.example/offers/42',
    )
    expect(imageUrl('https://img/is?id=', '42')).toBe('https://img/is?id=42')
    expect(toOffer({ offerId: '1', imageId: '42' }).image).toBeUndefined()
    expect(toOffer({ offerId: '1' }, { imageBaseUrl: base }).image).toBeUndefined()
  })

  it('takes offerPrice from savingsValue [CPN-011]', () => {
    fc.assert(fc.property(word, (savingsValue) => toOffer({ offerId: '1', savingsValue }).offerPrice === savingsValue))
    expect(toOffer({ offerId: '1' }).offerPrice).toBeUndefined()
  })

  it('carries priceTitle, forUDescription, regularPrice, usageType and ecomDescription [CPN-012]', () => {
    const raw = {
      offerId: '1',
      priceTitle: '$2.09',
      forUDescription: 'for U Price',
      regularPrice: '$2.99',
      usageType: 'One Time Use',
      ecomDescription: 'Online only',
    }
    expect(toOffer(raw)).toMatchObject({
      priceTitle: '$2.09',
      forUDescription: 'for U Price',
      regularPrice: '$2.99',
      usageType: 'One Time Use',
      ecomDescription: 'Online only',
    })
  })
})

describe('classification fields', () => {
  it('carries promoType, programType, programSubType, qualificationBehavior, bonusPathStatus, continuity, instantAllocation, upcList, categories and rank [CPN-016]', () => {
    const o = toOffer({
      offerId: '1',
      offerDetail: { promoType: 'M' },
      programType: 'FRESHPASS LTO',
      programSubType: 'IA FRESHPASS',
      qualificationBehavior: 'GR Clip',
      bonusPathStatus: 'inprogress',
      continuity: { progressValue: '2', targetValue: 5, units: 'ITEMS' },
      instantAllocation: true,
      upcList: ['0001', 2],
      categories: ['Dairy'],
      purchaseRank: '3',
    })
    expect(o).toMatchObject({
      promoType: 'M',
      programType: 'FRESHPASS LTO',
      programSubType: 'IA FRESHPASS',
      qualificationBehavior: 'GR Clip',
      bonusPathStatus: 'inprogress',
      continuity: { progressValue: 2, targetValue: 5, units: 'ITEMS' },
      instantAllocation: true,
      upcList: ['0001', '2'],
      categories: ['Dairy'],
      purchaseRank: 3,
    })
    expect(toOffer({ offerId: '1', continuity: { progressValue: 1 } }).continuity).toBeUndefined()
    expect(toOffer({ offerId: '1', continuity: { targetValue: 4 } }).continuity).toEqual({ progressValue: 0, targetValue: 4 })
  })

  it('merges events and hierarchies.events without repeats [CPN-013] [CPN-016]', () => {
    expect(toOffer({ offerId: '1', events: ['A', 'B'], hierarchies: { events: ['B', 'C'] } }).events).toEqual(['A', 'B', 'C'])
    expect(toOffer({ offerId: '1', hierarchies: { events: [WELCOME_OFFERS_EVENT] } }).events).toEqual(['Welcome Offers'])
  })

  it("sets the instant flag of an unclipped 'Welcome Offers' offer that does not send one, and keeps a sent flag [CPN-013]", () => {
    expect(toOffer({ offerId: '1', events: ['Welcome Offers'] }).instantAllocation).toBe(true)
    expect(toOffer({ offerId: '1', hierarchies: { events: ['Welcome Offers'] } }).instantAllocation).toBe(true)
    expect(toOffer({ offerId: '1', events: ['Welcome Offers'], status: 'C' }).instantAllocation).toBe(false)
    expect(toOffer({ offerId: '1', events: ['Welcome Offers'], instantAllocation: false }).instantAllocation).toBe(false)
    expect(toOffer({ offerId: '1', events: ['Summer'] }).instantAllocation).toBe(false)
    for (const o of normalised('welcome')) expect(o.instantAllocation).toBe(o.status === 'U')
  })

  it('keeps purchaseInd and a numeric purchaseRank [CPN-017] [CPN-018]', () => {
    expect(toOffer({ offerId: '1', purchaseInd: 'B', purchaseRank: 4 })).toMatchObject({ purchaseInd: 'B', purchaseRank: 4 })
    expect(toOffer({ offerId: '1', purchaseRank: 'first' }).purchaseRank).toBeUndefined()
  })

  it('never throws on a malformed entry and always answers the domain types', () => {
    const field = fc.constantFrom(
      'offerId',
      'couponID',
      'status',
      'clipStatus',
      'events',
      'hierarchies',
      'continuity',
      'offerDetail',
      'upcList',
      'purchaseRank',
      'titleDsc1',
      'deleted',
    )
    const raw = fc.oneof(fc.anything(), fc.dictionary(field, fc.anything()))
    fc.assert(
      fc.property(raw, (r) => {
        const o = toOffer(r as never)
        expect(typeof o.id).toBe('string')
        expect(['C', 'U']).toContain(o.status)
        expect(o.events.every((e) => typeof e === 'string')).toBe(true)
        expect(o.upcList.every((u) => typeof u === 'string')).toBe(true)
        expect(typeof o.brand === 'string' && typeof o.description === 'string').toBe(true)
      }),
    )
  })

  it('normalises every seeded offer of the simulator without losing its id or status', () => {
    for (const raw of seededOffers()) {
      const o = toOffer(raw)
      expect(o.id).toBe(raw.offerId)
      expect(o.status).toBe(raw.clipStatus ?? raw.status)
    }
  })
})

describe('shopping-list items', () => {
  it('carry id, referenceId, itemType and source [CPN-019]', () => {
    expect(toListItem({ id: 'L1', referenceId: '9000001', itemType: 'PD', source: 'J4U', extra: 1 })).toEqual({
      id: 'L1',
      referenceId: '9000001',
      itemType: 'PD',
      source: 'J4U',
    })
    expect(toListItem({ id: 'L2' })).toEqual({ id: 'L2' })
    expect(toListItem({ referenceId: '1' })).toBeUndefined()
    expect(toListItem('junk')).toBeUndefined()
  })
})

describe('hidden-events offers', () => {
  const hidden = {
    clipStatus: 'C',
    couponID: '555',
    offerEndDt: '2025-07-04',
    offerStartDt: '2025-06-01',
    titleDsc1: 'Sunny Acres',
    titleDsc2: 'Greek Yogurt',
    titleDsc3: '',
    prodDsc1: '$1.00 OFF',
    prodDsc2: 'on any ONE (1)',
    prodDsc3: 'Sunny Acres Greek Yogurt',
    savingsValue: '$1.00 OFF',
  }

  it('read clipStatus, couponID, offerEndDt, offerStartDt, titleDsc1-3, prodDsc1-3 and savingsValue [CPN-020]', () => {
    const o = toOffer(hidden)
    expect(o).toMatchObject({
      id: '555',
      status: 'C',
      endDate: '2025-07-04',
      startDate: '2025-06-01',
      offerPrice: '$1.00 OFF',
      hiddenEvents: true,
    })
    expect(toOffer({ ...hidden, clipStatus: 'U', status: 'C' }).status).toBe('U')
    expect(toOffer({ offerId: '1', status: 'C' }).hiddenEvents).toBe(false)
  })

  it("show offerEndDt 'yyyy-mm-dd' as 'mm/dd/yyyy' [CPN-021]", () => {
    expect(formatOfferDate(toOffer(hidden).endDate)).toBe('07/04/2025')
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10)
        const [y, m, day] = iso.split('-')
        expect(formatOfferDate(iso)).toBe(`${m}/${day}/${y}`)
        expect(formatOfferDate(d.toISOString())).toBe(`${m}/${day}/${y}`)
      }),
    )
    expect(seed()).toContain('offerEndDt (yyyy-mm-dd, shown as mm/dd/yyyy)')
  })

  it('join titleDsc1, titleDsc2 and titleDsc3 into the brand with single spaces, skipping empty parts [CPN-022]', () => {
    expect(toOffer(hidden).brand).toBe('Sunny Acres Greek Yogurt')
    expect(toOffer({ ...hidden, titleDsc1: '', titleDsc3: 'Member Exclusive' }).brand).toBe('Greek Yogurt Member Exclusive')
    fc.assert(
      fc.property(fc.array(fc.option(word, { nil: undefined }), { minLength: 3, maxLength: 3 }), ([a, b, c]) => {
        expect(toOffer({ couponID: '1', titleDsc1: a, titleDsc2: b, titleDsc3: c, name: 'x' }).brand).toBe(
          [a, b, c].filter(Boolean).join(' ') || 'x',
        )
      }),
    )
  })

  it('join prodDsc1, prodDsc2 and prodDsc3 into the description [CPN-023]', () => {
    expect(toOffer(hidden).description).toBe('$1.00 OFF on any ONE (1) Sunny Acres Greek Yogurt')
    expect(joinParts('a', '', undefined, ' b ')).toBe('a b')
    for (const o of normalised('hidden-events')) expect(o.description.startsWith(o.offerPrice ?? '')).toBe(true)
  })
})
