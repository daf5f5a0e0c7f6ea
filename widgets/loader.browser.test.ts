import { fixture, fixtureCleanup, html } from '@open-wc/testing'
import { waitUntil } from '../test/support/wait'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changedSinceServedFor } from '../core/runtime/cross-tab'
import type { Runtime } from '../core/runtime'
import { createLoader, LOADER_MESSAGES, startLoader } from './loader'
import { WIDGETS } from './registry'

describe('the loader', () => {
  afterEach(() => {
    fixtureCleanup()
    vi.restoreAllMocks()
  })

  it('defines a tag only once the page uses it', async () => {
    expect(customElements.get('aisle-session-timeout')).toBeUndefined()
    const loader = createLoader(document)
    await loader.scan()
    expect(customElements.get('aisle-session-timeout')).toBeUndefined()
    await fixture(html`<div><aisle-session-timeout></aisle-session-timeout></div>`)
    await loader.scan()
    expect(customElements.get('aisle-session-timeout')).toBeDefined()
  })

  it('warns once, naming the known tags, about a mistyped aisle-* tag', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loader = createLoader(document)
    await fixture(html`<div><aisle-mini-kart></aisle-mini-kart><aisle-mini-kart></aisle-mini-kart></div>`)
    await loader.scan()
    await loader.scan()
    expect(warn.mock.calls.map((c) => c[0])).toEqual([LOADER_MESSAGES.unknownTag('aisle-mini-kart', Object.keys(WIDGETS))])
  })
  // Last: the page loader started here keeps observing the document.
  it('notices tags added after start, and starting twice returns the same loader', async () => {
    const first = startLoader(window)
    expect(startLoader(window)).toBe(first)
    expect(customElements.get('aisle-banner-brand')).toBeUndefined()
    const host = document.createElement('div')
    host.innerHTML = '<aisle-banner-brand></aisle-banner-brand>'
    document.body.append(host)
    await waitUntil(() => customElements.get('aisle-banner-brand'), 'banner brand was not defined', { timeout: 4000 })
    host.remove()
  })

  it("marks a page restored from the back/forward cache, so a shopper's prerendered tag hydrated after reads afresh", () => {
    startLoader(window)
    const runtime = { win: window } as unknown as Runtime
    expect(changedSinceServedFor(runtime)).toBe(false)
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    expect(changedSinceServedFor(runtime)).toBe(false)
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(changedSinceServedFor(runtime)).toBe(true)
  })
})
