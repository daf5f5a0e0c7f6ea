/**
 * A tag moved, left out or cloned by the host page behaves like a native element (ARCHITECTURE §3), in both builds:
 * a move (appendChild elsewhere, at once or a while later) keeps the widget — same nodes, same state, no new read —;
 * a node left out of the document releases its root, store subscriptions, page listeners and timers after
 * DETACHED_RELEASE_MS; a deep clone upgrades as a new widget.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { DETACHED_RELEASE_MS } from '../rules/hosting'
import { productStoreOf } from '../runtime/products/products'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { findProduct, mountCard, part } from '../../widgets/product-card/test-kit'
import { BUY_TEXT } from '../../widgets/product-card/ProductCardBuy.view'
import '../../widgets/product-card/product-card.element'

const amount = (el: Element) => (part(el, 'amount') as HTMLInputElement | null)?.value
const plus = (el: Element) => [...(part(el, 'stepper')?.querySelectorAll('button') ?? [])][1] as HTMLButtonElement
/** The simulator's log of calls that name the product. */
const readsOf = async (h: Harness, id: string) =>
  ((await simControl(h.sim, 'GET', '/__sim/requests')) as { method: string; path: string; query: Record<string, string> }[]).filter(
    (r) => r.method === 'GET' && `${r.path}?${JSON.stringify(r.query)}`.includes(id),
  ).length

async function signedIn(): Promise<Harness> {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C', cartQty: 0 })
  startHarness(h)
  return h
}
const stockedItem = (h: Harness) =>
  findProduct(
    h,
    (x) =>
      x.status === 'active' && !x.soldByWeight && !x.isCustomizable && x.cartCategory === '1P' && (x.channelInventory?.delivery ?? 0) > 0,
  )

/** A card the shopper stepped to 3 with the pointer. */
async function steppedCard(h: Harness, id = stockedItem(h).id): Promise<HTMLElement> {
  const el = await mountCard({ 'product-id': id })
  await userEvent.click(plus(el))
  await userEvent.click(plus(el))
  await waitUntil(() => amount(el) === '3', 'the stepper did not reach 3')
  return el
}

/** Listeners added to window and document from now on and not removed since. */
function trackPageListeners() {
  const live = new Set<string>()
  const ids = new Map<unknown, number>()
  const key = (target: EventTarget, type: string, listener: unknown) => {
    if (!ids.has(listener)) ids.set(listener, ids.size)
    return `${target === window ? 'window' : 'document'}|${type}|${ids.get(listener)}`
  }
  const add = EventTarget.prototype.addEventListener
  const remove = EventTarget.prototype.removeEventListener
  vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
    if (this === window || this === document) live.add(key(this, type, listener))
    add.call(this, type, listener, options)
  })
  vi.spyOn(EventTarget.prototype, 'removeEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
    if (this === window || this === document) live.delete(key(this, type, listener))
    remove.call(this, type, listener, options)
  })
  return live
}

describe('a moved, removed or cloned tag', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    tearDownHarness()
  })

  /** A card stepped to 3, what it showed and read so far, and a place elsewhere in the page. */
  async function movable() {
    const h = await signedIn()
    const id = stockedItem(h).id
    const el = await steppedCard(h, id)
    return {
      h,
      id,
      el,
      root: part(el, 'root'),
      reads: await readsOf(h, id),
      elsewhere: await fixture<HTMLElement>(html`<section></section>`),
    }
  }

  it('a product card moved with appendChild in the same task keeps its quantity and stays one widget, with no new read', async () => {
    const { h, id, el, root, reads, elsewhere } = await movable()
    elsewhere.appendChild(el)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(amount(el)).to.equal('3')
    expect(part(el, 'root')).to.equal(root)
    expect(await readsOf(h, id)).to.equal(reads)
  })

  it('a product card taken out and put back a moment later (a slide after its animation) keeps its quantity and stays one widget', async () => {
    const { h, id, el, root, reads, elsewhere } = await movable()
    // Out of the document for half the release delay, in fake time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    el.remove()
    vi.advanceTimersByTime(DETACHED_RELEASE_MS / 2)
    elsewhere.appendChild(el)
    vi.advanceTimersByTime(DETACHED_RELEASE_MS)
    vi.useRealTimers()
    await userEvent.click(plus(el))
    await waitUntil(() => amount(el) === '4', 'the moved card did not keep stepping from 3')
    expect(part(el, 'root')).to.equal(root)
    expect(await readsOf(h, id)).to.equal(reads)
  })

  it('a card left out of the document releases its root, subscriptions, page listeners and timers after the release delay, and put back later starts afresh', async () => {
    const h = await signedIn()
    const id = stockedItem(h).id
    // The page's runtime and stores are booted by a first card, which stays.
    await mountCard({ 'product-id': id })
    const products = productStoreOf(h.runtime)
    const stores = () =>
      [h.runtime.session.$session, h.runtime.cart.$cart, products.$products].map((s) => (s as unknown as { lc: number }).lc)
    const before = stores()
    const listeners = trackPageListeners()
    const el = await steppedCard(h, id)
    expect(stores()).not.to.deep.equal(before)
    await userEvent.click(part(el, 'add') as HTMLElement)
    await waitUntil(() => part(el, 'status')?.textContent === BUY_TEXT.added, 'not added')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    el.remove()
    vi.advanceTimersByTime(DETACHED_RELEASE_MS - 1)
    expect(part(el, 'root'), 'released before the delay').not.to.equal(null)
    vi.advanceTimersByTime(1)
    expect(part(el, 'root'), 'the left-out card kept its root').to.equal(null)
    expect(stores()).to.deep.equal(before)
    expect([...listeners]).to.deep.equal([])
    expect(vi.getTimerCount()).to.equal(0)
    // Put back after its release, it starts afresh.
    vi.useRealTimers()
    const later = await fixture<HTMLElement>(html`<section></section>`)
    later.append(el)
    await waitUntil(() => amount(el) === '1', 'the card put back after its release did not render afresh')
  })

  it('a deep clone of a stepped card upgrades as a new widget: its own root, quantity 1, and stepping it leaves the original at 3', async () => {
    const h = await signedIn()
    const el = await steppedCard(h)
    const copy = el.cloneNode(true) as HTMLElement
    el.after(copy)
    await waitUntil(() => amount(copy) === '1', 'the clone did not render its own card')
    expect(copy.shadowRoot).not.to.equal(el.shadowRoot)
    await userEvent.click(plus(copy))
    await waitUntil(() => amount(copy) === '2', 'the clone did not step')
    expect(amount(el)).to.equal('3')
  })
})
