// The profile calls of core/io/profile/profile.ts against the in-process simulator, and the error tables of 000 §8 on its answers.
import { beforeEach, describe, expect, test } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { CITIES, type SimUser } from '../../../sim/data'
import { SIM_PROFILE_MESSAGES, SIM_SUBSCRIPTIONS } from '../../../sim/routes/profile/profile'
import { signIn } from '../../../sim/testing'
import { DEFAULT_PROFILE_CUSTOMER_ID, GAMES_PATHS, GAMES_QUERY } from '../../rules/endpoints'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import {
  ADDRESS_BACK_END_ERROR,
  ADDRESS_BAD_REQUEST,
  ADDRESS_GATEWAY_ERROR,
  ADDRESS_NOT_ACCEPTABLE,
  deliveryAddressErrorMessage,
  ZIP_GATEWAY_TIMEOUT_MESSAGE,
  VALIDATION_MESSAGES,
  ZIP_NOT_ACCEPTABLE_MESSAGE,
  zipLookupErrorMessage,
} from '../../rules/profile/errors'
import { pageConfig } from '../../../test/support/api'
import { createMemoryCookieJar } from '../cookies'
import { type ApiClient, createApiClient } from '../api/client'
import { type ApiError, isApiError } from '../api/errors'
import { fetchHouseholdProfile, fetchProfileSummary, lookupZip, saveDeliveryAddress, verifyZip } from './profile'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
let api: ApiClient
let user: SimUser

beforeEach(async () => {
  sim = createSim({ clock: () => NOW, now: NOW })
  const { token } = await signIn(sim, { userType: 'C' })
  user = sim.state.users.find((u) => u.key === 'C') as SimUser
  api = createApiClient({
    config: pageConfig('freshway.localhost'),
    session: { current: () => ({ token, userType: 'C', storeId: user.storeId }), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: (input, init) => sim.fetch(new Request(input, init)),
  })
})

const last = () => sim.state.requests.at(-1)!
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}
const home = () => CITIES.find((p) => p.zipCode === user.zipCode)!
const address = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  address2: undefined,
  city: home().city,
  state: home().state,
  zipCode: home().zipCode,
})

describe('profile', () => {
  test('[API-018] the summary is asked with fl=preferences,address,loyalty and read with its address list', async () => {
    const profile = await fetchProfileSummary(api, user.customerId)
    expect(last()).toMatchObject({ path: `/abs/qa1${GAMES_PATHS.profile(user.customerId)}`, query: { fl: GAMES_QUERY.profileFields } })
    expect(profile).toMatchObject({
      firstName: user.firstName,
      lastName: user.lastName,
      customerType: 'C',
      phoneNumber: user.phoneNumber,
      primaryemail: user.email,
    })
    expect(profile.addresses).toEqual(user.addresses.map((a) => ({ address2: undefined, ...a })))
  })

  test('[API-019] the household profile is asked with fl=HOUSEHOLD and hhSubs=true', async () => {
    const household = await fetchHouseholdProfile(api, user.customerId)
    expect(last().query).toEqual({ fl: GAMES_QUERY.householdFields, hhSubs: 'true' })
    expect(household).toMatchObject({
      subscriptionValue: SIM_SUBSCRIPTIONS.C,
      optin: true,
      errors: [],
      phones: [{ number: user.phoneNumber, primary: true }],
    })
    expect(household.effectiveTimePeriods).toEqual([{ startDate: expect.any(String), endDate: expect.any(String) }])
  })

  test('[API-020] without a customer id both profile calls use customer id 1', async () => {
    const summary = await fetchProfileSummary(api, undefined)
    expect(last().path).toBe(`/abs/qa1/api/customers/${DEFAULT_PROFILE_CUSTOMER_ID}/profile`)
    expect(summary.firstName).toBe(user.firstName)
    await fetchHouseholdProfile(api, '')
    expect(last().path).toBe(`/abs/qa1/api/customers/${DEFAULT_PROFILE_CUSTOMER_ID}/profile`)
  })
})

