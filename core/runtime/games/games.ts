/**
 * The page's games store, created on first use by a Play & Earn widget (game grid, play-earn area) and
 * shared by all of them, wired to the runtime's io and the signed-in shopper.
 */
import { isAuthorisedForGames } from '../../rules/session'
import { createGamesStore, type GamesStore } from '../../stores/games/games'
import { announceToOtherTabs } from '../cross-tab'
import type { Runtime } from '../index'
import { runtimeStore, slotKey } from '../slots'

type RefreshableGamesStore = GamesStore & { refresh(): void }

/** Another tab's opt-in or redemption, or a back/forward-cache restore: the programs and points are read again. */
export const GAMES_STORE_SLOT = slotKey<RefreshableGamesStore>('games', { refresh: (store) => store.refresh() })

export function gamesStoreOf(runtime: Runtime): GamesStore {
  return runtimeStore(runtime, GAMES_STORE_SLOT, (rt) => {
    const store = createGamesStore({
      api: () => rt.api,
      shopper: () => rt.session.$session.get().shopper,
      storage: rt.storage,
      search: () => rt.win.location.search,
    })
    // Another tab's opt-in or redemption (core/runtime/cross-tab.ts): the programs and points are read again.
    const announced =
      <A extends unknown[], R extends { ok: boolean }>(action: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const result = await action(...args)
        if (result.ok) announceToOtherTabs(rt, GAMES_STORE_SLOT)
        return result
      }
    // After the session settles: a page seeded with a prerendered read shows its games before then, and may be left
    // (and restored) before it settled.
    const refresh = () => {
      if (store.$programsLoad.get().status === 'idle') return
      void rt.session.start().then(({ shopper }) => {
        if (shopper?.token && isAuthorisedForGames(shopper.userType)) void store.load({ force: true })
      })
    }
    return { ...store, optIn: announced(store.optIn), redeem: announced(store.redeem), refresh }
  })
}
