import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { CART_STORAGE_KEY } from '../../core/rules/cart/cart'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { createSafeStorage } from '../../core/io/storage'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './mini-cart.element'

const badge = (el: Element) => el.shadowRoot?.querySelector('[part="badge"]')?.textContent
const link = (el: Element) => el.shadowRoot?.querySelector('a')
/** The link's accessible name: its only readable text (the badge is aria-hidden). */
const label = (el: Element) => el.shadowRoot?.querySelector('[part="label"]')?.textContent
const stateOf = (el: Element) => el.shadowRoot?.querySelector('[part="root"]')?.getAttribute('data-state')

async function mount(h: Harness) {
  startHarness(h)
  const el = await fixture(html`<aisle-mini-cart></aisle-mini-cart>`)
  await waitUntil(() => stateOf(el) === 'ready' || stateOf(el) === 'error', 'mini cart did not settle', { timeout: 4000 })
  return el
}

async function requestsTo(h: Harness, fragment: string): Promise<unknown[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string }[]
  return log.filter((r) => r.path.includes(fragment))
}

describe('<aisle-mini-cart>', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('shows the item count of a signed-in shopper and names it for screen readers [CRT-022]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 5 })
    const el = await mount(h)
    expect(badge(el)).to.equal('5')
    expect(label(el)).to.equal('Cart, 5 items')
    expect(link(el)?.getAttribute('href')).to.equal('/')
    await expect(el).to.be.accessible()
  })

  it("shows '99+' above 99 items and the exact count at 99 [CRT-023] [CST-038]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 100 })
    const el = await mount(h)
    expect(badge(el)).to.equal('99+')
    expect(label(el)).to.equal('Cart, 100 items')
    expect(el.shadowRoot?.querySelector('[part="badge"]')?.getAttribute('aria-hidden')).to.equal('true')
    await expect(el).to.be.accessible()
    tearDownHarness()

    const h2 = setUpHarness()
    await simSignIn(h2.sim, { userType: 'C', cartQty: 99 })
    const el2 = await mount(h2)
    expect(badge(el2)).to.equal('99')
  })

  it('shows an empty cart for a guest with no cart [CRT-022]', async () => {
    const h = setUpHarness()
    const el = await mount(h)
    expect(badge(el)).to.equal('0')
    expect(label(el)).to.equal('Cart, 0 items')
    await expect(el).to.be.accessible()
  })

  it('uses a cart href given by the content author', async () => {
    const h = setUpHarness()
    startHarness(h)
    const el = await fixture(html`<aisle-mini-cart href="/cart.html"></aisle-mini-cart>`)
    await waitUntil(() => stateOf(el) === 'ready', 'not ready', { timeout: 4000 })
    expect(link(el)?.getAttribute('href')).to.equal('/cart.html')
  })

  it('on a failing cart call shows an empty cart and the cart error message, with no uncaught error [CRT-018] [CRT-019] [ERR-019]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 5 })
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'minicart', status: 500 }])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h)
    expect(stateOf(el)).to.equal('error')
    expect(badge(el)).to.equal('0')
    expect(el.shadowRoot?.querySelector('[part="message"]')?.textContent).to.equal(CART_ERROR_MESSAGE)
    expect(h.runtime.cart.$cartIds.get().abs).to.equal(undefined)
    expect(warn.mock.calls.length).to.be.greaterThan(0)
    await expect(el).to.be.accessible()
  })

  it('keeps working when local storage throws on every call [STO-004] [STO-005]', async () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Storage
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness({ storage: createSafeStorage(() => broken) })
    await simSignIn(h.sim, { userType: 'C', cartQty: 7 })
    const el = await mount(h)
    expect(badge(el)).to.equal('7')
  })

  it('uses a valid local cart copy without calling the server [CRT-011] [CRT-013]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 3 })
    const first = await mount(h)
    expect(badge(first)).to.equal('3')
    expect(await requestsTo(h, 'minicart')).to.have.length(1)
    tearDownHarness()

    // A new page view inside 15 minutes, same store and channel: no new mini-cart call.
    const h2 = setUpHarness({ sim: h.sim })
    await simSignIn(h2.sim, { userType: 'C' })
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...h.runtime.cart.$cart.get(), updatedTime: Date.now() }))
    await simControl(h2.sim, 'DELETE', '/__sim/requests')
    const second = await mount(h2)
    expect(badge(second)).to.equal('3')
    expect(await requestsTo(h2, 'minicart')).to.have.length(0)
  })

  it("reads the cart from the server on a page whose path includes '/product', 'erums/store/prebook' or 'erums/cart/dnf', even with a valid local copy [CRT-020]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 3 })
    await mount(h)
    const local = JSON.stringify({ ...h.runtime.cart.$cart.get(), updatedTime: Date.now() })
    tearDownHarness()

    // The server's cart moved on (another device); the local copy is still valid (under 15 minutes, same store and channel).
    const pages = [
      ['/coupons-deals.html', '3', 0],
      ['/shop/product/970000001.html', '8', 1],
      ['/shop/erums/store/prebook/1100', '8', 1],
      ['/erums/cart/dnf', '8', 1],
    ] as const
    for (const [pathname, count, calls] of pages) {
      const page = setUpHarness({ sim: h.sim, pathname })
      await simSignIn(page.sim, { userType: 'C', cartQty: 8 })
      localStorage.setItem(CART_STORAGE_KEY, local)
      await simControl(page.sim, 'DELETE', '/__sim/requests')
      const el = await mount(page)
      expect(badge(el), pathname).to.equal(count)
      expect(await requestsTo(page, 'minicart'), pathname).to.have.length(calls)
      tearDownHarness()
    }
  })

  it('follows a cart change made in another tab [CRT-022]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 2 })
    const el = await mount(h)
    const other = { ...h.runtime.cart.$cart.get(), cartQty: 4, updatedTime: Date.now() }
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(other))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify(other) }))
    await waitUntil(() => badge(el) === '4', 'badge did not follow the other tab', { timeout: 2000 })
  })

  it('follows a cart change made by another widget in this tab', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 1 })
    const el = await mount(h)
    const items = (h.sim.state as { products: { id: string; status: string }[] }).products
    const item = items.find((p) => p.status === 'active')
    await h.runtime.cart.addItem(String(item?.id))
    await waitUntil(() => badge(el) === '2', 'badge did not update', { timeout: 2000 })
  })
})
