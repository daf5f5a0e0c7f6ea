// The clip flow of the coupon store (core/stores/coupons/clip.ts) against the in-process simulator: one
// press, one POST; what the card, the screen reader, the page and the error modal get; guests, soft tokens
// and expired sessions; the list re-add of a coupon removed from the list.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SimOffer } from '../../../sim/data'
import type { SimFault } from '../../../sim/state'
import { isClipped } from '../../rules/coupons/classify'
import { CLIP_FAILED_BAD_STATUS, CLIP_FAILED_NO_ITEMS, CLIP_LOG_LABEL, clipHttpFailed, COUPON_EXPIRED } from '../../rules/coupons/clip'
import {
  COUPON_ACTIVATED_ANNOUNCEMENT,
  COUPON_CLIPPED_ANNOUNCEMENT,
  DIGITAL_COUPON_CLIPPED_EVENT,
  REFRESH_FAILURE_STEP,
  SCREEN_READER_CLEAR_MS,
  SESSION_EXPIRED_LOG,
} from '../../rules/coupons/clip-flow'
import { PARTNER_CLIP_PARAM } from '../../rules/coupons/partner-clip'
import { CLIPPED, UNCLIPPED } from '../../rules/coupons/offer'
import { OFFER_PATHS } from '../../rules/endpoints'
import { COOKIES } from '../../rules/http'
import { clipErrorModalContent } from '../../rules/coupons/clip-error'
import { ERROR_MODAL_TEXT } from '../../rules/modal'
import { IDENTITY_UNCONFIRMED_MESSAGE, REDIRECT_COOKIE_SECONDS, SESSION_REDIRECT_DELAY_MS, SIGN_IN_PATHS } from '../../rules/session'
import { COUPON_TODAY, couponHarness, type CouponHarness, PAGE_HREF, renewSimToken, simUser } from '../../../test/support/coupons'

const CLICK = { trusted: true } as const
const live = (o: SimOffer) => o.endDate.slice(0, 10) > COUPON_TODAY
const pick = (h: CouponHarness, test: (o: SimOffer) => boolean): SimOffer => {
  const offer = h.sim.state.offers.find(test)
  if (!offer) throw new Error('no such seeded offer')
  return offer
}
const plainCoupon = (h: CouponHarness, userKey = 'R') =>
  pick(h, (o) => o.kind === 'coupon-cc' && live(o) && !simUser(h.sim, userKey).clipped.includes(o.offerId))
const clipCalls = (h: CouponHarness) => h.calls(OFFER_PATHS.clip, 'POST')

async function signedIn(user = 'R', signIn?: Record<string, unknown>) {
  const h = await couponHarness({ user, ...(signIn ? { signIn } : {}) })
  await h.store.load()
  return h
}

afterEach(() => {
  vi.useRealTimers()
})

