import { expect, fixture, html, waitUntil } from '@open-wc/testing'
import { afterEach, describe, it } from 'vitest'
import { DELIVERY_TYPE_STORAGE_KEY } from '../../core/rules/cart-order'
import { bannerBCookie, COOKIES } from '../../core/rules/http'
import { DEFAULT_PAGE_PATHS, resolvePagePaths } from '../../core/rules/pages'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
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
  await waitUntil(() => part(el, 'root') && performance.getEntriesByName(ORDER_ALERT_READY_MARK).length > 0, 'order row did not render', { timeout: 3000 })
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
    const el = await mount(h, html`<aisle-order-alert reserve-href="/reserve.html"></aisle-order-alert>`)
    expect(part(el, 'reserve-link')?.getAttribute('href')).to.equal('/reserve.html')
    await waitUntil(() => localStorage.getItem(DELIVERY_TYPE_STORAGE_KEY) === null, 'stored delivery type kept', { timeout: 2000 })
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
})
