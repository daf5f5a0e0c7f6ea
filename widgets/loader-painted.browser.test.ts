/**
 * When the loader asks for a prerendered tag's code (widgets/loader.ts): not while the tag is out of sight and the
 * browser busy; when it comes near the viewport, when the browser is idle, or when the shopper reaches into it with
 * the keyboard. Both browser projects; each file is a page of its own, so each tag is undefined once per file.
 */
import { expect } from '@open-wc/testing'
import { describe, it, vi } from 'vitest'
import { waitUntil } from '../test/support/wait'
import { createLoader } from './loader'
import { frames, holdIdle, paintedHarness, paintPage } from './painted-fixture'
import { WIDGETS } from './registry'

const defined = (tag: string) => customElements.get(tag) !== undefined

describe('a prerendered tag loads when the shopper can reach it (widgets/loader.ts)', () => {
  paintedHarness()

  it('asks for no code while its tags are out of sight and the browser is busy, then loads them as they come near and when it is idle', async () => {
    const idle = holdIdle()
    const asked = vi.spyOn(WIDGETS as Record<string, () => Promise<unknown>>, 'aisle-banner-brand')
    const page = paintPage(4 * innerHeight)
    const mini = page.querySelector('#mini-cart')!
    mini.remove()
    page.before(mini)
    mini.setAttribute('style', `display: block; margin-top: ${12 * innerHeight}px`)
    await createLoader(document).scan()
    await frames()
    expect(asked.mock.calls.length, 'no code asked for').to.equal(0)
    expect(['aisle-banner-brand', 'aisle-product-card', 'aisle-mini-cart'].filter(defined)).to.deep.equal([])

    page.scrollIntoView()
    await waitUntil(() => defined('aisle-banner-brand') && defined('aisle-product-card'), 'the tags in view did not load')
    expect(defined('aisle-mini-cart'), 'the mini cart far below still waits').to.equal(false)
    idle.run()
    await waitUntil(() => defined('aisle-mini-cart'), 'the idle browser did not load the last tag')
    mini.remove()
    page.remove()
  })
})
