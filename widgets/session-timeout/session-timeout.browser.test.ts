import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { SESSION_TIMEOUT_TEXT } from './SessionTimeout.view'
import './session-timeout.element'

const dialog = (el: Element) => el.shadowRoot?.querySelector<HTMLDialogElement>('[part="dialog"]')
const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`)

async function userInfoCalls(h: Harness): Promise<number> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string }[]
  return log.filter((r) => r.path.includes('/session/userinfo/')).length
}

/** A signed-in shopper whose token has expired, the modal on the page and the session started. */
async function expiredSession(sessionExpiresInMs?: number) {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C', tokenExpiresInMs: -1, ...(sessionExpiresInMs === undefined ? {} : { sessionExpiresInMs }) })
  startHarness(h)
  const el = await fixture(html`<aisle-session-timeout></aisle-session-timeout>`)
  await waitUntil(() => dialog(el), 'the modal did not render', { timeout: 4000 })
  await h.runtime.session.start()
  expect(dialog(el)?.open).to.equal(false)
  return { h, el }
}

describe('<aisle-session-timeout>', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('opens the session-timeout modal when the token is still inactive after the refresh through user info [MDL-011] [SES-023] [SES-024] [SES-027]', async () => {
    const { h, el } = await expiredSession()
    const before = await userInfoCalls(h)
    expect(await h.runtime.session.ensureActiveToken()).to.equal(undefined)
    await waitUntil(() => dialog(el)?.open, 'the modal did not open', { timeout: 4000 })
    // The refresh was tried (user info again) and answered the same expired token.
    expect(await userInfoCalls(h)).to.equal(before + 1)
    expect(part(el, 'title')?.textContent).to.equal(SESSION_TIMEOUT_TEXT.title)
    expect(part(el, 'body')?.textContent).to.equal(SESSION_TIMEOUT_TEXT.body)
    expect(part(el, 'sign-in')?.textContent).to.equal(SESSION_TIMEOUT_TEXT.signIn)
    await expect(el).to.be.accessible()
  })

  it('opens the session-timeout modal when the refresh call fails, and closes it with Close [MDL-011] [SES-025] [SES-027]', async () => {
    const { h, el } = await expiredSession()
    await simControl(h.sim, 'POST', '/__sim/faults', { path: '/session/userinfo/', status: 503 })
    const before = await userInfoCalls(h)
    expect(await h.runtime.session.ensureActiveToken()).to.equal(undefined)
    await waitUntil(() => dialog(el)?.open, 'the modal did not open', { timeout: 4000 })
    expect(await userInfoCalls(h)).to.equal(before + 1)
    part(el, 'close')?.click()
    await waitUntil(() => !dialog(el)?.open, 'Close did not close the modal', { timeout: 4000 })
    expect(h.runtime.session.$sessionTimeout.get()).to.equal(false)
  })

  it('opens the session-timeout modal without a refresh when the shared session cookie is no longer valid [MDL-011] [SES-026] [SES-027]', async () => {
    const { h, el } = await expiredSession(-1000)
    const before = await userInfoCalls(h)
    expect(await h.runtime.session.ensureActiveToken()).to.equal(undefined)
    await waitUntil(() => dialog(el)?.open, 'the modal did not open', { timeout: 4000 })
    expect(await userInfoCalls(h)).to.equal(before)
    await expect(el).to.be.accessible()
  })

  it('stays closed while the token is active, and the guarded action proceeds without a refresh [SES-022]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const el = await fixture(html`<aisle-session-timeout></aisle-session-timeout>`)
    await waitUntil(() => dialog(el), 'the modal did not render', { timeout: 4000 })
    await h.runtime.session.start()
    const before = await userInfoCalls(h)
    expect(await h.runtime.session.ensureActiveToken()).to.be.a('string')
    expect(await userInfoCalls(h)).to.equal(before)
    expect(dialog(el)?.open).to.equal(false)
  })
})