describe('clip', () => {
  it('sends exactly one POST with the C and L items, and the card reads Clipped [API-056] [API-057] [CPN-025] [CPN-026] [CPN-067]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    expect(h.store.offer(offer.offerId).get()?.status).toBe(UNCLIPPED)
    const pending = h.store.clip(offer.offerId, CLICK)
    expect(h.store.$busy.get()).toEqual({ [offer.offerId]: true })
    expect(await pending).toBe('clipped')
    expect(h.store.$busy.get()).toEqual({})
    const calls = clipCalls(h)
    expect(calls).toHaveLength(1)
    expect(new URL(calls[0]!.url).searchParams.get('storeId')).toBe('1100')
    expect(await calls[0]!.json()).toEqual({
      items: [
        { clipType: 'C', itemId: offer.offerId, itemType: offer.offerPgm },
        { clipType: 'L', itemId: offer.offerId, itemType: offer.offerPgm },
      ],
    })
    expect(h.store.offer(offer.offerId).get()).toMatchObject({ status: CLIPPED, deleted: false })
    expect(h.store.$cache.get()?.arrClippedCoupons).toContain(offer.offerId)
    expect(simUser(h.sim, 'R').clipped).toContain(offer.offerId)
  })

  it('keeps updatedTime, so a clip never makes the cache due for a refresh [CPN-031]', async () => {
    const h = await signedIn('R')
    const updated = h.store.$cache.get()?.updatedTime
    h.clock.now += 60_000
    await h.store.clip(plainCoupon(h).offerId, CLICK)
    expect(h.store.$cache.get()?.updatedTime).toBe(updated)
    expect(h.store.$cache.get()?.savedTime).toBe(h.clock.now)
  })

  it('announces Coupon clipped, and clears the line after 300 ms [CPN-068] [CPN-070]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    await h.store.clip(offer.offerId, CLICK)
    expect(h.store.$announcement.get()).toEqual({ offerId: offer.offerId, text: COUPON_CLIPPED_ANNOUNCEMENT })
    await vi.advanceTimersByTimeAsync(SCREEN_READER_CLEAR_MS - 1)
    expect(h.store.$announcement.get()?.text).toBe(COUPON_CLIPPED_ANNOUNCEMENT)
    await vi.advanceTimersByTimeAsync(1)
    expect(h.store.$announcement.get()).toBeNull()
  })

  it('announces Coupon activated when the pressed button said Add to List or Activate [CPN-069]', async () => {
    const h = await signedIn('R')
    const [a, b] = h.sim.state.offers.filter((o) => o.kind === 'coupon-cc' && live(o))
    await h.store.clip(a!.offerId, { trusted: true, pressed: 'activate' })
    expect(h.store.$announcement.get()).toEqual({ offerId: a!.offerId, text: COUPON_ACTIVATED_ANNOUNCEMENT })
    await h.store.clip(b!.offerId, { trusted: true, pressed: 'add-to-list' })
    expect(h.store.$announcement.get()?.text).toBe(COUPON_ACTIVATED_ANNOUNCEMENT)
  })

  it('dispatches the page event DigitalCouponClipped with the offer id [CPN-072]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    await h.store.clip(offer.offerId, CLICK)
    expect(h.record.events).toEqual([{ name: DIGITAL_COUPON_CLIPPED_EVENT, detail: { offerId: offer.offerId } }])
  })

  it('notifies every listener, so each card and the grid or carousel showing the offer refresh [CPN-032] [CPN-071]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    const seen = {
      card: [] as (string | undefined)[],
      otherCard: [] as (string | undefined)[],
      grid: 0,
      lastClip: [] as (string | undefined)[],
    }
    const stops = [
      h.store.offer(offer.offerId).listen((o) => void seen.card.push(o?.status)),
      h.store.offer(offer.offerId).listen((o) => void seen.otherCard.push(o?.status)),
      h.store.$offers.listen(() => void seen.grid++),
      h.store.$lastClip.listen((c) => void seen.lastClip.push(c?.offerId)),
    ]
    await h.store.clip(offer.offerId, CLICK)
    stops.forEach((stop) => stop())
    expect(seen.card).toEqual([CLIPPED])
    expect(seen.otherCard).toEqual([CLIPPED])
    expect(seen.grid).toBe(1)
    expect(seen.lastClip).toEqual([offer.offerId])
    const clippedGroup = h.store.$offers
      .get()
      .filter(isClipped)
      .map((o) => o.id)
    expect(
      h.store.$offers
        .get()
        .slice(-clippedGroup.length)
        .map((o) => o.id),
    ).toContain(offer.offerId)
  })

  it('shows the card clipped, not busy and announced first; the stores, the local coupon store, the grid refresh and the PDP event come after [CPN-035] [CPN-067] [CPN-068] [CPN-026] [CPN-071] [CPN-072]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    const order: string[] = []
    const stops = [
      h.store.$clippedNow.listen((c) => {
        if (!c[offer.offerId]) return
        order.push('card')
        // At that moment nothing else has moved yet: only the card's own state and the screen-reader line.
        expect(h.store.$busy.get()).toEqual({})
        expect(h.store.$announcement.get()).toEqual({ offerId: offer.offerId, text: COUPON_CLIPPED_ANNOUNCEMENT })
        expect(h.store.offer(offer.offerId).get()?.status).toBe(UNCLIPPED)
        expect(h.store.$lastClip.get()).toBeNull()
        expect(h.record.events).toEqual([])
      }),
      h.store.offer(offer.offerId).listen(() => void order.push('store')),
      h.store.$offers.listen(() => void order.push('grid')),
      h.store.$lastClip.listen(() => void order.push('refresh')),
    ]
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('clipped')
    stops.forEach((stop) => stop())
    expect(order).toEqual(['card', 'store', 'grid', 'refresh'])
    expect(h.store.$clippedNow.get()).toEqual({})
    expect(h.store.offer(offer.offerId).get()?.status).toBe(CLIPPED)
    expect(h.record.events).toEqual([{ name: DIGITAL_COUPON_CLIPPED_EVENT, detail: { offerId: offer.offerId } }])
  })

  it('sends one clip for a double press; the second press answers busy [CPN-066]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    const results = await Promise.all([h.store.clip(offer.offerId, CLICK), h.store.clip(offer.offerId, CLICK)])
    expect(results).toEqual(['clipped', 'busy'])
    expect(clipCalls(h)).toHaveLength(1)
  })

  it('ignores a press that is not a real user click [CPN-066]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    expect(await h.store.clip(offer.offerId, { trusted: false })).toBe('ignored')
    expect(clipCalls(h)).toHaveLength(0)
    expect(h.store.offer(offer.offerId).get()?.status).toBe(UNCLIPPED)
  })

  it('answers unknown-offer for an id the gallery does not hold, and sends nothing', async () => {
    const h = await signedIn('R')
    expect(await h.store.clip('no-such-offer', CLICK)).toBe('unknown-offer')
    expect(clipCalls(h)).toHaveLength(0)
  })
})

