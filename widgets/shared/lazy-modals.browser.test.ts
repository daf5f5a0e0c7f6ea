/**
 * The modals a shopper needs only after an interaction or an error are loaded on first need, not on page
 * load, and then open exactly as before (named dialog, focus inside, Esc closes). The failure paths (a module that
 * cannot be downloaded) are in lazy-modals-failure.browser.test.ts, where the modules are mocked to fail.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { isBoxTopOffer, isClipped } from '../../core/rules/coupons/classify'
import { SIGN_IN_REQUEST_EVENT } from '../../core/rules/coupons/clip-flow'
import { OTP_TEXT, PROGRESSIVE_PROFILE_TEXT } from '../../core/rules/coupons/modal-prompts'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { SESSION_TIMEOUT_TEXT } from '../session-timeout/SessionTimeout.view'
import '../coupon-card/coupon-card.element'
import { watchSessionTimeout } from './boot'
import { watchCouponModals } from './boot-coupons'
import { lazyOnce } from '../../core/stores/lazy'

const MODALS = 'aisle-coupon-modals'
const TIMEOUT = 'aisle-session-timeout'
const openDialog = (el: Element | null) => el?.shadowRoot?.querySelector('dialog[open]') as HTMLDialogElement | null
const title = (el: Element | null) => openDialog(el)?.querySelector('[part="modal-title"]')?.textContent

/** A coupon card on the page (its boot watches for the modals' needs), on a runtime of its own. */
async function couponPage(h: Harness) {
  startHarness(h)
  watchCouponModals(h.runtime)
  watchSessionTimeout(h.runtime)
  await h.runtime.session.start()
  const coupons = couponStoreOf(h.runtime)
  await coupons.load()
  const offer = coupons.$offers.get().find((o) => !isBoxTopOffer(o) && !isClipped(o) && o.isClippable !== false)
  if (!offer) throw new Error('no clippable offer in the gallery')
  const card = await fixture(html`<aisle-coupon-card offer-id=${offer.id}></aisle-coupon-card>`)
  await waitUntil(() => card.shadowRoot?.querySelector('[part="action"]'), 'the card did not render', { timeout: 5000 })
  return { coupons, offer }
}

/** No modal on the page yet (and, in the file's first test, their tags not even defined: nothing was downloaded). */
function noModalYet() {
  expect(document.querySelector(`${MODALS}, ${TIMEOUT}`)).to.equal(null)
}

const focusInside = (el: Element) => {
  const dialog = openDialog(el)
  const active = el.shadowRoot?.activeElement ?? null
  return !!dialog && (active === dialog || dialog.contains(active))
}

