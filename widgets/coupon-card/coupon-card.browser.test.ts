import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  BONUS_PATH_COMPLETED,
  CLIP_COUPON_LABEL,
  CLIPPED_HIDDEN_TEXT,
  CLIPPED_LABEL,
  OFFER_DETAILS_LINK_TEXT,
} from '../../core/rules/coupons/card'
import { COUPON_EXPIRED } from '../../core/rules/coupons/clip'
import { COUPON_CLIPPED_ANNOUNCEMENT, COUPON_ACTIVATED_ANNOUNCEMENT } from '../../core/rules/coupons/clip-flow'
import { EXPIRED_OFFER_TEXT } from '../../core/rules/coupons/coupon-store'
import { ELIGIBLE_ITEMS_LABEL, LIST_TOGGLE_NAME, LIST_TOGGLE_TEXT } from '../../core/rules/coupons/cms-card'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import type { SimOffer } from '../../sim/data/types'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { COUPON_CARD_READY_MARK } from './CouponCard.connected'
import './coupon-card.element'

const part = (el: Element, name: string) => el.shadowRoot?.querySelector(`[part~="${name}"]`) ?? null
const text = (el: Element, name: string) => part(el, name)?.textContent ?? null
const stateOf = (el: Element) => part(el, 'card')?.getAttribute('data-state')
const settled = (el: Element) => ['loading', undefined, null].indexOf(stateOf(el)) === -1

function offerOf(h: Harness, test: (o: SimOffer) => boolean): SimOffer {
  const found = h.sim.state.offers.find(test)
  if (!found) throw new Error('no such seeded offer')
  return found
}
const future = (o: SimOffer) => !o.endDate || o.endDate.slice(0, 10) >= new Date().toISOString().slice(0, 10)
const plain = (o: SimOffer) => ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) && future(o) && o.isClippable !== false

async function mount(h: Harness, offerId: string) {
  startHarness(h)
  const el = await fixture(html`<aisle-coupon-card offer-id=${offerId}></aisle-coupon-card>`)
  await waitUntil(() => settled(el), 'card did not settle', { timeout: 5000 })
  return el
}

/** Every text the screen-reader line takes, since it is cleared after 300 ms (CPN-070). */
function recordStatus(el: Element): string[] {
  const seen: string[] = []
  const status = part(el, 'status')
  if (!status) throw new Error('no status line')
  new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, { childList: true, subtree: true, characterData: true })
  return seen
}

async function requests(h: Harness, fragment: string, method = 'POST') {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string; method: string; body: unknown }[]
  return log.filter((r) => r.path.includes(fragment) && r.method === method)
}

