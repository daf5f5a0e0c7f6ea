// The profile calls of the simulator (sim/routes/profile/profile.ts): both profile variants, the delivery address and the zip lookup.
import { beforeEach, describe, expect, test } from 'vitest'
import { DEFAULT_PROFILE_CUSTOMER_ID, GAMES_PATHS, GAMES_QUERY } from '../../../core/rules/endpoints'
import { HEADERS } from '../../../core/rules/http'
import { createSim, type Sim } from '../../app'
import { CITIES, type SimUser } from '../../data'
import { call, type SignedIn, signIn } from '../../testing'
import { NO_SUBSCRIPTION, SIM_PROFILE_CODES, SIM_PROFILE_MESSAGES, SIM_SUBSCRIPTIONS } from './profile'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
let c: SignedIn
let user: SimUser
beforeEach(async () => {
  sim = createSim({ clock: () => NOW, now: NOW })
  c = await signIn(sim, { userType: 'C' })
  user = sim.state.users.find((u) => u.key === 'C') as SimUser
})

type Json = Record<string, unknown> & {
  errors?: { code: string; message: string }[]
  geo?: Record<string, unknown> & { errors?: { message: string }[] }
}
async function send(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await call(sim, path, { headers: init.headers ?? c.auth, ...init })
  return { status: response.status, body: (await response.json()) as Json }
}
const summaryPath = (id: string = user.customerId) => `${GAMES_PATHS.profile(id)}?fl=${encodeURIComponent(GAMES_QUERY.profileFields)}`
const householdPath = (id: string = user.customerId) => `${GAMES_PATHS.profile(id)}?fl=${GAMES_QUERY.householdFields}&hhSubs=true`
const home = () => CITIES.find((p) => p.zipCode === user.zipCode)!
const address = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: home().city,
  state: home().state,
  zipCode: home().zipCode,
  ...extra,
})
const save = (body: unknown, id: string = user.customerId) =>
  send(`${GAMES_PATHS.deliveryAddressProfile(id)}?fl=${GAMES_QUERY.deliveryAddressFields}`, { method: 'POST', body })

describe('GET customers/{customerId}/profile', () => {
  test('[API-018] fl=preferences,address,loyalty answers the profile summary with the address list', async () => {
    const { status, body } = await send(summaryPath())
    expect(status).toBe(200)
    expect(body).toMatchObject({
      firstName: user.firstName,
      lastName: user.lastName,
      customerType: 'C',
      phoneNumber: user.phoneNumber,
      primaryemail: user.email,
    })
    expect(body.addresses).toEqual(user.addresses)
    for (const a of body.addresses as Record<string, unknown>[]) {
      for (const field of ['firstName', 'lastName', 'address', 'state', 'city', 'zipCode', 'addressId'])
        expect(a, field).toHaveProperty(field)
    }
  })

  test('[API-019] fl=HOUSEHOLD with hhSubs=true answers subscriptionValue, effectiveTimePeriods, optin, profile errors and phones', async () => {
    const { body } = await send(householdPath())
    expect(body).toMatchObject({
      subscriptionValue: SIM_SUBSCRIPTIONS.C,
      optin: true,
      errors: [],
      phones: [expect.objectContaining({ phoneNumber: user.phoneNumber, primary: true })],
    })
    expect(body.effectiveTimePeriods).toEqual([{ startDate: expect.any(String), endDate: expect.any(String) }])
    const r = await signIn(sim, { userType: 'R' })
    const recognised = await send(householdPath(DEFAULT_PROFILE_CUSTOMER_ID), { headers: r.auth })
    expect(recognised.body).toMatchObject({ subscriptionValue: NO_SUBSCRIPTION, effectiveTimePeriods: [], phones: [] })
  })

  test('[API-020] customer id 1 reads the profile of the signed-in shopper; another customer is refused', async () => {
    expect((await send(summaryPath(DEFAULT_PROFILE_CUSTOMER_ID))).body).toEqual((await send(summaryPath())).body)
    expect(GAMES_PATHS.profile(undefined)).toBe(GAMES_PATHS.profile(DEFAULT_PROFILE_CUSTOMER_ID))
    expect((await send(summaryPath('999'))).status).toBe(403)
  })

  test('answers 400 without a known fl, and 401 without a token', async () => {
    expect((await send(GAMES_PATHS.profile(user.customerId))).status).toBe(400)
    expect((await send(summaryPath(), { headers: {} })).status).toBe(401)
  })
})

