import { describe, expect, it } from 'vitest'
import type { SimFault } from '../../../sim/state'
import { DEFAULT_EXTRA_COUPON_AMOUNT, TOP_UP_ATTEMPTS, topUpSize, unclippedDeals } from '../../rules/coupons/cache'
import { isClipped } from '../../rules/coupons/classify'
import { OFFER_PATHS } from '../../rules/endpoints'
import { couponHarness, type CouponHarness } from '../../../test/support/coupons'
import { pageConfig } from '../../../test/support/api'
import { SIM_HOST } from '../../../test/support/sim-api'
import { createOfferCarousel, type OfferCarouselRequest } from './offer-carousel'

function carousel(h: CouponHarness, request: Partial<OfferCarouselRequest>) {
  return createOfferCarousel(
    {
      coupons: h.store,
      session: h.session,
      api: () => h.api,
      config: pageConfig(SIM_HOST),
      now: () => h.clock.now,
      log: { warn: () => {} },
    },
    { source: 'j4uGallery', limit: 12, modelConfigurationId: 'model-1', ...request },
  )
}

describe('offer carousel store', () => {
  it('j4uGallery shows the first 12 gallery offers and follows a clip without reading again [CAR-007] [CAR-010] [CPN-071]', async () => {
    const h = await couponHarness({ user: 'R' })
    const c = carousel(h, {})
    await c.load()
    expect(c.$state.get().status).toBe('ready')
    expect(c.$offers.get().map((o) => o.id)).toEqual(
      h.store.$offers
        .get()
        .slice(0, 12)
        .map((o) => o.id),
    )
    const first = c.$offers.get()[0]?.id ?? ''
    expect(await h.store.clip(first, { trusted: true })).toBe('clipped')
    expect(c.$offers.get()[0]).toMatchObject({ id: first, status: 'C' })
    expect(h.calls(OFFER_PATHS.registeredGallery)).toHaveLength(1)
  })

  it('limit 99999 shows every gallery offer [CAR-011]', async () => {
    const h = await couponHarness({ user: 'R' })
    const c = carousel(h, { limit: 99999 })
    await c.load()
    expect(c.$offers.get()).toHaveLength(h.store.$offers.get().length)
  })

  it('p13n reads the personalised deals once, then uses the stored ones while valid [CAR-008] [CAR-016] [CPN-080]', async () => {
    const h = await couponHarness({ user: 'C' })
    const first = carousel(h, { source: 'p13n', limit: 5 })
    await first.load()
    expect(first.$offers.get()).toHaveLength(5)
    // The call asks for the limit plus the extra coupon amount, so clips leave spare deals (CPN-096, gap B17).
    expect(h.store.$p13n.get()?.dealsInfo).toHaveLength(5 + DEFAULT_EXTRA_COUPON_AMOUNT)
    const second = carousel(h, { source: 'p13n', limit: 5 })
    await second.load()
    expect(second.$offers.get().map((o) => o.id)).toEqual(first.$offers.get().map((o) => o.id))
    expect(h.calls(OFFER_PATHS.personalisation)).toHaveLength(1)
  })

  it('p13n falls back to the stored deals when the call fails [CPN-094] [ERR-040]', async () => {
    const h = await couponHarness({ user: 'C' })
    await carousel(h, { source: 'p13n', limit: 3 }).load()
    h.sim.state.faults.push({ path: 'offers/personalization', status: 500 } satisfies SimFault)
    // A larger limit than the stored one refuses the cache (CPN-084), so the call is made, and fails.
    const c = carousel(h, { source: 'p13n', limit: 6 })
    await c.load()
    expect(h.calls(OFFER_PATHS.personalisation)).toHaveLength(2)
    expect(c.$state.get().status).toBe('ready')
    expect(c.$offers.get().map((o) => o.id)).toEqual(
      h.store.$p13n
        .get()
        ?.dealsInfo.slice(0, 6)
        .map((o) => o.id),
    )
  })

  /** Clips stored personalised deals, as clips on the page would, until `n` of them are left unclipped. */
  function leaveUnclipped(h: CouponHarness, n: number) {
    const stored = h.store.$p13n.get()
    if (!stored) throw new Error('nothing stored')
    let spare = unclippedDeals(stored.dealsInfo).length - n
    const dealsInfo = stored.dealsInfo.map((d) =>
      spare > 0 && !isClipped(d) && spare-- ? { ...d, status: 'C' as const, deleted: false } : d,
    )
    h.store.$p13n.set({ ...stored, dealsInfo })
    expect(unclippedDeals(dealsInfo)).toHaveLength(n)
  }
  const sentPageSizes = (h: CouponHarness) =>
    Promise.all(h.calls(OFFER_PATHS.personalisation).map(async (r) => ((await r.clone().json()) as { uiPageSize: number }).uiPageSize))

  it('tops up when the unclipped stored deals are at or below the requested count, asking for the count plus 10 [CPN-093] [CPN-096]', async () => {
    const h = await couponHarness({ user: 'C' })
    await carousel(h, { source: 'p13n', limit: 4 }).load()
    leaveUnclipped(h, 5) // above 4: the stored deals serve
    await carousel(h, { source: 'p13n', limit: 4 }).load()
    expect(await sentPageSizes(h)).toEqual([14])
    leaveUnclipped(h, 4) // at the requested count: a top-up
    const c = carousel(h, { source: 'p13n', limit: 4 })
    await c.load()
    expect(await sentPageSizes(h)).toEqual([14, topUpSize(4)])
    expect(topUpSize(4)).toBe(4 + DEFAULT_EXTRA_COUPON_AMOUNT)
    expect(c.$offers.get()).toHaveLength(4)
  })

  it('a failed top-up shows the stored deals and spends one attempt; after the last no call is made [CPN-094] [CPN-095]', async () => {
    const h = await couponHarness({ user: 'C' })
    const c = carousel(h, { source: 'p13n', limit: 4 })
    await c.load()
    leaveUnclipped(h, 2)
    h.sim.state.faults.push({ path: 'offers/personalization', status: 503 } satisfies SimFault)
    const shown = h.store.$p13n
      .get()
      ?.dealsInfo.slice(0, 4)
      .map((o) => o.id)
    for (let i = 0; i < TOP_UP_ATTEMPTS + 2; i += 1) {
      await c.load()
      expect(c.$state.get().status).toBe('ready')
      expect(c.$offers.get().map((o) => o.id)).toEqual(shown)
    }
    expect(h.calls(OFFER_PATHS.personalisation)).toHaveLength(1 + TOP_UP_ATTEMPTS)
  })
})
