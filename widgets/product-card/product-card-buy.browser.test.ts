import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import type { ConfigOverrides } from '../../core/io/config'
import { STORED_KEYS } from '../../core/rules/persisted'
import { PRODUCT_CARD_TEXT } from '../../core/rules/products/card'
import { DEFAULT_SNS_TEXTS } from '../../core/rules/products/sns-texts'
import { SUBSCRIPTION_CACHE_MINUTES } from '../../core/rules/products/subscription'
import { CART_ERROR_MESSAGE, PRODUCT_QTY_UPDATE_ERROR_EVENT } from '../../core/rules/errors'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { sentLines, unitItems } from '../../test/support/unit-items'
import { BUY_TEXT } from './ProductCardBuy.view'
import { findProduct, isCustomisable, itemPosts, mountCard, part, text } from './test-kit'
import './product-card.element'

const click = (el: HTMLElement | null | undefined) => el?.click()
const stepButtons = (el: Element) => [...(part(el, 'stepper')?.querySelectorAll('button') ?? [])] as HTMLButtonElement[]
/** The GET {uuid}/allsubscriptions calls so far (API-071). */
const subscriptionReads = async (h: Harness) =>
  ((await simControl(h.sim, 'GET', '/__sim/requests')) as { method: string; path: string }[]).filter(
    (r) => r.method === 'GET' && r.path.endsWith('/allsubscriptions'),
  )
const amount = (el: Element) => (part(el, 'amount') as HTMLInputElement).value

async function signedIn(cartQty = 0, overrides?: ConfigOverrides): Promise<Harness> {
  const h = setUpHarness(overrides ? { overrides } : {})
  await simSignIn(h.sim, { userType: 'C', cartQty })
  startHarness(h)
  return h
}

