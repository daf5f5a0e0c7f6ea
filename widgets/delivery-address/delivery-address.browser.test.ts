import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CITIES, type SimUser } from '../../sim/data'
import { SIM_PROFILE_MESSAGES } from '../../sim/routes/profile/profile'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import { DELIVERY_ADDRESS_TEXT as T } from '../../core/rules/profile/address-form'
import { VALIDATION_MESSAGES } from '../../core/rules/profile/errors'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { ADDRESS_SAVED_EVENT, type AddressSavedDetail, DELIVERY_ADDRESS_READY_MARK } from './DeliveryAddress.connected'
import './delivery-address.element'

const part = <E extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  el.shadowRoot?.querySelector<E>(`[part~="${name}"]`) ?? null
const parts = (el: Element, name: string) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])]
const input = (el: Element, field: string) =>
  el.shadowRoot?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${field}"]`) as HTMLInputElement
const stateOf = (el: Element) => part(el, 'root')?.dataset.state
const zipLookups = (h: Harness) => h.sim.state.requests.filter((r) => r.method === 'GET' && r.path.endsWith(GAMES_PATHS.zipToCity))
const saves = (h: Harness) => h.sim.state.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/profile'))
const shopper = (h: Harness) => h.sim.state.users.find((u) => u.key === 'C') as SimUser
const BOULDER = CITIES.find((c) => c.zipCode === '80302')!

async function mount(h: Harness) {
  performance.clearMarks(DELIVERY_ADDRESS_READY_MARK)
  startHarness(h)
  const el = await fixture(html`<aisle-delivery-address></aisle-delivery-address>`)
  await waitUntil(() => ['ready', 'error', 'signed-out'].includes(stateOf(el) ?? ''), 'delivery address did not settle', { timeout: 5000 })
  return el
}

async function signedIn() {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C' })
  return { h, el: await mount(h) }
}

/** Types the zip key by key, as a shopper does, and waits for the lookup's verdict. */
async function typeZip(el: Element, zip: string) {
  await userEvent.clear(input(el, 'zipCode'))
  await userEvent.type(input(el, 'zipCode'), zip)
  await waitUntil(() => part(el, 'zip-error') || /found/.test(part(el, 'zip-status')?.textContent ?? ''), `no verdict on ${zip}`, {
    timeout: 5000,
  })
}

async function fillNewAddress(el: Element) {
  await userEvent.fill(input(el, 'firstName'), 'Ada')
  await userEvent.fill(input(el, 'lastName'), 'Lovelace')
  await userEvent.fill(input(el, 'address'), '12 Pearl St')
  await typeZip(el, BOULDER.zipCode)
}

/** Presses Save address and waits until the save settled (its saved line or its refusal). */
async function pressSave(el: Element) {
  await userEvent.click(part(el, 'save') as HTMLButtonElement)
  await waitUntil(
    () => part(el, 'save-error') || part(el, 'saved')?.textContent || parts(el, 'field-error').length || part(el, 'zip-error'),
    'save did not settle',
    { timeout: 5000 },
  )
}