describe('clip failures', () => {
  it('opens the error modal with Coupon Expired and the server code and message for status 0 [CPN-036] [CPN-073] [ERR-024] [ERR-025]', async () => {
    const h = await signedIn('R')
    const expired = pick(h, (o) => o.kind === 'expired')
    expect(await h.store.clip(expired.offerId, CLICK)).toBe('expired')
    const error = h.store.$clipError.get()
    expect(error).toEqual({
      offerId: expired.offerId,
      kind: 'expired',
      message: COUPON_EXPIRED,
      code: 'OFFER_EXPIRED',
      errorMessage: 'This offer has expired.',
    })
    expect(clipErrorModalContent(error!)).toEqual({
      title: COUPON_EXPIRED,
      message: ERROR_MODAL_TEXT.expiredMessage,
      detail: 'OFFER_EXPIRED This offer has expired.',
    })
    expect(h.errors()).toEqual([`${CLIP_LOG_LABEL}: ${COUPON_EXPIRED} (OFFER_EXPIRED This offer has expired.)`])
    expect(h.store.offer(expired.offerId).get()?.status).toBe(UNCLIPPED)
    expect(h.record.events).toEqual([])
    h.store.dismissClipError()
    expect(h.store.$clipError.get()).toBeNull()
  })

  it('opens the error modal with the catalogue text for a status neither 0 nor 1 [CPN-037] [ERR-026]', async () => {
    const h = await signedIn('R')
    const weeklyAd = pick(h, (o) => o.kind === 'weekly-ad' && live(o))
    expect(await h.store.clip(weeklyAd.offerId, CLICK)).toBe('failed')
    const error = h.store.$clipError.get()!
    expect(error).toMatchObject({ kind: 'failed', message: CLIP_FAILED_BAD_STATUS })
    expect(clipErrorModalContent(error)).toMatchObject({
      title: ERROR_MODAL_TEXT.clipFailedTitle,
      message: ERROR_MODAL_TEXT.clipFailedMessage,
    })
    expect(clipErrorModalContent(error).detail).toContain(CLIP_FAILED_BAD_STATUS)
    expect(h.errors()).toEqual([`${CLIP_LOG_LABEL}: ${CLIP_FAILED_BAD_STATUS}`])
  })

  it('opens the error modal with the catalogue text for a 200 answer without items [ERR-027]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    h.sim.state.faults.push({ path: OFFER_PATHS.clip, status: 200, body: { ok: true }, times: 1 })
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('failed')
    expect(h.store.$clipError.get()).toMatchObject({ kind: 'failed', message: CLIP_FAILED_NO_ITEMS })
    expect(h.errors()).toEqual([`${CLIP_LOG_LABEL}: ${CLIP_FAILED_NO_ITEMS}`])
    expect(h.store.offer(offer.offerId).get()?.status).toBe(UNCLIPPED)
  })

  it('logs an HTTP failure with the status and the first error, opens no modal and changes nothing [ERR-028] [ERR-029] [ERR-030]', async () => {
    const h = await signedIn('R')
    const offer = plainCoupon(h)
    h.sim.state.faults.push({ path: OFFER_PATHS.clip, status: 503, body: { errors: [{ code: 'DOWN', message: 'Try later' }] }, times: 1 })
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('http-error')
    expect(h.store.$clipError.get()).toBeNull()
    expect(h.errors()).toEqual([`${CLIP_LOG_LABEL}: ${clipHttpFailed(503)} (DOWN Try later)`])
    expect(h.store.offer(offer.offerId).get()?.status).toBe(UNCLIPPED)
    expect(h.store.$busy.get()).toEqual({})
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('clipped')
  })
})

