import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { simSignIn } from '../../test/support/sim-fetch'
import { itemPosts, recommendFirst, sentLines, unitItems } from '../../test/support/unit-items'
import { setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './product-carousel.element'

const slide = (el: Element, id: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part="slide"][data-id="${id}"]`)
const message = (el: Element) => el.shadowRoot?.querySelector('[part="message"]')?.textContent ?? ''

describe('<aisle-product-carousel> unit rules', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('adds a sold-by-weight tile by its minimum weight as selectedWeight, an each tile as qty 1 and a customisable tile as qty 1, every add taken by the cart [CRT-026] [CRT-027] [QAB-003]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const items = unitItems(h)
    recommendFirst([items.weighted, items.each, items.customisable])
    startHarness(h)
    const el = await fixture(html`<aisle-product-carousel></aisle-product-carousel>`)
    await waitUntil(
      () => !!slide(el, items.weighted.id) && !!slide(el, items.each.id) && !!slide(el, items.customisable.id),
      'tiles not shown',
      { timeout: 5000 },
    )
    const min = (items.weighted.minWeight ?? 0).toFixed(2)

    for (const item of [items.weighted, items.each, items.customisable]) {
      const before = (await itemPosts(h)).length
      slide(el, item.id)?.querySelector<HTMLButtonElement>('[part="add"]')?.click()
      await waitUntil(async () => (await itemPosts(h)).length > before && !h.runtime.cart.busy(), `${item.id} not sent`, { timeout: 5000 })
      expect(message(el)).not.to.equal(CART_ERROR_MESSAGE)
    }
    expect(await sentLines(h)).to.deep.equal([
      { itemId: items.weighted.id, selectedWeight: min },
      { itemId: items.each.id, qty: 1 },
      { itemId: items.customisable.id, qty: 1 },
    ])
    // A second press of the weighted tile adds one more step: the line holds twice the minimum.
    slide(el, items.weighted.id)?.querySelector<HTMLButtonElement>('[part="add"]')?.click()
    await waitUntil(async () => (await itemPosts(h)).length === 4 && !h.runtime.cart.busy(), 'second weight not sent', { timeout: 5000 })
    expect((await sentLines(h)).at(-1)).to.deep.equal({
      itemId: items.weighted.id,
      selectedWeight: ((items.weighted.minWeight ?? 0) * 2).toFixed(2),
    })
    expect(
      h.runtime.cart.$cart
        .get()
        ?.cartItems.map((l) => l.itemId)
        .sort(),
    ).to.deep.equal([items.weighted.id, items.each.id, items.customisable.id].sort())
  })
})
