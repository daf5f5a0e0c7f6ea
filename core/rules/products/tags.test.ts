import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../test/support/products'
import { seedText } from '../../../test/support/seed'
import { displayProfile } from './display-profile'
import {
  availabilityTag,
  candidateTags,
  productTags,
  SNAP_TAG_TEXT,
  TAG_CAP_CAROUSEL,
  TAG_CAP_DEFAULT,
  type TagContext,
  visibleBadges,
} from './tags'

const SEED = seedText('001')
const ALL_ON = { madeToOrder: true, snap: true }
const grid: TagContext = { carousel: false, profile: ALL_ON, weekday: 3 }
const carousel: TagContext = { ...grid, carousel: true }
const kinds = (p: ReturnType<typeof makeProduct>, ctx: TagContext) => productTags(p, ctx).map((t) => t.kind)

const RICH = {
  isMtoProduct: true,
  mtoTagText: 'Made to Order',
  fulfillmentStartTime: '10:00',
  fulfillmentEndTime: '19:00',
  dispItemPackageQty: 6,
  dispItemPackageUOM: 'ct',
  dispItemSizeQty: 12,
  dispUnitOfMeasure: 'fl oz',
  snapEligible: true,
}

const arbTagged = fc
  .record({
    isMtoProduct: fc.boolean(),
    mtoTagText: fc.constantFrom(undefined, '', 'Made to Order'),
    fulfillmentStartTime: fc.constantFrom(undefined, '00:00', '10:00'),
    fulfillmentEndTime: fc.constantFrom(undefined, '00:00', '19:00'),
    dispItemPackageQty: fc.constantFrom(undefined, 0, 1, 2, 12),
    dispItemSizeQty: fc.constantFrom(undefined, 0, 0.5, 16),
    dispUnitOfMeasure: fc.constantFrom(undefined, '', 'oz'),
    snapEligible: fc.boolean(),
  })
  .map((r) => makeProduct(r))
const arbCtx = fc.record({
  carousel: fc.boolean(),
  profile: fc.record({ madeToOrder: fc.boolean(), snap: fc.boolean() }),
  weekday: fc.integer({ min: 0, max: 6 }),
})

