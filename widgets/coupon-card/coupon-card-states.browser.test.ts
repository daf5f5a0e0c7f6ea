import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CLIP_COUPON_LABEL, IN_PROGRESS_TEXT, START_SHOPPING_LINK } from '../../core/rules/coupons/card'
import { COUPON_CLIPPED_ANNOUNCEMENT, DIGITAL_COUPON_CLIPPED_EVENT } from '../../core/rules/coupons/clip-flow'
import { LIST_TOGGLE_FAILED_TEXT, LIST_TOGGLE_TEXT } from '../../core/rules/coupons/cms-card'
import { BOX_TOP_TEXT } from '../../core/rules/coupons/modal-prompts'
import type { SimOffer } from '../../sim/data/types'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './coupon-card.element'

const part = (el: Element, name: string) => el.shadowRoot?.querySelector(`[part~="${name}"]`) ?? null
const text = (el: Element, name: string) => part(el, name)?.textContent ?? null
const stateOf = (el: Element) => part(el, 'card')?.getAttribute('data-state')
const today = () => new Date().toISOString().slice(0, 10)
const future = (o: SimOffer) => !o.endDate || o.endDate.slice(0, 10) >= today()
const plain = (o: SimOffer) => ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) && future(o) && o.isClippable !== false

function offerOf(h: Harness, test: (o: SimOffer) => boolean): SimOffer {
  const found = h.sim.state.offers.find(test)
  if (!found) throw new Error('no such seeded offer')
  return found
}

async function mount(
  h: Harness,
  offerId: string,
  ready: (el: Element) => boolean = (el) => !['loading', undefined, null].includes(stateOf(el)),
) {
  startHarness(h)
  const el = await fixture(html`<aisle-coupon-card offer-id=${offerId}></aisle-coupon-card>`)
  await waitUntil(() => ready(el), 'card did not settle', { timeout: 5000 })
  return el
}

async function posts(h: Harness, fragment: string) {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string; method: string }[]
  return log.filter((r) => r.path.includes(fragment) && r.method === 'POST')
}

