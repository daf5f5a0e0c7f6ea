/**
 * What a shopper does in Play & Earn (GAM-002, GAM-005, GAM-007, GAM-025, GAM-026, GAM-046, GAM-050): opt
 * in, redeem, acknowledge a sweepstakes win, dismiss how-it-works. Each action answers a result the view
 * shows (the catalogue's message on failure, ERR-001..007); a second press while one is running shares it.
 */
import type { WritableAtom } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import { acknowledgeHowItWorks, acknowledgeSweepstakesWin, optInToProgram, type RedemptionResult, redeemPrize } from '../../io/games/games'
import { type SafeStorage, writeJson } from '../../io/storage'
import type { ProgramsResponse } from '../../rules/games/grid'
import type { PointsEntry } from '../../rules/games/points'
import type { Prize } from '../../rules/games/prizes'
import { acknowledge, type SweepstakesWin } from '../../rules/games/sweepstakes'
import { isApiError } from '../../io/api/errors'
import { FALLBACK_MESSAGE } from '../../rules/errors'

/** Where the acknowledged win ids are kept across reloads (GAM-026, gap A12). */
export const ACKNOWLEDGED_WINS_KEY = 'aisle:games:acknowledgedWins'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A read from the server: its data once ready, the shopper-facing message when it failed. */
export interface Load<T> {
  status: LoadStatus
  data?: T
  error?: string
}

/** The shopper-facing text of a failure: the catalogue's message for a games call (ERR-001..007), else the fallback. */
export const messageOf = (error: unknown): string => (isApiError(error) ? error.userMessage : FALLBACK_MESSAGE)

export type ActionResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string }

interface ActionDeps {
  api: () => ApiClient
  storage: SafeStorage
  log: Pick<Console, 'warn'>
  context: () => { storeId: string }
  $programsLoad: WritableAtom<Load<{ response: ProgramsResponse; points: PointsEntry[] }>>
  $acknowledged: WritableAtom<ReadonlySet<string>>
  $howItWorksDismissed: WritableAtom<ReadonlySet<string>>
  refreshPoints: () => Promise<void>
}

export function createGamesActions(deps: ActionDeps) {
  const running = new Map<string, Promise<ActionResult<unknown>>>()

  /** One run per key: a double click gets the first click's result, not a second call. */
  function once<T>(key: string, run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
    const existing = running.get(key)
    if (existing) return existing as Promise<ActionResult<T>>
    const promise = run().finally(() => running.delete(key))
    running.set(key, promise as Promise<ActionResult<unknown>>)
    return promise
  }

  /**
   * Opt in (GAM-002, API-015): on success the program joins userOptedInPrograms, so it is In Progress
   * at once (GAM-018), and the points are read again (the server creates a zero entry).
   */
  function optIn(programCode: string): Promise<ActionResult> {
    return once(`optin:${programCode}`, async () => {
      try {
        const updated = await optInToProgram(deps.api(), { programCode, storeId: deps.context().storeId })
        const load = deps.$programsLoad.get()
        if (load.data) {
          const joined = { ...updated, code: programCode }
          const response = {
            ...load.data.response,
            userOptedInPrograms: [...load.data.response.userOptedInPrograms.filter((p) => p.code !== programCode), joined],
          }
          deps.$programsLoad.set({ ...load, data: { ...load.data, response } })
        }
        await deps.refreshPoints()
        return { ok: true, value: undefined }
      } catch (error) {
        return { ok: false, message: messageOf(error) }
      }
    })
  }

  /** Redeem a prize (GAM-005, API-017); refusals show the server's message (ERR-004). Points are read again after. */
  function redeem(prize: Pick<Prize, 'prizeId' | 'prizeType' | 'programCode'>): Promise<ActionResult<RedemptionResult>> {
    return once(`redeem:${prize.prizeId}`, async () => {
      try {
        const result = await redeemPrize(deps.api(), {
          programCode: prize.programCode ?? '',
          prizeId: prize.prizeId,
          prizeType: prize.prizeType,
          storeId: deps.context().storeId,
        })
        await deps.refreshPoints()
        return { ok: true, value: result }
      } catch (error) {
        return { ok: false, message: messageOf(error) }
      }
    })
  }

  /**
   * "Got it, don't show again" (GAM-025, GAM-026): the win is hidden at once and for good on this device,
   * then sent with displayed true. A failed call is logged; the win stays hidden (gap A12).
   */
  async function acknowledgeWin(win: SweepstakesWin): Promise<void> {
    const next = acknowledge(deps.$acknowledged.get(), win.prizeId)
    deps.$acknowledged.set(next)
    writeJson(deps.storage, ACKNOWLEDGED_WINS_KEY, [...next])
    if (!win.programCode) {
      deps.log.warn('[aisle] a sweepstakes win without a program code is acknowledged on this device only', win.prizeId)
      return
    }
    try {
      await acknowledgeSweepstakesWin(deps.api(), { prizeId: win.prizeId, programCode: win.programCode })
    } catch (error) {
      deps.log.warn('[aisle] the sweepstakes win acknowledgement failed; it stays hidden here', error)
    }
  }

  /** 'Got it' on how-it-works (GAM-046, GAM-050): hidden at once, then POST update/howitworks. */
  async function dismissHowItWorks(programCode: string): Promise<void> {
    deps.$howItWorksDismissed.set(new Set([...deps.$howItWorksDismissed.get(), programCode]))
    try {
      await acknowledgeHowItWorks(deps.api(), programCode)
    } catch (error) {
      deps.log.warn('[aisle] the how-it-works acknowledgement failed', error)
    }
  }

  return { optIn, redeem, acknowledgeWin, dismissHowItWorks }
}
