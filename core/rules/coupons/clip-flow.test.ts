import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { ERROR_PAGE_PATH } from '../session'
import {
  BOX_TOP_PARTNER,
  type ClipInput,
  clipAnnouncement,
  clipStep,
  COUPON_ACTIVATED_ANNOUNCEMENT,
  COUPON_CLIPPED_ANNOUNCEMENT,
  DIGITAL_COUPON_CLIPPED_EVENT,
  isBoxTopAuthorised,
  PROFILE_FIELD_FOCUS_DELAY_MS,
  REFRESH_FAILURE_STEP,
  SCREEN_READER_CLEAR_MS,
  shouldCheckLoyaltyPartners,
  shouldPromptProgressiveProfile,
} from './clip-flow'
import { NOW, offer } from '../../../test/support/offer-fixtures'

const seed = () => seedText('001')
const HOUR = 3_600_000
const active = { userType: 'C', token: 'tok', expireTime: NOW + HOUR }
const input = (over: Partial<ClipInput> = {}): ClipInput => ({ trusted: true, now: NOW, offer: offer(), ...active, ...over })
const guestType = fc.constantFrom('g', 'G', undefined, '', 'X')
const boxTop = offer({ offerSubPgm: '07', offerPgm: 'MF' })

describe('clip press', () => {
  it('is ignored unless it comes from a real user click [CPN-066]', () => {
    fc.assert(fc.property(fc.constantFrom('C', 'R', 'g'), (userType) => clipStep(input({ trusted: false, userType })).step === 'ignore'))
    expect(seed()).toContain('Clips are accepted only from a real user click.')
  })

  it('sends a guest to sign-in [CPN-059]', () => {
    fc.assert(
      fc.property(guestType, (userType) => {
        expect(clipStep(input({ userType }))).toEqual({ step: 'sign-in' })
      }),
    )
  })

  it('sends a guest in the weekly-ad app to sign-in with a 600-second redirect-back cookie [CPN-060] [CST-053]', () => {
    expect(clipStep(input({ userType: 'g', app: 'weekly-ad' }))).toEqual({ step: 'sign-in', redirectCookieSeconds: 600 })
    expect(seed()).toContain('| Redirect-back cookie life | 600 seconds |')
  })

  it('emits a clip event for a guest in the B4U SPA instead of redirecting [CPN-061]', () => {
    expect(clipStep(input({ userType: 'g', app: 'b4u-spa' }))).toEqual({ step: 'emit-clip-event' })
    expect(clipStep(input({ app: 'b4u-spa' })).step).toBe('clip')
  })

  it('clips at once with an active token [CPN-062]', () => {
    fc.assert(
      fc.property(fc.constantFrom('R', 'C'), fc.integer({ min: 1, max: 10 * HOUR }), (userType, ahead) => {
        expect(clipStep(input({ userType, expireTime: NOW + ahead }))).toEqual({
          step: 'clip',
          body: {
            items: [
              { clipType: 'C', itemId: '9000001', itemType: 'CC' },
              { clipType: 'L', itemId: '9000001', itemType: 'CC' },
            ],
          },
        })
      }),
    )
  })

  it('refreshes a soft token that is not active before clipping [CPN-063]', () => {
    const soft = { expireTime: NOW - 1, sharedSession: { userType: 'C', userData: { expireTime: NOW + HOUR } } }
    expect(clipStep(input(soft))).toEqual({ step: 'refresh-token' })
    expect(clipStep(input({ ...soft, token: undefined }))).toEqual({ step: 'refresh-token' })
    // After a successful refresh the press is decided again with the new token.
    expect(clipStep(input({ ...soft, expireTime: NOW + HOUR })).step).toBe('clip')
  })

  it('logs a failed soft-token refresh and goes to the error page after 500 ms [CPN-064] [ERR-033]', () => {
    expect(REFRESH_FAILURE_STEP).toEqual({ log: expect.any(String), redirect: ERROR_PAGE_PATH, delayMs: 500 })
    expect(REFRESH_FAILURE_STEP.log).not.toBe('')
    expect(seed()).toContain('on failure an error is logged and the user goes to the error page after 500 ms.')
  })

  it('logs an expired session and reloads the page after 500 ms [CPN-065] [ERR-034]', () => {
    const step = clipStep(input({ expireTime: NOW - 1, sharedSession: { userType: 'C', userData: { expireTime: NOW - 1 } } }))
    expect(step).toEqual({ step: 'reload', delayMs: 500, log: expect.stringMatching(/expired/i) })
    expect(clipStep(input({ expireTime: NOW - 1, sharedSession: null })).step).toBe('reload')
    expect(seed()).toContain('Expired session: the page reloads after 500 ms.')
  })
})

