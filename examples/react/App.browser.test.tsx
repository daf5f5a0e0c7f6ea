/**
 * The React example of examples/README.md, run: examples/react/App.tsx rendered by React 19 in Chromium, its
 * `import 'aisle'` resolved to the source loader (vitest.config.ts), the widgets talking to the
 * in-page simulator through test/support/widget-fixture.ts.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, it } from 'vitest'
import { bannerById } from '../../core/rules/banners'
import { simSignIn } from '../../test/support/sim-fetch'
import { setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { App } from './App'

const part = (el: Element | null, name: string) => el?.shadowRoot?.querySelector(`[part~="${name}"]`) ?? null

describe('the README React example (examples/react/App.tsx)', () => {
  let root: Root | undefined

  afterEach(() => {
    // The page goes first, so the elements disconnect (and unmount their own React roots) outside this root's render.
    tearDownHarness()
    root?.unmount()
    root = undefined
  })

  it("renders three Aisle tags with the simulator's data, and its onaisle-cart-change handler runs when the cart accepts the add", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const host = await fixture<HTMLElement>(html`<div></div>`)
    root = createRoot(host)
    root.render(<App />)

    // React renders after this tick, then the loader loads each tag's module: everything is looked up when it is there.
    const logo = () => host.querySelector('aisle-banner-brand')?.shadowRoot?.querySelector('img')
    await waitUntil(logo, 'the brand did not render', { timeout: 8000 })
    expect(logo()?.getAttribute('alt')).to.equal(bannerById('freshway').displayName)

    const cart = host.querySelector('aisle-mini-cart')
    await waitUntil(() => part(cart, 'root')?.getAttribute('data-state') === 'ready', 'the mini cart did not read the cart', {
      timeout: 8000,
    })
    const before = h.runtime.cart.$cartCount.get() ?? 0
    expect(part(cart, 'badge')?.textContent).to.equal(String(before))

    const add = host.querySelector('aisle-add-to-cart')
    await waitUntil(() => add?.shadowRoot?.querySelector('button'), 'no add button', { timeout: 8000 })
    add?.shadowRoot?.querySelector('button')?.click()
    await waitUntil(() => host.querySelector('[role="status"]'), 'the event handler did not run', { timeout: 8000 })
    expect(host.querySelector('[role="status"]')?.textContent).to.equal('Added 2 × 970000001')
    await waitUntil(() => part(cart, 'badge')?.textContent === String(before + 2), 'the mini cart did not follow the add', {
      timeout: 8000,
    })
    await expect(host).to.be.accessible()
  })
})
