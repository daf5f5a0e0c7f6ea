import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { COUPON_PROMPTS_SLOT } from '../../core/runtime/coupons/prompts'
import { isBoxTopOffer, isClipped } from '../../core/rules/coupons/classify'
import { MODAL_DIALOG_ANIMATION_MS } from '../../core/rules/modal'
import { OTP_ERRORS, PROGRESSIVE_PROFILE_TEXT } from '../../core/rules/coupons/modal-prompts'
import { createCouponPrompts, SIGN_IN_REQUEST_EVENT } from '../../core/stores/coupons/prompts'
import { SIM_OTP_CODE } from '../../sim/routes/otp'
import { userByKey } from '../../sim/state'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { historySettled, openModalEntries } from '../ui/modal-history'
import { typeInto } from '../ui/test-kit'
import './coupon-modals.element'

const openDialog = (el: Element) => el.shadowRoot?.querySelector('dialog[open]') as HTMLDialogElement | null
const inOpen = (el: Element, part: string) => openDialog(el)?.querySelector(`[part="${part}"]`) as HTMLElement | null
const text = (el: Element, part: string) => inOpen(el, part)?.textContent

/** A harness whose coupon prompts reload nothing: the spy stands in for location.reload(). */
function harness() {
  const h = setUpHarness()
  const reload = vi.fn()
  const prompts = createCouponPrompts({
    coupons: couponStoreOf(h.runtime),
    session: h.runtime.session,
    api: () => h.runtime.api,
    page: { reload },
  })
  h.runtime.slots.set(COUPON_PROMPTS_SLOT, prompts)
  return { h, reload, prompts }
}

async function mount(h: Harness) {
  startHarness(h)
  const el = await fixture(html`<aisle-coupon-modals></aisle-coupon-modals>`)
  await waitUntil(() => el.shadowRoot?.querySelectorAll('dialog').length === 2, 'modals did not render', { timeout: 4000 })
  return el
}

/** Asks for the passcode sign-in the way a page does; asked again until the element's listener (set after its first render) answers. */
const requestSignIn = async (el: Element) => {
  await waitUntil(() => {
    if (openDialog(el)?.dataset.state !== 'open') window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT))
    return openDialog(el)?.dataset.state === 'open'
  }, 'no sign-in modal opened')
  await shown(el)
}

/** Waits frame by frame (requestAnimationFrame, which fake timers leave alone) until `done` holds. */
const frames = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => (done() ? resolve() : requestAnimationFrame(check))
    check()
  })

const shown = async (el: Element) => {
  await waitUntil(() => openDialog(el)?.dataset.state === 'open', 'no modal opened', { timeout: 4000 })
  await Promise.all((openDialog(el) as HTMLDialogElement).getAnimations({ subtree: true }).map((a) => a.finished))
}

async function requestsTo(h: Harness, fragment: string) {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string; method: string; body: unknown }[]
  return log.filter((r) => r.path.includes(fragment))
}

/** Clips the first plain (not box-top, not clipped) offer of the gallery; the shopper is signed in already. */
async function clipFirstOffer(h: Harness) {
  const coupons = couponStoreOf(h.runtime)
  await coupons.load()
  const offer = coupons.$offers.get().find((o) => !isBoxTopOffer(o) && !isClipped(o) && o.isClippable !== false)
  if (!offer) throw new Error('no clippable offer in the gallery')
  expect(await coupons.clip(offer.id, { trusted: true })).to.equal('clipped')
}

