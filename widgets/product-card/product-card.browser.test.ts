import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import {
  DEFAULT_UNAVAILABLE_TEXT,
  ELIGIBILITY_LABELS,
  formatPrice,
  ITEM_MESSAGES,
  localDay,
  PROMO_TYPE_LABELS,
  SNAP_TAG_TEXT,
  TAG_CAP_DEFAULT,
} from '../../core/rules/products'
import { PRODUCT_CARD_TEXT } from '../../core/rules/products/card'
import { simControl } from '../../test/support/sim-fetch'
import { setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { PRODUCT_CARD_READY_MARK } from './ProductCard.connected'
import { PRODUCT_CARD_VIEW_TEXT } from './ProductCard.view'
import { findProduct, mountCard, part, stateOf, text } from './test-kit'
import './product-card.element'

const tags = (el: Element) => [...(part(el, 'tags')?.querySelectorAll('li') ?? [])].map((li) => li.textContent)

describe('<aisle-product-card> display', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it('shows the price in dollars, at most three tags with SNAP, and marks itself ready [PRD-014] [PRD-036] [PRD-039]', async () => {
    const h = setUpHarness()
    startHarness(h)
    performance.clearMarks(PRODUCT_CARD_READY_MARK)
    const p = findProduct(
      h,
      (x) => x.status === 'active' && x.snapEligible === true && x.cartCategory === '1P' && !x.promoType && !x.soldByWeight,
    )
    const el = await mountCard({ 'product-id': p.id })
    expect(text(el, 'name')).to.equal(p.name)
    expect(text(el, 'price-now')).to.equal(formatPrice(p.price))
    expect(text(el, 'price-now')).to.match(/^\$\d+\.\d\d$/)
    expect(tags(el).length).to.be.at.most(TAG_CAP_DEFAULT)
    expect(tags(el)).to.include(SNAP_TAG_TEXT)
    expect(performance.getEntriesByName(PRODUCT_CARD_READY_MARK)).to.have.length(1)
    await expect(el).to.be.accessible()
  })

  it('strikes the base price through during an active price promotion and shows the promo text [PRD-010] [PRD-001]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const p = findProduct(h, (x) => x.status === 'active' && x.promoType === 'P' && (x.basePrice ?? 0) > (x.price ?? 0) && !!x.promoText)
    const el = await mountCard({ 'product-id': p.id })
    expect(part(el, 'price-was')?.tagName).to.equal('S')
    expect(text(el, 'price-was')).to.equal(`${PRODUCT_CARD_VIEW_TEXT.was}${formatPrice(p.basePrice)}`)
    expect(text(el, 'promo')).to.equal(p.promoText)
    await expect(el).to.be.accessible()
  })

  it("shows the label of a buy-get promo code: 'Buy 1 Get 1 Free' for BOGO, 'Buy Two Get 1 Free' for B2G1 [CST-019] [CST-020]", async () => {
    const h = setUpHarness()
    startHarness(h)
    for (const code of ['BOGO', 'B2G1'] as const) {
      const p = findProduct(
        h,
        (x) => x.status === 'active' && x.promoType === 'B' && x.promoTitle === code && (x.promoEndDate ?? '') >= localDay(new Date()),
      )
      const el = await mountCard({ 'product-id': p.id })
      expect(text(el, 'promo')).to.equal(PROMO_TYPE_LABELS[code])
      await expect(el).to.be.accessible()
    }
  })

  it('renders badges struck through or bold as flagged [PRD-006]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const p = findProduct(h, (x) => x.status === 'active' && (x.badges?.length ?? 0) > 0)
    const el = await mountCard({ 'product-id': p.id })
    const items = [...(part(el, 'badges')?.querySelectorAll('li') ?? [])]
    expect(items.map((li) => li.textContent)).to.deep.equal(p.badges!.map((b) => b.badgeName))
    p.badges!.forEach((b, n) => {
      expect(items[n]?.classList.contains('struck')).to.equal(!!b.isStrikethrough)
      expect(items[n]?.classList.contains('bold')).to.equal(!!b.isBoldText)
    })
    await expect(el).to.be.accessible()
  })

  it('says an item is not offered for delivery, and follows the channel attribute to pickup [PRD-016] [PRD-025] [PRD-027]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const p = findProduct(
      h,
      (x) =>
        x.status === 'active' &&
        x.channelEligibility?.delivery === false &&
        x.channelEligibility?.pickUp !== false &&
        x.channelEligibility?.inStore === false &&
        (x.channelInventory?.pickup ?? 0) > 0,
    )
    const el = await mountCard({ 'product-id': p.id, channel: 'delivery' })
    expect(part(el, 'availability')?.querySelector('.long')?.textContent).to.equal(
      ITEM_MESSAGES.notOfferedFor.replace('{channel}', 'delivery'),
    )
    expect(part(el, 'add')).to.equal(null)
    el.setAttribute('channel', 'pickup')
    await waitUntil(() => part(el, 'add'), 'no add button for pickup')
    expect(part(el, 'availability')?.querySelector('.label')?.textContent).to.equal(ELIGIBILITY_LABELS.pickup.short)
    expect(part(el, 'availability')?.querySelector('.long')?.textContent).to.equal('Only Available for Drive-up and go.')
    await expect(el).to.be.accessible()
  })

  it("reads a marketplace item's availability on the 'shipping' channel, whatever the shopper's channel [CST-017]", async () => {
    const h = setUpHarness()
    startHarness(h)
    const p = findProduct(
      h,
      (x) =>
        x.status === 'active' &&
        x.cartCategory === '3P_MARKETPLACE' &&
        x.channelEligibility?.delivery === false &&
        (x.channelInventory?.shipping ?? 0) > 0,
    )
    const el = await mountCard({ 'product-id': p.id, channel: 'delivery' })
    expect(part(el, 'root')?.getAttribute('data-available')).to.equal('true')
    expect(el.shadowRoot?.textContent).not.to.contain(ITEM_MESSAGES.notOfferedFor.replace('{channel}', 'delivery'))
    await expect(el).to.be.accessible()
  })

  it('in store needs only a price above 0 [PRD-019]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const p = findProduct(
      h,
      (x) => x.status === 'active' && (x.price ?? 0) > 0 && x.channelInventory?.instore === 0 && x.channelEligibility?.inStore !== false,
    )
    const el = await mountCard({ 'product-id': p.id, channel: 'instore' })
    expect(part(el, 'root')?.getAttribute('data-available')).to.equal('true')
  })

  it('shows Out of Stock instead of the buying controls for an inactive product [PRD-015] [PRD-021]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const p = findProduct(h, (x) => x.status !== 'active' && !x.itemNotAvailableTxt)
    const el = await mountCard({ 'product-id': p.id })
    expect(text(el, 'unavailable')).to.equal(DEFAULT_UNAVAILABLE_TEXT)
    expect(text(el, 'unavailable')).to.equal('Out of Stock')
    expect(part(el, 'availability')?.querySelector('.label')?.textContent).to.equal('Out of stock')
    await expect(el).to.be.accessible()
  })

  it('shows the made-to-order preparation text [PRD-042] [PRD-035]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const p = findProduct(h, (x) => x.status === 'active' && x.isMtoProduct === true && x.preparationTime === 45)
    const el = await mountCard({ 'product-id': p.id })
    expect(text(el, 'mto')).to.equal('Takes 45 mins to prepare')
    expect(tags(el)).to.include(p.mtoTagText)
  })

  it('shows the pre-order note and the prop 65 warning where the profile allows [PRD-063] [PRD-003]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const pre = findProduct(h, (x) => x.status === 'active' && x.isPreOrderItem === true)
    const el = await mountCard({ 'product-id': pre.id })
    expect(text(el, 'pre-order')).to.match(/^Pre-order: available from \d\d\/\d\d\/\d{4}$/)
    const wine = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P_WINE' && !!x.prop65WarningText)
    const card = await mountCard({ 'product-id': wine.id })
    expect(part(card, 'prop65')?.querySelector('.prop65-title')?.textContent).to.equal(PRODUCT_CARD_TEXT.prop65Title)
    expect(part(card, 'prop65')?.querySelector('.prop65-text')?.textContent).to.equal(wine.prop65WarningText)
    const light = await mountCard({ 'product-id': wine.id, profile: 'wine-carousel' })
    expect(part(light, 'price')).to.equal(null)
    expect(part(light, 'prop65')).to.not.equal(null)
    await expect(card).to.be.accessible()
  })

  it('says so when the product cannot be read, and warns once about a missing product id or a bad channel', async () => {
    const h = setUpHarness()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: '/catalog/products', status: 500 }])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    startHarness(h)
    const el = await mountCard({ 'product-id': '970000001', channel: 'drone' })
    expect(stateOf(el)).to.equal('error')
    expect(text(el, 'root')).to.equal(PRODUCT_CARD_VIEW_TEXT.error)
    const channelWarnings = warn.mock.calls.filter((c) => String(c[0]).includes('channel'))
    expect(channelWarnings).to.have.length(1)
    expect(String(channelWarnings[0]?.[0])).to.include('aisle-product-card').and.include("'pickup', 'delivery', 'instore'")
    const missing = await mountCard({})
    expect(stateOf(missing)).to.equal('missing')
    // The warning is the card's effect, which runs after the 'missing' state has painted.
    const requiredWarning = () =>
      warn.mock.calls.filter((c) => String(c[0]).includes('<aisle-product-card>: the product-id attribute is required'))
    await waitUntil(() => requiredWarning().length > 0, 'the missing product id was not warned about')
    expect(requiredWarning()).to.have.length(1)
    await expect(missing).to.be.accessible()
  })
})
