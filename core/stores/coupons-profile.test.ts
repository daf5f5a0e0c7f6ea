// The progressive-profile prompt the coupon store raises after a clip (core/stores/coupons-profile.ts), with
// the profile summary read from the in-process simulator.
import { describe, expect, it } from 'vitest'
import { couponHarness, type CouponHarness, simUser } from '../test-support/coupons'

const CLICK = { trusted: true } as const
const unclipped = (h: CouponHarness, n: number, userKey: string) =>
  h.store.$offers.get().filter((o) => o.status === 'U' && o.offerPgm !== 'WS' && (o.endDate ?? '') > '2030-05-15' && !simUser(h.sim, userKey).clipped.includes(o.id)).slice(0, n)
const profileCalls = (h: CouponHarness) => h.sent.filter((r) => new URL(r.url).pathname.includes('/profile')).length

describe('progressive-profile prompt after a clip', () => {
  it('opens after the first clip of a shopper whose profile has no phone, asking for the phone [CPN-074] [CPN-075]', async () => {
    const h = await couponHarness({ user: 'R', contact: 'sim' })
    await h.store.load()
    expect(h.store.$cache.get()?.arrClippedCoupons).toEqual([])
    const [first, second] = unclipped(h, 2, 'R')
    expect(await h.store.clip(first!.id, CLICK)).toBe('clipped')
    await h.contactReads[0]
    expect(h.store.$profilePrompt.get()).toEqual({ offerId: first!.id, ask: 'phone' })
    h.store.dismissProfilePrompt()
    expect(h.store.$profilePrompt.get()).toBeNull()
    await h.store.clip(second!.id, CLICK)
    expect(h.store.$profilePrompt.get()).toBeNull()
    expect(profileCalls(h)).toBe(1)
  })

  it('stays closed when the cache already showed clipped coupons [CPN-075]', async () => {
    const h = await couponHarness({ user: 'C', contact: async () => ({ email: 'grace@example.com', phone: '' }) })
    await h.store.load()
    expect(h.store.$cache.get()!.arrClippedCoupons.length).toBeGreaterThan(0)
    expect(await h.store.clip(unclipped(h, 1, 'C')[0]!.id, CLICK)).toBe('clipped')
    expect(h.contactReads).toEqual([])
    expect(h.store.$profilePrompt.get()).toBeNull()
  })

  it('never opens when the profile has both an e-mail and a phone [CPN-077]', async () => {
    const h = await couponHarness({ user: 'R', contact: async () => ({ email: 'r@example.com', phone: '303-555-0100' }) })
    await h.store.load()
    await h.store.clip(unclipped(h, 1, 'R')[0]!.id, CLICK)
    await h.contactReads[0]
    expect(h.store.$profilePrompt.get()).toBeNull()
  })

  it('asks for either when both are empty, and for the e-mail when only it is [CPN-074]', async () => {
    for (const [contact, ask] of [[{ email: ' ', phone: null }, 'either'], [{ email: '', phone: '303-555-0100' }, 'email']] as const) {
      const h = await couponHarness({ user: 'R', contact: async () => contact })
      await h.store.load()
      const offer = unclipped(h, 1, 'R')[0]!
      await h.store.clip(offer.id, CLICK)
      await h.contactReads[0]
      expect(h.store.$profilePrompt.get()).toEqual({ offerId: offer.id, ask })
    }
  })

  it('opens nothing when the profile cannot be read, and warns', async () => {
    const h = await couponHarness({ user: 'R', contact: () => Promise.reject(new Error('profile down')) })
    await h.store.load()
    await h.store.clip(unclipped(h, 1, 'R')[0]!.id, CLICK)
    await expect(h.contactReads[0]).rejects.toThrow('profile down')
    expect(h.store.$profilePrompt.get()).toBeNull()
    expect(h.logs.some((l) => l.level === 'warn' && String(l.args[0]).includes('progressive-profile'))).toBe(true)
  })

  it('opens nothing without a profile reader', async () => {
    const h = await couponHarness({ user: 'R' })
    await h.store.load()
    expect(await h.store.clip(unclipped(h, 1, 'R')[0]!.id, CLICK)).toBe('clipped')
    expect(h.store.$profilePrompt.get()).toBeNull()
    expect(h.contactReads).toEqual([])
  })
})