describe('who may clip', () => {
  it('sends a guest to sign-in with the 600-second redirect cookie, which comes back naming the offer [CPN-059] [STO-021]', async () => {
    const h = await couponHarness({ user: 'G' })
    await h.store.load()
    const offer = plainCoupon(h)
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('sign-in')
    expect(clipCalls(h)).toHaveLength(0)
    const back = `${PAGE_HREF}?${PARTNER_CLIP_PARAM}=${offer.offerId}`
    expect(h.record.assigned).toEqual([{ url: SIGN_IN_PATHS['sign-in'], redirectCookie: back }])
    h.clock.now += REDIRECT_COOKIE_SECONDS * 1000 - 1
    expect(h.cookies.get(COOKIES.redirect)).toBe(back)
    h.clock.now += 1
    expect(h.cookies.get(COOKIES.redirect)).toBeUndefined()
  })

  it('back from sign-in with the offer named, clips nothing until the shopper presses, then once [CPN-059] [CPN-066]', async () => {
    const guest = await couponHarness({ user: 'G' })
    await guest.store.load()
    const offer = plainCoupon(guest)
    await guest.store.clip(offer.offerId, CLICK)
    const back = await couponHarness({
      user: 'R',
      sim: guest.sim,
      storage: guest.storage,
      clock: guest.clock,
      search: `?${PARTNER_CLIP_PARAM}=${offer.offerId}`,
    })
    await Promise.all([back.store.load(), back.store.load()])
    await back.store.load({ force: true })
    expect(clipCalls(back)).toHaveLength(0)
    expect(back.store.offer(offer.offerId).get()?.status).toBe(UNCLIPPED)
    expect(await back.store.clip(offer.offerId, CLICK)).toBe('clipped')
    expect(clipCalls(back)).toHaveLength(1)
    expect(back.record.events).toEqual([{ name: DIGITAL_COUPON_CLIPPED_EVENT, detail: { offerId: offer.offerId } }])
  })

  it('refreshes a soft token through user info first, then clips [CPN-063] [API-002]', async () => {
    const h = await signedIn('R', { tokenExpiresInMs: 60_000 })
    const offer = plainCoupon(h)
    h.clock.now += 120_000
    const token = renewSimToken(h)
    const before = h.sent.length
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('clipped')
    const paths = h.sent.slice(before).map((r) => new URL(r.url).pathname)
    expect(paths[0]).toContain('/session/userinfo/')
    expect(paths.filter((p) => p.endsWith(OFFER_PATHS.clip))).toHaveLength(1)
    expect(paths.indexOf(paths.find((p) => p.endsWith(OFFER_PATHS.clip))!)).toBeGreaterThan(0)
    expect(clipCalls(h)[0]!.headers.get('authorization')).toBe(`Bearer ${token}`)
  })

  it('logs a failed soft-token refresh and goes to the error page after 500 ms [CPN-064] [ERR-033]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const h = await signedIn('R', { tokenExpiresInMs: 60_000 })
    const offer = plainCoupon(h)
    h.clock.now += 120_000
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('error-page')
    expect(clipCalls(h)).toHaveLength(0)
    expect(h.errors()).toContain(REFRESH_FAILURE_STEP.log)
    expect(h.session.$sessionTimeout.get()).toBe(false)
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS - 1)
    expect(h.record.assigned).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(h.record.assigned.map((a) => a.url)).toEqual([REFRESH_FAILURE_STEP.redirect])
  })

  it('logs an expired session and reloads the page after 500 ms [CPN-065] [ERR-034]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const h = await signedIn('R', { tokenExpiresInMs: 60_000, sessionExpiresInMs: 60_000 })
    const offer = plainCoupon(h)
    h.clock.now += 120_000
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('reload')
    expect(clipCalls(h)).toHaveLength(0)
    expect(h.errors()).toEqual([SESSION_EXPIRED_LOG])
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS - 1)
    expect(h.record.reloads).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(h.record.reloads).toBe(1)
  })
})

