/**
 * A press on a prerendered tag before its code has loaded (widgets/loader.ts): held, then performed once on the
 * hydrated control, in both browser projects, with real pointer input. The tag's module is held back until the test
 * lets it go, so the press certainly arrives first.
 */
import { expect } from '@open-wc/testing'
import { describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { isTrustedPress, REPLAYED_PRESS_KEY } from '../core/elements/press'
import { waitUntil } from '../test/support/wait'
import { createLoader } from './loader'
import { addCalls, BUY_TEXT, card, cardPart, frames, holdIdle, holdModule, paintedHarness, paintPage } from './painted-fixture'

describe('a press before the code (widgets/loader.ts)', () => {
  const harness = paintedHarness()

  it('adds a prerendered card to the cart once when its Add is pressed before its code loaded; a page script click is not kept', async () => {
    const h = harness()
    holdIdle()
    const module = holdModule('aisle-product-card')
    const warn = vi.spyOn(console, 'warn')
    const page = paintPage()
    const add = cardPart(page, 'add')
    const seen: Event[] = []
    add.addEventListener('click', (event) => seen.push(event))
    await createLoader(document).scan()

    // A page script's click on the painted button is no press: nothing held, nothing loaded for it.
    add.click()
    expect(card(page).hasAttribute('aria-busy')).to.equal(false)

    await userEvent.click(add)
    expect(module.asked(), 'the press asked for the code').to.equal(true)
    expect(customElements.get('aisle-product-card'), 'the code is still held back').to.equal(undefined)
    expect(card(page).getAttribute('aria-busy'), 'the card shows the press is pending').to.equal('true')
    expect(await addCalls(h)).to.equal(0)

    module.release()
    await waitUntil(() => cardPart(page, 'status')?.textContent?.trim() === BUY_TEXT.added, 'the held press did not add', { timeout: 4000 })
    await frames()
    expect(await addCalls(h), 'one press, one add').to.equal(1)
    expect(h.runtime.cart.$cartCount.get()).to.equal(1)
    expect(card(page).hasAttribute('aria-busy')).to.equal(false)
    expect(cardPart(page, 'add') ?? add, 'hydrated in place').to.satisfy((node: Element) => node.isConnected)
    expect(warn.mock.calls.flat().join(' ')).not.to.contain('re-rendered its prerendered markup')
    await expect(card(page)).to.be.accessible()
    // The click the loader performed is taken for the shopper's press; the page script's, before or after, is not.
    add.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }))
    expect(seen.map((event) => [event.isTrusted, isTrustedPress(event)])).to.deep.equal([
      [false, false],
      [true, true],
      [false, true],
      [false, false],
    ])
    expect(() => Object.assign(window, { [REPLAYED_PRESS_KEY]: () => true }), 'a page script cannot replace the answer').to.throw(TypeError)
  })
})
