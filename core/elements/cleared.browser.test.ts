/**
 * A required attribute a host clears (removed, or set to '') is cleared: the tag does what it does without it, and
 * nothing is sent for the old value; a tag without it shows its documented inert state (docs/decisions/hosting.md
 * "Required attributes"), in both builds.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { resetAttributeWarnings } from './attributes'
import { missingAttributeText } from '../rules/hosting'
import { simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { ADD_TO_CART_TEXT } from '../../widgets/add-to-cart/AddToCart.view'
import { findProduct, itemPosts, mountCard, part, stateOf } from '../../widgets/product-card/test-kit'
import '../../widgets/add-to-cart/add-to-cart.element'
import '../../widgets/product-card/product-card.element'

async function signedIn(): Promise<Harness> {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C', cartQty: 0 })
  startHarness(h)
  return h
}
const stocked = (h: Harness, skip = '') =>
  findProduct(
    h,
    (x) =>
      x.id !== skip &&
      x.status === 'active' &&
      !x.soldByWeight &&
      !x.isCustomizable &&
      x.cartCategory === '1P' &&
      (x.channelInventory?.delivery ?? 0) > 0,
  ).id
const button = (el: Element) => part(el, 'button') as HTMLButtonElement
/** The ids of every item the cart was sent. */
const sentIds = async (h: Harness) => (await itemPosts(h)).flatMap((r) => (r.body?.items ?? []).map((i) => String(i.itemId)))

/**
 * Presses a live add-to-cart for `id` after everything else was pressed, and waits until it is added: the cart
 * queue sends in order, so any call an earlier press made has been sent by then.
 */
async function pressSentinel(id: string): Promise<void> {
  const sentinel = await fixture<HTMLElement>(html`<aisle-add-to-cart item-id=${id}></aisle-add-to-cart>`)
  await waitUntil(() => button(sentinel), 'no sentinel button')
  await userEvent.click(button(sentinel))
  await waitUntil(() => part(sentinel, 'status')?.textContent === ADD_TO_CART_TEXT.added, 'the sentinel was not added', { timeout: 5000 })
}

const CLEARS = [
  ['removed', (el: Element, name: string) => el.removeAttribute(name)],
  ["set to ''", (el: Element, name: string) => el.setAttribute(name, '')],
] as const

describe('a cleared or missing required attribute', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  for (const [how, clear] of CLEARS) {
    it(`a product card whose product-id is ${how} shows the card without a product and sends nothing for the old id`, async () => {
      const h = await signedIn()
      const old = stocked(h)
      const el = await mountCard({ 'product-id': old })
      expect(stateOf(el)).to.equal('ready')
      clear(el, 'product-id')
      await waitUntil(() => stateOf(el) === 'missing', 'the card kept the cleared product')
      expect(part(el, 'add')).to.equal(null)
      for (const control of el.shadowRoot?.querySelectorAll('button') ?? []) await userEvent.click(control, { force: true })
      await pressSentinel(stocked(h, old))
      expect(await sentIds(h)).not.to.include(old)
    })

    it(`<aisle-add-to-cart> whose item-id is ${how} is inert: disabled, says what is missing, and sends nothing for the old id`, async () => {
      const h = await signedIn()
      const old = stocked(h)
      const el = await fixture<HTMLElement>(html`<aisle-add-to-cart item-id=${old}></aisle-add-to-cart>`)
      await waitUntil(() => button(el), 'no button')
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      clear(el, 'item-id')
      await waitUntil(() => button(el).disabled, 'the button stayed live')
      await userEvent.click(button(el), { force: true })
      await pressSentinel(stocked(h, old))
      expect(await sentIds(h)).not.to.include(old)
      expect(warn.mock.calls.flat().join(' ')).to.include('item-id')
    })
  }

  it('<aisle-add-to-cart> without item-id renders a disabled button whose accessible description names the missing attribute, and warns once in the console', async () => {
    await signedIn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await fixture<HTMLElement>(html`<aisle-add-to-cart product-name="Gala Apples"></aisle-add-to-cart>`)
    await waitUntil(() => button(el), 'no button')
    expect(button(el).disabled).to.equal(true)
    const described = (button(el).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => el.shadowRoot?.getElementById(id)?.textContent)
    expect(described).to.deep.equal([missingAttributeText('item-id')])
    const warnings = () => warn.mock.calls.filter((c) => String(c[0]).includes('item-id'))
    await waitUntil(() => warnings().length > 0, 'no console warning')
    await expect(el).to.be.accessible()
    expect(warnings()).to.have.length(1)
  })

  it('<aisle-add-to-cart> given its item-id later turns live', async () => {
    const h = await signedIn()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await fixture<HTMLElement>(html`<aisle-add-to-cart></aisle-add-to-cart>`)
    await waitUntil(() => button(el)?.disabled, 'not inert')
    const id = stocked(h)
    el.setAttribute('item-id', id)
    await waitUntil(() => !button(el).disabled, 'still inert')
    expect(button(el).hasAttribute('aria-describedby')).to.equal(false)
    await userEvent.click(button(el))
    await waitUntil(() => part(el, 'status')?.textContent === ADD_TO_CART_TEXT.added, 'not added', { timeout: 5000 })
    expect(await sentIds(h)).to.deep.equal([id])
  })
})
