/**
 * The cart-action hook as the four cart widgets use it (widgets/shared/use-cart-action.ts): each press shows and
 * announces its working state in the press's frame while the cart call is unanswered, then the
 * outcome, and fires one aisle-cart-change of the one declared detail shape.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CART_CHANGE_EVENT, type CartChangeDetail } from '../../core/elements/events'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { CART_WORKING_TEXT } from '../../core/rules/press'
import { holdReplies, readInPressFrame } from '../../test/support/press-probe'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { ADD_TO_CART_TEXT } from '../add-to-cart/AddToCart.view'
import { BUY_TEXT } from '../product-card/ProductCardBuy.view'
import { findProduct, mountCard } from '../product-card/test-kit'
import '../add-to-cart/add-to-cart.element'
import '../product-card/product-card.element'
import '../product-carousel/product-carousel.element'
import '../quick-add/quick-add.element'

const CART_POST = /\/cart\/v2\/items$/
const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null
const said = (el: Element, name: string) => part(el, name)?.textContent ?? null

async function signedIn(): Promise<Harness> {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C', cartQty: 0 })
  startHarness(h)
  return h
}

/** Every aisle-cart-change detail heard on the page. */
function cartChanges(): CartChangeDetail[] {
  const heard: CartChangeDetail[] = []
  const listener = (e: Event) => heard.push((e as CustomEvent<CartChangeDetail>).detail)
  document.addEventListener(CART_CHANGE_EVENT, listener)
  stopListening.push(() => document.removeEventListener(CART_CHANGE_EVENT, listener))
  return heard
}
const stopListening: (() => void)[] = []

const activeProduct = (h: Harness) =>
  findProduct(
    h,
    (x) =>
      x.status === 'active' && !x.soldByWeight && !x.isCustomizable && x.cartCategory === '1P' && (x.channelInventory?.delivery ?? 0) > 0,
  )

