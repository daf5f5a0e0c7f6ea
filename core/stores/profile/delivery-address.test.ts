// The delivery address form store (core/stores/profile/delivery-address.ts) against the in-process simulator: the zip
// lookup waits for typing to pause (SHL-045) and decides the zip (PRF-008); the save and its refusals (PRF-014).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { CITIES, type SimUser } from '../../../sim/data'
import { signIn } from '../../../sim/testing'
import { createMemoryCookieJar } from '../../io/cookies'
import { type ApiClient, createApiClient } from '../../io/api/client'
import { GAMES_PATHS } from '../../rules/endpoints'
import { DEFAULT_DEBOUNCE_MS } from '../../rules/pages'
import { VALIDATION_MESSAGES } from '../../rules/profile/errors'
import { pageConfig } from '../../../test/support/api'
import { createDeliveryAddressStore, type DeliveryAddressStore } from './delivery-address'

let sim: Sim
let api: ApiClient
let user: SimUser
let store: DeliveryAddressStore
const BOULDER = CITIES.find((c) => c.zipCode === '80302')!
const lookups = () => sim.state.requests.filter((r) => r.path.endsWith(GAMES_PATHS.zipToCity))
const posts = () => sim.state.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/profile'))

beforeEach(async () => {
  sim = createSim()
  const { token } = await signIn(sim, { userType: 'C' })
  user = sim.state.users.find((u) => u.key === 'C') as SimUser
  api = createApiClient({
    config: pageConfig('freshway.localhost'),
    session: { current: () => ({ token, userType: 'C', storeId: user.storeId }), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: (input, init) => sim.fetch(new Request(input, init)),
  })
  store = createDeliveryAddressStore({ api: () => api, customerId: () => user.customerId, log: { warn: () => {} } })
  await store.load()
})

afterEach(() => {
  store.dispose()
  vi.useRealTimers()
})

/** Types `text` into the zip field one key at a time, `gapMs` apart. */
async function typeZip(text: string, gapMs: number) {
  for (let i = 1; i <= text.length; i++) {
    store.setField('zipCode', text.slice(0, i))
    await vi.advanceTimersByTimeAsync(gapMs)
  }
}

describe('zip lookup', () => {
  it(`asks nothing while keys come less than ${DEFAULT_DEBOUNCE_MS} ms apart, then once for the last value [SHL-045] [PRF-008]`, async () => {
    vi.useFakeTimers()
    await typeZip('80302-1234', DEFAULT_DEBOUNCE_MS - 1)
    expect(lookups()).toHaveLength(0)
    expect(store.$zip.get()).toEqual({ status: 'idle' })
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(store.$zip.get().status).toBe('valid'))
    expect(lookups().map((r) => r.query)).toEqual([{ zipcode: '80302' }])
    expect(store.$zip.get()).toEqual({ status: 'valid', zip: '80302', city: BOULDER.city, state: BOULDER.state })
    expect(store.$form.get().values).toMatchObject({ city: BOULDER.city, state: BOULDER.state, zipCode: '80302-1234' })
  })

  it('drops the answer for a zip the shopper has since changed [PRF-008]', async () => {
    vi.useFakeTimers()
    sim.state.faults.push({ path: GAMES_PATHS.zipToCity, delayMs: 50 })
    store.setField('zipCode', BOULDER.zipCode)
    await vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS + 10)
    expect(store.$zip.get()).toEqual({ status: 'checking', zip: BOULDER.zipCode })
    store.setField('zipCode', '8030')
    await vi.advanceTimersByTimeAsync(100)
    expect(store.$form.get().values.city).toBe('')
    await vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS)
    expect(store.$zip.get()).toEqual({ status: 'invalid', zip: '8030', message: VALIDATION_MESSAGES.zipFormat })
  })
})

describe('save', () => {
  const fill = () => {
    for (const [f, v] of [
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['address', '1 Main St'],
      ['zipCode', BOULDER.zipCode],
    ] as const)
      store.setField(f, v)
  }

  it('looks the zip up itself when the pause has not come yet, then saves [PRF-008] [PRF-014]', async () => {
    fill()
    store.setField('state', BOULDER.state)
    store.setField('city', BOULDER.city)
    await store.save(true)
    expect(lookups()).toHaveLength(1)
    expect(posts()).toHaveLength(1)
    expect(store.$save.get()).toMatchObject({ status: 'saved', address: { city: BOULDER.city, zipCode: BOULDER.zipCode } })
    expect(store.$form.get().addressId).toBe(user.addresses.at(-1)?.addressId)
  })

  it('sends nothing for an untrusted press or a zip the lookup cannot place [PRF-008]', async () => {
    fill()
    store.setField('state', 'CO')
    store.setField('city', 'Boulder')
    await store.save(false)
    expect(posts()).toHaveLength(0)
    store.setField('zipCode', '10001')
    await store.save(true)
    expect(posts()).toHaveLength(0)
    expect(store.$form.get().errors.zipCode).toBe('Not Acceptable')
    expect(store.$form.get().values).toMatchObject({ firstName: 'Ada', address: '1 Main St', zipCode: '10001' })
  })
})
