/** The product card against the shopper's reserved slot, and the card's aisle, unit names and carousel profiles. */
import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { CART_STORAGE_KEY } from '../../core/rules/cart/cart'
import { COOKIES } from '../../core/rules/http'
import { formatSlot12h, localDay, SLOT_CONFLICT_TEXT, SNAP_TAG_TEXT, TAG_CAP_CAROUSEL, TAG_CAP_DEFAULT } from '../../core/rules/products'
import { setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { findProduct, itemPosts, mountCard, part, text } from './test-kit'
import './product-card.element'

const HOUR_MS = 60 * 60 * 1000
const tags = (el: Element) => [...(part(el, 'tags')?.querySelectorAll('li') ?? [])].map((li) => li.textContent)
/** A slot of two hours starting `hoursFromNow` from now, on whole minutes, as the slot cookie carries it. */
function holdSlot(hoursFromNow: number): { start: Date; end: Date; label: string } {
  const start = new Date(Math.ceil((Date.now() + hoursFromNow * HOUR_MS) / 60_000) * 60_000)
  const end = new Date(start.getTime() + 2 * HOUR_MS)
  const iso = (d: Date) => `${localDay(d)}T${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}:00`
  document.cookie = `${COOKIES.slot}=${iso(start)}/${iso(end)}; path=/`
  const [, m, d] = localDay(start).split('-')
  return { start, end, label: `${m}/${d} ${formatSlot12h(start, end)}` }
}
const clickAdd = (el: HTMLElement) => part(el, 'add')?.click()

describe('<aisle-product-card> and the reserved slot', () => {
  afterEach(() => {
    document.cookie = `${COOKIES.slot}=; path=/; max-age=0`
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it('refuses a made-to-order item whose prep time does not fit before the reserved slot, saying why [PRD-047]', async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !x.soldByWeight && !x.isCustomizable)
    // Ten hours to prepare, the slot in one hour; every hour of the day fulfilled.
    Object.assign(p, {
      isMtoProduct: true,
      preparationTime: 600,
      mtoTagText: 'Made to Order',
      fulfillmentStartTime: undefined,
      fulfillmentEndTime: undefined,
      isPreOrderItem: false,
    })
    const slot = holdSlot(1)
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id, channel: 'delivery' })
    expect(text(el, 'slot-conflict')).to.equal(`Takes 10 hrs to prepare: too soon for your ${slot.label} slot.`)
    expect(part(el, 'add')?.getAttribute('aria-disabled')).to.equal('true')
    clickAdd(el)
    expect(await itemPosts(h)).to.have.length(0)
    await expect(el).to.be.accessible()
  })

  it('adds a made-to-order item when its prep time fits before the slot; the cart copy is then a made-to-order order [PRD-047] [CRT-042]', async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !x.soldByWeight && !x.isCustomizable)
    Object.assign(p, {
      isMtoProduct: true,
      preparationTime: 30,
      fulfillmentStartTime: undefined,
      fulfillmentEndTime: undefined,
      isPreOrderItem: false,
    })
    holdSlot(3)
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id, channel: 'delivery' })
    expect(part(el, 'slot-conflict')).to.equal(null)
    clickAdd(el)
    await waitUntil(async () => (await itemPosts(h)).length === 1, 'the item was not added', { timeout: 3000 })
    const stored = () =>
      JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { isMTOOrder: boolean; mtoMaxPrepTime: number } | null
    await waitUntil(() => stored()?.isMTOOrder === true, 'the cart copy is not a made-to-order order', { timeout: 3000 })
    expect(stored()?.mtoMaxPrepTime).to.equal(30)
  })

  it('refuses a pre-order item for a slot before its effective start day [PRD-046]', async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !x.soldByWeight && !x.isCustomizable)
    const slot = holdSlot(1)
    const dayAfter = localDay(new Date(slot.start.getTime() + 48 * HOUR_MS))
    Object.assign(p, {
      isPreOrderItem: true,
      itemEffectiveStartDate: dayAfter,
      isMtoProduct: false,
      fulfillmentStartTime: undefined,
      fulfillmentEndTime: undefined,
    })
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id, channel: 'delivery' })
    expect(text(el, 'slot-conflict')).to.equal(SLOT_CONFLICT_TEXT.preOrder.replace('{slot}', slot.label))
    clickAdd(el)
    expect(await itemPosts(h)).to.have.length(0)
  })

  it("refuses an item whose department does not fulfil it at the slot's time [PRD-048]", async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !x.soldByWeight && !x.isCustomizable)
    const slot = holdSlot(1)
    // Open for one minute, two hours after the slot starts (the same weekday hours on every day).
    const open = new Date(slot.start.getTime() + 2 * HOUR_MS)
    const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
    const hours = { start: hhmm(open), end: hhmm(new Date(open.getTime() + 60_000)) }
    Object.assign(p, {
      isPreOrderItem: false,
      isMtoProduct: false,
      fulfillmentStartTime: hours.start,
      fulfillmentEndTime: hours.end,
      fulfillmentStartTimeSaturday: hours.start,
      fulfillmentEndTimeSaturday: hours.end,
      fulfillmentStartTimeSunday: hours.start,
      fulfillmentEndTimeSunday: hours.end,
    })
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id, channel: 'delivery' })
    expect(text(el, 'slot-conflict')).to.equal(SLOT_CONFLICT_TEXT.hours.replace('{slot}', slot.label))
    clickAdd(el)
    expect(await itemPosts(h)).to.have.length(0)
  })

  it('checks nothing when the slot cookie names no time (an opaque slot id)', async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !x.soldByWeight && !x.isCustomizable)
    Object.assign(p, { isMtoProduct: true, preparationTime: 6000, isPreOrderItem: false })
    document.cookie = `${COOKIES.slot}=slot-1; path=/`
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id, channel: 'delivery' })
    expect(part(el, 'slot-conflict')).to.equal(null)
    expect(part(el, 'add')?.hasAttribute('aria-disabled')).to.equal(false)
  })
})

