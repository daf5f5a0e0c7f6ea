// The game grid's Bonus Path probe across page views: each store on one storage is "the same page opened again".
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { memoryStorage } from '../../../test/support/storage'
import { simApi } from '../../../test/support/sim-api'
import type { ShopperInfo } from '../../io/api/session'
import { writeStored } from '../../io/persisted'
import { createSafeStorage, type SafeStorage } from '../../io/storage'
import { OFFER_PATHS } from '../../rules/endpoints'
import { bonusPathAnswer } from '../../rules/games/bonus-path'
import { createGamesStore } from './games'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const MIN = 60_000
let sim: Sim
let shopper: ShopperInfo
let storage: SafeStorage
const log = { warn: vi.fn(), error: vi.fn() }

/** One page view: a new games store on the shared storage, loaded at `at`; answers whether the section shows. */
async function visit(options: { at?: number; storeId?: string; userType?: string; search?: string } = {}): Promise<boolean | undefined> {
  const viewer = { ...shopper, storeId: options.storeId ?? shopper.storeId, userType: options.userType ?? shopper.userType }
  const { api } = simApi(sim, { token: viewer.token, userType: viewer.userType, storeId: viewer.storeId })
  const now = options.at ?? NOW
  const games = createGamesStore({
    api: () => api,
    shopper: () => viewer,
    storage,
    search: () => options.search ?? '',
    now: () => now,
    utcOffsetMinutes: () => 0,
    log,
  })
  await games.load()
  return games.$programsLoad.get().data?.bonusPath
}
const probes = () => sim.state.requests.filter((r) => r.path.endsWith(OFFER_PATHS.companionGallery)).length

beforeEach(async () => {
  log.warn.mockReset()
  sim = createSim({ clock: () => NOW, now: NOW })
  const session = await signIn(sim, { userType: 'C' })
  shopper = { token: session.token, userType: 'C', storeId: '1100', uuid: 'u', j4u: {}, unattendedDeliveryIsEnabled: false }
  storage = createSafeStorage(() => memoryStorage())
})

describe('the Bonus Path probe between page views [GAM-049]', () => {
  test('a repeat visit within 120 minutes shows the same section and asks the companion gallery nothing [CPN-080]', async () => {
    expect(await visit()).toBe(true)
    expect(probes()).toBe(1)
    expect(await visit({ at: NOW + 119 * MIN })).toBe(true)
    expect(probes()).toBe(1)
  })

  test('a "no bonus-path offers" answer is kept too', async () => {
    sim.state.offers = sim.state.offers.filter((o) => o.qualificationBehavior === undefined && o.bonusPathStatus === undefined)
    expect(await visit()).toBe(false)
    expect(await visit()).toBe(false)
    expect(probes()).toBe(1)
  })

  test('asks again once 120 minutes have passed [CPN-080]', async () => {
    await visit()
    await visit({ at: NOW + 120 * MIN })
    expect(probes()).toBe(2)
  })

  test('asks again on another store and with couponsClipped in the address [CPN-081] [CPN-082]', async () => {
    await visit()
    await visit({ storeId: '2002' })
    expect(probes()).toBe(2)
    await visit({ storeId: '2002', search: '?couponsClipped=1' })
    expect(probes()).toBe(3)
    await visit({ storeId: '2002', search: '?couponsClipped=0' })
    expect(probes()).toBe(3)
  })

  test('asks again after the shopper signed in or out since the answer was kept [CPN-083]', async () => {
    writeStored(storage, 'bonusPath', bonusPathAnswer(false, { storeId: '1100', authorised: false }, NOW))
    expect(await visit()).toBe(true)
    expect(probes()).toBe(1)
    expect(await visit()).toBe(true)
    expect(probes()).toBe(1)
  })

  test('a failed read is not kept: the next visit asks again', async () => {
    sim.state.faults.push({ path: OFFER_PATHS.companionGallery, status: 500, body: {} })
    expect(await visit()).toBe(false)
    expect(log.warn).toHaveBeenCalled()
    sim.state.faults.length = 0
    const failed = probes()
    expect(await visit()).toBe(true)
    expect(await visit()).toBe(true)
    expect(probes()).toBe(failed + 1)
  })
})