describe('<aisle-coupon-card>', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it("shows 'Clip Coupon', the brand, the expiry line and the Offer Details link of an unclipped coupon [CPN-038] [CPN-110] [CPN-112] [CPN-113] [CPN-114]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, plain)
    const el = await mount(h, offer.offerId)
    expect(stateOf(el)).to.equal('clip')
    expect(text(el, 'action')).to.equal(CLIP_COUPON_LABEL)
    expect(text(el, 'brand')).to.equal(offer.brand)
    expect(text(el, 'expiry-date')).to.match(/^Expires \d{2}\/\d{2}\/\d{4}$/)
    expect(text(el, 'details')).to.equal(OFFER_DETAILS_LINK_TEXT)
    expect(part(el, 'details')?.getAttribute('href')).to.equal(
      `/foru/offer-details.${offer.offerId}.${offer.offerTs}.${offer.offerPgm}.html`,
    )
    expect(performance.getEntriesByName(COUPON_CARD_READY_MARK).length).to.be.greaterThan(0)
    await expect(el).to.be.accessible()
  })

  it("clips on a real click with one request, then shows 'Clipped' and says 'Coupon clipped' [CPN-025] [CPN-039] [CPN-040] [CPN-067] [CPN-068]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, plain)
    const el = await mount(h, offer.offerId)
    const said = recordStatus(el)
    const button = part(el, 'action') as HTMLButtonElement
    await userEvent.click(button)
    await waitUntil(() => stateOf(el) === 'clipped', 'not clipped', { timeout: 5000 })
    expect(text(el, 'badge')).to.equal(`${CLIPPED_LABEL} ${CLIPPED_HIDDEN_TEXT}`)
    await waitUntil(() => said.includes(COUPON_CLIPPED_ANNOUNCEMENT), 'no screen-reader line')
    const clips = await requests(h, '/offers/clip')
    expect(clips).to.have.length(1)
    expect((clips[0]?.body as { items: { clipType: string }[] }).items.map((i) => i.clipType)).to.deep.equal(['C', 'L'])
    expect(part(el, 'card')?.getAttribute('aria-busy')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('ignores a synthetic click: no clip call [CPN-066]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const el = await mount(h, offerOf(h, plain).offerId)
    ;(part(el, 'action') as HTMLButtonElement).click()
    await couponStoreOf(h.runtime).load()
    expect(await requests(h, '/offers/clip')).to.have.length(0)
    expect(stateOf(el)).to.equal('clip')
  })

  it("shows 'Activate' on an unclipped behaviour offer and says 'Coupon activated' after pressing it [CPN-042] [CPN-069]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, (o) => o.kind === 'behavior' && future(o))
    const el = await mount(h, offer.offerId)
    expect(stateOf(el)).to.equal('activate')
    expect(text(el, 'action')).to.equal('Activate')
    const said = recordStatus(el)
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    await waitUntil(() => said.includes(COUPON_ACTIVATED_ANNOUNCEMENT), 'no activated line', { timeout: 5000 })
    expect(stateOf(el)).to.equal('in-progress')
    await expect(el).to.be.accessible()
  })

  it('shows a progress bar with its label on a clipped continuity offer that is not complete [CPN-043]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'C' })
    const offer = offerOf(
      h,
      (o) => o.kind === 'continuity' && o.status === 'C' && !!o.continuity && o.continuity.progressValue < o.continuity.targetValue,
    )
    const el = await mount(h, offer.offerId)
    expect(stateOf(el)).to.equal('in-progress')
    const bar = part(el, 'progress')
    expect(bar?.getAttribute('role')).to.equal('progressbar')
    expect(bar?.getAttribute('aria-valuetext')).to.equal(text(el, 'progress-label'))
    expect(text(el, 'progress-label')).to.match(/ of /)
    await expect(el).to.be.accessible()
  })

  it("shows 'Bonus Path Completed' and a link on a completed behaviour offer [CPN-045] [CPN-051]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'C' })
    const offer = offerOf(h, (o) => o.kind === 'behavior' && o.bonusPathStatus === 'completed' && o.status === 'C')
    const el = await mount(h, offer.offerId)
    expect(stateOf(el)).to.equal('completed')
    expect(text(el, 'completed')).to.equal(BONUS_PATH_COMPLETED)
    expect(text(el, 'bonus-link')).to.equal('View in My List')
    expect(part(el, 'bonus-link')?.getAttribute('href')).to.equal('/mylist.html')
  })

  it("shows 'Expired' instead of a button on an unclipped coupon past its end date [CPN-024]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, (o) => o.kind === 'expired')
    const el = await mount(h, offer.offerId)
    expect(stateOf(el)).to.equal('expired')
    expect(text(el, 'expired')).to.equal(EXPIRED_OFFER_TEXT)
    expect(part(el, 'action')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  async function failClip(h: Harness) {
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, plain)
    await simControl(h.sim, 'POST', '/__sim/faults', [
      {
        path: '/offers/clip',
        status: 200,
        body: { items: [{ itemId: offer.offerId, status: 0, errorCd: 'OFFER_EXPIRED', errorMsg: 'This offer has expired.' }] },
      },
    ])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const el = await mount(h, offer.offerId)
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    return el
  }

  it("opens the error modal titled with the catalogue's 'Coupon Expired' when the clip answers status 0, and returns focus on OK [CPN-036] [CPN-073] [ERR-024] [MDL-013]", async () => {
    const h = setUpHarness()
    const el = await failClip(h)
    await waitUntil(() => (part(el, 'modal') as HTMLDialogElement | null)?.open === true, 'no error modal', { timeout: 5000 })
    expect(text(el, 'modal-title')).to.equal(COUPON_EXPIRED)
    expect(text(el, 'modal-detail')).to.contain('OFFER_EXPIRED This offer has expired.')
    expect(stateOf(el)).to.equal('clip')
    // Checked once the opening animation has finished, as the shopper reads it.
    await waitUntil(() => el.shadowRoot?.getAnimations().length === 0, 'modal still animating')
    await expect(el).to.be.accessible()
    await userEvent.click(part(el, 'modal-ok') as HTMLButtonElement)
    await waitUntil(() => part(el, 'modal') === null, 'modal stays')
    expect(el.shadowRoot?.activeElement).to.equal(part(el, 'action'))
  })

  it("falls back to an inline alert with the catalogue's text where the browser has no modal dialog [CPN-073] [ERR-024]", async () => {
    const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal') as PropertyDescriptor
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined, configurable: true })
    try {
      const h = setUpHarness()
      const el = await failClip(h)
      await waitUntil(() => part(el, 'alert') !== null, 'no alert', { timeout: 5000 })
      expect(part(el, 'alert')?.getAttribute('role')).to.equal('alert')
      expect(el.shadowRoot?.querySelector('.alert-message')?.textContent).to.equal(COUPON_EXPIRED)
      expect(el.shadowRoot?.querySelector('.alert-detail')?.textContent).to.equal('OFFER_EXPIRED This offer has expired.')
      await expect(el).to.be.accessible()
      await userEvent.click(part(el, 'dismiss') as HTMLButtonElement)
      await waitUntil(() => part(el, 'alert') === null, 'alert stays')
    } finally {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal)
    }
  })

  it('sends a guest to sign-in on a clip press, and tells screen readers beforehand [CPN-059] [CPN-133]', async () => {
    const h = setUpHarness()
    const redirect = vi.spyOn(h.runtime.session, 'redirectToSignIn').mockImplementation(() => '/account/sign-in.html')
    const offer = offerOf(h, plain)
    const el = await mount(h, offer.offerId)
    const button = part(el, 'action') as HTMLButtonElement
    expect(el.shadowRoot?.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).to.equal(
      'Sign in to clip this coupon.',
    )
    await userEvent.click(button)
    await waitUntil(() => redirect.mock.calls.length === 1, 'no sign-in redirect', { timeout: 5000 })
    expect(await requests(h, '/offers/clip')).to.have.length(0)
    await expect(el).to.be.accessible()
  })

  it('renders a content author’s non-digital coupon as text, with its list toggle [CPN-106] [CPN-107] [CPN-108] [CPN-109] [CPN-131]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const weekly = offerOf(h, (o) => o.kind === 'weekly-ad')
    startHarness(h)
    const json = JSON.stringify({
      id: weekly.offerId,
      brand: '<b>Sunny</b> Grove',
      description: 'Apple Juice <img src=x onerror=alert(1)>',
      startDate: '2025-06-01',
      endDate: '2025-06-30',
      detailsUrl: '/weekly-ad/apple-juice.html',
    })
    const el = await fixture(
      html`<aisle-coupon-card
        ><script type="application/json">
          ${json}
        </script></aisle-coupon-card
      >`,
    )
    await waitUntil(() => part(el, 'list-toggle') !== null, 'no CMS card', { timeout: 5000 })
    expect(text(el, 'brand')).to.equal('<b>Sunny</b> Grove')
    expect(el.shadowRoot?.querySelector('img')).to.equal(null)
    expect(text(el, 'dates')).to.equal('06/01/2025 - 06/30/2025')
    expect(text(el, 'eligible')).to.equal(ELIGIBLE_ITEMS_LABEL)
    expect(part(el, 'details')?.getAttribute('href')).to.equal('/weekly-ad/apple-juice.html')
    const toggle = part(el, 'list-toggle') as HTMLButtonElement
    expect(toggle.textContent).to.equal(LIST_TOGGLE_TEXT.add)
    expect(toggle.getAttribute('aria-label')).to.equal(LIST_TOGGLE_NAME.add)
    await expect(el).to.be.accessible()
    await userEvent.click(toggle)
    await waitUntil(() => part(el, 'list-toggle')?.getAttribute('aria-pressed') === 'true', 'not added', { timeout: 5000 })
    expect(text(el, 'list-toggle')).to.equal(LIST_TOGGLE_TEXT.added)
    expect(await requests(h, '/offers/list/add')).to.have.length(1)
  })

  it('warns once and renders nothing clickable for a malformed CMS coupon [CPN-104]', async () => {
    const h = setUpHarness()
    startHarness(h)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await fixture(
      html`<aisle-coupon-card
        ><script type="application/json">
          {"id": "1", "brand":
        </script></aisle-coupon-card
      >`,
    )
    await waitUntil(() => stateOf(el) === 'unavailable', 'no placeholder')
    const mine = warn.mock.calls.filter((c) => String(c[0]).startsWith('<aisle-coupon-card>'))
    expect(mine).to.have.length(1)
    expect(String(mine[0]?.[0])).to.contain('the coupon JSON does not parse')
  })
})
