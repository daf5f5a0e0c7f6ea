import { describe, expect, it } from 'vitest'
import type { SimFault } from '../../sim/state'
import { OFFER_PATHS } from '../rules/endpoints'
import { couponHarness, type CouponHarness } from '../test-support/coupons'
import { pageConfig } from '../test-support/api'
import { SIM_HOST } from '../test-support/sim-api'
import { createOfferCarousel, type OfferCarouselRequest } from './offer-carousel'

function carousel(h: CouponHarness, request: Partial<OfferCarouselRequest>) {
  return createOfferCarousel(
    { coupons: h.store, session: h.session, api: () => h.api, banner: pageConfig(SIM_HOST).banner.id, host: SIM_HOST, now: () => h.clock.now, log: { warn: () => {} } },
    { source: 'j4uGallery', limit: 12, modelConfigurationId: 'model-1', ...request },
  )
}

describe('offer carousel store', () => {
  it('j4uGallery shows the first 12 gallery offers and follows a clip without reading again [CAR-007] [CAR-010] [CPN-071]', async () => {
    const h = await couponHarness({ user: 'R' })
    const c = carousel(h, {})
    await c.load()
    expect(c.$state.get().status).toBe('ready')
    expect(c.$offers.get().map((o) => o.id)).toEqual(h.store.$offers.get().slice(0, 12).map((o) => o.id))
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
    expect(h.store.$p13n.get()?.dealsInfo).toHaveLength(5)
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
    expect(c.$offers.get()).toHaveLength(3)
  })
})
