// The Offer Details link and the disableOfferDetailsSpa flag (CST-071; widgets/coupon-card/offer-details.ts).
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { OFFER_DETAILS_LINK_TEXT } from '../../core/rules/coupons/card'
import type { SimOffer } from '../../sim/data/types'
import { simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { OFFER_DETAILS_EVENT, type OfferDetailsDetail } from './offer-details'
import './coupon-card.element'

const link = (el: Element) => el.shadowRoot?.querySelector<HTMLAnchorElement>('[part~="details"]') ?? null
const stateOf = (el: Element) => el.shadowRoot?.querySelector('[part~="card"]')?.getAttribute('data-state')

async function mountFirstOffer(h: Harness) {
  await simSignIn(h.sim, { user: 'R' })
  const offer = h.sim.state.offers.find((o: SimOffer) => o.kind === 'coupon-mf') ?? h.sim.state.offers[0]
  if (!offer) throw new Error('no seeded offer')
  startHarness(h)
  const el = await fixture(html`<aisle-coupon-card offer-id=${offer.offerId}></aisle-coupon-card>`)
  await waitUntil(() => link(el) !== null && stateOf(el) !== 'loading', 'card did not settle', { timeout: 5000 })
  return { el, offer }
}

/** Clicks the link and reports whether the browser would still follow it; the test page itself never navigates. */
function clickAndKeepPage(a: HTMLAnchorElement): boolean {
  let navigates = false
  const last = (e: Event) => {
    navigates = !e.defaultPrevented
    e.preventDefault()
  }
  window.addEventListener('click', last, { once: true })
  a.click()
  return navigates
}

describe('<aisle-coupon-card> Offer Details', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it("fires the cancellable aisle-offer-details event for an in-page view, and 'Offer Details' navigates when nobody handles it [CST-071]", async () => {
    const h = setUpHarness()
    const { el, offer } = await mountFirstOffer(h)
    const a = link(el) as HTMLAnchorElement
    expect(a.textContent).to.equal(OFFER_DETAILS_LINK_TEXT)
    const seen: OfferDetailsDetail[] = []
    const spa = (e: Event) => {
      seen.push((e as CustomEvent<OfferDetailsDetail>).detail)
      e.preventDefault()
    }
    document.addEventListener(OFFER_DETAILS_EVENT, spa)
    expect(clickAndKeepPage(a)).to.equal(false)
    document.removeEventListener(OFFER_DETAILS_EVENT, spa)
    expect(seen).to.have.length(1)
    expect(seen[0]?.offerId).to.equal(offer.offerId)
    expect(seen[0]?.href).to.equal(a.href)
    expect(clickAndKeepPage(a)).to.equal(true)
    await expect(el).to.be.accessible()
  })

  it('navigates to the offer-details page with no in-page event when disableOfferDetailsSpa is on [CST-071]', async () => {
    const h = setUpHarness({ overrides: { flags: { disableOfferDetailsSpa: true } } })
    const { el, offer } = await mountFirstOffer(h)
    const a = link(el) as HTMLAnchorElement
    const seen = vi.fn((e: Event) => e.preventDefault())
    document.addEventListener(OFFER_DETAILS_EVENT, seen)
    expect(clickAndKeepPage(a)).to.equal(true)
    document.removeEventListener(OFFER_DETAILS_EVENT, seen)
    expect(seen.mock.calls).to.have.length(0)
    expect(a.getAttribute('href')).to.match(new RegExp(`^/foru/offer-details\\.${offer.offerId}\\.`))
    await expect(el).to.be.accessible()
  })
})
