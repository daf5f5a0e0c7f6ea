/**
 * The Clip of a partner page (docs/decisions/coupons.md "Clip from a partner page"), both halves: the partner page
 * sends a guest to the banner site with clipOfferId, and the banner site clips nothing until the shopper
 * presses Clip there (docs/decisions/coupons.md "A clip link clips nothing", CPN-066). The page's address and
 * navigation are a double (a real navigation would unload the test page); the end-to-end test drives the real thing.
 */
import { expect, fixture } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { resolvePageConfig } from '../../core/io/config'
import { createBrowserCookieJar } from '../../core/io/cookies'
import { createSafeStorage } from '../../core/io/storage'
import { PARTNER_CLIP_PARAM, partnerClipOffer, partnerClipUrl } from '../../core/rules/coupons/partner-clip'
import { HEADERS } from '../../core/rules/http'
import { createRuntime, installRuntime } from '../../core/runtime'
import { createSim } from '../../sim/app'
import { simControl, simFetch, simSignIn } from '../../test/support/sim-fetch'
import { tearDownHarness } from '../../test/support/widget-fixture'
import './offer-carousel.element'

const BANNER_ORIGIN = 'http://freshway.localhost:4173'
const slides = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="slide"]') ?? [])]
const stateOf = (el: Element) => el.shadowRoot?.querySelector('[part="root"]')?.getAttribute('data-state')

/** A window whose address and navigation are recorded; everything else is the test page's. */
function pageDouble(href: string) {
  const url = new URL(href)
  const assigned: string[] = []
  const win = {
    location: {
      href: url.href,
      search: url.search,
      origin: url.origin,
      host: url.host,
      assign: (u: string) => void assigned.push(u),
      reload: () => {},
    },
    document: { referrer: '', querySelectorAll: (selector: string) => document.querySelectorAll(selector) },
    dispatchEvent: (e: Event) => window.dispatchEvent(e),
    setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
    clearTimeout: (handle: number) => window.clearTimeout(handle),
    addEventListener: (...args: Parameters<Window['addEventListener']>) => window.addEventListener(...args),
    removeEventListener: (...args: Parameters<Window['removeEventListener']>) => window.removeEventListener(...args),
  }
  return { win: win as unknown as Window, assigned }
}

function boot(options: { partner: boolean; href: string; sim: ReturnType<typeof createSim>; pages?: Record<string, string> }) {
  localStorage.clear()
  const { win, assigned } = pageDouble(options.href)
  const url = new URL(options.href)
  const config = resolvePageConfig({
    host: url.host,
    origin: url.origin,
    search: url.search,
    overrides: options.partner ? { apiOrigin: BANNER_ORIGIN, banner: 'freshway', ...(options.pages ? { pages: options.pages } : {}) } : {},
  })
  const runtime = createRuntime(win, {
    config,
    fetch: simFetch(options.sim),
    cookies: createBrowserCookieJar(),
    storage: createSafeStorage(() => localStorage),
  })
  installRuntime(runtime)
  return { runtime, assigned }
}

async function requests(sim: ReturnType<typeof createSim>, fragment: string) {
  const log = (await simControl(sim, 'GET', '/__sim/requests')) as { path: string; headers: Record<string, string>; body?: unknown }[]
  return log.filter((r) => r.path.includes(fragment))
}

