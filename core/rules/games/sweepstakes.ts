/**
 * Sweepstakes wins (000 §3, §4, §7): winners with displayed true are not shown; a win the shopper
 * acknowledges is sent back with displayed true and never shown again (GAM-023..026, API-012, API-013).
 */
import { CONGRATULATIONS, GOT_IT_DONT_SHOW_AGAIN } from './texts'
import { fieldsOf, listOf, optionalBoolean, optionalText } from './values'

export interface SweepstakesWin {
  prizeId: string
  /** Sent by the sweepstake-winner call; the programs response's winners carry only displayed and prizeId. */
  programCode: string | undefined
}

export interface RawSweepstakesWinner {
  displayed?: unknown
  prizeId?: unknown
  programCode?: unknown
}

/**
 * The wins still to show (GAM-023, GAM-024, API-012): only entries whose displayed is false are kept
 * (a missing or unreadable displayed is not false, so it is not shown: a notice must never repeat a win
 * the shopper already dismissed). One notice per prize.
 */
export function undisplayedWins(raw: unknown): SweepstakesWin[] {
  const wins: SweepstakesWin[] = []
  for (const item of listOf(raw)) {
    const f = fieldsOf(item)
    const prizeId = optionalText(f.prizeId)
    if (!prizeId || optionalBoolean(f.displayed) !== false || wins.some((w) => w.prizeId === prizeId)) continue
    wins.push({ prizeId, programCode: optionalText(f.programCode) })
  }
  return wins
}

/**
 * Wins to show now (GAM-026): the server's undisplayed wins minus those acknowledged on this device. The
 * acknowledged ids are kept by the store across reloads, so a win stays hidden even when the
 * acknowledgement call failed (gap A12) and is retried on the next load.
 */
export function winsToShow(wins: readonly SweepstakesWin[], acknowledgedPrizeIds: ReadonlySet<string>): SweepstakesWin[] {
  return wins.filter((w) => !acknowledgedPrizeIds.has(w.prizeId))
}

/** A win's program code, from the win itself or from the prize it names (the programs response omits it). */
export function withProgramCode(
  win: SweepstakesWin,
  prizes: readonly { prizeId: string; programCode?: string | undefined }[],
): SweepstakesWin {
  if (win.programCode) return win
  return { ...win, programCode: prizes.find((p) => p.prizeId === win.prizeId)?.programCode }
}

/** The acknowledgement body, exactly {displayed: true, prizeId, programCode} (GAM-025, API-013). */
export function acknowledgementBody(win: { prizeId: string; programCode: string }) {
  return { displayed: true as const, prizeId: win.prizeId, programCode: win.programCode }
}

/** The acknowledged set after one more acknowledgement (a new set: stores replace, never mutate). */
export function acknowledge(acknowledgedPrizeIds: ReadonlySet<string>, prizeId: string): Set<string> {
  return new Set([...acknowledgedPrizeIds, prizeId])
}

/** The win notice (GAM-043, GAM-044): 'Congratulations!' and the dismiss-for-good button. */
export function winNotice(win: SweepstakesWin, prize?: { name: string }) {
  return { heading: CONGRATULATIONS, prizeName: prize?.name, dismissLabel: GOT_IT_DONT_SHOW_AGAIN, prizeId: win.prizeId }
}
