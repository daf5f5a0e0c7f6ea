// Feature flags in page configuration (001 §9): the `flags` object of #aisle-config, resolved by
// resolvePageConfig into config.flags, and the effects the widgets read from there.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carouselPlan } from '../rules/coupons/carousel'
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_NAMES, resolveFeatureFlags } from '../rules/feature-flags'
import { DEFAULT_PAGE_PATHS } from '../rules/pages'
import { productCardModel } from '../rules/products/card'
import { carouselTile } from '../rules/products/carousel'
import { makeProduct } from '../../test/support/products'
import { seedText } from '../../test/support/seed'
import { type ConfigOverrides, resolvePageConfig } from './config'

const host = 'www.freshway.localhost:5173'
const configWith = (overrides: ConfigOverrides) => resolvePageConfig({ host, origin: `http://${host}`, search: '', overrides })
const flagsOf = (flags: unknown) => configWith({ flags }).flags

// Open every weekday 10:00-19:00, so the product qualifies for an availability tag.
const product = makeProduct({ fulfillmentStartTime: '10:00', fulfillmentEndTime: '19:00' })
const AVAILABILITY_TAG = 'Available 10:00 AM - 7:00 PM'
const cardCtx = { channel: 'delivery' as const, today: '2026-11-23', weekday: 1 }
const tileCtx = { ...cardCtx, pages: DEFAULT_PAGE_PATHS }
const tileTags = (flags: ReturnType<typeof flagsOf>) => carouselTile(product, { ...tileCtx, flags }).tags.map((t) => t.text)

describe('feature flags in page configuration', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads every flag the seed names from the flags object of the page configuration', () => {
    const seedFlags = seedText('001').match(/- Feature flags: (.*)\./)?.[1] ?? ''
    for (const name of FEATURE_FLAG_NAMES.filter((n) => n !== 'ecomGalleryEnabled' && n !== 'mockCarousel'))
      expect(seedFlags).toContain(name)
    expect(seedFlags).toContain('the e-commerce gallery flag, and the mock-carousel flag')
    const all = Object.fromEntries(FEATURE_FLAG_NAMES.map((n) => [n, true]))
    expect(flagsOf(all)).toEqual(all)
    expect(configWith({}).flags).toEqual(DEFAULT_FEATURE_FLAGS)
  })

  it('ignores an unknown flag or a non-boolean value with one warning naming the valid flags, and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(flagsOf({ isGridAvailabilityTagDisabled: true, isGridAvailabilityTagDisable: true, arEnable: 'yes' })).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      isGridAvailabilityTagDisabled: true,
    })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain("'isGridAvailabilityTagDisable', 'arEnable'")
    expect(warn.mock.calls[0]?.[0]).toContain('isGridAvailabilityTagDisabled')
    warn.mockClear()
    expect(resolveFeatureFlags(['arEnable'], (m) => console.warn(m))).toEqual(DEFAULT_FEATURE_FLAGS)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('reads isMFC2disabled from the page and exposes it, with no effect (not shown) [CST-063]', () => {
    expect(seedText('001')).toContain('isMFC2disabled')
    expect(flagsOf({ isMFC2disabled: true }).isMFC2disabled).toBe(true)
    expect(flagsOf({ isMFC2disabled: false }).isMFC2disabled).toBe(false)
    expect(flagsOf({}).isMFC2disabled).toBeUndefined()
  })

  it('reads disableOfferDetailsSpa from the page: off unless the page turns it on (the card then links plainly) [CST-071]', () => {
    expect(seedText('001')).toContain('disableOfferDetailsSpa')
    expect(flagsOf({ disableOfferDetailsSpa: true }).disableOfferDetailsSpa).toBe(true)
    expect(flagsOf({}).disableOfferDetailsSpa).toBeUndefined()
  })

  it('reads arEnable from the page and exposes it, with no effect (not shown) [CST-068]', () => {
    expect(seedText('001')).toContain('arEnable')
    expect(flagsOf({ arEnable: true }).arEnable).toBe(true)
    expect(flagsOf({}).arEnable).toBeUndefined()
  })

  it('hides the availability tag of carousel tiles only, with isCarouselAvailabilityTagDisabled [CST-069] [PRD-041]', () => {
    expect(tileTags(flagsOf({}))).toContain(AVAILABILITY_TAG)
    const flags = flagsOf({ isCarouselAvailabilityTagDisabled: true })
    expect(tileTags(flags)).not.toContain(AVAILABILITY_TAG)
    expect(productCardModel(product, { ...cardCtx, flags }).tags).toContain(AVAILABILITY_TAG)
  })

  it('hides the availability tag of grid product cards only, with isGridAvailabilityTagDisabled [CST-070] [PRD-041]', () => {
    expect(productCardModel(product, { ...cardCtx, flags: flagsOf({}) }).tags).toContain(AVAILABILITY_TAG)
    const flags = flagsOf({ isGridAvailabilityTagDisabled: true })
    expect(productCardModel(product, { ...cardCtx, flags }).tags).not.toContain(AVAILABILITY_TAG)
    expect(tileTags(flags)).toContain(AVAILABILITY_TAG)
  })

  it("is on unless the page turns the e-commerce gallery flag off; off makes 'aisle' carousels load remotely [CST-073] [CAR-003]", () => {
    const plan = (flags: unknown) =>
      carouselPlan('aisle', {
        limit: 12,
        aisleName: 'Dairy',
        localStoreExists: true,
        ecomGalleryEnabled: flagsOf(flags).ecomGalleryEnabled !== false,
        galleryCacheValid: true,
      })
    expect(flagsOf({}).ecomGalleryEnabled).toBe(true)
    expect(plan({})).not.toEqual({ source: 'gallery-filter', category: 'Dairy' })
    expect(plan({ ecomGalleryEnabled: false })).toEqual({ source: 'gallery-filter', category: 'Dairy' })
  })
})
