/**
 * Reads of the games store that mark things on its pages rather than load them (000 §7): the prizes of a game
 * the shopper has redeemed, from its prize transactions (GAM-016, API-009), and a game's sweepstakes wins read
 * on its own (API-012). Part of createGamesStore (games.ts), apart to keep each file short.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import { fetchPrizeTransactions, fetchSweepstakeWinners } from '../../io/games/games'
import { redeemedPrizeIds } from '../../rules/games/prizes'
import type { SweepstakesWin } from '../../rules/games/sweepstakes'

export function createGameReads(deps: { api: () => ApiClient; context: () => { uuid: string }; log: Pick<Console, 'warn'> }) {
  const { context, log } = deps
  /** Wins read per game with the sweepstake-winner call (API-012): a draw after the programs were read. */
  const $gameWins = atom<SweepstakesWin[]>([])
  const $redeemed = new Map<string, WritableAtom<ReadonlySet<string>>>()
  const redeemedReads = new Map<string, Promise<void>>()

  function redeemedOf(programCode: string): ReadableAtom<ReadonlySet<string>> {
    let $set = $redeemed.get(programCode)
    if (!$set) {
      $set = atom<ReadonlySet<string>>(new Set())
      $redeemed.set(programCode, $set)
    }
    return $set
  }

  /** The game's prizes the shopper has redeemed (GAM-016, API-009): its COMPLETED transactions. A failed read is logged and marks none. */
  function loadRedeemed(programCode: string): Promise<void> {
    const { uuid } = context()
    if (!uuid) return Promise.resolve()
    // Concurrent callers (a page mounting twice) share one read.
    let read = redeemedReads.get(programCode)
    if (!read) {
      read = fetchPrizeTransactions(deps.api(), { uuid, programCode })
        .then(
          (transactions) => (redeemedOf(programCode) as WritableAtom<ReadonlySet<string>>).set(redeemedPrizeIds(transactions)),
          (error: unknown) => log.warn('[aisle] the prize transactions could not be read; no prize is marked redeemed', error),
        )
        .finally(() => redeemedReads.delete(programCode))
      redeemedReads.set(programCode, read)
    }
    return read
  }

  /** A game's undisplayed sweepstakes wins (API-012, GAM-023, GAM-024), added to the win notice's; a failed read is logged. */
  async function loadGameWins(programCode: string): Promise<void> {
    try {
      const wins = (await fetchSweepstakeWinners(deps.api(), programCode)).map((w) => ({ ...w, programCode: w.programCode ?? programCode }))
      const known = $gameWins.get()
      $gameWins.set([...known, ...wins.filter((w) => !known.some((k) => k.prizeId === w.prizeId))])
    } catch (error) {
      log.warn("[aisle] a game's sweepstakes winners could not be read", error)
    }
  }

  return { $gameWins, loadGameWins, redeemedOf, loadRedeemed }
}
