/**
 * The guest-cart switch (001 §5 "Guest cart applies when userType is g and the guest-cart disable flag is explicitly
 * false"): a guest adds to a guest cart only when the page sets disableGuestCart to false; otherwise every add button
 * says 'Sign in to add to cart' and a press goes to sign-in, adding nothing.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { SIGN_IN_TO_ADD_TEXT } from '../../core/rules/cart/cart'
import { itemPosts, unitItems } from '../../test/support/unit-items'
import { type Harness, tearDownHarness } from '../../test/support/widget-fixture'
import { ADD_TO_CART_TEXT } from '../add-to-cart/AddToCart.view'
import { BUY_TEXT } from '../product-card/ProductCardBuy.view'
import { mountCard } from '../product-card/test-kit'
import { guestPage, NO_GUEST_CART_PAGES } from './guest-cart-kit'
import '../add-to-cart/add-to-cart.element'
import '../product-card/product-card.element'

const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null
const said = (el: Element, name: string) => part(el, name)?.textContent?.trim() ?? null

async function mountAll(h: Harness) {
  const { each } = unitItems(h)
  const add = await fixture(html`<aisle-add-to-cart item-id=${each.id} product-name=${each.name}></aisle-add-to-cart>`)
  const card = await mountCard({ 'product-id': each.id })
  await waitUntil(() => h.runtime.session.$session.get().shopper, 'the guest is not known yet')
  return { add, card, each }
}

describe('the guest-cart switch', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  for (const [why, flags] of NO_GUEST_CART_PAGES) {
    it(`when ${why}, a guest's add buttons say 'Sign in to add to cart' and a press goes to sign-in, adding nothing [CRT-024] [CST-065]`, async () => {
      const { h, redirect } = guestPage(flags)
      const { add, card, each } = await mountAll(h)
      const button = add.shadowRoot!.querySelector('button')!
      await waitUntil(() => button.textContent === SIGN_IN_TO_ADD_TEXT, "add to cart does not say 'Sign in to add to cart'")
      expect(button.getAttribute('aria-label')).to.equal(ADD_TO_CART_TEXT.signInNamed(each.name))
      expect(part(card, 'add')?.textContent).to.equal(BUY_TEXT.signIn)
      expect(part(card, 'add')?.getAttribute('aria-label')).to.equal(BUY_TEXT.signInNamed(each.name))
      button.click()
      part(card, 'add')!.click()
      await waitUntil(() => redirect.mock.calls.length === 2, 'not every press went to sign-in')
      expect(h.runtime.cart.$cartCount.get()).to.equal(0)
      expect(await itemPosts(h)).to.have.length(0)
      await expect(add).to.be.accessible()
      await expect(card).to.be.accessible()
    })
  }

  it('when the page sets disableGuestCart to false, a guest adds to a guest cart [CRT-024] [CST-065]', async () => {
    const { h, redirect } = guestPage({ disableGuestCart: false })
    const { add, card } = await mountAll(h)
    const button = add.shadowRoot!.querySelector('button')!
    expect(button.textContent).to.equal(ADD_TO_CART_TEXT.add)
    expect(part(card, 'add')?.textContent).to.equal(BUY_TEXT.add)
    button.click()
    await waitUntil(() => said(add, 'status') === ADD_TO_CART_TEXT.added, 'the guest did not add')
    expect(redirect.mock.calls).to.have.length(0)
    expect((await itemPosts(h)).length).to.be.greaterThan(0)
    await expect(add).to.be.accessible()
  })
})