describe('delivery address', () => {
  test('[API-021] [PRF-014] is saved through the POST customers/{customerId}/profile variant and answered with its addressId', async () => {
    const saved = await saveDeliveryAddress(api, user.customerId, address())
    const { address2: _none, ...sent } = address()
    expect(last()).toMatchObject({ method: 'POST', path: `/abs/qa1${GAMES_PATHS.deliveryAddressProfile(user.customerId)}`, body: sent })
    expect(saved).toMatchObject({ ...address(), addressId: expect.any(String) })
    expect((await fetchProfileSummary(api, user.customerId)).addresses.at(-1)).toEqual(saved)
  })

  test('[ERR-012] a 404 shows the first error message, or Back-end error', async () => {
    const e = await apiError(saveDeliveryAddress(api, user.customerId, { ...address(), addressId: 'nope' }))
    expect([e.status, deliveryAddressErrorMessage(404, e.details.body)]).toEqual([404, SIM_PROFILE_MESSAGES.unknownAddress('nope')])
    sim.state.faults.push({ path: '/profile', method: 'POST', status: 404, body: {} })
    const bare = await apiError(saveDeliveryAddress(api, user.customerId, address()))
    expect(deliveryAddressErrorMessage(bare.status!, bare.details.body)).toBe(ADDRESS_BACK_END_ERROR)
  })

  test('[ERR-013] a 504 shows the first error message, or Gate-way error', async () => {
    sim.state.faults.push({
      path: '/profile',
      method: 'POST',
      status: 504,
      body: { errors: [{ message: 'Upstream timed out.' }] },
      times: 1,
    })
    const e = await apiError(saveDeliveryAddress(api, user.customerId, address()))
    expect(deliveryAddressErrorMessage(e.status!, e.details.body)).toBe('Upstream timed out.')
    sim.state.faults.push({ path: '/profile', method: 'POST', status: 504, body: {}, times: 1 })
    const bare = await apiError(saveDeliveryAddress(api, user.customerId, address()))
    expect(deliveryAddressErrorMessage(bare.status!, bare.details.body)).toBe(ADDRESS_GATEWAY_ERROR)
  })

  test('[ERR-014] a 406 shows the first error message, or Not acceptable', async () => {
    const e = await apiError(saveDeliveryAddress(api, user.customerId, { ...address(), city: 'Nowhere', zipCode: '00001' }))
    expect([e.status, deliveryAddressErrorMessage(406, e.details.body)]).toEqual([406, SIM_PROFILE_MESSAGES.noDelivery('00001')])
    expect(deliveryAddressErrorMessage(406, {})).toBe(ADDRESS_NOT_ACCEPTABLE)
  })

  test('[ERR-015] a 400 shows the first error message, or Bad Request', async () => {
    const e = await apiError(saveDeliveryAddress(api, user.customerId, { ...address(), firstName: '' }))
    expect([e.status, deliveryAddressErrorMessage(400, e.details.body)]).toEqual([400, SIM_PROFILE_MESSAGES.badAddress])
    expect(deliveryAddressErrorMessage(400, null)).toBe(ADDRESS_BAD_REQUEST)
  })

  test('[ERR-016] any other status shows the fallback message', async () => {
    const e = await apiError(saveDeliveryAddress(api, '999', address()))
    expect([e.status, deliveryAddressErrorMessage(e.status!, e.details.body)]).toEqual([403, FALLBACK_MESSAGE])
  })
})

describe('zip lookup', () => {
  test('[API-022] [PRF-007] sends zipcode and reads the city from geo.address2 and the state from geo.region', async () => {
    const place = CITIES[3]
    expect(await lookupZip(api, place.zipCode)).toEqual({ city: place.city, state: place.state })
    expect(last()).toMatchObject({ path: `/abs/qa1${GAMES_PATHS.zipToCity}`, query: { zipcode: place.zipCode } })
  })

  test("[ERR-010] an unknown zip answers 406, which shows 'Not Acceptable'", async () => {
    const e = await apiError(lookupZip(api, '00001'))
    expect([e.status, zipLookupErrorMessage(e.status!, e.details.body)]).toEqual([406, ZIP_NOT_ACCEPTABLE_MESSAGE])
  })

  test('[ERR-008] a 404 shows the first geo error message', async () => {
    const e = await apiError(lookupZip(api, 'abc'))
    expect([e.status, zipLookupErrorMessage(e.status!, e.details.body)]).toEqual([404, SIM_PROFILE_MESSAGES.badZip])
  })

  test("[ERR-009] [ERR-011] a 504 shows 'Sorry, we're having technical difficulties, please check back later.'; another status the fallback", async () => {
    sim.state.faults.push({ path: GAMES_PATHS.zipToCity, status: 504 })
    const timeout = await apiError(lookupZip(api, home().zipCode))
    expect([timeout.status, zipLookupErrorMessage(timeout.status!, timeout.details.body)]).toEqual([504, ZIP_GATEWAY_TIMEOUT_MESSAGE])
    sim.state.faults.length = 0
    sim.state.faults.push({ path: GAMES_PATHS.zipToCity, status: 502 })
    const other = await apiError(lookupZip(api, home().zipCode))
    expect([other.status, zipLookupErrorMessage(other.status!, other.details.body)]).toEqual([502, FALLBACK_MESSAGE])
  })
})

describe('zip verdict', () => {
  test('[PRF-008] valid only with a city and a state; otherwise the zip message, and a malformed zip asks nothing', async () => {
    expect(await verifyZip(api, ` ${home().zipCode}-1234 `)).toEqual({ valid: true, city: home().city, state: home().state })
    expect(last().query).toEqual({ zipcode: home().zipCode })
    const asked = sim.state.requests.length
    expect(await verifyZip(api, '8030')).toEqual({ valid: false, message: VALIDATION_MESSAGES.zipFormat })
    expect(sim.state.requests).toHaveLength(asked)
    expect(await verifyZip(api, '00001')).toEqual({ valid: false, message: ZIP_NOT_ACCEPTABLE_MESSAGE })
    sim.state.faults.push({ path: GAMES_PATHS.zipToCity, status: 200, body: { geo: { address2: home().city, region: ' ' } }, times: 1 })
    expect(await verifyZip(api, home().zipCode)).toEqual({ valid: false, message: VALIDATION_MESSAGES.zipNotFound })
    sim.state.faults.push({ path: GAMES_PATHS.zipToCity, status: 200, body: ['not a reply'], times: 1 })
    expect(await verifyZip(api, home().zipCode)).toEqual({ valid: false, message: FALLBACK_MESSAGE })
  })
})
