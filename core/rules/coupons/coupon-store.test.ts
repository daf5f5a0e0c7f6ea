import { describe, expect, it } from 'vitest'
import { UNLIMITED_CAROUSEL_LIMIT } from './carousel'
import { CLIP_FAILED_NO_ITEMS, CLIP_LOG_LABEL, clipHttpFailed, COUPON_EXPIRED } from './clip'
import {
  clipLogLine,
  DEFAULT_GALLERY_STORE_ID,
  EXPIRED_OFFER_TEXT,
  galleryCache,
  galleryStoreId,
  isExpiredUnclipped,
  localCouponStore,
  withFreshOffers,
} from './coupon-store'
import { NOW, offer, TODAY } from '../../../test/support/offer-fixtures'

describe('galleryStoreId', () => {
  it('takes the page storeId parameter, else the Just-for-U store, else the store, else the default [CPN-122]', () => {
    expect(galleryStoreId({ pageStoreId: ' 1200 ', j4uStoreId: '1300', storeId: '1400' })).toBe('1200')
    expect(galleryStoreId({ pageStoreId: '', j4uStoreId: '1300', storeId: '1400' })).toBe('1300')
    expect(galleryStoreId({ j4uStoreId: '  ', storeId: '1400' })).toBe('1400')
    expect(galleryStoreId({})).toBe(DEFAULT_GALLERY_STORE_ID)
  })
})

describe('galleryCache', () => {
  it('holds every abJ4uCoupons field: offers by id, clipped and instant lists, both times, and no carousel limit [STO-011] [CPN-084]', () => {
    const offers = [
      offer({ id: '1' }),
      offer({ id: '2', status: 'C' }),
      offer({ id: '3', status: 'C', deleted: true }),
      offer({ id: '4', instantAllocation: true }),
      offer({ id: '' }),
    ]
    const cache = galleryCache(offers, { storeId: '1100', authorised: true }, NOW)
    expect(cache).toEqual({
      storeId: '1100',
      updatedTime: NOW,
      savedTime: NOW,
      objCoupons: { 1: offers[0], 2: offers[1], 3: offers[2], 4: offers[3] },
      arrClippedCoupons: ['2'],
      instantAllocOffer: ['4'],
      isHiddenEvents: false,
      authorize: true,
      carouselLimitItems: UNLIMITED_CAROUSEL_LIMIT,
    })
    expect(galleryCache([], { storeId: '1', authorised: false, hiddenEvents: true }, NOW)).toMatchObject({
      isHiddenEvents: true,
      authorize: false,
      objCoupons: {},
    })
  })
})

describe('withFreshOffers', () => {
  it('puts offers read again in place of their stored copies; the lists follow, updatedTime stays [CPN-089] [CPN-031]', () => {
    const cache = galleryCache([offer({ id: '1' }), offer({ id: '2', status: 'C' })], { storeId: '1100', authorised: true }, NOW)
    const next = withFreshOffers(
      cache,
      [offer({ id: '1', status: 'C', name: 'read again' }), offer({ id: '3', instantAllocation: true })],
      NOW + 5,
    )
    expect(next.objCoupons['1']).toMatchObject({ status: 'C', name: 'read again' })
    expect(Object.keys(next.objCoupons).sort()).toEqual(['1', '2', '3'])
    expect(next.arrClippedCoupons.sort()).toEqual(['1', '2'])
    expect(next.instantAllocOffer).toEqual(['3'])
    expect(next).toMatchObject({ updatedTime: NOW, savedTime: NOW + 5 })
    expect(cache.objCoupons['1']?.name).not.toBe('read again')
  })
})

describe('localCouponStore', () => {
  it('holds offers by id, offer ids by UPC without leading zeros and by department, the store and the time [STO-010] [API-048] [CPN-128]', () => {
    const a = offer({ id: '1', category: 'Dairy', upcList: ['0001234500012'] })
    const b = offer({ id: '2', category: ' Dairy ', upcList: ['777'] })
    const c = offer({ id: '3', upcList: [] })
    expect(localCouponStore([a, b, c], undefined, '1100', NOW)).toEqual({
      offers: { 1: a, 2: b, 3: c },
      offersByUpc: { 1234500012: ['1'], 777: ['2'] },
      offersByDepartment: { Dairy: ['1', '2'] },
      branchId: '1100',
      updatedTime: NOW,
    })
    const fromReply = localCouponStore([a], { '0001234500012': ['1', 2], '0001234500012 ': [] }, '1200', NOW)
    expect(fromReply.offersByUpc).toEqual({ 1234500012: ['1', '2'] })
  })
})

describe('clipLogLine', () => {
  it("logs under 'coupon clipping' with the catalogue text, then the server's code and message [ERR-024] [ERR-025] [ERR-027] [ERR-028]", () => {
    expect(
      clipLogLine({ label: CLIP_LOG_LABEL, message: COUPON_EXPIRED, code: 'OFFER_EXPIRED', errorMessage: 'This offer has expired.' }),
    ).toBe('coupon clipping: Coupon Expired (OFFER_EXPIRED This offer has expired.)')
    expect(clipLogLine({ label: CLIP_LOG_LABEL, message: CLIP_FAILED_NO_ITEMS })).toBe(
      'coupon clipping: Coupon Clip failed - items is not defined',
    )
    expect(clipLogLine({ label: CLIP_LOG_LABEL, message: clipHttpFailed(500), code: 'E1' })).toBe(
      'coupon clipping: 500: Coupon Clip failed (E1)',
    )
  })
})

describe('isExpiredUnclipped', () => {
  it('marks an unclipped offer that ended before today; a clipped one keeps its state [CPN-024]', () => {
    expect(EXPIRED_OFFER_TEXT).toBe('Expired')
    expect(isExpiredUnclipped({ status: 'U', endDate: '2025-06-14' }, TODAY)).toBe(true)
    expect(isExpiredUnclipped({ status: 'U', endDate: TODAY }, TODAY)).toBe(false)
    expect(isExpiredUnclipped({ status: 'C', endDate: '2025-06-14' }, TODAY)).toBe(false)
  })
})
