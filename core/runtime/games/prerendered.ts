/**
 * A personally prerendered game grid's data (widgets/game-grid/game-grid.prerender.tsx): the games store's read made on the server for
 * the signed-in shopper. The element's hydrate step puts it into the page's games store, validated by the store's own
 * normalisers (core/stores/games/seed.ts), so the grid's first render is its markup and the page reads the games no second time.
 */
import { seedGamesStore } from '../../stores/games/seed'
import { changedSinceServedFor } from '../cross-tab'
import type { Runtime } from '../index'
import { runSlots } from '../slots'
import { GAMES_STORE_SLOT, gamesStoreOf } from './games'

/**
 * Seeded, the grid hydrates from what its markup shows. When the page may be out of date by then (restored from the
 * back/forward cache, another tab's opt-in, a sign-out, all before the grid's code arrived), it then reads the games
 * again, as a hydrated grid did on that change.
 */
export function seedPrerenderedGames(runtime: Runtime, data: unknown): void {
  seedGamesStore(gamesStoreOf(runtime), data)
  if (changedSinceServedFor(runtime)) runSlots(runtime, 'refresh', GAMES_STORE_SLOT.name)
}