describe('<aisle-product-card> aisle, units and carousel profiles', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it("shows the aisle by its display name: 'Flowers, Cards, Occasion' as 'Flowers & Decor' [PRD-057]", async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P')
    p.aisleName = 'Flowers, Cards, Occasion'
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id })
    expect(text(el, 'aisle')).to.equal('Flowers & Decor')
  })

  it("names the units of the size and package tags: 'oz' as 'Ounce', 'ct' as 'Count' [PRD-056]", async () => {
    const h = setUpHarness()
    const p = findProduct(h, (x) => x.status === 'active' && x.cartCategory === '1P' && !x.isMtoProduct)
    Object.assign(p, {
      dispItemPackageQty: 6,
      dispItemPackageUOM: 'ct',
      dispItemSizeQty: 12,
      dispUnitOfMeasure: 'oz',
      fulfillmentStartTime: undefined,
      fulfillmentEndTime: undefined,
    })
    startHarness(h)
    const el = await mountCard({ 'product-id': p.id })
    expect(tags(el)).to.include('6 Count').and.include('12 Ounce')
  })

  it('keeps a card under a carousel profile to the carousel cap of 2 tags, without SNAP [PRD-037] [PRD-038]', async () => {
    const h = setUpHarness()
    const [many, snap] = h.sim.state.products.filter(
      (x) => x.status === 'active' && x.cartCategory === '1P' && x.snapEligible === true && !x.isMtoProduct,
    )
    if (!many || !snap) throw new Error('the seed has no two SNAP-eligible products')
    Object.assign(many, {
      dispItemPackageQty: 6,
      dispItemPackageUOM: 'ct',
      dispItemSizeQty: 12,
      dispUnitOfMeasure: 'oz',
      fulfillmentStartTime: '08:00',
      fulfillmentEndTime: '20:00',
    })
    Object.assign(snap, {
      dispItemPackageQty: 6,
      dispItemPackageUOM: 'ct',
      dispItemSizeQty: 0,
      fulfillmentStartTime: undefined,
      fulfillmentEndTime: undefined,
    })
    startHarness(h)
    expect(tags(await mountCard({ 'product-id': many.id, profile: 'abs' }))).to.have.length(TAG_CAP_DEFAULT)
    expect(tags(await mountCard({ 'product-id': many.id, profile: 'abs-carousel' }))).to.have.length(TAG_CAP_CAROUSEL)
    expect(tags(await mountCard({ 'product-id': snap.id, profile: 'abs' }))).to.deep.equal(['6 Count', SNAP_TAG_TEXT])
    expect(tags(await mountCard({ 'product-id': snap.id, profile: 'abs-carousel' }))).to.deep.equal(['6 Count'])
  })
})
