// The Offer Details link and the disableOfferDetailsSpa flag (CST-071; widgets/coupon-card/offer-details.ts), and the
// Offer Details dialog Aisle opens in place (API-062, API-064, ERR-035, ERR-037).
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { OFFER_DETAILS_LINK_TEXT } from '../../core/rules/coupons/card'
import { OFFER_PATHS } from '../../core/rules/coupons/endpoints'
import { OFFER_DETAILS_TEXT, PERSONALISED_DETAIL_SOURCE } from '../../core/rules/coupons/offer-details'
import type { SimOffer } from '../../sim/data/types'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { historySettled, openModalEntries } from '../ui/modal-history'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { OFFER_DETAILS_EVENT, type OfferDetailsDetail } from './offer-details'
import './coupon-card.element'

const link = (el: Element) => el.shadowRoot?.querySelector<HTMLAnchorElement>('[part~="details"]') ?? null
const stateOf = (el: Element) => el.shadowRoot?.querySelector('[part~="card"]')?.getAttribute('data-state')

async function mountFirstOffer(h: Harness, pick: (o: SimOffer) => boolean = (o) => o.kind === 'coupon-mf') {
  await simSignIn(h.sim, { user: 'R' })
  const offer = h.sim.state.offers.find(pick) ?? h.sim.state.offers[0]
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

/** Presses with the real pointer and reports whether the browser would still follow the link; the page never navigates. */
async function pressAndKeepPage(a: HTMLAnchorElement): Promise<boolean> {
  let navigates = false
  const last = (e: Event) => {
    navigates = !e.defaultPrevented
    e.preventDefault()
  }
  window.addEventListener('click', last, { once: true })
  await userEvent.click(a)
  return navigates
}

const dialog = (el: Element) => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog') ?? null
/** Waits until the dialog is open and its opening animation is over (colour checks need the final colours). */
async function opened(el: Element) {
  await waitUntil(() => dialog(el)?.dataset.state === 'open', 'the dialog did not open')
  await Promise.all((dialog(el) as HTMLDialogElement).getAnimations({ subtree: true }).map((a) => a.finished))
}
const dialogText = (el: Element, part: string) => dialog(el)?.querySelector(`[part~="${part}"]`)?.textContent ?? null

type Logged = { method: string; path: string; query: Record<string, string> }
async function detailCalls(h: Harness, path: string) {
  return ((await simControl(h.sim, 'GET', '/__sim/requests')) as Logged[]).filter((r) => r.method === 'GET' && r.path.endsWith(path))
}

describe('<aisle-coupon-card> Offer Details', () => {
  afterEach(async () => {
    tearDownHarness()
    vi.restoreAllMocks()
    await waitUntil(() => openModalEntries().length === 0 && historySettled(), 'a modal history entry stayed open')
  })

  it("fires the cancellable aisle-offer-details event; a host's preventDefault() keeps the page and opens no Aisle dialog [CST-071]", async () => {
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
    expect(await pressAndKeepPage(a)).to.equal(false)
    document.removeEventListener(OFFER_DETAILS_EVENT, spa)
    expect(seen).to.have.length(1)
    expect(seen[0]?.offerId).to.equal(offer.offerId)
    expect(seen[0]?.href).to.equal(a.href)
    expect(dialog(el)).to.equal(null)
    expect(await detailCalls(h, OFFER_PATHS.offerDetail)).to.have.length(0)
    await expect(el).to.be.accessible()
  })

  it('opens the Offer Details dialog in place when nobody handles the event: GET offer detail, then the eligible items [CST-071] [API-062]', async () => {
    const h = setUpHarness()
    const { el, offer } = await mountFirstOffer(h, (o) => o.kind === 'coupon-mf' && o.upcList.length > 0)
    expect(await pressAndKeepPage(link(el) as HTMLAnchorElement)).to.equal(false)
    await waitUntil(() => dialog(el)?.open && dialog(el)?.querySelector('[part~="eligible-items"]'), 'no eligible items')
    const calls = await detailCalls(h, OFFER_PATHS.offerDetail)
    expect(calls).to.have.length(1)
    expect(calls[0]?.query).to.include({ offerId: offer.offerId, offerPgm: offer.offerPgm, includeUpc: 'y' })
    expect(calls[0]?.query.storeId).to.be.a('string').and.not.equal('')
    const items = [...(dialog(el)?.querySelectorAll('[part~="eligible-items"] li') ?? [])].map((li) => li.getAttribute('data-upc'))
    expect(items).to.deep.equal(offer.upcList.slice(0, items.length).map(String))
    expect(dialog(el)?.querySelector('h2')?.textContent).to.equal(OFFER_DETAILS_TEXT.title)
    await opened(el)
    await expect(el).to.be.accessible()
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => !dialog(el)?.open, 'the dialog stays open')
  })

  it('reads a personalised deal by offer details for personalisation [API-064]', async () => {
    const h = setUpHarness()
    const { el, offer } = await mountFirstOffer(h, (o) => o.offerPgm === 'PD')
    expect(offer.offerPgm).to.equal('PD')
    await pressAndKeepPage(link(el) as HTMLAnchorElement)
    await waitUntil(
      () => dialog(el)?.open && !dialogText(el, 'details-status')?.startsWith(OFFER_DETAILS_TEXT.loading.slice(0, 7)),
      'not read',
    )
    const calls = await detailCalls(h, OFFER_PATHS.offerDetailsForPersonalisation)
    expect(calls).to.have.length(1)
    expect(calls[0]?.query).to.include({ offerId: offer.offerId, includeUpc: 'y', source: PERSONALISED_DETAIL_SOURCE })
    expect(await detailCalls(h, OFFER_PATHS.offerDetail)).to.have.length(0)
  })

  it('says the eligible items could not be loaded, and lists none, when offer detail fails [ERR-035]', async () => {
    const h = setUpHarness()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: OFFER_PATHS.offerDetail, status: 500 }])
    const { el } = await mountFirstOffer(h, (o) => o.kind === 'coupon-mf' && o.upcList.length > 0)
    await pressAndKeepPage(link(el) as HTMLAnchorElement)
    await waitUntil(() => dialogText(el, 'details-error'), 'no failure line')
    expect(dialogText(el, 'details-error')).to.equal(OFFER_DETAILS_TEXT.failed)
    expect(dialog(el)?.querySelector('[part~="details-error"]')?.getAttribute('role')).to.equal('alert')
    expect(dialog(el)?.querySelector('[part~="eligible-items"]')).to.equal(null)
    await opened(el)
    await expect(el).to.be.accessible()
  })

  it('says the eligible items could not be loaded when offer details for personalisation fail [ERR-037]', async () => {
    const h = setUpHarness()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'detail/personalization', status: 503 }])
    const { el } = await mountFirstOffer(h, (o) => o.offerPgm === 'PD')
    await pressAndKeepPage(link(el) as HTMLAnchorElement)
    await waitUntil(() => dialogText(el, 'details-error'), 'no failure line')
    expect(dialogText(el, 'details-error')).to.equal(OFFER_DETAILS_TEXT.failed)
    expect(dialog(el)?.querySelector('[part~="eligible-items"]')).to.equal(null)
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
