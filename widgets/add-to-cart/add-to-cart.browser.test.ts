import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { sentLines, unitItems } from '../../test/support/unit-items'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { ADD_TO_CART_READY_MARK } from './AddToCart.connected'
import { ADD_TO_CART_TEXT } from './AddToCart.view'
import './add-to-cart.element'
import '../mini-cart/mini-cart.element'

const button = (el: Element) => el.shadowRoot?.querySelector('button') as HTMLButtonElement
const status = (el: Element) => el.shadowRoot?.querySelector('[part="status"]')?.textContent

function activeProductId(h: Harness): string {
  const products = (h.sim.state as unknown as { products: { id: string; status: string; inventoryAvailable: boolean }[] }).products
  return String(products.find((p) => p.status === 'active' && p.inventoryAvailable)?.id)
}

async function itemPosts(h: Harness) {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as {
    method: string
    path: string
    body: { items: { itemId: string; qty: number }[] }
  }[]
  return log.filter((r) => r.method === 'POST' && r.path.endsWith('/cart/v2/items'))
}

describe('<aisle-add-to-cart>', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it('adds the item, says so in a live region, and clears the message after 3 s [CRT-041] [CST-048]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const id = activeProductId(h)
    performance.clearMarks(ADD_TO_CART_READY_MARK)
    const el = await fixture(html`<aisle-add-to-cart item-id=${id} product-name="Gala Apples"></aisle-add-to-cart>`)
    await waitUntil(() => button(el), 'no button')
    // The benchmark's time to content waits for this mark: the button is there and can be pressed.
    await waitUntil(() => performance.getEntriesByName(ADD_TO_CART_READY_MARK).length === 1, 'no ready mark')
    expect(button(el).getAttribute('aria-label')).to.equal('Add to cart: Gala Apples')
    await expect(el).to.be.accessible()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    button(el).click()
    await vi.waitFor(() => expect(status(el)).to.equal(ADD_TO_CART_TEXT.added), { timeout: 3000 })
    expect(h.runtime.cart.$cartCount.get()).to.equal(1)
    vi.advanceTimersByTime(2999)
    expect(status(el)).to.equal(ADD_TO_CART_TEXT.added)
    vi.advanceTimersByTime(1)
    await vi.waitFor(() => expect(status(el)).to.equal(''))
    vi.useRealTimers()
  })

  it('three rapid clicks end with the server line holding 3 units: coalesced, absolute, in order', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const id = activeProductId(h)
    const el = await fixture(html`<aisle-add-to-cart item-id=${id}></aisle-add-to-cart>`)
    await waitUntil(() => button(el), 'no button')
    await Promise.all([h.runtime.cart.addItem(id), h.runtime.cart.addItem(id), h.runtime.cart.addItem(id)])
    const posts = await itemPosts(h)
    // The page's cart queue coalesces changes queued while a call is out (core/stores/cart/cart.ts).
    const sent = posts.map((p) => p.body.items[0]?.qty)
    expect(sent.at(-1)).to.equal(3)
    expect([...sent].sort()).to.deep.equal(sent)
    expect(h.runtime.cart.$cartCount.get()).to.equal(3)
  })

  it('the mini-cart badge shows the new count in the frame of the click; the POST items call is sent after that frame [CRT-022]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const id = activeProductId(h)
    const cartEl = await fixture(html`<aisle-mini-cart></aisle-mini-cart>`)
    const badge = () => cartEl.shadowRoot?.querySelector('[part~="badge"]')
    await waitUntil(() => badge()?.getAttribute('data-count') === '0', 'mini cart not ready', { timeout: 5000 })
    const el = await fixture(html`<aisle-add-to-cart item-id=${id}></aisle-add-to-cart>`)
    await waitUntil(() => button(el), 'no button')
    // Counted as the simulator is handed each call (its log is written later, once the body is read).
    let sent = 0
    const simFetch = h.sim.fetch.bind(h.sim)
    vi.spyOn(h.sim, 'fetch').mockImplementation((request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/cart/v2/items')) sent++
      return simFetch(request)
    })
    const postsNow = () => sent
    const seen: string[] = []
    new MutationObserver(() => {
      if (badge()?.getAttribute('data-count') !== '1' || seen.length > 0) return
      seen.push(`badge, ${postsNow()} posts`)
      requestAnimationFrame(() => seen.push(`frame, ${postsNow()} posts`))
    }).observe(cartEl.shadowRoot as ShadowRoot, { subtree: true, attributes: true, childList: true, characterData: true })
    button(el).click()
    await waitUntil(() => status(el) === ADD_TO_CART_TEXT.added, 'not added', { timeout: 3000 })
    expect(seen).to.deep.equal(['badge, 0 posts', 'frame, 0 posts'])
    expect(postsNow()).to.equal(1)
  })

  it('shows the cart error text when the cart refuses the change [ERR-019]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'POST', path: 'cart/v2/items', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    startHarness(h)
    const el = await fixture(html`<aisle-add-to-cart item-id=${activeProductId(h)}></aisle-add-to-cart>`)
    await waitUntil(() => button(el), 'no button')
    button(el).click()
    await waitUntil(() => status(el) === CART_ERROR_MESSAGE, 'no error text', { timeout: 3000 })
    expect(el.shadowRoot?.querySelector('[part="root"]')?.getAttribute('data-state')).to.equal('error')
  })

  it('warns once about a malformed qty attribute, naming the tag and the valid values, and still renders', async () => {
    const h = setUpHarness()
    startHarness(h)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await fixture(html`<aisle-add-to-cart item-id="1" qty="lots"></aisle-add-to-cart>`)
    await waitUntil(() => button(el), 'no button')
    const messages = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('qty'))
    expect(messages).to.deep.equal([
      '<aisle-add-to-cart>: invalid qty="lots". Valid values: a whole number from 1 to 99. Using the default.',
    ])
    expect(button(el).textContent).to.equal(ADD_TO_CART_TEXT.add)
  })

  it("adds by the item's unit: a sold-by-weight item as qty minimum weights in selectedWeight, an each and a customisable item as qty [CRT-026] [CRT-027] [QAB-003]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const { weighted, each, customisable } = unitItems(h)
    const wrapper = await fixture(
      html`<div>
        <aisle-add-to-cart item-id=${weighted.id} qty="2"></aisle-add-to-cart>
        <aisle-add-to-cart item-id=${each.id} qty="2"></aisle-add-to-cart>
        <aisle-add-to-cart item-id=${customisable.id}></aisle-add-to-cart>
      </div>`,
    )
    const buttons = [...wrapper.querySelectorAll('aisle-add-to-cart')]
    for (const [n, el] of buttons.entries()) {
      await waitUntil(() => button(el), 'no button')
      button(el).click()
      await waitUntil(() => status(el) === ADD_TO_CART_TEXT.added || status(el) === CART_ERROR_MESSAGE, `add ${n} did not finish`, {
        timeout: 5000,
      })
      expect(status(el)).to.equal(ADD_TO_CART_TEXT.added)
    }
    expect(await sentLines(h)).to.deep.equal([
      { itemId: weighted.id, selectedWeight: ((weighted.minWeight ?? 0) * 2).toFixed(2) },
      { itemId: each.id, qty: 2 },
      { itemId: customisable.id, qty: 1 },
    ])
  })
})