describe("a press while the shopper's sign-in is unconfirmed (user info failing)", () => {
  const noWait = async () => {}
  async function unconfirmed(userInfo: SimFault) {
    const h = await couponHarness({ user: 'R', identityWait: noWait })
    h.sim.state.faults.push(userInfo)
    await h.store.load()
    return h
  }

  it('fails visibly with the clip-failed modal after the bounded wait: no clip sent as a guest, no trip to sign-in', async () => {
    const h = await unconfirmed({ path: '/session/userinfo', status: 503 })
    const offer = plainCoupon(h)
    expect(h.store.offer(offer.offerId).get()).toBeDefined()
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('failed')
    expect(clipCalls(h)).toHaveLength(0)
    expect(h.record.assigned).toEqual([])
    expect(h.store.$clipError.get()).toEqual({ offerId: offer.offerId, kind: 'failed', message: IDENTITY_UNCONFIRMED_MESSAGE })
    expect(clipErrorModalContent(h.store.$clipError.get()!)).toMatchObject({
      title: ERROR_MODAL_TEXT.clipFailedTitle,
      message: ERROR_MODAL_TEXT.clipFailedMessage,
    })
    expect(h.errors()).toEqual([`${CLIP_LOG_LABEL}: ${IDENTITY_UNCONFIRMED_MESSAGE}`])
    expect(h.store.$busy.get()).toEqual({})
  })

  it("clips with the shopper's identity once user info answers again within the wait", async () => {
    const h = await unconfirmed({ path: '/session/userinfo', status: 503, times: 2 })
    const offer = plainCoupon(h)
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('clipped')
    const calls = clipCalls(h)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer .+/)
    expect(h.record.assigned).toEqual([])
    expect(simUser(h.sim, 'R').clipped).toContain(offer.offerId)
  })
})

describe('box-top offers', () => {
  it('asks the loyalty partners once, then opens the box-top modal instead of clipping for a shopper without General Mills [CPN-125] [CPN-127]', async () => {
    const h = await signedIn('C')
    const offer = h.sim.state.offers.find((o) => o.kind === 'box-top' && !simUser(h.sim, 'C').clipped.includes(o.offerId))!
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('box-top')
    expect(h.store.$boxTopPrompt.get()).toEqual({ offerId: offer.offerId })
    h.store.dismissBoxTop()
    expect(h.store.$boxTopPrompt.get()).toBeNull()
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('box-top')
    expect(h.calls(OFFER_PATHS.loyaltyPartners)).toHaveLength(1)
    expect(clipCalls(h)).toHaveLength(0)
  })

  it('clips a box-top offer for a box-top authorised shopper, never showing the modal [CPN-126]', async () => {
    const h = await signedIn('E')
    const offer = h.sim.state.offers.find((o) => o.kind === 'box-top' && live(o) && !simUser(h.sim, 'E').clipped.includes(o.offerId))!
    expect(await h.store.clip(offer.offerId, CLICK)).toBe('clipped')
    expect(h.store.$boxTopPrompt.get()).toBeNull()
  })
})

describe('a page opened with clipOfferId (a partner Clip, a guest back from sign-in, any link)', () => {
  it('clips nothing by itself, signed in or not, however many widgets load; nor does a guest leave for sign-in [CPN-066]', async () => {
    const probe = await couponHarness({ user: 'G' })
    const offer = plainCoupon(probe)
    const search = `?${PARTNER_CLIP_PARAM}=${offer.offerId}`
    const guest = await couponHarness({ user: 'G', search })
    await guest.store.load()
    expect(guest.record.assigned).toEqual([])
    expect(guest.store.$status.get().status).toBe('ready')
    const shopper = await couponHarness({ user: 'R', search })
    await Promise.all([shopper.store.load(), shopper.store.load()])
    await shopper.store.load({ force: true })
    expect(clipCalls(shopper)).toHaveLength(0)
    expect(shopper.store.offer(offer.offerId).get()?.status).toBe(UNCLIPPED)
  })
})

describe('dispose', () => {
  it('cancels a reload still to come, so a runtime torn down (resetRuntime) leaves the page alone [CPN-065]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const h = await signedIn('R', { tokenExpiresInMs: 60_000, sessionExpiresInMs: 60_000 })
    h.clock.now += 120_000
    expect(await h.store.clip(plainCoupon(h).offerId, CLICK)).toBe('reload')
    h.store.dispose()
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS * 2)
    expect(h.record.reloads).toBe(0)
  })
})

describe('a coupon the server reads clipped and removed from the list (reading A)', () => {
  it("puts it back on the list with the L item only when 'Add to List' is pressed [API-057] [CPN-041]", async () => {
    const h = await signedIn('C')
    const removed = Object.values(h.store.$cache.get()!.objCoupons).find((o) => o.status === CLIPPED && o.deleted && o.isClippable)
    if (!removed) throw new Error('no seeded offer reads C and deleted')
    expect(await h.store.clip(removed.id, { trusted: true, pressed: 'add-to-list' })).toBe('clipped')
    expect((await clipCalls(h)[0]!.json()).items.map((i: { clipType: string }) => i.clipType)).toEqual(['L'])
    expect(h.store.offer(removed.id).get()).toMatchObject({ status: CLIPPED, deleted: false })
  })
})
