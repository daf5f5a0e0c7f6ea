/**
 * examples/react/Shelf.tsx, a React 19 host (preact/compat in the compact build), driven with pointer input: its keyed
 * reorder keeps the quantity a shopper chose on each card, a rebind shows the new product, a cleared binding shows the
 * card without a product, removed and re-shown tags work, each press sends one cart call and the host hears one event.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { findProduct, itemPosts, part, stateOf } from '../../widgets/product-card/test-kit'
import { Shelf } from './Shelf'

const cards = (host: Element) => [...host.querySelectorAll('aisle-product-card')]
const amount = (card: Element | undefined) => (card && (part(card, 'amount') as HTMLInputElement | null)?.value) ?? null
const nameOf = (card: Element | undefined) => (card && part(card, 'name')?.textContent) ?? null
const press = (host: Element, name: string) =>
  userEvent.click([...host.querySelectorAll('nav button')].find((b) => b.textContent === name) as HTMLElement)
const plain = (h: Harness, skip: string[] = []) =>
  findProduct(
    h,
    (x) =>
      !skip.includes(x.id) &&
      x.status === 'active' &&
      !x.soldByWeight &&
      !x.isCustomizable &&
      x.cartCategory === '1P' &&
      (x.channelInventory?.delivery ?? 0) > 0,
  )

describe('a React host (examples/react/Shelf.tsx)', () => {
  let root: Root | undefined
  afterEach(() => {
    tearDownHarness()
    root?.unmount()
    root = undefined
  })

  it('reorders, rebinds, clears and removes its cards and toggles its add-to-cart; each press is one cart call and one heard event', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 0 })
    startHarness(h)
    const [a, b] = [plain(h), plain(h, [plain(h).id])]
    const offer = plain(h, [a.id, b.id])
    const host = await fixture<HTMLElement>(html`<div></div>`)
    root = createRoot(host)
    root.render(
      <Shelf
        initial={[
          { key: 1, id: a.id },
          { key: 2, id: b.id },
        ]}
        offer={offer.id}
      />,
    )
    await waitUntil(() => cards(host).length === 2 && cards(host).every((c) => stateOf(c) === 'ready'), 'the cards did not load', {
      timeout: 8000,
    })
    const plus = (card: Element) => [...(part(card, 'stepper')?.querySelectorAll('button') ?? [])][1] as HTMLElement
    await userEvent.click(plus(cards(host)[0] as Element))
    await userEvent.click(plus(cards(host)[1] as Element))
    await userEvent.click(plus(cards(host)[1] as Element))
    await waitUntil(() => amount(cards(host)[0]) === '2' && amount(cards(host)[1]) === '3', 'the steppers did not step')

    await press(host, 'Reverse')
    await waitUntil(() => nameOf(cards(host)[0]) === b.name, 'not reordered')
    expect([amount(cards(host)[0]), amount(cards(host)[1])]).to.deep.equal(['3', '2'])
    await userEvent.click(part(cards(host)[1] as Element, 'add') as HTMLElement)
    await waitUntil(() => host.querySelector('output')?.textContent === '1', 'the host did not hear the add', { timeout: 5000 })
    expect((await itemPosts(h)).map((p) => p.body?.items)).to.deep.equal([[{ itemId: a.id, qty: 2 }]])

    await press(host, 'Show the offer first')
    await waitUntil(() => nameOf(cards(host)[0]) === offer.name, 'not rebound')
    await press(host, 'Clear the first')
    await waitUntil(() => stateOf(cards(host)[0] as Element) === 'missing', 'not cleared')
    await press(host, 'Remove the first')
    await waitUntil(() => cards(host).length === 1, 'not removed')

    await press(host, 'Toggle the offer')
    await waitUntil(() => !host.querySelector('aisle-add-to-cart'), 'the offer stayed')
    await press(host, 'Toggle the offer')
    const button = () => host.querySelector('aisle-add-to-cart')?.shadowRoot?.querySelector('button')
    await waitUntil(button, 'the offer did not come back', { timeout: 5000 })
    await userEvent.click(button() as HTMLElement)
    await waitUntil(() => host.querySelector('output')?.textContent === '2', 'the host did not hear the second add', { timeout: 5000 })
    expect((await itemPosts(h)).map((p) => p.body?.items?.map((i) => i.itemId))).to.deep.equal([[a.id], [offer.id]])
  })
})