describe('cart press feedback', () => {
  afterEach(() => {
    for (const stop of stopListening.splice(0)) stop()
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it("<aisle-add-to-cart> says 'Adding…' in the press's frame and ignores presses until the cart answers; then 'Added to cart' and one event [CRT-041]", async () => {
    const h = await signedIn()
    const id = activeProduct(h).id
    const el = await fixture(html`<aisle-add-to-cart item-id=${id}></aisle-add-to-cart>`)
    await waitUntil(() => part(el, 'button'), 'no button')
    const heard = cartChanges()
    const cart = holdReplies(h, 'POST', CART_POST)
    const button = part(el, 'button') as HTMLButtonElement
    const inFrame = readInPressFrame(() => ({
      busy: button.getAttribute('aria-busy'),
      label: button.textContent,
      said: said(el, 'status'),
    }))
    await userEvent.click(button)
    expect(await inFrame).to.deep.equal({ busy: 'true', label: CART_WORKING_TEXT, said: CART_WORKING_TEXT })
    await waitUntil(() => cart.held() === 1, 'no cart call held', { timeout: 5000 })
    // A second real press while the first is unanswered (forced: Playwright waits for an aria-disabled button).
    await userEvent.click(button, { force: true })
    expect(said(el, 'status')).to.equal(CART_WORKING_TEXT)
    await expect(el).to.be.accessible()
    cart.release()
    await waitUntil(() => said(el, 'status') === ADD_TO_CART_TEXT.added, 'not added', { timeout: 5000 })
    expect(button.hasAttribute('aria-busy')).to.equal(false)
    expect(button.textContent).to.equal(ADD_TO_CART_TEXT.add)
    expect(heard).to.deep.equal([{ itemId: id, qty: 1, items: [id] }])
    expect(h.runtime.cart.$cartCount.get()).to.equal(1)
  })

  it('<aisle-add-to-cart> restores the button with the cart error text when the held call fails [ERR-019]', async () => {
    const h = await signedIn()
    const id = activeProduct(h).id
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'POST', path: '/cart/v2/items', status: 500 }])
    const el = await fixture(html`<aisle-add-to-cart item-id=${id}></aisle-add-to-cart>`)
    await waitUntil(() => part(el, 'button'), 'no button')
    const heard = cartChanges()
    const cart = holdReplies(h, 'POST', CART_POST)
    const button = part(el, 'button') as HTMLButtonElement
    const inFrame = readInPressFrame(() => button.getAttribute('aria-busy'))
    await userEvent.click(button)
    expect(await inFrame).to.equal('true')
    await waitUntil(() => cart.held() === 1, 'no cart call held', { timeout: 5000 })
    cart.release()
    await waitUntil(() => said(el, 'status') === CART_ERROR_MESSAGE, 'no cart error text', { timeout: 5000 })
    expect(button.hasAttribute('aria-busy')).to.equal(false)
    expect(button.textContent).to.equal(ADD_TO_CART_TEXT.add)
    expect(heard).to.deep.equal([])
  })

  it("<aisle-product-card> marks Add busy and says 'Adding…' in the press's frame, then 'Added to cart' [CRT-027] [CRT-041]", async () => {
    const h = await signedIn()
    const p = activeProduct(h)
    const el = await mountCard({ 'product-id': p.id })
    const heard = cartChanges()
    const cart = holdReplies(h, 'POST', CART_POST)
    const add = part(el, 'add') as HTMLButtonElement
    const inFrame = readInPressFrame(() => ({ busy: add.getAttribute('aria-busy'), said: said(el, 'status') }))
    await userEvent.click(add)
    expect(await inFrame).to.deep.equal({ busy: 'true', said: CART_WORKING_TEXT })
    await waitUntil(() => cart.held() === 1, 'no cart call held', { timeout: 5000 })
    cart.release()
    await waitUntil(() => said(el, 'status') === BUY_TEXT.added, 'not added', { timeout: 5000 })
    expect(add.hasAttribute('aria-busy')).to.equal(false)
    expect(heard).to.deep.equal([{ itemId: p.id, qty: 1, items: [p.id] }])
  })

  it("<aisle-product-carousel> marks the pressed tile busy and says 'Adding…' in the press's frame [CAR-017]", async () => {
    const h = await signedIn()
    const el = await fixture(html`<aisle-product-carousel></aisle-product-carousel>`)
    await waitUntil(() => el.shadowRoot?.querySelector('[part="add"]:not([disabled])'), 'no tile to add', { timeout: 5000 })
    const heard = cartChanges()
    const cart = holdReplies(h, 'POST', CART_POST)
    const add = el.shadowRoot?.querySelector('[part="add"]:not([disabled])') as HTMLButtonElement
    const id = add.closest<HTMLElement>('[data-id]')?.dataset.id
    const inFrame = readInPressFrame(() => ({ busy: add.getAttribute('aria-busy'), said: said(el, 'message') }))
    await userEvent.click(add)
    expect(await inFrame).to.deep.equal({ busy: 'true', said: CART_WORKING_TEXT })
    await waitUntil(() => cart.held() === 1, 'no cart call held', { timeout: 5000 })
    cart.release()
    await waitUntil(() => heard.length === 1, 'no cart change', { timeout: 5000 })
    expect(heard).to.deep.equal([{ itemId: id, qty: 1, items: [id] }])
    expect(add.hasAttribute('aria-busy')).to.equal(false)
  })

  it("<aisle-quick-add> marks its add button busy and says 'Adding…' in the press's frame; the event names the items [QAB-011]", async () => {
    const h = await signedIn()
    const el = await fixture(html`<aisle-quick-add></aisle-quick-add>`)
    await waitUntil(() => part(el, 'root')?.dataset.state === 'ready', 'quick add not ready', { timeout: 5000 })
    const heard = cartChanges()
    const cart = holdReplies(h, 'POST', CART_POST)
    const add = part(el, 'add') as HTMLButtonElement
    const inFrame = readInPressFrame(() => ({ busy: add.getAttribute('aria-busy'), said: said(el, 'message') }))
    await userEvent.click(add)
    expect(await inFrame).to.deep.equal({ busy: 'true', said: CART_WORKING_TEXT })
    await waitUntil(() => cart.held() >= 1, 'no cart call held', { timeout: 5000 })
    cart.release()
    await waitUntil(() => heard.length === 1, 'no cart change', { timeout: 5000 })
    expect(heard[0]?.items.length).to.be.greaterThan(0)
    expect(heard[0]?.itemId).to.equal(undefined)
    expect(add.hasAttribute('aria-busy')).to.equal(false)
  })
})
