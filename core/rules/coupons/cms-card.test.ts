import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { iconLogo, ICON_LOGO_KEYS, type LogoFragment, OFFER_ICONS } from './classify'
import { type CmsCoupon, cmsCouponCardModel, dateRange, dealsGridItems, ELIGIBLE_ITEMS_LABEL, listTogglePress } from './cms-card'
import { arbOffers, offer } from '../../../test/support/offer-fixtures'

const seed = () => seedText('001')
const cms: CmsCoupon = {
  id: 'cms-1',
  description: 'Save $2 on any two Harvest Bakery breads',
  brand: 'Harvest Bakery',
  startDate: '2025-06-01',
  endDate: '2025-06-30T00:00:00.000Z',
  detailsUrl: '/deals/harvest-bread.html',
}

describe('non-digital coupon card', () => {
  it('shows description, brand and date range [CPN-106]', () => {
    expect(cmsCouponCardModel(cms, false)).toMatchObject({
      description: cms.description,
      brand: 'Harvest Bakery',
      dateRange: '06/01/2025 - 06/30/2025',
    })
    expect(dateRange(undefined, '2025-06-30')).toBe('06/30/2025')
    expect(dateRange(undefined, undefined)).toBe('')
    expect(seed()).toContain(
      'Non-digital coupon card: description, brand, date range, an Eligible Items button, an Offer Details link, and an add-to-list / added-to-list circular toggle.',
    )
  })

  it("has an 'Eligible Items' button [CPN-107]", () => {
    expect(ELIGIBLE_ITEMS_LABEL).toBe('Eligible Items')
    expect(cmsCouponCardModel(cms, false).eligibleItemsLabel).toBe('Eligible Items')
  })

  it("has an 'Offer Details' link to the authored page [CPN-108]", () => {
    expect(cmsCouponCardModel(cms, true).detailsLink).toEqual({ text: 'Offer Details', href: '/deals/harvest-bread.html' })
  })

  it('has an add-to-list / added-to-list toggle that reflects and flips list membership [CPN-109]', () => {
    expect(cmsCouponCardModel(cms, false).listToggle).toEqual({ pressed: false, text: 'ADD', accessibleName: 'Add to list' })
    expect(cmsCouponCardModel(cms, true).listToggle).toEqual({ pressed: true, text: 'ADDED', accessibleName: 'Added to list' })
    fc.assert(fc.property(fc.boolean(), (onList) => listTogglePress(onList) === (onList ? 'list-remove' : 'list-add')))
  })
})

describe('deals grid items', () => {
  it('shows the non-digital (CMS) coupon cards after the digital coupons [CPN-104]', () => {
    fc.assert(
      fc.property(arbOffers(10), fc.nat({ max: 5 }), (offers, n) => {
        const coupons = Array.from({ length: n }, (_, i) => ({ ...cms, id: `cms-${i}` }))
        const items = dealsGridItems(offers, coupons)
        expect(items.map((i) => i.kind)).toEqual([...offers.map(() => 'digital'), ...coupons.map(() => 'cms')])
        expect(items.filter((i) => i.kind === 'cms').map((i) => (i.kind === 'cms' ? i.coupon.id : ''))).toEqual(coupons.map((c) => c.id))
      }),
    )
    expect(dealsGridItems([offer()], [cms])[1]).toEqual({ kind: 'cms', coupon: cms })
  })
})

describe('card icons', () => {
  const fragment: LogoFragment = {
    freshPass: { src: 'data:image/svg+xml,fp', alt: 'FreshPass' },
    justForU: { src: 'data:image/svg+xml,j4u', alt: 'Just for U' },
    rewards: { src: 'data:image/svg+xml,r', alt: 'Rewards' },
  }

  it('come from the logo fragment JSON: fresh-pass, Just-for-U and rewards logos [CPN-118]', () => {
    expect(ICON_LOGO_KEYS).toEqual({ 'fresh-pass': 'freshPass', rewards: 'rewards', 'just-for-u': 'justForU' })
    expect(iconLogo('fresh-pass', fragment)).toEqual({ src: 'data:image/svg+xml,fp', alt: 'FreshPass' })
    expect(iconLogo('rewards', fragment)?.alt).toBe('Rewards')
    expect(iconLogo('just-for-u', fragment)?.alt).toBe('Just for U')
    expect(seed()).toContain('GET logo fragment JSON with the fresh-pass, Just-for-U and rewards logos.')
  })

  it('are absent, without failing the card, when the logo fetch failed [ERR-044]', () => {
    for (const icon of OFFER_ICONS) {
      expect(iconLogo(icon, undefined)).toBeUndefined()
      expect(iconLogo(icon, {})).toBeUndefined()
    }
  })
})
