/**
 * The page's games store, created on first use by a Play & Earn widget (game grid, play-earn area) and
 * shared by all of them, wired to the runtime's io and the signed-in shopper.
 */
import { createGamesStore, type GamesStore } from '../stores/games'
import type { Runtime } from './index'
import { runtimeStore } from './slots'

export const GAMES_STORE_SLOT = 'games'

export function gamesStoreOf(runtime: Runtime): GamesStore {
  return runtimeStore(runtime, GAMES_STORE_SLOT, (rt) =>
    createGamesStore({
      api: () => rt.api,
      shopper: () => rt.session.$session.get().shopper,
      storage: rt.storage,
    }),
  )
}