describe('<aisle-delivery-address>', () => {
  afterEach(() => tearDownHarness())

  it('lists the shopper’s addresses as name, street and place lines, and is accessible [PRF-002] [API-018]', async () => {
    const { h, el } = await signedIn()
    const addresses = shopper(h).addresses
    const shown = parts(el, 'address')
    expect(shown.map((li) => li.dataset.addressId)).to.deep.equal(addresses.map((a) => a.addressId))
    const first = addresses[0]!
    const lines = [...shown[0]!.querySelectorAll('.line')].map((l) => l.textContent)
    expect(lines).to.deep.equal([
      `${first.firstName} ${first.lastName}`,
      [first.address, first.address2].filter(Boolean).join(', '),
      `${first.city}, ${first.state} ${first.zipCode}`,
    ])
    expect(input(el, 'firstName').value).to.equal(shopper(h).firstName)
    expect(performance.getEntriesByName(DELIVERY_ADDRESS_READY_MARK).length).to.be.greaterThan(0)
    await expect(el).to.be.accessible()
  })

  it('offers exactly the 50 states, without DC [PRF-009] [PRF-010]', async () => {
    const { el } = await signedIn()
    const options = [...(part<HTMLSelectElement>(el, 'state')?.options ?? [])].filter((o) => o.value)
    expect(options).to.have.length(50)
    expect(options.map((o) => o.value)).to.include.members(['CO', 'HI', 'AK'])
    expect(options.some((o) => o.value === 'DC' || /columbia/i.test(o.textContent ?? ''))).to.equal(false)
  })

  it('looks the zip up once typing pauses, one call for a whole ZIP+4, and fills in city and state [PRF-007] [PRF-008] [API-022] [SHL-045]', async () => {
    const { h, el } = await signedIn()
    // Without the pause, '80302' (a full zip on the way to the ZIP+4) would have been looked up on its own.
    await typeZip(el, `${BOULDER.zipCode}-1234`)
    expect(part(el, 'zip-status')?.textContent).to.equal(T.zipFound(BOULDER.city, BOULDER.state))
    expect(zipLookups(h).map((r) => r.query)).to.deep.equal([{ zipcode: BOULDER.zipCode }])
    expect(input(el, 'city').value).to.equal(BOULDER.city)
    expect(input(el, 'state').value).to.equal(BOULDER.state)
    expect(input(el, 'zipCode').getAttribute('aria-invalid')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('calls a zip invalid when the lookup finds no city and state, and shows the zip lookup table’s message [PRF-008] [ERR-008] [ERR-009] [ERR-010] [ERR-011]', async () => {
    const { h, el } = await signedIn()
    // A well-formed zip the lookup does not know: the simulator answers 406.
    await typeZip(el, '10001')
    expect(part(el, 'zip-error')?.textContent).to.equal('Not Acceptable')
    expect(input(el, 'zipCode').getAttribute('aria-invalid')).to.equal('true')
    expect(input(el, 'city').value).to.equal('')
    const answers: [number, unknown, string][] = [
      [200, { geo: { address2: 'Boulder', region: '' } }, VALIDATION_MESSAGES.zipNotFound],
      [404, { geo: { errors: [{ message: 'No such ZIP code here.' }] } }, 'No such ZIP code here.'],
      [504, {}, "Sorry, we're having technical difficulties, please check back later."],
      [500, {}, FALLBACK_MESSAGE],
    ]
    for (const [status, body, message] of answers) {
      // Armed until cleared: the client retries a failed GET.
      await simControl(h.sim, 'POST', '/__sim/faults', [{ path: GAMES_PATHS.zipToCity, status, body }])
      await typeZip(el, BOULDER.zipCode)
      expect(part(el, 'zip-error')?.textContent, String(status)).to.equal(message)
      await simControl(h.sim, 'DELETE', '/__sim/faults')
    }
    await expect(el).to.be.accessible()
  })

  it('refuses a zip that is not five digits without a lookup [ERR-018]', async () => {
    const { h, el } = await signedIn()
    await typeZip(el, '8030')
    expect(part(el, 'zip-error')?.textContent).to.equal('Enter a valid 5-digit ZIP code.')
    expect(zipLookups(h)).to.have.length(0)
  })

  it('saves a new delivery address through POST customers/{customerId}/profile and lists it [PRF-014] [API-021]', async () => {
    const { h, el } = await signedIn()
    const events: AddressSavedDetail[] = []
    el.addEventListener(ADDRESS_SAVED_EVENT, (e) => events.push((e as CustomEvent<AddressSavedDetail>).detail))
    const before = shopper(h).addresses.length
    await fillNewAddress(el)
    await pressSave(el)
    expect(part(el, 'saved')?.textContent).to.equal(T.saved)
    const [post] = saves(h)
    expect(post?.path).to.equal(`/abs/qa1${GAMES_PATHS.deliveryAddressProfile(shopper(h).customerId)}`)
    expect(post?.body).to.deep.equal({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Pearl St',
      city: BOULDER.city,
      state: BOULDER.state,
      zipCode: BOULDER.zipCode,
    })
    expect(shopper(h).addresses).to.have.length(before + 1)
    const saved = shopper(h).addresses.at(-1)!
    expect(parts(el, 'address').at(-1)?.dataset.addressId).to.equal(saved.addressId)
    expect(events).to.deep.equal([{ addressId: saved.addressId }])
    await expect(el).to.be.accessible()
  })

  it('changes an existing address under its addressId [PRF-014] [PRF-002]', async () => {
    const { h, el } = await signedIn()
    const first = shopper(h).addresses[0]!
    await userEvent.click(parts(el, 'edit')[0] as HTMLButtonElement)
    expect(input(el, 'address').value).to.equal(first.address)
    await userEvent.fill(input(el, 'address'), '99 New Rd')
    await pressSave(el)
    expect(part(el, 'saved')?.textContent).to.equal(T.saved)
    expect(saves(h)[0]?.body).to.include({ addressId: first.addressId, address: '99 New Rd' })
    expect(shopper(h).addresses[0]).to.include({ addressId: first.addressId, address: '99 New Rd' })
  })

  it('shows a refused save’s first error message, or the delivery address table’s text, and keeps what was typed [ERR-012] [ERR-013] [ERR-014] [ERR-015] [ERR-016] [PRF-014]', async () => {
    const { h, el } = await signedIn()
    // 406 from the simulator itself: the city is not the zip's.
    await fillNewAddress(el)
    await userEvent.fill(input(el, 'city'), 'Denver')
    await pressSave(el)
    expect(part(el, 'save-error')?.textContent).to.equal(SIM_PROFILE_MESSAGES.zipMismatch(BOULDER.zipCode))
    expect(input(el, 'city').value).to.equal('Denver')
    await userEvent.fill(input(el, 'city'), BOULDER.city)
    const answers: [number, string][] = [
      [404, 'Back-end error'],
      [504, 'Gate-way error'],
      [406, 'Not acceptable'],
      [400, 'Bad Request'],
      [500, FALLBACK_MESSAGE],
    ]
    for (const [status, message] of answers) {
      await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'POST', path: '/profile', status, body: {}, times: 1 }])
      await userEvent.click(part(el, 'save') as HTMLButtonElement)
      await waitUntil(() => part(el, 'save-error')?.textContent === message, `no '${message}' for ${status}`, { timeout: 5000 })
      expect(input(el, 'address').value).to.equal('12 Pearl St')
    }
    await expect(el).to.be.accessible()
  })

  it('asks for what is missing before sending anything, and moves focus to the first field to fix [ERR-018] [PRF-009]', async () => {
    const { h, el } = await signedIn()
    await userEvent.fill(input(el, 'firstName'), '')
    await pressSave(el)
    const errors = parts(el, 'field-error').map((p) => p.textContent)
    expect(errors).to.include(VALIDATION_MESSAGES.required)
    expect(el.shadowRoot?.activeElement?.getAttribute('name')).to.equal('firstName')
    expect(saves(h)).to.have.length(0)
    expect(zipLookups(h)).to.have.length(0)
  })

  it('saves nothing on a script’s submit or click, and saves on Enter in a field', async () => {
    const { h, el } = await signedIn()
    await fillNewAddress(el)
    part<HTMLFormElement>(el, 'form')?.requestSubmit()
    part(el, 'save')?.click()
    await new Promise((r) => requestAnimationFrame(r))
    expect(saves(h)).to.have.length(0)
    expect(part(el, 'saved')?.textContent).to.equal('')
    await userEvent.type(input(el, 'address'), '{Enter}')
    await waitUntil(() => part(el, 'saved')?.textContent === T.saved, 'Enter did not save', { timeout: 5000 })
    expect(saves(h)).to.have.length(1)
  })

  it('shows the household profile’s errors as notices [PRF-006] [API-019]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    shopper(h).profileErrors = ['Your phone number is not verified.']
    const el = await mount(h)
    expect([...(part(el, 'notices')?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).to.deep.equal([
      'Your phone number is not verified.',
    ])
    const household = h.sim.state.requests.find((r) => r.method === 'GET' && r.query.fl === 'HOUSEHOLD')
    expect(household?.query).to.deep.equal({ fl: 'HOUSEHOLD', hhSubs: 'true' })
  })

  it('asks a guest to sign in and reads no profile', async () => {
    const h = setUpHarness()
    const el = await mount(h)
    expect(stateOf(el)).to.equal('signed-out')
    expect(part(el, 'sign-in')?.textContent).to.equal(T.signIn)
    expect(h.sim.state.requests.some((r) => r.path.endsWith('/profile'))).to.equal(false)
    await expect(el).to.be.accessible()
  })
})
