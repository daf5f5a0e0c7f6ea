/**
 * The carousel tile under the guest-cart switch (001 §5): a guest adds only when the page sets disableGuestCart to
 * false; otherwise the tile's add button says 'Sign in to add' and its press goes to sign-in, adding nothing.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { itemPosts } from '../../test/support/unit-items'
import { waitUntil } from '../../test/support/wait'
import { type Harness, tearDownHarness } from '../../test/support/widget-fixture'
import { guestPage, NO_GUEST_CART_PAGES } from '../shared/guest-cart-kit'
import { TILE_TEXT } from './ProductTile.view'
import './product-carousel.element'

const slides = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="slide"]') ?? [])]
const addOf = (slide: HTMLElement) => slide.querySelector<HTMLButtonElement>('[part="add"]')
const nameOf = (slide: HTMLElement) => slide.querySelector('[part="add"] .visually-hidden')?.textContent ?? ''

/** The carousel (a guest names its store by the attribute) once the guest is known; answers an available tile whose add button starts with `says`. */
async function mountCarousel(h: Harness, says: string) {
  const el = await fixture(html`<aisle-product-carousel store-id="1100"></aisle-product-carousel>`)
  const tile = () => slides(el).find((s) => addOf(s)?.textContent?.startsWith(says))
  await waitUntil(() => h.runtime.session.$session.get().shopper && tile(), `no tile says '${says}'`, { timeout: 5000 })
  const slide = tile() as HTMLElement
  return { el, add: addOf(slide) as HTMLButtonElement, id: slide.dataset.id ?? '', name: nameOf(slide) }
}

describe('<aisle-product-carousel> guest-cart switch', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  for (const [why, flags] of NO_GUEST_CART_PAGES) {
    it(`when ${why}, a guest's tile says 'Sign in to add' and a press goes to sign-in, adding nothing [CRT-024] [CST-065]`, async () => {
      const { h, redirect } = guestPage(flags)
      const { el, add, name } = await mountCarousel(h, TILE_TEXT.signIn)
      expect(add.textContent).to.equal(TILE_TEXT.signIn + name)
      expect(name).to.match(/ to cart$/)
      await userEvent.click(add)
      await waitUntil(() => redirect.mock.calls.length === 1, 'the press did not go to sign-in')
      expect(h.runtime.cart.$cartCount.get()).to.equal(0)
      expect(await itemPosts(h)).to.have.length(0)
      await expect(el).to.be.accessible()
    })
  }

  it('when the page sets disableGuestCart to false, a guest’s tile says Add and a press adds to a guest cart [CRT-024] [CST-065]', async () => {
    const { h, redirect } = guestPage({ disableGuestCart: false })
    const { el, add, id, name } = await mountCarousel(h, TILE_TEXT.add)
    expect(add.textContent).to.equal(TILE_TEXT.add + name)
    await userEvent.click(add)
    await waitUntil(async () => (await itemPosts(h)).length === 1 && !h.runtime.cart.busy(), 'the guest did not add', { timeout: 5000 })
    expect(redirect.mock.calls).to.have.length(0)
    expect((await itemPosts(h))[0]?.body?.items?.[0]).to.include({ itemId: id })
    await expect(el).to.be.accessible()
  })
})
