import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it } from 'vitest'
import { DELIVERY_TYPE_STORAGE_KEY, EDIT_ORDER_STORAGE_KEY } from '../../core/rules/cart/order'
import { bannerBCookie, COOKIES } from '../../core/rules/http'
import { DEFAULT_PAGE_PATHS, resolvePagePaths } from '../../core/rules/pages'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type SimPendingOrder, shoppingData } from '../../sim/routes/cart/shopping-data'
import { DEFAULT_RESERVE_HREF, ORDER_ALERT_READY_MARK } from './OrderAlert.connected'
import { ORDER_ALERT_TEXT } from './OrderAlert.view'
import './order-alert.element'

const ORDER_COOKIES = [COOKIES.orderNumber, COOKIES.orderStoreId, COOKIES.slot]
const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`)
const clearOrderCookies = () => {
  for (const name of [...ORDER_COOKIES, ...ORDER_COOKIES.map(bannerBCookie)]) document.cookie = `${name}=; path=/; max-age=0`
}
const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`)

async function mount(h: Harness, template = html`<aisle-order-alert></aisle-order-alert>`) {
  performance.clearMarks(ORDER_ALERT_READY_MARK)
  startHarness(h)
  const el = await fixture(template)
  // The mark is set by the effect that also listens for the page coming back into view: after it, the row is live.
  await waitUntil(() => part(el, 'root') && performance.getEntriesByName(ORDER_ALERT_READY_MARK).length > 0, 'order row did not render', {
    timeout: 3000,
  })
  return el
}

