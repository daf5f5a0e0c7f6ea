/**
 * A prerendered mini cart (aisle/prerender: its loading state, test/fixtures/prerender/page.html) hydrates
 * as it is even when the page's cart read has finished before the element upgrades, then shows the count in place:
 * no node replaced, no mismatch, and no stale attribute (preact/compat patches none while hydrating), in both builds.
 */
import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import prerendered from '../../test/fixtures/prerender/page.html?raw'
import personal from '../../test/fixtures/prerender/personal.html?raw'
import { FIXTURE_MINI_CART_ID, FIXTURE_PERSONAL_CART_QTY, FIXTURE_PERSONAL_MINI_CART_ID } from '../../test/fixtures/prerender/page'
import { simSignIn } from '../../test/support/sim-fetch'
import { setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './mini-cart.element'

function nodesOf(root: Node): Node[] {
  const out: Node[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node)
  return out
}

/** The fixture's mini cart, parsed in a document of its own (nothing upgrades there, as before a page's scripts run). */
function parsedMiniCart(html = prerendered, id = FIXTURE_MINI_CART_ID): HTMLElement {
  const parsed = Document.parseHTMLUnsafe(html)
  const el = parsed.getElementById(id)!
  expect(el.shadowRoot, 'arrives with its declarative shadow root').to.be.instanceOf(ShadowRoot)
  return el
}

describe('<aisle-mini-cart> prerendered', () => {
  afterEach(() => {
    document.getElementById(FIXTURE_MINI_CART_ID)?.remove()
    document.getElementById(FIXTURE_PERSONAL_MINI_CART_ID)?.remove()
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('hydrates its loading state as it is though the cart was already read, then shows the count in the same nodes', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 5 })
    startHarness(h)
    await h.runtime.session.start()
    await h.runtime.cart.load()
    expect(h.runtime.cart.$cartStatus.get().status).to.equal('ready')
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    const el = parsedMiniCart()
    const before = nodesOf(el.shadowRoot!)
    const removed: Node[] = []
    const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...Array.from(r.removedNodes))))
    observer.observe(el.shadowRoot!, { childList: true, subtree: true })
    document.body.append(document.adoptNode(el))
    const part = (name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)!
    await waitUntil(() => part('root').getAttribute('data-state') === 'ready', 'the mini cart did not show the cart', { timeout: 4000 })
    observer.disconnect()
    expect(part('badge').textContent).to.equal('5')
    expect(part('badge').getAttribute('data-count')).to.equal('5')
    expect(part('link').getAttribute('aria-busy')).to.equal(null)
    expect(part('link').getAttribute('href')).to.equal('/cart')
    expect(part('label').textContent).to.equal('Cart, 5 items')
    const now = nodesOf(el.shadowRoot!)
    expect(
      now.filter((n) => before.includes(n)),
      'every prerendered node kept, in order',
    ).to.deep.equal(before)
    expect(removed.filter((n) => n.nodeType === Node.ELEMENT_NODE)).to.deep.equal([])
    expect(el.shadowRoot!.querySelectorAll('[part="root"]').length).to.equal(1)
    expect([...warn.mock.calls, ...error.mock.calls].map((c) => String(c[0]))).to.deep.equal([])
    await expect(el).to.be.accessible()
  })

  it("a signed-in shopper's prerendered count: hydrated as it is (ready, their count, every node kept), the cart store seeded with the read it came from [CRT-022] [CRT-023]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: FIXTURE_PERSONAL_CART_QTY })
    startHarness(h)
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    const el = parsedMiniCart(personal, FIXTURE_PERSONAL_MINI_CART_ID)
    const part = (name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)!
    expect(part('root').getAttribute('data-state'), 'prerendered ready').to.equal('ready')
    const before = nodesOf(el.shadowRoot!)
    const removed: Node[] = []
    const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...Array.from(r.removedNodes))))
    observer.observe(el.shadowRoot!, { childList: true, subtree: true })
    document.body.append(document.adoptNode(el))
    await waitUntil(() => hydratedWrapper(el), 'the mini cart did not hydrate', { timeout: 4000 })
    // Seeded before hydrating: the store holds the prerendered read (its lines and count).
    expect(h.runtime.cart.$cartCount.get()).to.equal(FIXTURE_PERSONAL_CART_QTY)
    expect(h.runtime.cart.$cart.get()?.cartItems.length).to.equal(FIXTURE_PERSONAL_CART_QTY)
    await h.runtime.session.start()
    await h.runtime.cart.load()
    await waitUntil(() => part('root').getAttribute('data-state') === 'ready', 'the mini cart did not show the cart', { timeout: 4000 })
    observer.disconnect()
    expect(part('badge').textContent).to.equal(String(FIXTURE_PERSONAL_CART_QTY))
    expect(part('badge').getAttribute('data-count')).to.equal(String(FIXTURE_PERSONAL_CART_QTY))
    expect(part('link').getAttribute('aria-busy')).to.equal(null)
    expect(part('label').textContent).to.equal(`Cart, ${FIXTURE_PERSONAL_CART_QTY} items`)
    expect(
      nodesOf(el.shadowRoot!).filter((n) => before.includes(n)),
      'every prerendered node kept, in order',
    ).to.deep.equal(before)
    expect(removed.filter((n) => n.nodeType === Node.ELEMENT_NODE)).to.deep.equal([])
    expect([...warn.mock.calls, ...error.mock.calls].map((c) => String(c[0]))).to.deep.equal([])
    await expect(el).to.be.accessible()
  })
})

/** Whether a framework has taken over the prerendered wrapper (React marks its container, Preact keeps its vnode on it). */
const hydratedWrapper = (el: HTMLElement) => {
  const wrapper = el.shadowRoot?.querySelector('[data-aisle-root]')
  return !!wrapper && (Object.keys(wrapper).some((k) => k.startsWith('__reactContainer$')) || '__k' in wrapper)
}