describe('<aisle-coupon-modals>', () => {
  afterEach(async () => {
    vi.useRealTimers()
    tearDownHarness()
    await waitUntil(() => openModalEntries().length === 0 && historySettled(), 'a modal history entry stayed open')
    vi.restoreAllMocks()
  })

  it('after a first clip asks a shopper without a phone for a mobile number and saves it [MDL-012] [CPN-074] [CPN-075] [CPN-078]', async () => {
    const { h, prompts } = harness()
    await simSignIn(h.sim, { user: 'R' })
    const el = await mount(h)
    await clipFirstOffer(h)
    await shown(el)
    expect(text(el, 'modal-title')).to.equal(PROGRESSIVE_PROFILE_TEXT.title)
    expect(text(el, 'modal-description')).to.equal(PROGRESSIVE_PROFILE_TEXT.description.phone)
    await expect(el).to.be.accessible()
    typeInto(inOpen(el, 'profile-field') as HTMLInputElement, '555-123-4567')
    await userEvent.click(inOpen(el, 'profile-save') as HTMLElement)
    await waitUntil(() => text(el, 'modal-description') === PROGRESSIVE_PROFILE_TEXT.saved, 'not saved')
    const saves = await requestsTo(h, 'account/contact')
    expect(saves.map((r) => r.body)).to.deep.equal([{ phone: '5551234567' }])
    expect(userByKey(h.sim.state, 'R')?.phoneNumber).to.equal('5551234567')
    const dialog = openDialog(el) as HTMLDialogElement
    // The fade-out is a lifetime: fake timers hold it (a loaded machine's polling cannot outrun it), then end it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await userEvent.click(inOpen(el, 'profile-done') as HTMLElement)
    await frames(() => prompts.$profilePrompt.get() === null && dialog.dataset.state === 'closing')
    // While it fades out it still says what it said, not the empty prompt's texts.
    expect(dialog.open).to.equal(true)
    expect(dialog.querySelector('[part="modal-description"]')?.textContent).to.equal(PROGRESSIVE_PROFILE_TEXT.saved)
    vi.advanceTimersByTime(MODAL_DIALOG_ANIMATION_MS)
    vi.useRealTimers()
    await waitUntil(() => !dialog.open, 'the prompt did not close')
  })

  it('never asks a shopper who has both an e-mail and a phone [CPN-077]', async () => {
    const { h, prompts } = harness()
    await simSignIn(h.sim, { user: 'C' })
    const el = await mount(h)
    await clipFirstOffer(h)
    await prompts.profileChecked()
    expect((await requestsTo(h, '/profile')).length).to.equal(1)
    expect(prompts.$profilePrompt.get()).to.equal(null)
    expect(openDialog(el)).to.equal(null)
  })

  it('signs a shopper in with a one-time passcode, then reloads the page on Continue [MDL-015]', async () => {
    const { h, reload } = harness()
    const el = await mount(h)
    await requestSignIn(el)
    await expect(el).to.be.accessible()
    const c = userByKey(h.sim.state, 'C')!
    typeInto(inOpen(el, 'otp-contact') as HTMLInputElement, c.email)
    await userEvent.click(inOpen(el, 'otp-send') as HTMLElement)
    await waitUntil(() => inOpen(el, 'otp-code'), 'no code step')
    expect(text(el, 'modal-description')).to.equal(`We sent a 6-digit code to ${c.email[0]}•••@example.com. It expires in 5 minutes.`)
    typeInto(inOpen(el, 'otp-code') as HTMLInputElement, '000000')
    await userEvent.click(inOpen(el, 'otp-verify') as HTMLElement)
    await waitUntil(() => text(el, 'otp-error') === OTP_ERRORS.OTP_CODE_INVALID, 'no wrong-code message')
    typeInto(inOpen(el, 'otp-code') as HTMLInputElement, SIM_OTP_CODE)
    await userEvent.click(inOpen(el, 'otp-verify') as HTMLElement)
    await waitUntil(() => inOpen(el, 'otp-continue'), 'not signed in')
    expect(text(el, 'modal-title')).to.equal("You're signed in")
    await userEvent.click(inOpen(el, 'otp-continue') as HTMLElement)
    expect(reload.mock.calls.length).to.equal(1)
  })

  it('says so when no account has the contact, and when the passcode service fails [MDL-015]', async () => {
    const { h } = harness()
    const el = await mount(h)
    await requestSignIn(el)
    typeInto(inOpen(el, 'otp-contact') as HTMLInputElement, 'nobody@example.com')
    await userEvent.click(inOpen(el, 'otp-send') as HTMLElement)
    await waitUntil(() => text(el, 'otp-error') === OTP_ERRORS.OTP_UNKNOWN_CONTACT, 'no unknown-contact message')
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'account/otp', status: 500 }])
    typeInto(inOpen(el, 'otp-contact') as HTMLInputElement, userByKey(h.sim.state, 'C')!.email)
    await userEvent.click(inOpen(el, 'otp-send') as HTMLElement)
    await waitUntil(() => text(el, 'otp-error') === OTP_ERRORS.OTP_FAILED, 'no failure message')
    expect(inOpen(el, 'otp-code')).to.equal(null)
  })
})
