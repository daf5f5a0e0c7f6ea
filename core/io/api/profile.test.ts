// The profile calls of core/io/api/profile.ts against the in-process simulator.
import { beforeEach, describe, expect, test } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { CITIES, type SimUser } from '../../../sim/data'
import { SIM_PROFILE_MESSAGES, SIM_SUBSCRIPTIONS } from '../../../sim/routes/profile'
import { signIn } from '../../../sim/testing'
import { DEFAULT_PROFILE_CUSTOMER_ID, GAMES_PATHS, GAMES_QUERY } from '../../rules/endpoints'
import { pageConfig } from '../../test-support/api'
import { createMemoryCookieJar } from '../cookies'
import { type ApiClient, createApiClient } from './client'
import { isApiError } from './errors'
import { fetchHouseholdProfile, fetchProfileSummary, lookupZip, saveDeliveryAddress } from './profile'

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
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e)
const home = () => CITIES.find((p) => p.zipCode === user.zipCode)!

describe('profile', () => {
  test('[API-018] the summary is asked with fl=preferences,address,loyalty and read with its address list', async () => {
    const profile = await fetchProfileSummary(api, user.customerId)
    expect(last()).toMatchObject({ path: `/abs/qa1${GAMES_PATHS.profile(user.customerId)}`, query: { fl: GAMES_QUERY.profileFields } })
    expect(profile).toMatchObject({ firstName: user.firstName, lastName: user.lastName, customerType: 'C', phoneNumber: user.phoneNumber, primaryemail: user.email })
    expect(profile.addresses).toEqual(user.addresses.map((a) => ({ address2: undefined, ...a })))
  })

  test('[API-019] the household profile is asked with fl=HOUSEHOLD and hhSubs=true', async () => {
    const household = await fetchHouseholdProfile(api, user.customerId)
    expect(last().query).toEqual({ fl: GAMES_QUERY.householdFields, hhSubs: 'true' })
    expect(household).toMatchObject({ subscriptionValue: SIM_SUBSCRIPTIONS.C, profileErrors: [], phones: [{ phoneNumber: user.phoneNumber, type: 'MOBILE', primary: true }] })
    expect(household.effectiveTimePeriods).toEqual([{ startDate: expect.any(String), endDate: expect.any(String) }])
    expect(household.optin.email).toBe(true)
  })

  test('[API-020] without a customer id both profile calls use customer id 1', async () => {
    const summary = await fetchProfileSummary(api, undefined)
    expect(last().path).toBe(`/abs/qa1${GAMES_PATHS.profile(DEFAULT_PROFILE_CUSTOMER_ID)}`)
    expect(last().path).toContain(`/customers/${DEFAULT_PROFILE_CUSTOMER_ID}/profile`)
    expect(summary.firstName).toBe(user.firstName)
    await fetchHouseholdProfile(api, '')
    expect(last().path).toContain(`/customers/${DEFAULT_PROFILE_CUSTOMER_ID}/profile`)
  })
})

describe('delivery address', () => {
  const address = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Main St', city: '', state: '', zipCode: '' }

  test('[API-021] is saved through the POST profile variant and answered with its addressId', async () => {
    const input = { ...address, city: home().city, state: home().state, zipCode: home().zipCode }
    const saved = await saveDeliveryAddress(api, user.customerId, input)
    expect(last()).toMatchObject({ method: 'POST', path: `/abs/qa1${GAMES_PATHS.deliveryAddressProfile(user.customerId)}`, body: input })
    expect(saved).toMatchObject({ ...input, addressId: expect.any(String) })
    expect((await fetchProfileSummary(api, user.customerId)).addresses.at(-1)).toEqual(saved)
  })

  test('a refused address reaches the caller as an ApiError with the status and the first error message in its body', async () => {
    const unknown = await failure(saveDeliveryAddress(api, user.customerId, { ...address, city: 'Nowhere', state: 'CA', zipCode: '00001' }))
    expect(isApiError(unknown) && unknown.status).toBe(406)
    expect(isApiError(unknown) && (unknown.details.body as { errors: { message: string }[] }).errors[0]?.message).toBe(SIM_PROFILE_MESSAGES.noDelivery('00001'))
    const missing = await failure(saveDeliveryAddress(api, user.customerId, { ...address, zipCode: '1' }))
    expect(isApiError(missing) && missing.status).toBe(400)
  })
})

describe('zip lookup', () => {
  test('[API-022] sends zipcode and reads the city from geo.address2 and the state from geo.region', async () => {
    const place = CITIES[3]
    expect(await lookupZip(api, place.zipCode)).toEqual({ city: place.city, state: place.state })
    expect(last()).toMatchObject({ path: `/abs/qa1${GAMES_PATHS.zipToCity}`, query: { zipcode: place.zipCode } })
  })

  test('an unknown zip is an ApiError with status 406; a malformed one a 404 carrying the geo error', async () => {
    const unknown = await failure(lookupZip(api, '00001'))
    expect(isApiError(unknown) && unknown.status).toBe(406)
    const malformed = await failure(lookupZip(api, 'abc'))
    expect(isApiError(malformed) && malformed.status).toBe(404)
    expect(isApiError(malformed) && (malformed.details.body as { geo: { errors: { message: string }[] } }).geo.errors[0]?.message).toBe(SIM_PROFILE_MESSAGES.badZip)
  })
})
