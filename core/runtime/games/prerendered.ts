/**
 * A personally prerendered game grid's data (widgets/game-grid/game-grid.prerender.tsx): the games store's read made on the server for
 * the signed-in shopper. The element's hydrate step puts it into the page's games store, validated by the store's own
 * normalisers (core/stores/games/seed.ts), so the grid's first render is its markup and the page reads the games no second time.
 */
import { seedGamesStore } from '../../stores/games/seed'
import type { Runtime } from '../index'
import { gamesStoreOf } from './games'

export function seedPrerenderedGames(runtime: Runtime, data: unknown): void {
  seedGamesStore(gamesStoreOf(runtime), data)
}