describe('<aisle-product-card> buying', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('adds the stepped quantity as qty, says so, and clears the message after 3 s [CRT-027] [CRT-041]', async () => {
    const h = await signedIn()
    const p = findProduct(
      h,
      (x) =>
        x.status === 'active' && !x.soldByWeight && !x.isCustomizable && x.cartCategory === '1P' && (x.channelInventory?.delivery ?? 0) > 0,
    )
    const el = await mountCard({ 'product-id': p.id })
    await expect(el).to.be.accessible()
    click(stepButtons(el)[1])
    click(stepButtons(el)[1])
    await waitUntil(() => amount(el) === '3', 'stepper did not reach 3')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    click(part(el, 'add'))
    await vi.waitFor(() => expect(text(el, 'status')).to.equal(BUY_TEXT.added), { timeout: 3000 })
    expect(h.runtime.cart.$cartCount.get()).to.equal(3)
    expect((await itemPosts(h)).at(-1)?.body?.items).to.deep.equal([{ itemId: p.id, qty: 3 }])
    vi.advanceTimersByTime(3000)
    await vi.waitFor(() => expect(text(el, 'status')).to.equal(''))
    vi.useRealTimers()
  })

  it('steps a sold-by-weight item by its minimum weight with two decimals and sends selectedWeight [CRT-026]', async () => {
    const h = await signedIn()
    const p = findProduct(h, (x) => x.status === 'active' && x.soldByWeight === true && (x.channelInventory?.delivery ?? 0) > 0)
    const el = await mountCard({ 'product-id': p.id })
    const min = p.minWeight ?? 1
    await waitUntil(() => amount(el) === min.toFixed(2), 'weight did not start at the minimum')
    click(stepButtons(el)[1])
    await waitUntil(() => amount(el) === (min * 2).toFixed(2), 'weight did not step')
    click(part(el, 'add'))
    await waitUntil(() => text(el, 'status') === BUY_TEXT.added, 'not added', { timeout: 3000 })
    expect((await itemPosts(h)).at(-1)?.body?.items).to.deep.equal([{ itemId: p.id, selectedWeight: (min * 2).toFixed(2) }])
    expect(part(el, 'stepper')?.querySelector('label')?.textContent).to.equal(BUY_TEXT.weight)
    await expect(el).to.be.accessible()
  })

  it('offers subscribe and save at 5% every 1 week and sends the subscription fields [SNS-003] [SNS-004] [SNS-007] [SNS-009] [SNS-010]', async () => {
    const h = await signedIn()
    // Not the item the simulator's shopper C already subscribes to (the first eligible one): this add is the first.
    const held = findProduct(h, (x) => x.snsEligible === true && x.status === 'active')
    const p = findProduct(
      h,
      (x) =>
        x.status === 'active' && x.snsEligible === true && !x.soldByWeight && (x.channelInventory?.delivery ?? 0) > 0 && x.id !== held.id,
    )
    const el = await mountCard({ 'product-id': p.id })
    const box = part(el, 'subscribe')?.querySelector('input') as HTMLInputElement
    expect(part(el, 'subscribe')?.textContent).to.equal('Subscribe & save 5%')
    box.click()
    await waitUntil(() => part(el, 'subscribe')?.querySelector('select'), 'no frequency')
    const select = part(el, 'subscribe')?.querySelector('select') as HTMLSelectElement
    expect(select.selectedOptions[0]?.textContent).to.equal('Every 1 week')
    await expect(el).to.be.accessible()
    click(part(el, 'add'))
    await waitUntil(() => text(el, 'status') === BUY_TEXT.added, 'not added', { timeout: 3000 })
    expect((await itemPosts(h)).at(-1)?.body?.items).to.deep.equal([
      { itemId: p.id, qty: 1, isSnsSub: true, isFirstTimeSnsSub: true, snsFrequency: { count: 1, unit: 'WEEK' } },
    ])
    expect(h.runtime.cart.$cart.get()?.cartItems).to.deep.include.members([
      { ...h.runtime.cart.$cart.get()!.cartItems[0]!, cartCategory: '1P_SNS' },
    ])
  })

  it("reads the shopper's subscriptions once subscribe is ticked, says an item is already subscribed and sends isFirstTimeSnsSub false [SNS-001] [SNS-006] [SNS-007]", async () => {
    const h = await signedIn()
    const held = findProduct(h, (x) => x.snsEligible === true && x.status === 'active')
    Object.assign(held, {
      soldByWeight: false,
      status: 'active',
      channelInventory: { ...held.channelInventory, delivery: 50 },
      channelEligibility: { ...held.channelEligibility, delivery: true },
    })
    const el = await mountCard({ 'product-id': held.id, channel: 'delivery' })
    await waitUntil(() => part(el, 'subscribe'), 'no subscribe choice')
    expect(await subscriptionReads(h)).to.have.length(0)
    ;(part(el, 'subscribe')?.querySelector('input') as HTMLInputElement).click()
    await waitUntil(() => text(el, 'subscribed') === PRODUCT_CARD_TEXT.subscribed(1), 'not shown as subscribed', { timeout: 3000 })
    expect(text(el, 'subscribed')).to.equal('You already subscribe: every 1 week.')
    click(part(el, 'add'))
    await waitUntil(() => text(el, 'status') === BUY_TEXT.added, 'not added', { timeout: 3000 })
    expect((await itemPosts(h)).at(-1)?.body?.items).to.deep.equal([
      { itemId: held.id, qty: 1, isSnsSub: true, isFirstTimeSnsSub: false, snsFrequency: { count: 1, unit: 'WEEK' } },
    ])
    expect(await subscriptionReads(h)).to.have.length(1)
    await expect(el).to.be.accessible()
  })

  it('reuses the stored subscriptions for 15 minutes after their saved-time, then reads them again [SNS-005]', async () => {
    const h = await signedIn()
    const p = findProduct(
      h,
      (x) => x.status === 'active' && x.snsEligible === true && !x.soldByWeight && (x.channelInventory?.delivery ?? 0) > 0,
    )
    const tick = async () => {
      const el = await mountCard({ 'product-id': p.id })
      await waitUntil(() => part(el, 'subscribe'), 'no subscribe choice')
      ;(part(el, 'subscribe')?.querySelector('input') as HTMLInputElement).click()
      await waitUntil(() => localStorage.getItem(STORED_KEYS.subscriptions), 'subscriptions not stored', { timeout: 3000 })
      el.remove()
    }
    await tick()
    expect(await subscriptionReads(h)).to.have.length(1)
    await tick()
    expect(await subscriptionReads(h)).to.have.length(1)
    // Saved 15 minutes ago: stale, read again.
    const kept = JSON.parse(localStorage.getItem(STORED_KEYS.subscriptions) ?? '{}') as { savedTime: number }
    localStorage.setItem(
      STORED_KEYS.subscriptions,
      JSON.stringify({ ...kept, savedTime: Date.now() - SUBSCRIPTION_CACHE_MINUTES * 60_000 }),
    )
    await tick()
    await waitUntil(async () => (await subscriptionReads(h)).length === 2, 'stale subscriptions were not read again', { timeout: 3000 })
  })

  it("shows the schedule-and-save notes once subscribe and save is ticked: the page's own, else the defaults [SNS-011]", async () => {
    const slotNote = 'Deliveries come on Tuesdays between 8 and 10.'
    const h = await signedIn(0, { scheduleAndSave: { slotNote } })
    const p = findProduct(
      h,
      (x) => x.status === 'active' && x.snsEligible === true && !x.soldByWeight && (x.channelInventory?.delivery ?? 0) > 0,
    )
    const el = await mountCard({ 'product-id': p.id })
    await waitUntil(() => part(el, 'subscribe'), 'no subscribe choice')
    expect(part(el, 'sns-notes')).to.equal(null)
    ;(part(el, 'subscribe')?.querySelector('input') as HTMLInputElement).click()
    await waitUntil(() => part(el, 'sns-notes'), 'no notes')
    expect([...(part(el, 'sns-notes')?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).to.deep.equal([
      DEFAULT_SNS_TEXTS.addressNote,
      slotNote,
      DEFAULT_SNS_TEXTS.paymentNote,
      DEFAULT_SNS_TEXTS.changeWindowNote,
      DEFAULT_SNS_TEXTS.unsubscribeNote,
    ])
    await expect(el).to.be.accessible()
  })

  it('asks for a required option first, then sends the chosen options as modifierOptionUPCs [PRD-053] [PRD-055]', async () => {
    const h = await signedIn()
    const p = findProduct(h, isCustomisable)
    const el = await mountCard({ 'product-id': p.id })
    await waitUntil(() => part(el, 'options'), 'no options', { timeout: 3000 })
    const required = p.customizationOptions!.find((g) => g.required)!
    expect(part(el, 'add')?.getAttribute('aria-disabled')).to.equal('true')
    expect(el.shadowRoot?.querySelector('.hint')?.textContent).to.equal(BUY_TEXT.choose(required.name))
    await expect(el).to.be.accessible()
    const first = el.shadowRoot?.querySelector(`input[name="${p.id}-${required.groupId}"]`) as HTMLInputElement
    first.click()
    await waitUntil(() => part(el, 'add')?.getAttribute('aria-disabled') == null, 'still blocked')
    click(part(el, 'add'))
    await waitUntil(() => text(el, 'status') === BUY_TEXT.added, 'not added', { timeout: 3000 })
    const item = (await itemPosts(h)).at(-1)?.body?.items?.[0]
    expect(item?.modifierOptionUPCs).to.deep.equal([required.options[0]!.upc])
  })

  it('on a failing cart call shows the cart error text and puts the cart back [ERR-019]', async () => {
    const h = await signedIn(2)
    await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'POST', path: '/cart/v2/items', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const p = findProduct(
      h,
      (x) =>
        x.status === 'active' && !x.soldByWeight && !x.isCustomizable && x.cartCategory === '1P' && (x.channelInventory?.delivery ?? 0) > 0,
    )
    const el = await mountCard({ 'product-id': p.id })
    await h.runtime.cart.load()
    click(part(el, 'add'))
    await waitUntil(() => text(el, 'status') === CART_ERROR_MESSAGE, 'no error text', { timeout: 3000 })
    expect(h.runtime.cart.$cartCount.get()).to.equal(2)
    expect(part(el, 'status')?.classList.contains('error')).to.equal(true)
    await expect(el).to.be.accessible()
  })

  it('ten rapid clicks end with ten in the cart and on the server, in fewer calls [CRT-022] [CRT-027]', async () => {
    const h = await signedIn()
    const p = findProduct(
      h,
      (x) =>
        x.status === 'active' && !x.soldByWeight && !x.isCustomizable && x.cartCategory === '1P' && (x.channelInventory?.delivery ?? 0) > 0,
    )
    const el = await mountCard({ 'product-id': p.id })
    for (let n = 0; n < 10; n++) click(part(el, 'add'))
    expect(h.runtime.cart.$cartCount.get()).to.equal(10)
    await waitUntil(() => !h.runtime.cart.busy(), 'queue did not drain', { timeout: 5000 })
    const posts = await itemPosts(h)
    expect(posts.length).to.be.below(10)
    expect(posts.at(-1)?.body?.items).to.deep.equal([{ itemId: p.id, qty: 10 }])
    expect(h.runtime.cart.$cartCount.get()).to.equal(10)
  })

  it('fires productQtyUpdateError on the page when a subscribed line cannot be changed [ERR-020]', async () => {
    const h = await signedIn()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'POST', path: '/cart/v2/items', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const events: CustomEvent[] = []
    const listener = (e: Event) => events.push(e as CustomEvent)
    window.addEventListener(PRODUCT_QTY_UPDATE_ERROR_EVENT, listener)
    try {
      const p = findProduct(
        h,
        (x) => x.status === 'active' && x.snsEligible === true && !x.soldByWeight && (x.channelInventory?.delivery ?? 0) > 0,
      )
      const el = await mountCard({ 'product-id': p.id })
      ;(part(el, 'subscribe')?.querySelector('input') as HTMLInputElement).click()
      await waitUntil(() => part(el, 'subscribe')?.querySelector('select'), 'no frequency')
      click(part(el, 'add'))
      await waitUntil(() => text(el, 'status') === CART_ERROR_MESSAGE, 'no error text', { timeout: 3000 })
      expect(events.map((e) => [e.type, e.detail])).to.deep.equal([['productQtyUpdateError', { itemIds: [p.id] }]])
    } finally {
      window.removeEventListener(PRODUCT_QTY_UPDATE_ERROR_EVENT, listener)
    }
  })

  it("adds by the item's unit on top of the line: a weighed card its weight, an each and a customisable card their quantity [CRT-026] [CRT-027] [PRD-055] [QAB-003]", async () => {
    const h = await signedIn()
    const { weighted, each, customisable } = unitItems(h)
    const min = weighted.minWeight ?? 1
    for (const p of [weighted, each, customisable]) {
      const el = await mountCard({ 'product-id': p.id })
      const before = (await sentLines(h)).length
      // A customisable card asks for its required options first (PRD-053): the shopper picks the first of each.
      for (const g of p.customizationOptions?.filter((x) => x.required) ?? []) {
        await waitUntil(() => el.shadowRoot?.querySelector(`input[name="${p.id}-${g.groupId}"]`), 'no options', { timeout: 3000 })
        click(el.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${p.id}-${g.groupId}"]`))
      }
      await waitUntil(() => part(el, 'add')?.getAttribute('aria-disabled') == null, `${p.id}: add still blocked`)
      click(part(el, 'add'))
      await waitUntil(() => text(el, 'status') === BUY_TEXT.added || text(el, 'status') === CART_ERROR_MESSAGE, `${p.id}: no outcome`, {
        timeout: 5000,
      })
      expect(text(el, 'status')).to.equal(BUY_TEXT.added)
      expect((await sentLines(h)).length).to.equal(before + 1)
    }
    // A second press of the weighed card adds its minimum again: the line holds two.
    const again = await mountCard({ 'product-id': weighted.id })
    click(part(again, 'add'))
    await waitUntil(async () => (await sentLines(h)).length === 4 && !h.runtime.cart.busy(), 'second weight not sent', { timeout: 5000 })
    const lines = await sentLines(h)
    expect(lines[0]).to.deep.equal({ itemId: weighted.id, selectedWeight: min.toFixed(2) })
    expect(lines[1]).to.deep.equal({ itemId: each.id, qty: 1 })
    expect(lines[2]).to.include({ itemId: customisable.id, qty: 1 }).and.not.have.property('selectedWeight')
    expect(lines[3]).to.deep.equal({ itemId: weighted.id, selectedWeight: (min * 2).toFixed(2) })
  })
})
