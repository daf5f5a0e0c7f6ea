/**
 * Several presses on a prerendered tag before its code has loaded (widgets/loader.ts): each held, then performed in order
 * on the hydrated control, in both browser projects, with real pointer input. A file of its own: a tag's code, once
 * defined, stays defined for the file.
 */
import { expect } from '@open-wc/testing'
import { describe, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { waitUntil } from '../test/support/wait'
import { createLoader } from './loader'
import { addCalls, BUY_TEXT, card, cardPart, frames, holdIdle, holdModule, paintedHarness, paintPage } from './painted-fixture'

describe('presses before the code (widgets/loader.ts)', () => {
  const harness = paintedHarness()

  it('performs every press made before the code, in order: three presses on Add are three adds [CRT-022]', async () => {
    const h = harness()
    holdIdle()
    const module = holdModule('aisle-product-card')
    const page = paintPage()
    const add = cardPart(page, 'add')
    await createLoader(document).scan()
    for (let n = 0; n < 3; n++) await userEvent.click(add)
    expect(customElements.get('aisle-product-card'), 'the code is still held back').to.equal(undefined)
    expect(await addCalls(h)).to.equal(0)

    module.release()
    await waitUntil(() => cardPart(page, 'status')?.textContent?.trim() === BUY_TEXT.added, 'the held presses did not add', {
      timeout: 4000,
    })
    await waitUntil(() => h.runtime.cart.$cartCount.get() === 3, 'the held presses did not all add')
    await frames()
    expect(await addCalls(h), 'sent').to.be.greaterThan(0)
    expect(h.runtime.cart.$cartCount.get()).to.equal(3)
    expect(card(page).hasAttribute('aria-busy')).to.equal(false)
  })
})
