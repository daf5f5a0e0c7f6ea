/**
 * A modal whose code cannot be downloaded never shows nothing (docs/decisions/builds-and-bytes.md "Lazy modals"). The
 * modules loaded on first need are mocked to fail here, as an offline shopper or a missing file would.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { COUPON_EXPIRED } from '../../core/rules/coupons/clip'
import { SIGN_IN_REQUEST_EVENT } from '../../core/rules/coupons/clip-flow'
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'
import type { SimOffer } from '../../sim/data/types'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { CARD_MODAL_IMPORTS } from '../coupon-card/card-modals'
import '../coupon-card/coupon-card.element'
import { watchSessionTimeout } from './boot'
import { watchCouponModals } from './boot-coupons'
import { LAZY_IMPORTS } from './lazy'
import { LOAD_FAILURE_ATTRIBUTE } from './load-failure'

/** Every module loaded on first need fails, as a lost download does (a dynamic import rejects with a TypeError). */
function offline() {
  const lost = (file: string) => new TypeError(`Failed to fetch dynamically imported module: ${file}`)
  vi.spyOn(LAZY_IMPORTS, 'couponModals').mockRejectedValue(lost('widgets/modal.js'))
  vi.spyOn(LAZY_IMPORTS, 'sessionTimeout').mockRejectedValue(lost('widgets/session-timeout.js'))
  vi.spyOn(CARD_MODAL_IMPORTS, 'views').mockRejectedValue(lost('chunks/card-modal-views.js'))
}

const failure = () => document.querySelector<HTMLDialogElement>(`dialog[${LOAD_FAILURE_ATTRIBUTE}]`)
const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null

/** The generic error modal's texts in a native modal dialog, focused; OK closes and removes it. */
async function expectFailureDialog() {
  await waitUntil(() => failure()?.open, 'no failure dialog', { timeout: 5000 })
  const dialog = failure() as HTMLDialogElement
  expect(dialog.querySelector('h2')?.textContent).to.equal(ERROR_MODAL_TEXT.title)
  expect(dialog.querySelector('p')?.textContent).to.equal(ERROR_MODAL_TEXT.message)
  expect(dialog.contains(document.activeElement)).to.equal(true)
  await expect(dialog).to.be.accessible()
  await userEvent.click(dialog.querySelector('button') as HTMLButtonElement)
  await waitUntil(() => failure() === null, 'the failure dialog stayed')
}

function offerOf(h: Harness, test: (o: SimOffer) => boolean): SimOffer {
  const found = h.sim.state.offers.find(test)
  if (!found) throw new Error('no such seeded offer')
  return found
}
const future = (o: SimOffer) => !o.endDate || o.endDate.slice(0, 10) >= new Date().toISOString().slice(0, 10)
const plain = (o: SimOffer) => ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) && future(o) && o.isClippable !== false

async function card(h: Harness, offerId: string) {
  startHarness(h)
  const el = await fixture(html`<aisle-coupon-card offer-id=${offerId}></aisle-coupon-card>`)
  await waitUntil(() => part(el, 'action'), 'the card did not render', { timeout: 5000 })
  return el
}

describe('a modal whose code cannot be downloaded', () => {
  afterEach(() => {
    tearDownHarness()
    failure()?.remove()
    vi.restoreAllMocks()
  })

  it('a sign-in request says something went wrong instead of showing nothing, and logs what failed [MDL-013] [MDL-015]', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    offline()
    const h = setUpHarness()
    startHarness(h)
    watchCouponModals(h.runtime)
    window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT))
    await expectFailureDialog()
    expect(String(error.mock.calls[0]?.[0])).to.contain('could not load <aisle-coupon-modals>')
    expect(document.querySelector('aisle-coupon-modals')).to.equal(null)
  })

  it('a session that times out says something went wrong when its modal cannot load [MDL-011] [MDL-013]', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    offline()
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', tokenExpiresInMs: -1 })
    startHarness(h)
    watchSessionTimeout(h.runtime)
    await h.runtime.session.start()
    expect(await h.runtime.session.ensureActiveToken()).to.equal(undefined)
    await expectFailureDialog()
    expect(String(error.mock.calls[0]?.[0])).to.contain('could not load <aisle-session-timeout>')
  })

  it("a failed clip shows its catalogue text in the card's inline alert when the error modal cannot load [CPN-073] [ERR-024]", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    offline()
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, plain)
    await simControl(h.sim, 'POST', '/__sim/faults', [
      {
        path: '/offers/clip',
        status: 200,
        body: { items: [{ itemId: offer.offerId, status: 0, errorCd: 'OFFER_EXPIRED', errorMsg: 'This offer has expired.' }] },
      },
    ])
    const el = await card(h, offer.offerId)
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    await waitUntil(() => part(el, 'alert'), 'no alert', { timeout: 5000 })
    expect(part(el, 'alert')?.getAttribute('role')).to.equal('alert')
    expect(el.shadowRoot?.querySelector('.alert-message')?.textContent).to.equal(COUPON_EXPIRED)
    expect(el.shadowRoot?.querySelector('.alert-detail')?.textContent).to.equal('OFFER_EXPIRED This offer has expired.')
    expect(part(el, 'modal')).to.equal(null)
    await expect(el).to.be.accessible()
    await userEvent.click(part(el, 'dismiss') as HTMLButtonElement)
    await waitUntil(() => part(el, 'alert') === null, 'the alert stayed')
  })

  it("a Box Tops press says something went wrong in the card's inline alert when the box-top modal cannot load [CPN-127] [MDL-013]", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    offline()
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const el = await card(h, offerOf(h, (o) => o.kind === 'box-top' && future(o)).offerId)
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    await waitUntil(() => part(el, 'alert'), 'no alert', { timeout: 5000 })
    expect(el.shadowRoot?.querySelector('.alert-message')?.textContent).to.equal(ERROR_MODAL_TEXT.message)
    await expect(el).to.be.accessible()
    await userEvent.click(part(el, 'dismiss') as HTMLButtonElement)
    await waitUntil(() => part(el, 'alert') === null, 'the alert stayed')
  })
})