describe('product tags', () => {
  it('shows the package-quantity tag only when dispItemPackageQty is above 1 [PRD-033]', () => {
    fc.assert(
      fc.property(arbTagged, arbCtx, (p, ctx) => {
        expect(candidateTags(p, ctx).some((t) => t.kind === 'packageQty')).toBe((p.dispItemPackageQty ?? 0) > 1)
      }),
    )
    expect(candidateTags(makeProduct({ dispItemPackageQty: 6, dispItemPackageUOM: 'ct' }), grid)).toContainEqual({
      kind: 'packageQty',
      text: '6 Count',
    })
  })

  it('shows the size tag only when dispItemSizeQty is above 0 with a unit [PRD-034]', () => {
    fc.assert(
      fc.property(arbTagged, arbCtx, (p, ctx) => {
        expect(candidateTags(p, ctx).some((t) => t.kind === 'size')).toBe((p.dispItemSizeQty ?? 0) > 0 && !!p.dispUnitOfMeasure)
      }),
    )
    expect(candidateTags(makeProduct({ dispItemSizeQty: 12, dispUnitOfMeasure: 'fl oz' }), grid)).toContainEqual({
      kind: 'size',
      text: '12 Fluid Ounce',
    })
  })

  it("shows the MTO tag only with the profile's made-to-order option, a made-to-order product and tag text [PRD-035]", () => {
    fc.assert(
      fc.property(arbTagged, arbCtx, (p, ctx) => {
        expect(candidateTags(p, ctx).some((t) => t.kind === 'mto')).toBe(ctx.profile.madeToOrder && p.isMtoProduct && !!p.mtoTagText)
      }),
    )
    expect(productTags(makeProduct(RICH), grid)[0]).toEqual({ kind: 'mto', text: 'Made to Order' })
  })

  it('hides the MTO tag when disableMto is on [CST-064]', () => {
    expect(candidateTags(makeProduct(RICH), { ...grid, flags: { disableMto: true } }).map((t) => t.kind)).not.toContain('mto')
  })

  it("shows the SNAP tag only with the profile's SNAP option and snapEligible [PRD-036]", () => {
    fc.assert(
      fc.property(
        arbTagged,
        arbCtx.filter((c) => !c.carousel),
        (p, ctx) => {
          expect(candidateTags(p, ctx).some((t) => t.kind === 'snap')).toBe(ctx.profile.snap && p.snapEligible)
        },
      ),
    )
    expect(productTags(makeProduct({ snapEligible: true }), grid)).toEqual([{ kind: 'snap', text: SNAP_TAG_TEXT }])
  })

  it('never shows the SNAP tag on carousels [PRD-037]', () => {
    expect(SEED).toContain('is not shown on carousels')
    fc.assert(
      fc.property(arbTagged, arbCtx, (p, ctx) => {
        if (ctx.carousel) expect(candidateTags(p, ctx).map((t) => t.kind)).not.toContain('snap')
      }),
    )
    expect(productTags(makeProduct({ snapEligible: true }), carousel)).toEqual([])
  })

  it('shows at most 2 tags on a carousel card [PRD-038] [CST-034]', () => {
    expect(TAG_CAP_CAROUSEL).toBe(2)
    expect(SEED).toContain('At most 2 tags on carousels, 3 otherwise.')
    expect(SEED).toMatch(/Tags cap \| 2 carousels, 3 otherwise/)
    fc.assert(
      fc.property(arbTagged, arbCtx, (p, ctx) => {
        const all = candidateTags(p, { ...ctx, carousel: true })
        expect(productTags(p, { ...ctx, carousel: true })).toEqual(all.slice(0, 2))
      }),
    )
    expect(kinds(makeProduct(RICH), carousel)).toEqual(['mto', 'availability'])
  })

  it('shows at most 3 tags on any other card [PRD-039] [CST-034]', () => {
    expect(TAG_CAP_DEFAULT).toBe(3)
    fc.assert(
      fc.property(arbTagged, arbCtx, (p, ctx) => {
        const all = candidateTags(p, { ...ctx, carousel: false })
        expect(productTags(p, { ...ctx, carousel: false })).toEqual(all.slice(0, 3))
      }),
    )
    expect(kinds(makeProduct(RICH), grid)).toEqual(['mto', 'availability', 'packageQty'])
    expect(candidateTags(makeProduct(RICH), grid)).toHaveLength(5)
  })

  it("hides the availability tag when both hours are '00:00' or missing [PRD-040]", () => {
    for (const [start, end] of [
      ['00:00', '00:00'],
      [undefined, undefined],
      ['00:00', undefined],
      [undefined, '00:00'],
    ]) {
      expect(availabilityTag(makeProduct({ fulfillmentStartTime: start, fulfillmentEndTime: end }), grid)).toBeNull()
    }
    expect(availabilityTag(makeProduct({ fulfillmentStartTime: '10:00', fulfillmentEndTime: '19:00' }), grid)).toBe(
      'Available 10:00 AM - 7:00 PM',
    )
    expect(availabilityTag(makeProduct({ fulfillmentStartTime: '10:00' }), grid)).toBe('Available from 10:00 AM')
    expect(availabilityTag(makeProduct({ fulfillmentEndTime: '19:00' }), grid)).toBe('Available until 7:00 PM')
    // the weekend variants apply on their days (PRD-049)
    const p = makeProduct({ ...RICH, fulfillmentStartTimeSunday: '11:00', fulfillmentEndTimeSunday: '16:00' })
    expect(availabilityTag(p, { ...grid, weekday: 0 })).toBe('Available 11:00 AM - 4:00 PM')
  })

  it('hides the availability tag on carousels with isCarouselAvailabilityTagDisabled and on grids with isGridAvailabilityTagDisabled [PRD-041]', () => {
    const p = makeProduct(RICH)
    expect(availabilityTag(p, { ...carousel, flags: { isCarouselAvailabilityTagDisabled: true } })).toBeNull()
    expect(availabilityTag(p, { ...grid, flags: { isCarouselAvailabilityTagDisabled: true } })).not.toBeNull()
    expect(availabilityTag(p, { ...grid, flags: { isGridAvailabilityTagDisabled: true } })).toBeNull()
    expect(availabilityTag(p, { ...carousel, flags: { isGridAvailabilityTagDisabled: true } })).not.toBeNull()
  })

  it('takes the made-to-order and SNAP options from the display profile', () => {
    expect(kinds(makeProduct(RICH), { ...grid, profile: displayProfile('light-weight') })).toEqual(['availability', 'packageQty', 'size'])
  })
})

describe('badges', () => {
  const badges = makeProduct({
    badges: [
      { badgeName: 'Was $5.99', color: '#5f6368', isStrikethrough: true },
      { badgeName: 'Limited Time', color: '#b3261e', isBoldText: true },
      { badgeName: 'New' },
    ],
  }).badges

  it('renders each badge in its color, struck through or bold as flagged [PRD-006]', () => {
    expect(visibleBadges(badges)).toEqual([
      { text: 'Was $5.99', style: { color: '#5f6368', textDecoration: 'line-through' } },
      { text: 'Limited Time', style: { color: '#b3261e', fontWeight: 'bold' } },
      { text: 'New', style: {} },
    ])
  })

  it('renders no badge when isDynamicBadgesDisabled is on [PRD-007] [CST-067]', () => {
    expect(visibleBadges(badges, { isDynamicBadgesDisabled: true })).toEqual([])
    expect(visibleBadges(badges, { isDynamicBadgesDisabled: false })).toHaveLength(3)
  })
})
