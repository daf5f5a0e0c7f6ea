/** The product card's display profile: every element it switches shows or hides by the `profile` attribute, and its links. */
import { expect } from '@open-wc/testing'
import { afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { CARD_EXTRA_TEXT, SIMILAR_ITEMS_ANCHOR } from '../../core/rules/products/card-extras'
import { type DisplayElement, displayProfile, DISPLAY_PROFILE_TYPES } from '../../core/rules/products/display-profile'
import { SNAP_TAG_TEXT } from '../../core/rules/products/tags'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { findProduct, mountCard, part, type SimProduct, text } from './test-kit'
import './product-card.element'

const plain = (x: SimProduct) =>
  x.status === 'active' && x.cartCategory === '1P' && !x.soldByWeight && !x.isCustomizable && !x.isPreOrderItem && !x.promoType

/** A grocery item carrying the data of every element a profile can switch on a counted, available card. */
function everything(h: Harness): SimProduct {
  const p = findProduct(h, plain)
  Object.assign(p, {
    rating: 4.5,
    reviewCount: 12,
    isSponsored: true,
    purchaseInd: 'B',
    offerText: '$1 off with your Club Card',
    promoType: 'P',
    promoText: 'Save $0.50',
    promoEndDate: '2099-12-31',
    price: p.basePrice - 0.5,
    restrictedValue: 'ALCOHOL',
    prop65WarningText: 'WARNING: test warning.',
    snapEligible: true,
    snsEligible: true,
    isMtoProduct: true,
    preparationTime: 30,
    channelInventory: { pickup: 5, delivery: 5, shipping: 0, instore: 5 },
    channelEligibility: { delivery: true, pickUp: true, inStore: true, shipping: false },
  })
  return p
}

/** Where each switched element shows on the card of `everything` (estimate, not-available and seller need items of their own). */
const SHOWN_BY: Partial<Record<DisplayElement, (el: Element) => boolean>> = {
  sponsoredLabel: (el) => text(el, 'sponsored') === CARD_EXTRA_TEXT.sponsored,
  inStoreLabel: (el) => !!text(el, 'in-store')?.startsWith('In store: '),
  unattendedDeliveryLabel: (el) => text(el, 'unattended') === CARD_EXTRA_TEXT.unattended,
  madeToOrder: (el) => part(el, 'mto') !== null,
  coupons: (el) => text(el, 'coupon') === 'Deal: $1 off with your Club Card',
  addToCart: (el) => part(el, 'add') !== null,
  scheduleAndSave: (el) => part(el, 'subscribe') !== null,
  buyItAgain: (el) => text(el, 'buy-it-again') === CARD_EXTRA_TEXT.buyItAgain,
  starRating: (el) => !!text(el, 'rating')?.includes('Rated 4.5 out of 5'),
  price: (el) => part(el, 'price-now') !== null,
  similarItemsLink: (el) => text(el, 'similar-items') === CARD_EXTRA_TEXT.similarItems,
  prop65Title: (el) => part(el, 'prop65') !== null,
  nestedFulfilment: (el) => part(el, 'fulfilment') !== null,
  // Inside the price block, or alone where the profile has no price (the wine carousel, PRD-062).
  promoText: (el) => text(el, 'promo') === 'Save $0.50',
  snap: (el) => [...(part(el, 'tags')?.querySelectorAll('li') ?? [])].some((li) => li.textContent === SNAP_TAG_TEXT),
}

describe('<aisle-product-card> display profile', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  for (const type of DISPLAY_PROFILE_TYPES) {
    it(`shows exactly the elements the '${type}' profile switches on [PRD-059] [PRD-060] [PRD-061] [PRD-062]`, async () => {
      const h = setUpHarness()
      const p = everything(h)
      startHarness(h)
      const el = await mountCard({ 'product-id': p.id, profile: type, channel: 'delivery' })
      const profile = displayProfile(type)
      const shown = Object.fromEntries(Object.entries(SHOWN_BY).map(([e, shows]) => [e, shows(el)]))
      const expected = Object.fromEntries(Object.keys(SHOWN_BY).map((e) => [e, profile[e as DisplayElement]]))
      expect(shown).to.deep.equal(expected)
    })
  }

  it('labels a weighed item’s price as an estimate where the profile has the estimate label [PRD-060]', async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !!x.soldByWeight)
    startHarness(h)
    const abs = await mountCard({ 'product-id': p.id, profile: 'abs' })
    expect(text(abs, 'estimate')).to.equal(CARD_EXTRA_TEXT.estimate)
    const light = await mountCard({ 'product-id': p.id, profile: 'light-weight' })
    expect(part(light, 'estimate')).to.equal(null)
    expect(part(light, 'price-now')).not.to.equal(null)
  })

  it('shows the not-available text instead of buying where the profile has it, and nothing where it does not [PRD-060]', async () => {
    const h = setUpHarness()
    const p = findProduct(h, plain)
    Object.assign(p, { status: 'inactive' })
    startHarness(h)
    const abs = await mountCard({ 'product-id': p.id, profile: 'abs' })
    expect(text(abs, 'unavailable')).to.equal('Out of Stock')
    const wine = await mountCard({ 'product-id': p.id, profile: 'wine-carousel' })
    expect(part(wine, 'unavailable')).to.equal(null)
    expect(part(wine, 'add')).to.equal(null)
  })

  it('links the seller tag of a marketplace item to its configured landing page, else to the marketplace search for the seller [PRD-058]', async () => {
    const h = setUpHarness({ overrides: { pages: { sellerLanding: { 'SLR-1001': '/sellers/hearth' } } } })
    const configured = findProduct(h, (x) => x.status === 'active' && x.sellerId === 'SLR-1001')
    const other = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '3P_MARKETPLACE' && x.sellerId !== 'SLR-1001')
    startHarness(h)
    const el = await mountCard({ 'product-id': configured.id })
    const link = part(el, 'seller')?.querySelector('a')
    expect(link?.textContent).to.equal(`Sold by ${configured.sellerName}`)
    expect(link?.getAttribute('href')).to.equal('/sellers/hearth')
    const fallback = await mountCard({ 'product-id': other.id })
    expect(part(fallback, 'seller')?.querySelector('a')?.getAttribute('href')).to.equal(
      `${DEFAULT_PAGE_PATHS.marketplaceSearchResults}?q=${encodeURIComponent(String(other.sellerName))}`,
    )
    // The abs profile has no seller tag (1P items have no third-party seller).
    const abs = await mountCard({ 'product-id': other.id, profile: 'abs' })
    expect(part(abs, 'seller')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('links a wine-shop item to the configured wine-shop search results in the seller tag’s place, switched with the seller tag [SHL-029] [PRD-060]', async () => {
    const h = setUpHarness({ overrides: { pages: { wineSearchResults: '/cellar/find' } } })
    const wine = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P_WINE')
    startHarness(h)
    // The wine item's own program (wineshop) shows the tag.
    const el = await mountCard({ 'product-id': wine.id })
    const link = part(el, 'wine-shop')?.querySelector('a')
    expect(link?.textContent).to.equal(CARD_EXTRA_TEXT.wineShop)
    expect(link?.getAttribute('href')).to.equal('/cellar/find')
    expect(part(el, 'seller')).to.equal(null)
    // abs has no seller tag, so no wine-shop link; a grocery item has none either.
    expect(part(await mountCard({ 'product-id': wine.id, profile: 'abs' }), 'wine-shop')).to.equal(null)
    expect(part(await mountCard({ 'product-id': findProduct(h, plain).id, profile: 'wineshop' }), 'wine-shop')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('links similar items to the product page of the item’s kind: standard, wine shop or marketplace [PRD-058] [SHL-029]', async () => {
    const h = setUpHarness()
    const kinds = [
      [findProduct(h, plain), DEFAULT_PAGE_PATHS.productDetail],
      [findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P_WINE'), DEFAULT_PAGE_PATHS.wineProductDetail],
      [findProduct(h, (x) => x.status === 'active' && x.cartCategory === '3P_MARKETPLACE'), DEFAULT_PAGE_PATHS.marketplaceProductDetail],
    ] as const
    startHarness(h)
    for (const [p, path] of kinds) {
      // light-weight has no similar-items link; the link is the profile's, so each kind is asked under abs.
      const el = await mountCard({ 'product-id': p.id, profile: 'abs' })
      expect(part(el, 'similar-items')?.getAttribute('href')).to.equal(`${path}/${p.id}#${SIMILAR_ITEMS_ANCHOR}`)
    }
  })

  it('uses the product’s own program when the profile attribute is a typo, warning once with the valid values [PRD-059]', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness()
    const p = everything(h)
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id, profile: 'lightweight' })
    // The product's program is abs: its rating and buy-it-again label show, which light-weight would hide.
    expect(part(el, 'rating')).not.to.equal(null)
    expect(part(el, 'buy-it-again')).not.to.equal(null)
    const warned = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('profile'))
    expect(warned).to.have.length(1)
    expect(warned[0]).to.include('light-weight')
  })

  it('passes axe with every switched element shown [PRD-060]', async () => {
    const h = setUpHarness()
    const p = everything(h)
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id, profile: 'abs' })
    expect(part(el, 'fulfilment')?.textContent).to.include('Pickup')
    await expect(el).to.be.accessible()
  })
})