describe('<aisle-offer-carousel> on a partner page', () => {
  afterEach(() => {
    tearDownHarness()
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it('shows the guest gallery without cookies or a token, and its Clip goes to the banner site carrying the offer [CPN-059] [CPN-133]', async () => {
    const sim = createSim()
    await simSignIn(sim, { userType: 'C' })
    const { runtime, assigned } = boot({ partner: true, href: 'http://partner.localhost:4173/', sim })
    const el = await fixture<HTMLElement>('<aisle-offer-carousel></aisle-offer-carousel>')
    await waitUntil(() => stateOf(el) === 'ready', 'not ready', { timeout: 8000 })
    expect(slides(el)).to.have.length(12)
    const gallery = await requests(sim, '/api/offers/gallery/guest')
    expect(gallery).to.have.length(1)
    // Signed in on the banner site, yet a guest here: the calls carry neither the session cookie nor a token.
    expect(runtime.session.$session.get().shopper?.userType).to.equal('G')
    const calls = await requests(sim, '/abs/')
    expect(calls.length).to.be.greaterThan(1)
    for (const r of calls) expect(r.headers[HEADERS.authorization]).to.equal(undefined)
    // Offer links and images come from the banner site, not the partner's.
    expect(slides(el)[0]?.querySelector('a[part="details"]')?.getAttribute('href')).to.match(
      /^http:\/\/freshway\.localhost:4173\/foru\/offer-details\./,
    )
    expect(slides(el)[0]?.querySelector('img[part="image"]')?.getAttribute('src')).to.match(/^http:\/\/freshway\.localhost:4173\//)
    await expect(el).to.be.accessible()
    const id = slides(el)[0]?.dataset.offerId ?? ''
    await userEvent.click(slides(el)[0]?.querySelector('[part="action"]') as HTMLElement)
    await waitUntil(() => assigned.length === 1, 'no navigation')
    expect(assigned[0]).to.equal(partnerClipUrl(BANNER_ORIGIN, id))
    expect(partnerClipOffer(new URL(assigned[0] ?? '').search)).to.equal(id)
    expect(await requests(sim, '/api/offers/clip')).to.have.length(0)
  })

  it("sends a partner Clip to the landing page the partner's page configuration names (pages.partnerClipLanding)", async () => {
    const sim = createSim()
    const { assigned } = boot({
      partner: true,
      href: 'http://partner.localhost:4173/',
      sim,
      pages: { partnerClipLanding: '/foru/coupons-deals.html' },
    })
    const el = await fixture<HTMLElement>('<aisle-offer-carousel></aisle-offer-carousel>')
    await waitUntil(() => stateOf(el) === 'ready', 'not ready', { timeout: 8000 })
    const id = slides(el)[0]?.dataset.offerId ?? ''
    await userEvent.click(slides(el)[0]?.querySelector('[part="action"]') as HTMLElement)
    await waitUntil(() => assigned.length === 1, 'no navigation')
    expect(assigned[0]).to.equal(`${BANNER_ORIGIN}/foru/coupons-deals.html?${PARTNER_CLIP_PARAM}=${id}`)
  })

  it('on the banner site, a guest arriving with clipOfferId stays on the page and nothing is clipped [CPN-066]', async () => {
    const sim = createSim()
    const { assigned } = boot({ partner: false, href: `${BANNER_ORIGIN}/coupons.html?${PARTNER_CLIP_PARAM}=9000005`, sim })
    const el = await fixture<HTMLElement>('<aisle-offer-carousel></aisle-offer-carousel>')
    await waitUntil(() => stateOf(el) === 'ready', 'not ready', { timeout: 8000 })
    expect(assigned).to.deep.equal([])
    expect(await requests(sim, '/api/offers/clip')).to.have.length(0)
  })

  it('on the banner site, a signed-in shopper arriving with clipOfferId gets that offer clipped only by a press, once [CPN-066] [CPN-062] [CPN-071]', async () => {
    const sim = createSim()
    await simSignIn(sim, { userType: 'R' })
    const { assigned } = boot({ partner: false, href: `${BANNER_ORIGIN}/coupons.html?${PARTNER_CLIP_PARAM}=9000001`, sim })
    const el = await fixture<HTMLElement>('<aisle-offer-carousel limit="99999"></aisle-offer-carousel>')
    const button = () => el.shadowRoot?.querySelector<HTMLElement>('[data-offer-id="9000001"] [part="action"]')
    await waitUntil(() => button() != null, 'slide not shown', { timeout: 8000 })
    expect(await requests(sim, '/api/offers/clip')).to.have.length(0)
    await userEvent.click(button() as HTMLElement)
    await waitUntil(() => el.shadowRoot?.querySelector('[data-offer-id="9000001"] [part="badge"]') != null, 'slide not clipped', {
      timeout: 8000,
    })
    const clips = await requests(sim, '/api/offers/clip')
    expect(clips).to.have.length(1)
    expect(JSON.stringify(clips[0]?.body)).to.include('"itemId":"9000001"')
    expect(assigned).to.deep.equal([])
  })
})
