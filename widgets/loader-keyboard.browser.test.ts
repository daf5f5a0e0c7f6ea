/**
 * A keyboard press on a prerendered tag before its code has loaded (widgets/loader.ts): focus asks for the code, and
 * Enter on the painted Add button is held and performed once on the hydrated button. Both browser projects.
 */
import { expect } from '@open-wc/testing'
import { describe, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { waitUntil } from '../test/support/wait'
import { createLoader } from './loader'
import { addCalls, BUY_TEXT, card, cardPart, holdIdle, holdModule, paintedHarness, paintPage } from './painted-fixture'

describe('a keyboard press before the code (widgets/loader.ts)', () => {
  const harness = paintedHarness()

  it('adds a prerendered card once when its Add is focused and pressed with Enter before its code loaded', async () => {
    const h = harness()
    holdIdle()
    const module = holdModule('aisle-product-card')
    const page = paintPage(4 * innerHeight)
    await createLoader(document).scan()
    const add = cardPart(page, 'add')
    add.focus()
    expect(module.asked(), 'focus asked for the code').to.equal(true)
    await userEvent.keyboard('{Enter}')
    expect(customElements.get('aisle-product-card')).to.equal(undefined)
    expect(card(page).getAttribute('aria-busy')).to.equal('true')

    module.release()
    await waitUntil(() => cardPart(page, 'status')?.textContent?.trim() === BUY_TEXT.added, 'the held key press did not add', {
      timeout: 4000,
    })
    expect(await addCalls(h), 'one press, one add').to.equal(1)
    expect(card(page).hasAttribute('aria-busy')).to.equal(false)
    await expect(card(page)).to.be.accessible()
    page.remove()
  })
})