describe('<aisle-order-alert>', () => {
  afterEach(() => {
    tearDownHarness()
    clearOrderCookies()
  })

  it('with both order cookies shows the pending-order alert row and its review link to the edit-order app [CRT-029] [CRT-033] [SHL-042] [SHL-040]', async () => {
    const h = setUpHarness()
    setCookie(COOKIES.orderNumber, '812345678')
    setCookie(COOKIES.orderStoreId, '1100')
    const el = await mount(h)
    expect(part(el, 'root')?.dataset.state).to.equal('pending')
    expect(part(el, 'text')?.textContent).to.equal(ORDER_ALERT_TEXT.pending)
    const link = part(el, 'review-link')
    expect(link?.textContent).to.equal('Review order')
    expect(link?.getAttribute('href')).to.equal(`${DEFAULT_PAGE_PATHS.editOrderApp}/cart/1100/812345678`)
    expect(part(el, 'reserve')).to.equal(null)
    await waitUntil(() => performance.getEntriesByName(ORDER_ALERT_READY_MARK).length > 0, 'no ready mark', { timeout: 2000 })
    await expect(el).to.be.accessible()
  })

  it('names the order being edited when the slot cookie is present too [CRT-030]', async () => {
    const h = setUpHarness()
    setCookie(COOKIES.orderNumber, '812345678')
    setCookie(COOKIES.orderStoreId, '1100')
    setCookie(COOKIES.slot, 'slot-1')
    const el = await mount(h)
    expect(part(el, 'root')?.dataset.state).to.equal('editing')
    expect(part(el, 'text')?.textContent).to.equal('You are editing order 812345678.')
    expect(part(el, 'review-link')?.getAttribute('href')).to.equal('/order-edit/cart/1100/812345678')
    await expect(el).to.be.accessible()
  })

  it('uses the edit-order app path the page configures [SHL-040]', async () => {
    const h = setUpHarness()
    h.runtime.config.pages = resolvePagePaths({ editOrderApp: '/erums/order/' })
    setCookie(COOKIES.orderNumber, '8 1')
    setCookie(COOKIES.orderStoreId, '1100')
    const el = await mount(h)
    expect(part(el, 'review-link')?.getAttribute('href')).to.equal('/erums/order/cart/1100/8%201')
  })

  it('with only one order cookie there is no pending order: the reserve-time area shows [CRT-029] [CRT-032] [SHL-041]', async () => {
    const h = setUpHarness()
    setCookie(COOKIES.orderNumber, '812345678')
    const el = await mount(h)
    expect(part(el, 'root')?.dataset.state).to.equal('reserve')
    expect(part(el, 'review-link')).to.equal(null)
    const reserve = part(el, 'reserve-link')
    expect(reserve?.textContent).to.equal(ORDER_ALERT_TEXT.reserve)
    expect(reserve?.getAttribute('href')).to.equal(DEFAULT_RESERVE_HREF)
    await expect(el).to.be.accessible()
  })

  it('with no pending order clears the stored delivery type [CRT-031]', async () => {
    const h = setUpHarness()
    localStorage.setItem(DELIVERY_TYPE_STORAGE_KEY, JSON.stringify({ orderId: '8', deliveryType: 'Unattended' }))
    localStorage.setItem(
      EDIT_ORDER_STORAGE_KEY,
      JSON.stringify({ orderId: '8', preference: 'delivery', zipCode: '94110', slot: { displayStartTS: '', slotId: 's' } }),
    )
    const el = await mount(h, html`<aisle-order-alert reserve-href="/reserve.html"></aisle-order-alert>`)
    expect(part(el, 'reserve-link')?.getAttribute('href')).to.equal('/reserve.html')
    await waitUntil(() => localStorage.getItem(DELIVERY_TYPE_STORAGE_KEY) === null, 'stored delivery type kept', { timeout: 2000 })
    expect(localStorage.getItem(EDIT_ORDER_STORAGE_KEY)).to.equal(null)
  })

  it('keeps the stored delivery type while an order is pending', async () => {
    const h = setUpHarness()
    const cached = JSON.stringify({ orderId: '812345678', deliveryType: 'Unattended' })
    localStorage.setItem(DELIVERY_TYPE_STORAGE_KEY, cached)
    setCookie(COOKIES.orderNumber, '812345678')
    setCookie(COOKIES.orderStoreId, '1100')
    await mount(h)
    expect(localStorage.getItem(DELIVERY_TYPE_STORAGE_KEY)).to.equal(cached)
  })

  it('notices an order placed in another tab when the page is shown again', async () => {
    const h = setUpHarness()
    const el = await mount(h)
    expect(part(el, 'root')?.dataset.state).to.equal('reserve')
    setCookie(COOKIES.orderNumber, '812345678')
    setCookie(COOKIES.orderStoreId, '1100')
    document.dispatchEvent(new Event('visibilitychange'))
    await waitUntil(() => part(el, 'root')?.dataset.state === 'pending', 'did not re-read the cookies', { timeout: 2000 })
  })

  describe('loading the order being edited', () => {
    /** Signs in a seeded shopper and sets the edit-mode cookies of that shopper's pending order. */
    async function editing(h: Harness, user: 'C' | 'E' | 'R'): Promise<SimPendingOrder> {
      await simSignIn(h.sim, { user })
      const customerId = h.sim.state.users.find((u) => u.key === user)?.customerId
      const order = shoppingData(h.sim.state).pendingOrders.find((o) => o.customerId === customerId)
      if (!order) throw new Error(`no pending order for ${user}`)
      setCookie(COOKIES.orderNumber, order.orderId)
      setCookie(COOKIES.orderStoreId, order.storeId)
      setCookie(COOKIES.slot, order.slot.slotId)
      return order
    }
    const lookups = async (h: Harness) =>
      ((await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string }[]).filter((r) => r.path.includes('/orders/delivery/'))
    const loaded = async (el: Element) => {
      await waitUntil(() => part(el, 'root')?.dataset.editOrder, 'the edit order was not loaded', { timeout: 4000 })
      return part(el, 'root') as HTMLElement
    }

    it("looks the delivery type up, caches it per order, sets the preference, zip code and slot; 'Unattended' turns unattended delivery on and names the restricted items [CRT-035] [CRT-037] [CRT-038] [CRT-039] [CRT-040] [API-025]", async () => {
      const h = setUpHarness()
      const order = await editing(h, 'E')
      // Two of the order's lines are restricted (alcohol): an unattended delivery must re-check them.
      const wine = h.sim.state.products.filter((p) => p.restrictedValue && p.status === 'active').slice(0, 2)
      order.items.push(
        ...wine.map((p) => ({ itemId: p.id, quantity: 1, ...(p.soldByWeight ? { selectedWeight: String(p.minWeight ?? 1) } : {}) })),
      )
      const el = await mount(h)
      const root = await loaded(el)
      expect(order.deliveryType).to.equal('Unattended')
      expect(root.dataset.editOrder).to.equal('lookup')
      expect(await lookups(h)).to.have.length(1)
      expect((await lookups(h))[0]?.path).to.match(new RegExp(`/orders/delivery/${order.storeId}/${order.orderId}$`))
      // CRT-035: the cache is {orderId, deliveryType}.
      expect(JSON.parse(localStorage.getItem(DELIVERY_TYPE_STORAGE_KEY) ?? 'null')).to.deep.equal({
        orderId: order.orderId,
        deliveryType: 'Unattended',
      })
      // CRT-037..039: the session follows the order.
      const shopper = h.runtime.session.$session.get().shopper
      expect(shopper?.preference).to.equal('delivery')
      expect(shopper?.zipcode).to.equal(order.zipCode)
      expect(shopper?.unattendedDeliveryIsEnabled).to.equal(true)
      expect(root.dataset.preference).to.equal('delivery')
      expect(root.dataset.unattended).to.equal('true')
      // CRT-038: zip code and slot are kept for the next pages.
      const stored = JSON.parse(localStorage.getItem(EDIT_ORDER_STORAGE_KEY) ?? 'null')
      expect(stored).to.deep.include({
        orderId: order.orderId,
        preference: 'delivery',
        zipCode: order.zipCode,
        slot: order.slot,
        unattendedDeliveryIsEnabled: true,
      })
      // CRT-040: the restricted lines are re-checked and named.
      expect(stored.restrictedItemIds).to.deep.equal(wine.map((p) => p.id))
      expect(part(el, 'restricted')?.textContent).to.equal(ORDER_ALERT_TEXT.restricted(2))
      await expect(el).to.be.accessible()
    })

    it("skips the look-up on the next page when the type cached for the same order is 'Unattended', and keeps the stored zip code and slot [CRT-036] [CRT-038] [CRT-039]", async () => {
      const h = setUpHarness()
      const order = await editing(h, 'E')
      await loaded(await mount(h))
      const cache = localStorage.getItem(DELIVERY_TYPE_STORAGE_KEY)
      const stored = localStorage.getItem(EDIT_ORDER_STORAGE_KEY)
      tearDownHarness()

      // The next page view of the same edit.
      const next = setUpHarness({ sim: h.sim })
      await editing(next, 'E')
      localStorage.setItem(DELIVERY_TYPE_STORAGE_KEY, cache ?? '')
      localStorage.setItem(EDIT_ORDER_STORAGE_KEY, stored ?? '')
      await simControl(next.sim, 'DELETE', '/__sim/requests')
      const root = await loaded(await mount(next))
      expect(root.dataset.editOrder).to.equal('cached')
      expect(await lookups(next)).to.have.length(0)
      const shopper = next.runtime.session.$session.get().shopper
      expect(shopper?.unattendedDeliveryIsEnabled).to.equal(true)
      expect(shopper?.zipcode).to.equal(order.zipCode)
      expect(shopper?.preference).to.equal('delivery')
    })

    it("looks up again when the cached 'Unattended' type is another order's, or the cached type is not 'Unattended' [CRT-035] [CRT-036] [CRT-039]", async () => {
      const h = setUpHarness()
      const order = await editing(h, 'E')
      localStorage.setItem(DELIVERY_TYPE_STORAGE_KEY, JSON.stringify({ orderId: 'another-order', deliveryType: 'Unattended' }))
      await loaded(await mount(h))
      expect(await lookups(h)).to.have.length(1)
      expect(JSON.parse(localStorage.getItem(DELIVERY_TYPE_STORAGE_KEY) ?? 'null')).to.deep.equal({
        orderId: order.orderId,
        deliveryType: 'Unattended',
      })
      tearDownHarness()

      const c = setUpHarness({ sim: h.sim })
      const attended = await editing(c, 'C')
      localStorage.setItem(DELIVERY_TYPE_STORAGE_KEY, JSON.stringify({ orderId: attended.orderId, deliveryType: 'Attended' }))
      await simControl(c.sim, 'DELETE', '/__sim/requests')
      const root = await loaded(await mount(c))
      expect(await lookups(c)).to.have.length(1)
      expect(root.dataset.unattended).to.equal('false')
      expect(c.runtime.session.$session.get().shopper?.unattendedDeliveryIsEnabled).to.equal(false)
    })

    it("sets the preference 'dug' for a pickup order, with no restricted-items line [CRT-037]", async () => {
      const h = setUpHarness()
      const order = await editing(h, 'R')
      const el = await mount(h)
      const root = await loaded(el)
      expect(order.serviceType).to.equal('DUG')
      expect(root.dataset.preference).to.equal('dug')
      expect(h.runtime.session.$session.get().shopper?.preference).to.equal('dug')
      expect(part(el, 'restricted')).to.equal(null)
    })

    it('ignores a failed look-up: no message, the row stays as it was [ERR-023]', async () => {
      const h = setUpHarness()
      await editing(h, 'C')
      await simControl(h.sim, 'POST', '/__sim/faults', [{ path: '/orders/delivery/', status: 500 }])
      const el = await mount(h)
      await waitUntil(async () => (await lookups(h)).length > 0, 'no look-up', { timeout: 4000 })
      expect(part(el, 'root')?.dataset.state).to.equal('editing')
      expect(part(el, 'root')?.dataset.editOrder).to.equal(undefined)
      expect(localStorage.getItem(DELIVERY_TYPE_STORAGE_KEY)).to.equal(null)
      expect(part(el, 'text')?.textContent).to.match(/^You are editing order /)
    })

    it('does not look an order up for a pending order that is not being edited, nor for a guest [CRT-030]', async () => {
      const h = setUpHarness()
      await simSignIn(h.sim, { user: 'E' })
      setCookie(COOKIES.orderNumber, '812345678')
      setCookie(COOKIES.orderStoreId, '1100')
      await mount(h)
      await h.runtime.session.start()
      expect(await lookups(h)).to.have.length(0)
      tearDownHarness()
      const guest = setUpHarness({ sim: h.sim })
      setCookie(COOKIES.orderNumber, '812345678')
      setCookie(COOKIES.orderStoreId, '1100')
      setCookie(COOKIES.slot, 'slot-1')
      const el = await mount(guest)
      await guest.runtime.session.start()
      expect(part(el, 'root')?.dataset.state).to.equal('editing')
      expect(await lookups(guest)).to.have.length(0)
    })
  })
})