describe('modals loaded on first need', () => {
  afterEach(() => {
    tearDownHarness()
    document.querySelectorAll(MODALS).forEach((el) => el.remove())
    vi.restoreAllMocks()
  })

  it('a sign-in request loads the coupon modals and opens the passcode sign-in it asked for, focused; Esc closes it [MDL-015] [MDL-001]', async () => {
    const h = setUpHarness()
    await couponPage(h)
    // The file's first test: a coupon card rendered and booted, and no modal module was loaded.
    expect(customElements.get(MODALS)).to.equal(undefined)
    expect(customElements.get(TIMEOUT)).to.equal(undefined)
    noModalYet()
    window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT))
    await waitUntil(() => openDialog(document.querySelector(MODALS))?.dataset.state === 'open', 'no sign-in modal opened', {
      timeout: 5000,
    })
    const el = document.querySelector(MODALS) as HTMLElement
    expect(title(el)).to.equal(OTP_TEXT.title)
    await waitUntil(() => focusInside(el), 'focus did not move into the modal')
    await Promise.all((openDialog(el) as HTMLDialogElement).getAnimations({ subtree: true }).map((a) => a.finished))
    await expect(el).to.be.accessible()
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => openDialog(el) === null, 'Esc did not close it')
  })

  it("a shopper's first clip loads the coupon modals, which then ask for the missing mobile number [MDL-012] [CPN-074] [CPN-075]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const { coupons, offer } = await couponPage(h)
    noModalYet()
    expect(await coupons.clip(offer.id, { trusted: true })).to.equal('clipped')
    await waitUntil(() => openDialog(document.querySelector(MODALS))?.dataset.state === 'open', 'no progressive-profile prompt', {
      timeout: 5000,
    })
    const el = document.querySelector(MODALS) as HTMLElement
    expect(title(el)).to.equal(PROGRESSIVE_PROFILE_TEXT.title)
    expect(openDialog(el)?.querySelector('[part="modal-description"]')?.textContent).to.equal(PROGRESSIVE_PROFILE_TEXT.description.phone)
    await waitUntil(() => focusInside(el), 'focus did not move into the modal')
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => openDialog(el) === null, 'Esc did not close it')
    // One modals element per page, however many clips follow.
    expect(document.querySelectorAll(MODALS).length).to.equal(1)
  })

  it('a session that times out loads the session-timeout modal and opens it [MDL-011] [SES-024]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', tokenExpiresInMs: -1 })
    startHarness(h)
    // What a coupon widget's boot does (the card itself cannot read the gallery with this expired token).
    watchCouponModals(h.runtime)
    watchSessionTimeout(h.runtime)
    await h.runtime.session.start()
    noModalYet()
    expect(await h.runtime.session.ensureActiveToken()).to.equal(undefined)
    await waitUntil(
      () => (document.querySelector(TIMEOUT)?.shadowRoot?.querySelector('[part="dialog"]') as HTMLDialogElement | null)?.open,
      'no session-timeout modal',
      {
        timeout: 5000,
      },
    )
    const el = document.querySelector(TIMEOUT) as HTMLElement
    expect(el.shadowRoot?.querySelector('[part="title"]')?.textContent).to.equal(SESSION_TIMEOUT_TEXT.title)
    await expect(el).to.be.accessible()
  })

  it("a card adopts the Modal's styles when its box-top modal first opens, before its own sheet [CPN-127] [MDL-014]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    startHarness(h)
    const coupons = couponStoreOf(h.runtime)
    await coupons.load()
    const offer = coupons.$offers.get().find((o) => isBoxTopOffer(o) && !isClipped(o))
    if (!offer) throw new Error('no Box Tops offer in the gallery')
    const card = await fixture(html`<aisle-coupon-card offer-id=${offer.id}></aisle-coupon-card>`)
    await waitUntil(() => card.shadowRoot?.querySelector('[part="action"]'), 'the card did not render', { timeout: 5000 })
    const root = card.shadowRoot as ShadowRoot
    const ownSheet = root.adoptedStyleSheets.at(-1)
    expect(root.adoptedStyleSheets.length).to.equal(2)
    await userEvent.click(root.querySelector('[part="action"]') as HTMLButtonElement)
    await waitUntil(() => (root.querySelector('[part="modal"]') as HTMLDialogElement | null)?.open, 'no box-top modal', { timeout: 5000 })
    // base, the Modal's sheet, then the card's own (its rules still come last, as withModalCss ordered them).
    expect(root.adoptedStyleSheets.length).to.equal(3)
    expect(root.adoptedStyleSheets.at(-1)).to.equal(ownSheet)
    // The Modal's rules apply (modal.css: no border; the browser's own dialog has one).
    expect(getComputedStyle(root.querySelector('[part="modal"]') as HTMLElement).borderTopWidth).to.equal('0px')
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => root.querySelector('[part="modal"]') === null, 'Esc did not close it')
  })

  it('loads a module once for every caller, and tries again after a failed download', async () => {
    let calls = 0
    let fail = true
    const load = lazyOnce(async () => {
      calls++
      if (fail) throw new Error('offline')
      return { ok: true }
    })
    const [a, b] = await Promise.allSettled([load(), load()])
    expect([a.status, b.status, calls]).to.deep.equal(['rejected', 'rejected', 1])
    expect(load.loaded()).to.equal(undefined)
    fail = false
    const [c, d] = await Promise.all([load(), load()])
    expect(c).to.equal(d)
    expect([calls, load.loaded()]).to.deep.equal([2, { ok: true }])
  })
  it("a runtime that is reset takes the coupon modals it added with it, and a load that lands after the reset adds none (no open prompt left over another runtime's widgets) [MDL-015]", async () => {
    const h = setUpHarness()
    await couponPage(h)
    window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT))
    await waitUntil(() => openDialog(document.querySelector(MODALS))?.dataset.state === 'open', 'no sign-in modal opened', {
      timeout: 5000,
    })
    tearDownHarness()
    expect(document.querySelector(MODALS)).to.equal(null)
    // A second page: the request is made and the runtime reset before the (already loaded) module's promise settles.
    const h2 = setUpHarness()
    await couponPage(h2)
    window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT))
    tearDownHarness()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelector(MODALS)).to.equal(null)
  })
})