describe('<aisle-coupon-card> states', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('shows the fresh-pass, rewards or Just for U logo from the logo fragment [CPN-115] [CPN-116] [CPN-117] [CPN-118]', async () => {
    const cases: [string, (o: SimOffer) => boolean, string][] = [
      ['fresh-pass', (o) => o.kind === 'fresh-pass' && future(o), 'FreshPass'],
      ['rewards', (o) => o.kind === 'reward-flat' && future(o), 'Rewards'],
      ['just-for-u', plain, 'Just for U'],
      ['just-for-u', (o) => o.kind === 'fresh-pass-mixed' && future(o), 'Just for U'],
    ]
    for (const [icon, test, alt] of cases) {
      const h = setUpHarness()
      await simSignIn(h.sim, { user: 'R' })
      const el = await mount(h, offerOf(h, test).offerId, (e) => part(e, 'icon') !== null)
      expect(part(el, 'card')?.getAttribute('data-icon')).to.equal(icon)
      expect(part(el, 'icon')?.getAttribute('alt')).to.equal(alt)
      tearDownHarness()
    }
  })

  it('renders without a logo when the logo fragment cannot be read [ERR-044]', async () => {
    const h = setUpHarness()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'logo-fragment', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h, offerOf(h, plain).offerId)
    expect(text(el, 'action')).to.equal(CLIP_COUPON_LABEL)
    expect(part(el, 'icon')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it("shows 'In Progress' and the one link of its qualificationBehavior on an in-progress behaviour offer [CPN-046] [CPN-047] [CPN-048] [CPN-049] [CPN-050]", async () => {
    const expected: Record<string, [string, string]> = {
      'gr clip': ['Go to Grocery Rewards', '/foru/rewards.html'],
      'uca email opt in': ['Go to Account Settings', '/customer-account/communication-preferences.html'],
      'ecom fulfillment': ['Go to My Cart', '/'],
    }
    const h = setUpHarness()
    const inProgress = h.sim.state.offers.filter((o) => o.kind === 'behavior' && o.bonusPathStatus === 'inprogress')
    tearDownHarness()
    for (const offer of inProgress) {
      const run = setUpHarness()
      await simSignIn(run.sim, { user: 'C' })
      const el = await mount(run, offer.offerId)
      expect(stateOf(el)).to.equal('in-progress')
      expect(text(el, 'progress-status')).to.equal(IN_PROGRESS_TEXT)
      const [linkText, href] = expected[(offer.qualificationBehavior ?? '').trim().toLowerCase()] ?? ['', '']
      expect(el.shadowRoot?.querySelectorAll('[part~="bonus-link"]')).to.have.length(1)
      expect(text(el, 'bonus-link')).to.equal(linkText)
      expect(part(el, 'bonus-link')?.getAttribute('href')).to.equal(href)
      tearDownHarness()
    }
  })

  it("shows 'Start Shopping' on an in-progress fresh-pass continuity coupon [CPN-053]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'C' })
    const offer = offerOf(
      h,
      (o) =>
        o.kind === 'fresh-pass-continuity' && o.status === 'C' && !!o.continuity && o.continuity.progressValue < o.continuity.targetValue,
    )
    const el = await mount(h, offer.offerId)
    expect(text(el, 'bonus-link')).to.equal(START_SHOPPING_LINK.text)
    expect(part(el, 'progress')?.getAttribute('role')).to.equal('progressbar')
  })

  it('marks the card busy while a clip is under way and sends one request for a double click; the line clears, the PDP event fires [CPN-067] [CPN-070] [CPN-072]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, plain)
    const el = await mount(h, offer.offerId)
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: '/offers/clip', delayMs: 1000 }])
    const events: unknown[] = []
    const listener = (e: Event) => events.push((e as CustomEvent).detail)
    window.addEventListener(DIGITAL_COUPON_CLIPPED_EVENT, listener)
    try {
      const said: string[] = []
      const status = part(el, 'status') as Element
      new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      })
      const button = part(el, 'action') as HTMLButtonElement
      await userEvent.dblClick(button)
      await waitUntil(() => part(el, 'card')?.getAttribute('aria-busy') === 'true', 'not busy')
      expect(button.getAttribute('aria-disabled')).to.equal('true')
      await waitUntil(() => stateOf(el) === 'clipped', 'not clipped', { timeout: 5000 })
      expect(await posts(h, '/offers/clip')).to.have.length(1)
      await waitUntil(
        () => said.includes(COUPON_CLIPPED_ANNOUNCEMENT) && text(el, 'status') === '',
        'screen-reader line not said and cleared',
        { timeout: 3000 },
      )
      // The event follows the painted card in the next idle period, which may come after the line has cleared.
      await waitUntil(() => events.length > 0, 'no PDP event', { timeout: 3000 })
      expect(events).to.deep.equal([{ offerId: offer.offerId }])
    } finally {
      window.removeEventListener(DIGITAL_COUPON_CLIPPED_EVENT, listener)
    }
  })

  it('paints Clipped, not busy, as soon as the reply says status 1; the PDP event and the stores follow a frame later, and a press in between sends nothing [CPN-035] [CPN-067] [CPN-072]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, plain)
    const el = await mount(h, offer.offerId)
    const seen: string[] = []
    let pressInGap: Promise<string> | undefined
    new MutationObserver(() => {
      if (stateOf(el) !== 'clipped' || seen.includes('clipped')) return
      seen.push('clipped')
      expect(part(el, 'card')?.getAttribute('aria-busy')).to.equal(null)
      // Shown clipped, the stores not updated yet: another press must not clip again.
      pressInGap = couponStoreOf(h.runtime).clip(offer.offerId, { trusted: true })
      requestAnimationFrame(() => seen.push('frame'))
    }).observe(el.shadowRoot as ShadowRoot, { subtree: true, childList: true, attributes: true })
    const listener = () => seen.push('event')
    window.addEventListener(DIGITAL_COUPON_CLIPPED_EVENT, listener)
    try {
      await userEvent.click(part(el, 'action') as HTMLButtonElement)
      await waitUntil(() => seen.includes('event'), 'no PDP event', { timeout: 5000 })
      expect(seen).to.deep.equal(['clipped', 'frame', 'event'])
      expect(await pressInGap).to.equal('busy')
      expect(await posts(h, '/offers/clip')).to.have.length(1)
    } finally {
      window.removeEventListener(DIGITAL_COUPON_CLIPPED_EVENT, listener)
    }
  })

  it('removes a listed non-digital coupon from the list on a second press [CPN-109] [CPN-132]', async () => {
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
    expect(text(el, 'list-toggle')).to.equal(LIST_TOGGLE_TEXT.added)
    await userEvent.click(part(el, 'list-toggle') as HTMLButtonElement)
    await waitUntil(() => part(el, 'list-toggle')?.getAttribute('aria-pressed') === 'false', 'not removed', { timeout: 5000 })
    expect(await posts(h, '/offers/list/remove')).to.have.length(1)
    await expect(el).to.be.accessible()
  })

  it('says so when the list cannot be changed, and keeps the coupon as it was (a failed remove)', async () => {
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
    expect(text(el, 'list-status')).to.equal('')
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: '/api/offers/list/remove', status: 503 }])
    await userEvent.click(part(el, 'list-toggle') as HTMLButtonElement)
    await waitUntil(() => text(el, 'list-status') === LIST_TOGGLE_FAILED_TEXT, 'no failure message', { timeout: 5000 })
    expect(part(el, 'list-status')?.getAttribute('role')).to.equal('status')
    expect(part(el, 'list-toggle')?.getAttribute('aria-pressed')).to.equal('true')
    await expect(el).to.be.accessible()
    await simControl(h.sim, 'DELETE', '/__sim/faults')
    await userEvent.click(part(el, 'list-toggle') as HTMLButtonElement)
    await waitUntil(() => part(el, 'list-toggle')?.getAttribute('aria-pressed') === 'false', 'not removed on retry', { timeout: 5000 })
    expect(text(el, 'list-status')).to.equal('')
  })

  it('opens the box-top modal instead of clipping when a shopper without a General Mills account presses Clip on a Box Tops offer [CPN-125] [CPN-127] [MDL-014]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const offer = offerOf(h, (o) => o.kind === 'box-top' && future(o))
    const el = await mount(h, offer.offerId)
    await userEvent.click(part(el, 'action') as HTMLButtonElement)
    await waitUntil(() => (part(el, 'modal') as HTMLDialogElement | null)?.open === true, 'no box-top modal', { timeout: 5000 })
    expect(text(el, 'modal-title')).to.equal(BOX_TOP_TEXT.title)
    expect(await posts(h, '/offers/clip')).to.have.length(0)
    await waitUntil(() => el.shadowRoot?.getAnimations().length === 0, 'modal still animating')
    await expect(el).to.be.accessible()
    await userEvent.click(part(el, 'box-top-not-now') as HTMLButtonElement)
    await waitUntil(() => part(el, 'modal') === null, 'modal stays')
    expect(stateOf(el)).to.equal('clip')
  })
})
