// The coupon prompts (core/stores/coupons/prompts.ts) against the in-process simulator: when the
// progressive-profile prompt shows after a clip, its save, and the one-time-passcode sign-in.
import { describe, expect, it, vi } from 'vitest'
import { SIM_OTP_CODE } from '../../../sim/routes/otp'
import { isClipped } from '../../rules/coupons/classify'
import { OTP_ERRORS, OTP_TEXT } from '../../rules/coupons/modal-prompts'
import { COUPON_TODAY, couponHarness, type CouponHarness, simUser } from '../../../test/support/coupons'
import { createCouponPrompts } from './prompts'

const CLICK = { trusted: true } as const

async function setUp(user: string, before?: (h: CouponHarness) => void) {
  const h = await couponHarness({ user })
  before?.(h)
  await h.store.load()
  const reload = vi.fn()
  const prompts = createCouponPrompts({ coupons: h.store, session: h.session, api: () => h.api, page: { reload }, log: { warn: () => {} } })
  return { h, prompts, reload }
}

const plainOffers = (h: CouponHarness) =>
  h.sim.state.offers.filter((o) => o.kind === 'coupon-cc' && o.endDate.slice(0, 10) > COUPON_TODAY).map((o) => o.offerId)

async function clipOne(h: CouponHarness, prompts: ReturnType<typeof createCouponPrompts>, afterClip?: () => void) {
  const id = plainOffers(h).find((x) => {
    const o = h.store.offer(x).get()
    return o && !isClipped(o)
  })
  expect(await h.store.clip(id!, CLICK)).toBe('clipped')
  afterClip?.()
  await prompts.profileChecked()
  return id!
}

describe('progressive-profile prompt', () => {
  it('after the first clip of a shopper without a phone, asks for a mobile number [CPN-074] [CPN-075]', async () => {
    const { h, prompts } = await setUp('R')
    await clipOne(h, prompts)
    expect(prompts.$profilePrompt.get()).toEqual({ ask: 'phone', save: 'idle' })
    prompts.dismissProfile()
    await clipOne(h, prompts)
    expect(prompts.$profilePrompt.get()).toBeNull()
  })

  it('does not show when the cache already holds a clipped coupon [CPN-075]', async () => {
    const { h, prompts } = await setUp('R')
    // One coupon of the stored gallery is clipped already.
    const cache = h.store.$cache.get()!
    const earlier = plainOffers(h).at(-1)!
    expect(cache.objCoupons[earlier]?.status).toBe('U')
    h.store.$cache.set({ ...cache, objCoupons: { ...cache.objCoupons, [earlier]: { ...cache.objCoupons[earlier]!, status: 'C' } } })
    await clipOne(h, prompts)
    expect(prompts.$profilePrompt.get()).toBeNull()
  })

  it("with no coupon cache, shows only when the shopper's list is empty [CPN-076]", async () => {
    const empty = await setUp('R')
    await clipOne(empty.h, empty.prompts, () => empty.h.store.$cache.set(null))
    expect(empty.prompts.$profilePrompt.get()?.ask).toBe('phone')

    const listed = await setUp('R', (h) => simUser(h.sim, 'R').list.push(plainOffers(h)[6]!))
    await clipOne(listed.h, listed.prompts, () => listed.h.store.$cache.set(null))
    expect(listed.prompts.$profilePrompt.get()).toBeNull()
  })

  it('never shows when both e-mail and phone are present [CPN-077]', async () => {
    const { h, prompts } = await setUp('C', (h) => {
      simUser(h.sim, 'C').clipped.length = 0
    })
    await clipOne(h, prompts)
    expect(prompts.$profilePrompt.get()).toBeNull()
  })

  it('saves the contact, or says the save failed [MDL-012] [CPN-078]', async () => {
    const { h, prompts } = await setUp('R')
    await clipOne(h, prompts)
    h.sim.state.faults.push({ path: 'account/contact', status: 500, times: 1 })
    await prompts.saveProfile({ kind: 'phone', phone: '5551234567' })
    expect(prompts.$profilePrompt.get()?.save).toBe('failed')
    await prompts.saveProfile({ kind: 'phone', phone: '5551234567' })
    expect(prompts.$profilePrompt.get()?.save).toBe('saved')
    expect(simUser(h.sim, 'R').phoneNumber).toBe('5551234567')
  })
})

describe('passcode sign-in', () => {
  it('contact, code, a wrong code, the right code, then a reload on close [MDL-015]', async () => {
    const { h, prompts, reload } = await setUp('G')
    prompts.openSignIn()
    expect(prompts.$signIn.get()).toEqual({ step: 'contact' })
    const c = simUser(h.sim, 'C')
    await prompts.sendCode({ kind: 'email', email: c.email })
    expect(prompts.$signIn.get()).toEqual({ step: 'code', sentTo: `${c.email[0]}•••@example.com` })
    await prompts.verify('000000')
    expect(prompts.$signIn.get()).toMatchObject({ step: 'code', error: OTP_ERRORS.OTP_CODE_INVALID })
    await prompts.resend()
    expect(prompts.$signIn.get()).toMatchObject({ step: 'code', notice: OTP_TEXT.resent })
    await prompts.verify(SIM_OTP_CODE)
    expect(prompts.$signIn.get()).toEqual({ step: 'done' })
    expect(reload).not.toHaveBeenCalled()
    prompts.closeSignIn()
    expect(reload).toHaveBeenCalledOnce()
    expect(prompts.$signIn.get()).toBeNull()
  })

  it('an unknown contact and a failing service give their messages; closing early reloads nothing [MDL-015]', async () => {
    const { h, prompts, reload } = await setUp('G')
    prompts.openSignIn()
    await prompts.sendCode({ kind: 'phone', phone: '2025550000' })
    expect(prompts.$signIn.get()).toEqual({ step: 'contact', error: OTP_ERRORS.OTP_UNKNOWN_CONTACT })
    h.sim.state.faults.push({ path: 'account/otp', status: 503 })
    await prompts.sendCode({ kind: 'email', email: simUser(h.sim, 'C').email })
    expect(prompts.$signIn.get()).toEqual({ step: 'contact', error: OTP_ERRORS.OTP_FAILED })
    prompts.closeSignIn()
    expect(reload).not.toHaveBeenCalled()
  })
})
