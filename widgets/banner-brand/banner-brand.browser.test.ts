import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { resolvePageConfig } from '../../core/io/config'
import { applyTheme } from '../../core/io/theme'
import { BANNERS } from '../../core/rules/banners'
import { createRuntime, installRuntime } from '../../core/runtime'
import { tearDownHarness } from '../../test/support/widget-fixture'
import { BANNER_BRAND_READY_MARK } from './BannerBrand.connected'
import './banner-brand.element'

const logo = (el: Element) => el.shadowRoot?.querySelector('img')

async function mountFor(host: string, markup = html`<aisle-banner-brand></aisle-banner-brand>`) {
  const config = resolvePageConfig({ host, origin: location.origin, search: '' })
  installRuntime(createRuntime(window, { config, fetch: async () => new Response('{}') }))
  applyTheme(document, config.banner)
  const el = await fixture(markup)
  await waitUntil(() => logo(el), 'no logo rendered')
  return el
}

describe('<aisle-banner-brand>', () => {
  afterEach(() => {
    tearDownHarness()
    resetAttributeWarnings()
    vi.restoreAllMocks()
  })

  it('shows the logo and name of the banner the host names, and themes the page in its colour [ENV-001] [ENV-002]', async () => {
    for (const banner of [BANNERS[0], BANNERS[7], BANNERS[14]]) {
      const el = await mountFor(`${banner.id}.localhost:4173`)
      expect(logo(el)?.getAttribute('alt')).to.equal(banner.displayName)
      expect(logo(el)?.getAttribute('src')).to.match(/^data:image\/svg\+xml/)
      expect(el.shadowRoot?.querySelector('[part="name"]')?.textContent).to.equal(banner.displayName)
      expect(getComputedStyle(document.documentElement).getPropertyValue('--aisle-color-brand').trim()).to.equal(banner.color)
      await expect(el).to.be.accessible()
      tearDownHarness()
    }
  })

  it("sets its ready mark once rendered, for the benchmark's time to content", async () => {
    performance.clearMarks(BANNER_BRAND_READY_MARK)
    await mountFor('freshway.localhost')
    await waitUntil(() => performance.getEntriesByName(BANNER_BRAND_READY_MARK).length === 1, 'no ready mark')
    expect(BANNER_BRAND_READY_MARK).to.equal('aisle:banner-brand:ready')
  })

  it('is a link when href is set and hides the name when show-name is false', async () => {
    const el = await mountFor('bayside.localhost', html`<aisle-banner-brand href="/" show-name="false"></aisle-banner-brand>`)
    expect(el.shadowRoot?.querySelector('a')?.getAttribute('href')).to.equal('/')
    expect(el.shadowRoot?.querySelector('[part="name"]')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('warns about a mistyped show-name and keeps the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mountFor('bayside.localhost', html`<aisle-banner-brand show-name="nope"></aisle-banner-brand>`)
    expect(el.shadowRoot?.querySelector('[part="name"]')).not.to.equal(null)
    expect(warn.mock.calls.map((c) => String(c[0])).some((m) => m.includes('show-name="nope"'))).to.equal(true)
  })
})
