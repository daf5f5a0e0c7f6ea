/**
 * A prerendered mini cart (aisle/prerender: its loading state, test/fixtures/prerender/page.html) hydrates
 * as it is even when the page's cart read has finished before the element upgrades, then shows the count in place:
 * no node replaced, no mismatch, and no stale attribute (preact/compat patches none while hydrating), in both builds.
 */
import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import prerendered from '../../test/fixtures/prerender/page.html?raw'
import { FIXTURE_MINI_CART_ID } from '../../test/fixtures/prerender/page'
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
function parsedMiniCart(): HTMLElement {
  const parsed = Document.parseHTMLUnsafe(prerendered)
  const el = parsed.getElementById(FIXTURE_MINI_CART_ID)!
  expect(el.shadowRoot, 'arrives with its declarative shadow root').to.be.instanceOf(ShadowRoot)
  return el
}

describe('<aisle-mini-cart> prerendered', () => {
  afterEach(() => {
    document.getElementById(FIXTURE_MINI_CART_ID)?.remove()
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
})
