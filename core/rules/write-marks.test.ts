import { describe, expect, it } from 'vitest'
import { CART_PATHS } from './cart/endpoints'
import { OFFER_PATHS } from './coupons/endpoints'
import { GAMES_PATHS } from './games/endpoints'
import { OTP_PATHS } from './coupons/modal-prompts'
import { PROFILE_PATHS } from './profile/endpoints'
import { identityDecision } from './session'
import { acknowledgeWinRequest, howItWorksRequest, optInRequest, postGameDetailsRequest, redemptionRequest } from './games/requests'
import { saveDeliveryAddressRequest } from './profile/requests'
import { writeResourceOf } from './write-endpoints.testing'
import {
  type WriteMark,
  WRITE_MARK_LIFETIME_MS,
  WRITE_MARK_MAX_AGE_MS,
  WRITE_MARKS_MAX,
  shopperFingerprint,
  writeScopeOf,
} from './write-marks'
import { markApplies, parseMarks, writeVerdict, withoutSettled } from './write-verdict'

const NOW = Date.UTC(2026, 10, 28, 6)
const ME = { shopper: '555', storeId: '1100', channel: 'delivery' }
const mark = (over: Partial<WriteMark> = {}): WriteMark => ({ id: 'm1', resource: 'cart', ...ME, at: NOW - 1000, ...over })

describe('which call is a write, and of what', () => {
  it('names every write the widgets send: clip, list, cart, opt-in, redeem, profile and address saves', () => {
    expect(writeResourceOf('POST', OFFER_PATHS.clip)).toBe('coupons')
    expect(writeResourceOf('POST', OFFER_PATHS.listAdd)).toBe('list')
    expect(writeResourceOf('POST', OFFER_PATHS.listRemove)).toBe('list')
    expect(writeResourceOf('POST', CART_PATHS.cartItems)).toBe('cart')
    expect(writeResourceOf('POST', GAMES_PATHS.optIn)).toBe('games')
    expect(writeResourceOf('POST', GAMES_PATHS.redemption)).toBe('games')
    expect(writeResourceOf('POST', PROFILE_PATHS.deliveryAddressProfile('42'))).toBe('profile')
    expect(writeResourceOf('POST', OTP_PATHS.contact)).toBe('profile')
  })

  it('is declared by every games and profile request that writes, and by none that reads', () => {
    const address = { firstName: 'A', lastName: 'B', address: '1 Main St', address2: '', state: 'CA', city: 'X', zipCode: '94000' }
    const writes = [
      optInRequest({ programCode: 'P', storeId: '1100' }),
      redemptionRequest({ programCode: 'P', prizeId: 'z', prizeType: 't', storeId: '1100' }),
      howItWorksRequest('P'),
      acknowledgeWinRequest({ prizeId: 'z', programCode: 'P' }),
      saveDeliveryAddressRequest('42', address),
    ]
    for (const request of writes) expect(request.write).toBe(writeResourceOf(request.method, request.path))
    expect(postGameDetailsRequest('P').write).toBeUndefined()
  })

  it('answers no resource for a read, including a POST that reads', () => {
    expect(writeResourceOf('GET', CART_PATHS.cartItems)).toBeUndefined()
    expect(writeResourceOf('GET', PROFILE_PATHS.profile('42'))).toBeUndefined()
    expect(writeResourceOf('POST', OFFER_PATHS.galleryFilter)).toBeUndefined()
    expect(writeResourceOf('POST', OFFER_PATHS.offersByUpc)).toBeUndefined()
    expect(writeResourceOf('POST', CART_PATHS.miniCart)).toBeUndefined()
  })
})

describe('which cache a mark makes stale', () => {
  it("applies to its own shopper's cart in the same store and channel only", () => {
    expect(markApplies(mark(), 'cart', ME)).toBe(true)
    expect(markApplies(mark(), 'coupons', ME)).toBe(false)
    expect(markApplies(mark(), 'cart', { ...ME, shopper: '777' })).toBe(false)
    expect(markApplies(mark(), 'cart', { ...ME, shopper: '' })).toBe(false)
    expect(markApplies(mark(), 'cart', { ...ME, storeId: '2200' })).toBe(false)
    expect(markApplies(mark(), 'cart', { ...ME, channel: 'pickup' })).toBe(false)
  })

  it('applies to the offers in the same store whatever the channel, and to the profile and games whatever the store', () => {
    expect(markApplies(mark({ resource: 'coupons' }), 'coupons', { ...ME, channel: 'pickup' })).toBe(true)
    expect(markApplies(mark({ resource: 'coupons' }), 'coupons', { ...ME, storeId: '2200' })).toBe(false)
    expect(markApplies(mark({ resource: 'profile' }), 'profile', { ...ME, storeId: '2200', channel: 'pickup' })).toBe(true)
    expect(markApplies(mark({ resource: 'games' }), 'games', { ...ME, storeId: '2200' })).toBe(true)
  })

  it('says stale, and when to read again, while the marked write may still land; stale alone once it cannot', () => {
    expect(writeVerdict([], 'cart', ME, NOW)).toEqual({ stale: false })
    expect(writeVerdict([mark({ at: NOW - 1000 })], 'cart', ME, NOW)).toEqual({
      stale: true,
      recheckAt: NOW - 1000 + WRITE_MARK_LIFETIME_MS,
    })
    expect(writeVerdict([mark({ at: NOW - WRITE_MARK_LIFETIME_MS })], 'cart', ME, NOW)).toEqual({ stale: true })
    const later = writeVerdict([mark({ at: NOW - 5000 }), mark({ id: 'm2', at: NOW - 1000 })], 'cart', ME, NOW)
    expect(later.recheckAt).toBe(NOW - 1000 + WRITE_MARK_LIFETIME_MS)
  })

  it('is consumed by a read once its write can no longer land, and only for its own resource and scope', () => {
    const old = mark({ at: NOW - WRITE_MARK_LIFETIME_MS })
    const young = mark({ id: 'm2' })
    const other = mark({ id: 'm3', at: NOW - WRITE_MARK_LIFETIME_MS, resource: 'coupons' })
    expect(withoutSettled([old, young, other], 'cart', ME, NOW)).toEqual([young, other])
  })
})

