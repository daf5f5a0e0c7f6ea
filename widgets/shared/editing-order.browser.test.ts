/**
 * Adding while the shopper edits a pending order (<aisle-order-alert> says 'You are editing order …'): the product
 * card, add to cart and the quick-add basket add to the order's lines, not to the cart, and the mini cart counts
 * the order (core/stores/cart/order-changes.ts).
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { clearOrderCookies, editOrder, orderCalls } from '../../test/support/editing-order'
import { simControl } from '../../test/support/sim-fetch'
import { itemPosts, unitItems } from '../../test/support/unit-items'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { ADD_TO_CART_TEXT } from '../add-to-cart/AddToCart.view'
import { BUY_TEXT } from '../product-card/ProductCardBuy.view'
import { mountCard } from '../product-card/test-kit'
import { QUICK_ADD_TEXT } from '../quick-add/QuickAdd.view'
import '../add-to-cart/add-to-cart.element'
import '../mini-cart/mini-cart.element'
import '../order-alert/order-alert.element'
import '../product-card/product-card.element'
import '../quick-add/quick-add.element'

const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null
const said = (el: Element, name: string) => part(el, name)?.textContent?.trim() ?? null
const quantity = (order: ReturnType<Awaited<ReturnType<typeof editOrder>>>) => order.items.reduce((n, l) => n + l.quantity, 0)

async function editing(): Promise<{ h: Harness; order: Awaited<ReturnType<typeof editOrder>> }> {
  const h = setUpHarness()
  const order = await editOrder(h)
  startHarness(h)
  return { h, order }
}

describe('adding while a pending order is edited', () => {
  afterEach(() => {
    clearOrderCookies()
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it("<aisle-add-to-cart> adds to the order's lines with quantity, and the mini cart counts the order [API-034] [CRT-028] [CRT-012]", async () => {
    const { h, order } = await editing()
    const { each } = unitItems(h)
    const page = await fixture(
      html`<div>
        <aisle-order-alert></aisle-order-alert><aisle-mini-cart></aisle-mini-cart
        ><aisle-add-to-cart item-id=${each.id} product-name=${each.name}></aisle-add-to-cart>
      </div>`,
    )
    const [alert, mini, add] = [...page.children] as HTMLElement[]
    await waitUntil(() => said(alert!, 'root')?.includes(order().orderId), 'the order alert did not name the order')
    await waitUntil(() => part(mini!, 'badge')?.textContent === String(quantity(order())), 'the mini cart did not count the order')
    const before = quantity(order())
    await waitUntil(() => add!.shadowRoot?.querySelector('button'), 'no button')
    add!.shadowRoot!.querySelector('button')!.click()
    await waitUntil(() => said(add!, 'status') === ADD_TO_CART_TEXT.added, 'not added')
    expect((await orderCalls(h)).map((c) => [c.method, c.body])).to.deep.equal([['POST', { quantity: 1 }]])
    expect(order().items).to.deep.include({ itemId: each.id, quantity: 1 })
    expect(await itemPosts(h)).to.have.length(0)
    await waitUntil(() => part(mini!, 'badge')?.textContent === String(before + 1), 'the badge did not count the add')
    await expect(page).to.be.accessible()
  })

  it('<aisle-product-card> adds its stepped quantity to the order, and a sold-by-weight item by selectedWeight [CRT-028] [CRT-026] [API-034]', async () => {
    const { h, order } = await editing()
    const { each, weighted } = unitItems(h)
    const card = await mountCard({ 'product-id': each.id })
    const steppers = () => [...(part(card, 'stepper')?.querySelectorAll('button') ?? [])] as HTMLButtonElement[]
    steppers()[1]!.click()
    await waitUntil(() => (part(card, 'amount') as HTMLInputElement).value === '2', 'stepper did not reach 2')
    part(card, 'add')!.click()
    await waitUntil(() => said(card, 'status') === BUY_TEXT.added, 'not added')
    expect(order().items).to.deep.include({ itemId: each.id, quantity: 2 })
    const scale = await mountCard({ 'product-id': weighted.id })
    part(scale, 'add')!.click()
    await waitUntil(() => said(scale, 'status') === BUY_TEXT.added, 'weighed item not added')
    const weight = (weighted.minWeight ?? 1).toFixed(2)
    expect((await orderCalls(h)).at(-1)?.body).to.deep.equal({ selectedWeight: weight })
    expect(order().items).to.deep.include({ itemId: weighted.id, quantity: 1, selectedWeight: weight })
    expect(await itemPosts(h)).to.have.length(0)
    await expect(card).to.be.accessible()
  })

  it('<aisle-quick-add> adds the selected entries to the order [API-034] [CRT-028]', async () => {
    const { h, order } = await editing()
    const basket = await fixture(html`<aisle-quick-add></aisle-quick-add>`)
    await waitUntil(() => part(basket, 'root')?.dataset.state === 'ready', 'the basket did not load', { timeout: 5000 })
    const selected = [...(basket.shadowRoot?.querySelectorAll<HTMLElement>('[part="item"]') ?? [])].filter(
      (r) => r.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked,
    )
    expect(selected.length).to.be.greaterThan(0)
    part(basket, 'add')!.click()
    await waitUntil(() => said(basket, 'message') === QUICK_ADD_TEXT.added(selected.length), 'not added', { timeout: 5000 })
    const sent = (await orderCalls(h)).map((c) => c.path.split('/').at(-1))
    expect(sent).to.have.members(selected.map((r) => r.dataset.id))
    for (const row of selected) expect(order().items.map((l) => l.itemId)).to.include(row.dataset.id)
    expect(await itemPosts(h)).to.have.length(0)
    await expect(basket).to.be.accessible()
  })

  it('a failed order call rolls the add back and shows the cart error text; the order keeps its lines [ERR-019] [API-034]', async () => {
    const { h, order } = await editing()
    const { each } = unitItems(h)
    const lines = structuredClone(order().items)
    await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'POST', path: '/orderItems/', status: 500 }])
    const add = await fixture(html`<aisle-add-to-cart item-id=${each.id}></aisle-add-to-cart>`)
    await waitUntil(() => add.shadowRoot?.querySelector('button'), 'no button')
    add.shadowRoot!.querySelector('button')!.click()
    await waitUntil(() => said(add, 'status') === CART_ERROR_MESSAGE, 'no error text')
    expect(order().items).to.deep.equal(lines)
  })
})
