// The games store seeded with a prerendered page's read (aisle/prerender for a signed-in shopper): the grid's first
// load reads nothing more, and what the HTML carried is read again by the store's own normalisers.
import { describe, expect, it } from 'vitest'
import { createSim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { simApi } from '../../../test/support/sim-api'
import { createSafeStorage } from '../../io/storage'
import { GAMES_PATHS } from '../../rules/endpoints'
import { createGamesStore } from './games'
import { gamesSeedFrom, gamesSeedOf, seedGamesStore } from './seed'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const quiet = { warn: () => {}, error: () => {} }

async function page() {
  const sim = createSim({ clock: () => NOW, now: NOW })
  const session = await signIn(sim, { userType: 'C' })
  const uuid = sim.state.users.find((u) => u.key === 'C')?.uuid ?? ''
  const shopper = { token: session.token, userType: 'C', storeId: '1100', uuid, j4u: {}, unattendedDeliveryIsEnabled: false }
  const client = simApi(sim, { token: shopper.token, userType: 'C', storeId: '1100' })
  const store = () =>
    createGamesStore({
      api: () => client.api,
      shopper: () => shopper,
      storage: createSafeStorage(() => undefined, quiet),
      now: () => NOW,
      log: quiet,
    })
  const programReads = () => client.sent.filter((r) => new URL(r.url).pathname.endsWith(GAMES_PATHS.programs)).length
  return { store, programReads, sent: client.sent }
}

describe('games store seeded by a prerendered page', () => {
  it('takes the read the grid was rendered from: the same programs, points and flags, and its first load reads nothing [GAM-001] [GAM-003] [GAM-011]', async () => {
    const { store, sent } = await page()
    const server = store()
    await server.load()
    const seed = gamesSeedFrom(server)
    expect(seed).toBeDefined()
    const before = sent.length
    const client = store()
    // As the element receives it: through the HTML's JSON.
    seedGamesStore(client, JSON.parse(JSON.stringify(seed)))
    expect(client.$programsLoad.get().status).toBe('ready')
    expect(client.$programs.get()).toEqual(server.$programs.get())
    expect(client.$flags.get()).toEqual(server.$flags.get())
    expect(client.$wins.get()).toEqual(server.$wins.get())
    await client.load()
    expect(sent.length).toBe(before)
  })

  it('reads again what the HTML carried: data of another shape seeds nothing and the first load reads the games [GAM-001]', async () => {
    const { store, programReads } = await page()
    for (const data of [
      undefined,
      null,
      'x',
      { response: { storePrograms: 'x' }, points: [], bonusPath: true, flags: {} },
      { points: [] },
    ]) {
      expect(gamesSeedOf(data)).toBeUndefined()
      const client = store()
      seedGamesStore(client, data)
      expect(client.$programsLoad.get().status).toBe('idle')
    }
    const client = store()
    seedGamesStore(client, { response: { storePrograms: [], userOptedInPrograms: [] }, points: 'x', bonusPath: true, flags: {} })
    await client.load()
    expect(programReads()).toBe(1)
  })

  it('keeps a store that has read already (a second prerendered grid on the page seeds nothing over it)', async () => {
    const { store } = await page()
    const first = store()
    await first.load()
    const seed = gamesSeedFrom(first)!
    const other = store()
    other.$programsLoad.set({ status: 'loading' })
    seedGamesStore(other, seed)
    expect(other.$programsLoad.get()).toEqual({ status: 'loading' })
    expect(gamesSeedFrom(other)).toBeUndefined()
  })
})