describe('the stored marks', () => {
  it('parse whatever is stored into marks: anything else, too old or from the future is dropped', () => {
    expect(parseMarks('nope', NOW)).toEqual([])
    expect(parseMarks(null, NOW)).toEqual([])
    expect(parseMarks([{ id: 1 }, mark({ resource: 'basket' as never }), mark({ at: Number.NaN })], NOW)).toEqual([])
    expect(parseMarks([mark({ at: NOW - WRITE_MARK_MAX_AGE_MS })], NOW)).toEqual([])
    expect(parseMarks([mark({ at: NOW + 2 * WRITE_MARK_LIFETIME_MS })], NOW)).toEqual([])
    expect(parseMarks([mark()], NOW)).toEqual([mark()])
  })

  it('keep the newest marks up to the cap', () => {
    const many = Array.from({ length: WRITE_MARKS_MAX + 5 }, (_, i) => mark({ id: `m${i}`, at: NOW - 100_000 + i }))
    const kept = parseMarks(many, NOW)
    expect(kept).toHaveLength(WRITE_MARKS_MAX)
    expect(kept[0]?.id).toBe('m5')
  })

  it("scope a shopper by customer id, store and channel preference; a guest is ''", () => {
    expect(writeScopeOf({ customerId: '555', storeId: '1100', preference: 'dug' })).toEqual({
      shopper: shopperFingerprint('555'),
      storeId: '1100',
      channel: 'dug',
    })
    expect(writeScopeOf(undefined)).toEqual({ shopper: '', storeId: '', channel: '' })
  })
})

describe('a write while the sign-in is unconfirmed', () => {
  const signedIn = { userType: 'C', userData: { expireTime: NOW + 60_000 } }
  it('waits while a refresh is pending, whatever user info said', () => {
    expect(identityDecision({ sessionRead: true, refreshing: true, sharedSession: null, now: NOW })).toBe('wait')
  })
  it('waits while user info was not read and the shared session cookie says a shopper is signed in', () => {
    expect(identityDecision({ sessionRead: false, refreshing: false, sharedSession: signedIn, now: NOW })).toBe('wait')
    expect(
      identityDecision({
        sessionRead: false,
        refreshing: false,
        sharedSession: { userType: 'R', userData: { expireTime: NOW + 1 } },
        now: NOW,
      }),
    ).toBe('wait')
  })
  it('goes once user info was read, and for a guest, whose write has no identity to lose', () => {
    expect(identityDecision({ sessionRead: true, refreshing: false, sharedSession: signedIn, now: NOW })).toBe('go')
    expect(identityDecision({ sessionRead: false, refreshing: false, sharedSession: null, now: NOW })).toBe('go')
    expect(
      identityDecision({
        sessionRead: false,
        refreshing: false,
        sharedSession: { userType: 'G', userData: { expireTime: NOW + 60_000 } },
        now: NOW,
      }),
    ).toBe('go')
    expect(
      identityDecision({
        sessionRead: false,
        refreshing: false,
        sharedSession: { userType: 'C', userData: { expireTime: NOW - 1 } },
        now: NOW,
      }),
    ).toBe('go')
  })
})

describe('the shopper in a mark', () => {
  it('is a fingerprint of the customer id, never the id: equal ids match, different ids do not', () => {
    const ids = ['555', '556', '1000000042', '90000000001']
    const prints = ids.map(shopperFingerprint)
    for (const [i, id] of ids.entries()) {
      expect(prints[i]).not.toContain(id)
      expect(shopperFingerprint(id)).toBe(prints[i])
    }
    expect(new Set(prints).size).toBe(ids.length)
    expect(writeScopeOf({ customerId: '1000000042' }).shopper).toBe(prints[2])
  })
})