describe('box-top offers', () => {
  it('check the loyalty partners only for authorised shoppers [CPN-125]', () => {
    expect(shouldCheckLoyaltyPartners('R')).toBe(true)
    expect(shouldCheckLoyaltyPartners('C')).toBe(true)
    for (const t of ['g', 'G', undefined]) expect(shouldCheckLoyaltyPartners(t)).toBe(false)
    expect(clipStep(input({ offer: boxTop }))).toEqual({ step: 'check-box-top' })
    expect(clipStep(input({ offer: boxTop, userType: 'g' }))).toEqual({ step: 'sign-in' })
  })

  it('never show the box-top modal to a box-top authorised shopper [CPN-126]', () => {
    expect(BOX_TOP_PARTNER).toBe('General Mills')
    expect(isBoxTopAuthorised([{ name: 'General Mills', planNumber: 'GM-1' }])).toBe(true)
    expect(isBoxTopAuthorised([{ name: 'general mills ', planNumber: 'GM-1' }])).toBe(true)
    expect(
      isBoxTopAuthorised([
        { name: 'General Mills', planNumber: '' },
        { name: 'Other', planNumber: '1' },
      ]),
    ).toBe(false)
    expect(isBoxTopAuthorised(undefined)).toBe(false)
    fc.assert(
      fc.property(
        fc.constantFrom('R', 'C'),
        (userType) => clipStep(input({ userType, offer: boxTop, boxTopAuthorised: true })).step === 'clip',
      ),
    )
  })

  it("open the box-top modal when a shopper who is not box-top authorised clips an '07' offer [CPN-127] [CPN-004]", () => {
    expect(clipStep(input({ offer: boxTop, boxTopAuthorised: false }))).toEqual({ step: 'box-top-modal' })
    expect(clipStep(input({ offer: offer({ offerSubPgm: '08' }), boxTopAuthorised: false })).step).toBe('clip')
  })
})

describe('after a clip', () => {
  it("announces 'Coupon clipped', or 'Coupon activated' when the button said Add to List or Activate [CPN-068] [CPN-069]", () => {
    expect(COUPON_CLIPPED_ANNOUNCEMENT).toBe('Coupon clipped')
    expect(COUPON_ACTIVATED_ANNOUNCEMENT).toBe('Coupon activated')
    expect(clipAnnouncement('clip')).toBe('Coupon clipped')
    expect(clipAnnouncement('add-to-list')).toBe('Coupon activated')
    expect(clipAnnouncement('activate')).toBe('Coupon activated')
  })

  it("keeps the delays and the PDP event name: 300 ms, 500 ms, 'DigitalCouponClipped' [CST-055] [CST-056] [CST-054]", () => {
    expect(SCREEN_READER_CLEAR_MS).toBe(300)
    expect(PROFILE_FIELD_FOCUS_DELAY_MS).toBe(500)
    expect(REFRESH_FAILURE_STEP.delayMs).toBe(500)
    expect(DIGITAL_COUPON_CLIPPED_EVENT).toBe('DigitalCouponClipped')
    expect(seed()).toContain('screen-reader status cleared 300 ms; profile-field focus 500 ms')
    expect(seed()).toContain('A PDP event DigitalCouponClipped is dispatched.')
  })
})

describe('progressive profile', () => {
  const blank = fc.constantFrom(undefined, null, '', '  ')
  const filled = fc.constantFrom('a@b.example', '5551234567')

  it('is considered only when the profile e-mail or phone is empty [CPN-074]', () => {
    fc.assert(
      fc.property(fc.oneof(blank, filled), fc.oneof(blank, filled), (email, phone) => {
        const empty = !email?.trim() || !phone?.trim()
        expect(shouldPromptProgressiveProfile({ email, phone, cachedClippedCount: 0, listEmpty: true })).toBe(empty)
      }),
    )
  })

  it('shows only when the coupon cache shows no clipped coupons [CPN-075]', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 20 }),
        fc.boolean(),
        (count, listEmpty) =>
          shouldPromptProgressiveProfile({ email: '', phone: '555', cachedClippedCount: count, listEmpty }) === (count === 0),
      ),
    )
  })

  it("shows, with no coupon cache, only when the shopper's list is empty [CPN-076]", () => {
    expect(shouldPromptProgressiveProfile({ email: 'a@b.example', phone: '', listEmpty: true })).toBe(true)
    expect(shouldPromptProgressiveProfile({ email: 'a@b.example', phone: '', listEmpty: false })).toBe(false)
  })

  it('never appears when both e-mail and phone are present [CPN-077]', () => {
    fc.assert(
      fc.property(
        filled,
        filled,
        fc.option(fc.nat({ max: 3 }), { nil: undefined }),
        fc.boolean(),
        (email, phone, cachedClippedCount, listEmpty) => !shouldPromptProgressiveProfile({ email, phone, cachedClippedCount, listEmpty }),
      ),
    )
    expect(seed()).toContain('Progressive profile step appears only when e-mail or phone is empty.')
  })
})