describe('POST customers/{customerId}/profile, the delivery-address variant', () => {
  test('[API-021] saves a new address, answers it with its addressId, and the profile lists it', async () => {
    const { status, body } = await save(address({ address2: 'Apt 4' }))
    expect(status).toBe(200)
    expect(body).toMatchObject({ ...address({ address2: 'Apt 4' }), addressId: expect.any(String) })
    expect(((await send(summaryPath())).body.addresses as Json[]).at(-1)).toEqual(body)
  })

  test('[API-021] updates an existing address named by addressId', async () => {
    const id = user.addresses[0]!.addressId
    const count = user.addresses.length
    const { body } = await save(address({ addressId: id, address: '9 Elm St' }))
    expect(body).toMatchObject({ addressId: id, address: '9 Elm St' })
    expect(user.addresses).toHaveLength(count)
  })

  test('answers 400 with a first error message for missing fields or a malformed zip', async () => {
    const missing = await save({ firstName: 'Ada' })
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: [{ code: SIM_PROFILE_CODES.badAddress, message: SIM_PROFILE_MESSAGES.badAddress }] },
    })
    expect((await save(address({ zipCode: '12' }))).body.errors?.[0]?.message).toBe(SIM_PROFILE_MESSAGES.badZip)
  })

  test('answers 404 with a first error message for an unknown addressId', async () => {
    const r = await save(address({ addressId: 'nope' }))
    expect(r).toMatchObject({ status: 404, body: { errors: [{ message: SIM_PROFILE_MESSAGES.unknownAddress('nope') }] } })
  })

  test('answers 406 with a first error message for a zip not delivered to, or one that does not match the city and state', async () => {
    expect(await save(address({ zipCode: '00001' }))).toMatchObject({
      status: 406,
      body: { errors: [{ message: SIM_PROFILE_MESSAGES.noDelivery('00001') }] },
    })
    const other = CITIES.find((p) => p.state !== home().state)!
    expect(await save(address({ zipCode: other.zipCode }))).toMatchObject({
      status: 406,
      body: { errors: [{ message: SIM_PROFILE_MESSAGES.zipMismatch(other.zipCode) }] },
    })
  })

  test('refuses another customer (403) and a caller without a token (401)', async () => {
    expect((await save(address(), '999')).status).toBe(403)
    expect((await send(GAMES_PATHS.deliveryAddressProfile(user.customerId), { method: 'POST', body: address(), headers: {} })).status).toBe(
      401,
    )
  })

  test('a 504 comes only from an armed fault, with its body', async () => {
    sim.state.faults.push({ path: '/profile', method: 'POST', status: 504, body: { errors: [{ message: 'Upstream timed out.' }] } })
    expect(await save(address())).toMatchObject({ status: 504, body: { errors: [{ message: 'Upstream timed out.' }] } })
  })
})

describe('GET store-resolver zip-to-city', () => {
  const lookup = (zip: string, headers: Record<string, string> = c.auth) => send(`${GAMES_PATHS.zipToCity}?zipcode=${zip}`, { headers })

  test('[API-022] answers the city in geo.address2 and the state in geo.region', async () => {
    const place = CITIES[0]
    const { status, body } = await lookup(place.zipCode)
    expect(status).toBe(200)
    expect(body.geo).toMatchObject({ address2: place.city, region: place.state })
  })

  test('answers 406 for a well-formed zip it does not know, and 404 with a geo error message for a malformed one', async () => {
    const unknown = await lookup('00001')
    expect(unknown.status).toBe(406)
    expect(unknown.body.geo?.errors?.[0]).toEqual({ code: SIM_PROFILE_CODES.unknownZip, message: SIM_PROFILE_MESSAGES.unknownZip('00001') })
    const malformed = await lookup('94a')
    expect(malformed.status).toBe(404)
    expect(malformed.body.geo?.errors?.[0]?.message).toBe(SIM_PROFILE_MESSAGES.badZip)
    expect((await lookup('')).status).toBe(404)
  })

  test('needs a Bearer token', async () => {
    expect((await lookup(CITIES[0].zipCode, { [HEADERS.authorization]: 'Bearer nope' })).status).toBe(401)
  })
})
