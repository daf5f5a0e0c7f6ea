/**
 * Feedback in the press's frame: a Clip, Add to List or Activate press shows its working state
 * in the frame of the press, announced, while the server has not answered; 'Clipped' waits for status 1.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CLIP_COUPON_LABEL } from '../../core/rules/coupons/card'
import { COUPON_EXPIRED } from '../../core/rules/coupons/clip'
import { COUPON_ACTIVATED_ANNOUNCEMENT, COUPON_CLIPPED_ANNOUNCEMENT } from '../../core/rules/coupons/clip-flow'
import { LIST_TOGGLE_TEXT } from '../../core/rules/coupons/cms-card'
import { COUPON_WORKING_TEXT, LIST_WORKING_TEXT } from '../../core/rules/press'
import type { SimOffer } from '../../sim/data/types'
import { holdReplies, readInPressFrame } from '../../test/support/press-probe'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './coupon-card.element'

const part = (el: Element, name: string) => el.shadowRoot?.querySelector(`[part~="${name}"]`) ?? null
const text = (el: Element, name: string) => part(el, name)?.textContent ?? null
const stateOf = (el: Element) => part(el, 'card')?.getAttribute('data-state')
const future = (o: SimOffer) => !o.endDate || o.endDate.slice(0, 10) >= new Date().toISOString().slice(0, 10)
const plain = (o: SimOffer) => ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) && future(o) && o.isClippable !== false

function offerOf(h: Harness, test: (o: SimOffer) => boolean): SimOffer {
  const found = h.sim.state.offers.find(test)
  if (!found) throw new Error('no such seeded offer')
  return found
}

async function mount(h: Harness, offerId: string) {
  startHarness(h)
  const el = await fixture(html`<aisle-coupon-card offer-id=${offerId}></aisle-coupon-card>`)
  await waitUntil(() => !['loading', undefined, null].includes(stateOf(el)), 'card did not settle', { timeout: 5000 })
  return el
}

/** The pressed button and the card's status line, as a screen reader and the eye get them. */
const pressedState = (el: Element) => ({
  state: stateOf(el),
  busy: part(el, 'action')?.getAttribute('aria-busy') ?? null,
  said: text(el, 'status'),
  spinner: part(el, 'action')?.querySelector('.spinner') !== null,
})

describe('<aisle-coupon-card> press feedback', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it("shows and announces 'Clipping coupon…' in the press's frame, before the server answers; 'Clipped' only after status 1 [CPN-035] [CPN-067] [CPN-068]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, plain)
    const el = await mount(h, offer.offerId)
    const clip = holdReplies(h, 'POST', /\/offers\/clip/)
    const inFrame = readInPressFrame(() => pressedState(el))
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    expect(await inFrame).to.deep.equal({ state: 'clip', busy: 'true', said: COUPON_WORKING_TEXT.clip, spinner: true })
    // The server has not answered: the card waits, still saying what it does, the button still named 'Clip Coupon'.
    await waitUntil(() => clip.held() === 1, 'no clip call held', { timeout: 5000 })
    expect(pressedState(el)).to.deep.equal({ state: 'clip', busy: 'true', said: COUPON_WORKING_TEXT.clip, spinner: true })
    expect(text(el, 'action')).to.equal(CLIP_COUPON_LABEL)
    await expect(el).to.be.accessible()
    clip.release()
    await waitUntil(() => stateOf(el) === 'clipped', 'not clipped', { timeout: 5000 })
    expect(text(el, 'status')).to.equal(COUPON_CLIPPED_ANNOUNCEMENT)
    expect(part(el, 'card')?.hasAttribute('aria-busy')).to.equal(false)
  })

  it('says the Activate press in its frame, then the activated line after status 1 [CPN-042] [CPN-069]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'C' })
    const offer = offerOf(h, (o) => o.kind === 'behavior' && o.status === 'U' && future(o))
    const el = await mount(h, offer.offerId)
    expect(stateOf(el)).to.equal('activate')
    const clip = holdReplies(h, 'POST', /\/offers\/clip/)
    const inFrame = readInPressFrame(() => pressedState(el))
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    expect(await inFrame).to.deep.equal({ state: 'activate', busy: 'true', said: COUPON_WORKING_TEXT.activate, spinner: true })
    await waitUntil(() => clip.held() === 1, 'no clip call held', { timeout: 5000 })
    clip.release()
    await waitUntil(() => text(el, 'status') === COUPON_ACTIVATED_ANNOUNCEMENT, 'no activated line', { timeout: 5000 })
  })

  it("restores the button and shows the catalogue's message when the held clip fails [CPN-036] [CPN-073] [ERR-024]", async () => {
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
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const el = await mount(h, offer.offerId)
    const clip = holdReplies(h, 'POST', /\/offers\/clip/)
    const inFrame = readInPressFrame(() => pressedState(el))
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    expect((await inFrame).busy).to.equal('true')
    await waitUntil(() => clip.held() === 1, 'no clip call held', { timeout: 5000 })
    clip.release()
    await waitUntil(() => (part(el, 'modal') as HTMLDialogElement | null)?.open === true, 'no error modal', { timeout: 5000 })
    expect(text(el, 'modal-title')).to.equal(COUPON_EXPIRED)
    expect(pressedState(el)).to.deep.equal({ state: 'clip', busy: null, said: '', spinner: false })
    expect(part(el, 'action')?.hasAttribute('aria-disabled')).to.equal(false)
  })

  it("says a non-digital coupon's list press in its frame, then shows the list's answer [CPN-109] [CPN-132]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'C' })
    const listed = offerOf(h, (o) => o.kind === 'weekly-ad')
    startHarness(h)
    const json = JSON.stringify({ id: listed.offerId, brand: 'Sunny Grove', description: 'Apple Juice', detailsUrl: '/weekly-ad.html' })
    const el = await fixture(
      html`<aisle-coupon-card
        ><script type="application/json">
          ${json}
        </script></aisle-coupon-card
      >`,
    )
    await waitUntil(() => part(el, 'list-toggle')?.getAttribute('aria-pressed') === 'true', 'not shown as listed', { timeout: 5000 })
    const list = holdReplies(h, 'POST', /\/offers\/list\//)
    const toggle = part(el, 'list-toggle') as HTMLButtonElement
    const inFrame = readInPressFrame(() => ({ busy: toggle.getAttribute('aria-busy'), said: text(el, 'list-status') }))
    await userEvent.click(toggle)
    expect(await inFrame).to.deep.equal({ busy: 'true', said: LIST_WORKING_TEXT })
    await waitUntil(() => list.held() === 1, 'no list call held', { timeout: 5000 })
    expect(toggle.getAttribute('aria-pressed')).to.equal('true')
    list.release()
    await waitUntil(() => toggle.getAttribute('aria-pressed') === 'false', 'not removed', { timeout: 5000 })
    expect(toggle.textContent).to.equal(LIST_TOGGLE_TEXT.add)
    expect(text(el, 'list-status')).to.equal('')
    expect(toggle.hasAttribute('aria-busy')).to.equal(false)
  })
})
