/**
 * The games store seeded with a personally prerendered page's read (aisle/prerender, for the signed-in shopper whose
 * session cookie the page was asked with): the programs, their points, the flags and the Bonus Path answer, read on
 * the server as the store's own load reads them. Seeded, the store's first load reads nothing (its data is ready), so
 * the grid hydrates from the same data its markup was rendered from and the page reads the games no second time.
 */
import { type GamesFlags, normaliseGamesFlags } from '../../rules/games/flags'
import { normaliseProgramsResponse, type ProgramsResponse } from '../../rules/games/grid'
import { normalisePointsEntries, type PointsEntry } from '../../rules/games/points'
import { fieldsOf, listOf, optionalText } from '../../rules/reply-values'
import type { SweepstakesWin } from '../../rules/games/sweepstakes'
import type { GamesStore } from './games'

export interface GamesSeed {
  response: ProgramsResponse
  points: PointsEntry[]
  bonusPath: boolean
  flags: GamesFlags
}

/** The wins the store kept (already the undisplayed ones, GAM-023): each with its prizeId. */
const winsOf = (raw: unknown): SweepstakesWin[] =>
  listOf(raw).flatMap((item) => {
    const f = fieldsOf(item)
    const prizeId = optionalText(f.prizeId)
    return prizeId ? [{ prizeId, programCode: optionalText(f.programCode) }] : []
  })

/** The data, read again by the store's own normalisers (what the HTML carried is not trusted as typed), or undefined. */
export function gamesSeedOf(data: unknown): GamesSeed | undefined {
  const { response, points, bonusPath, flags } = fieldsOf(data)
  if (typeof bonusPath !== 'boolean' || !Array.isArray(points) || typeof flags !== 'object' || flags === null) return undefined
  const r = fieldsOf(response)
  if (!Array.isArray(r.storePrograms) || !Array.isArray(r.userOptedInPrograms)) return undefined
  return {
    response: { ...normaliseProgramsResponse({ ...r, sweepstakesWinners: [] }), sweepstakesWinners: winsOf(r.sweepstakesWinners) },
    points: normalisePointsEntries(points),
    bonusPath,
    flags: normaliseGamesFlags(flags),
  }
}

/** What a loaded store holds, as a seed (the server's side: widgets/game-grid/game-grid.prerender.tsx); undefined until its load is ready. */
export function gamesSeedFrom(store: Pick<GamesStore, '$programsLoad' | '$flags'>): GamesSeed | undefined {
  const data = store.$programsLoad.get().data
  return store.$programsLoad.get().status === 'ready' && data ? { ...data, flags: store.$flags.get() } : undefined
}

/** Seeds a store that has read nothing yet (a second prerendered grid on the page, or a store already loading, keeps its own). */
export function seedGamesStore(store: Pick<GamesStore, '$programsLoad' | '$flags'>, data: unknown): void {
  const seed = gamesSeedOf(data)
  if (!seed || store.$programsLoad.get().status !== 'idle') return
  const { flags, ...programs } = seed
  store.$flags.set(flags)
  store.$programsLoad.set({ status: 'ready', data: programs })
}
