/**
 * <aisle-deals-grid>'s welcome panel: a campaign link (eventName, eventDateTime, correlationId) shows it; only the
 * shopper's press sends the instant allocation; the allocated offers join the gallery store and the grid.
 */
import { expect, fixture, html } from '@open-wc/testing'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { OFFER_PATHS } from '../../core/rules/coupons/endpoints'
import { WELCOME_OFFERS_EVENT } from '../../core/rules/coupons/offer'
import { WELCOME_TEXT } from '../../core/rules/coupons/welcome'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { waitUntil } from '../../test/support/wait'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './deals-grid.element'

const root = (el: Element) => el.shadowRoot as ShadowRoot
const part = (el: Element, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`)
const stateOf = (el: Element) => part(el, 'root')?.getAttribute('data-state')
const CAMPAIGN = { eventName: WELCOME_OFFERS_EVENT, eventDateTime: '2026-11-28T12:00:00Z', correlationId: 'corr-42' }

async function mount(h: Harness, query: Record<string, string>) {
  history.replaceState(null, '', `${location.pathname}?${new URLSearchParams(query)}`)
  startHarness(h)
  const host = await fixture(html`<div></div>`)
  host.innerHTML = '<aisle-deals-grid></aisle-deals-grid>'
  const el = host.firstElementChild as HTMLElement
  await waitUntil(() => stateOf(el) === 'ready', 'grid did not settle')
  return el
}

/** The panel's code loads on a campaign link only: its button shows once it has. */
async function panel(el: HTMLElement) {
  await waitUntil(() => part(el, 'welcome-claim'), 'no welcome panel')
  return el
}

type Logged = { method: string; path: string; body?: Record<string, unknown> }
async function allocations(h: Harness) {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as Logged[]
  return log.filter((r) => r.method === 'POST' && r.path.endsWith(OFFER_PATHS.instantAllocation))
}

describe('<aisle-deals-grid> welcome offers', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    history.replaceState(null, '', location.pathname)
  })

  it('shows the welcome panel for a campaign link and allocates nothing until the press; the press sends the instant body and the offers join the gallery [CPN-123] [CPN-124] [API-054] [CPN-066]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'C' })
    const c = h.sim.state.users.find((u) => u.key === 'C')
    const welcome = h.sim.state.offers.filter((o) => o.events?.includes(WELCOME_OFFERS_EVENT))
    const [first] = welcome
    const el = await panel(await mount(h, { ...CAMPAIGN, offerId: first?.offerId ?? '', division: 'east', storeId: '1101' }))
    expect(part(el, 'welcome-text')?.textContent).to.equal(WELCOME_TEXT.invitation)
    await expect(el).to.be.accessible()
    expect(await allocations(h)).to.have.length(0)

    await userEvent.click(part(el, 'welcome-claim') as HTMLButtonElement)
    await waitUntil(() => part(el, 'welcome')?.dataset.state === 'claimed', 'not claimed')
    const sent = await allocations(h)
    expect(sent).to.have.length(1)
    expect(sent[0]?.body).to.deep.equal({
      customerId: c?.customerId,
      householdId: c?.householdId,
      eventCorrelationId: 'corr-42',
      eventDateTime: CAMPAIGN.eventDateTime,
      eventName: WELCOME_OFFERS_EVENT,
      storeId: '1101',
      offers: [{ offerId: first?.offerId }],
      division: 'east',
    })
    expect(part(el, 'welcome-text')?.textContent).to.equal(WELCOME_TEXT.claimed(1))
    expect(root(el).activeElement).to.equal(part(el, 'welcome-text'))
    expect(part(el, 'welcome-claim')).to.equal(null)
    const stored = couponStoreOf(h.runtime).$cache.get()?.objCoupons[first?.offerId ?? '']
    expect(stored?.id).to.equal(first?.offerId)
    await expect(el).to.be.accessible()
  })

  it("reads the event name from 'event' when eventName is absent, and shows no panel without all three values [CPN-123]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const el = await panel(await mount(h, { event: WELCOME_OFFERS_EVENT, eventDateTime: CAMPAIGN.eventDateTime, correlationId: 'c-1' }))
    await userEvent.click(part(el, 'welcome-claim') as HTMLButtonElement)
    await waitUntil(async () => (await allocations(h)).length === 1, 'no allocation')
    expect((await allocations(h))[0]?.body?.eventName).to.equal(WELCOME_OFFERS_EVENT)
    tearDownHarness()
    const h2 = setUpHarness({ sim: h.sim })
    const none = await mount(h2, { eventName: WELCOME_OFFERS_EVENT, correlationId: 'c-1' })
    expect(part(none, 'welcome')).to.equal(null)
  })

  it("sends a guest's press to sign-in, allocating nothing [CPN-123] [CPN-059]", async () => {
    const h = setUpHarness()
    const redirect = vi.spyOn(h.runtime.session, 'redirectToSignIn').mockImplementation(() => '/account/sign-in.html')
    const el = await panel(await mount(h, CAMPAIGN))
    expect(part(el, 'welcome-text')?.textContent).to.equal(WELCOME_TEXT.guestInvitation)
    await userEvent.click(part(el, 'welcome-claim') as HTMLButtonElement)
    await waitUntil(() => redirect.mock.calls.length === 1, 'no sign-in redirect')
    expect(await allocations(h)).to.have.length(0)
    await expect(el).to.be.accessible()
  })

  it('shows the catalogue text when the allocation fails, and a second press claims [API-054]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'C' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'instant-allocation', status: 503, times: 1 }])
    const el = await panel(await mount(h, CAMPAIGN))
    await userEvent.click(part(el, 'welcome-claim') as HTMLButtonElement)
    await waitUntil(() => part(el, 'welcome')?.dataset.state === 'failed', 'no failure')
    expect(part(el, 'welcome-error')?.textContent).to.equal(FALLBACK_MESSAGE)
    expect(part(el, 'welcome-error')?.getAttribute('role')).to.equal('alert')
    await expect(el).to.be.accessible()
    await userEvent.click(part(el, 'welcome-claim') as HTMLButtonElement)
    await waitUntil(() => part(el, 'welcome')?.dataset.state === 'claimed', 'second press did not claim')
    expect(await allocations(h)).to.have.length(2)
    const welcome = h.sim.state.offers.filter(
      (o) => o.events?.includes(WELCOME_OFFERS_EVENT) || o.hierarchies?.events?.includes(WELCOME_OFFERS_EVENT),
    )
    expect(part(el, 'welcome-text')?.textContent).to.equal(WELCOME_TEXT.claimed(welcome.length))
  })
})
