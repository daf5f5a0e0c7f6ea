/**
 * $programs and friends: the Play & Earn area's state (GAM rows). Programs with their points, the
 * flags, prizes per program, one prize's details, activity, post-game details, the left navigation and
 * the sweepstakes wins still to show. Everything is read through core/io/games/games.ts and shaped by
 * core/rules/games; the actions (opt in, redeem, acknowledge, how-it-works) are in games/actions.ts.
 * One instance per page, created lazily by core/runtime/games/games.ts with injected io.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import {
  fetchBonusPathAvailable,
  fetchGameActivity,
  fetchGamesFlags,
  fetchNavigation,
  fetchPostGameDetails,
  fetchPrize,
  fetchPrizes,
  fetchProgramPoints,
  fetchPrograms,
  fetchRewardsHistory,
  type PostGameDetails,
} from '../../io/games/games'
import type { ShopperInfo } from '../../io/api/session'
import { readJson, type SafeStorage, writeJson } from '../../io/storage'
import { couponPageQuery } from '../../rules/coupons/page-params'
import { type ActivityEntry, combineActivity } from '../../rules/games/activity'
import { BONUS_PATH_STORAGE_KEY, type BonusPathAsk, bonusPathAnswer, storedBonusPathAnswer } from '../../rules/games/bonus-path'
import { DEFAULT_GAMES_FLAGS, type GamesFlags } from '../../rules/games/flags'
import { buildPrograms, type ProgramsResponse } from '../../rules/games/grid'
import type { Navigation } from '../../rules/games/navigation'
import type { PointsEntry } from '../../rules/games/points'
import type { Prize } from '../../rules/games/prizes'
import type { Program } from '../../rules/games/program'
import { isAuthorisedForStorefront } from '../../rules/session'
import { type CalendarDay, localCalendarDay } from '../../rules/games/status'
import { type SweepstakesWin, winsToShow, withProgramCode } from '../../rules/games/sweepstakes'
import { ACKNOWLEDGED_WINS_KEY, createGamesActions, type Load, messageOf } from './actions'
import { createGameReads } from './reads'

export { ACKNOWLEDGED_WINS_KEY, type ActionResult, type Load, type LoadStatus, messageOf } from './actions'

export interface GamesDeps {
  api: () => ApiClient
  /** The signed-in shopper (user info), for storeId, userType, uuid and the token. */
  shopper: () => ShopperInfo | undefined
  storage: SafeStorage
  /** The page address's query: its couponsClipped drops the stored Bonus Path answer as it drops the gallery (CPN-082). */
  search?: () => string
  now?: () => number
  /** The shopper's offset from UTC in minutes, east positive (default: this machine's). */
  utcOffsetMinutes?: () => number
  log?: Pick<Console, 'warn' | 'error'>
}

interface ProgramsData {
  response: ProgramsResponse
  points: PointsEntry[]
  /** The store has bonus-path offers for the shopper, and the bonus path flag is on (GAM-049). */
  bonusPath: boolean
}

export type GamesStore = ReturnType<typeof createGamesStore>

export function createGamesStore(deps: GamesDeps) {
  const now = deps.now ?? Date.now
  const offset = deps.utcOffsetMinutes ?? (() => -new Date(now()).getTimezoneOffset())
  const log = deps.log ?? console
  const today = (): CalendarDay => localCalendarDay(now(), offset())

  const $flags = atom<GamesFlags>({ ...DEFAULT_GAMES_FLAGS })
  const $programsLoad = atom<Load<ProgramsData>>({ status: 'idle' })
  const $programs: ReadableAtom<Program[]> = computed($programsLoad, (load) =>
    load.data ? buildPrograms(load.data.response, load.data.points, today()) : [],
  )
  const storedAcks = readJson<unknown>(deps.storage, ACKNOWLEDGED_WINS_KEY)
  const $acknowledged = atom<ReadonlySet<string>>(
    new Set(Array.isArray(storedAcks) ? storedAcks.filter((id): id is string => typeof id === 'string') : []),
  )
  const $prizes = new Map<string, WritableAtom<Load<Prize[]>>>()
  /** Every prize loaded so far, by id: a win names its prize by id only. */
  const $knownPrizes = atom<Prize[]>([])
  const context = () => {
    const s = deps.shopper()
    return { storeId: s?.storeId ?? s?.j4u.storeId ?? '', userType: s?.userType ?? '', uuid: s?.uuid ?? '', token: s?.token }
  }
  const { $gameWins, loadGameWins, redeemedOf, loadRedeemed } = createGameReads({ api: deps.api, context, log })
  /** The undisplayed wins not acknowledged on this device, while the wins flag is on (GAM-023..026). */
  const $wins: ReadableAtom<SweepstakesWin[]> = computed(
    [$programsLoad, $gameWins, $acknowledged, $flags, $knownPrizes],
    (load, gameWins, acked, flags, prizes) => {
      if (!flags.sweepstakesWinsEnabled || !load.data) return []
      const listed = load.data.response.sweepstakesWinners
      const wins = [...listed, ...gameWins.filter((w) => !listed.some((l) => l.prizeId === w.prizeId))]
      return winsToShow(wins, acked).map((w) => withProgramCode(w, prizes))
    },
  )
  const $prize = atom<Load<Prize> & { prizeId?: string }>({ status: 'idle' })
  const $activity = atom<Load<ActivityEntry[]>>({ status: 'idle' })
  const $postGame = atom<Load<PostGameDetails> & { programCode?: string }>({ status: 'idle' })
  const $navigation = atom<Load<Navigation | undefined>>({ status: 'idle' })
  const $howItWorksDismissed = atom<ReadonlySet<string>>(new Set())
  let loading: Promise<void> | undefined
  let flagsLoading: Promise<void> | undefined

  function remember(prizes: readonly Prize[]): void {
    const known = $knownPrizes.get()
    const fresh = prizes.filter((p) => !known.some((k) => k.prizeId === p.prizeId))
    if (fresh.length) $knownPrizes.set([...known, ...fresh])
  }

  /** The flags file, read once before the grid renders (GAM-054): a failed fetch leaves every flag on and is logged. */
  function loadFlags(): Promise<void> {
    flagsLoading ??= fetchGamesFlags(deps.api()).then(
      (flags) => $flags.set(flags),
      (error: unknown) => log.warn('[aisle] games flags could not be read; every flag stays on', error),
    )
    return flagsLoading
  }

  /**
   * Whether the bonus path section has offers to show (GAM-049): not asked while its flag is off; a failed read is
   * logged and shows none. An answer is kept as the gallery is (core/rules/games/bonus-path.ts): a repeat visit within
   * 120 minutes, same store, same sign-in and no couponsClipped, asks nothing.
   */
  async function readBonusPath(storeId: string): Promise<boolean> {
    if (!$flags.get().bonusPathEnabled) return false
    const asked: BonusPathAsk = {
      storeId,
      authorised: isAuthorisedForStorefront(deps.shopper()?.userType),
      couponsClipped: couponPageQuery(deps.search?.() ?? '').couponsClipped,
    }
    const stored = storedBonusPathAnswer(readJson(deps.storage, BONUS_PATH_STORAGE_KEY), asked, now())
    if (stored !== undefined) return stored
    try {
      const available = await fetchBonusPathAvailable(deps.api(), { storeId })
      writeJson(deps.storage, BONUS_PATH_STORAGE_KEY, bonusPathAnswer(available, asked, now()))
      return available
    } catch (error) {
      log.warn('[aisle] the bonus-path offers could not be read; the bonus path section stays hidden', error)
      return false
    }
  }

  /** Programs, then the points of every program shown (GAM-001, GAM-003, GAM-011). Concurrent callers share one load. */
  function load(options: { force?: boolean } = {}): Promise<void> {
    if (!options.force && $programsLoad.get().status === 'ready') return Promise.resolve()
    loading ??= (async () => {
      const previous = $programsLoad.get().data
      $programsLoad.set(previous ? { status: 'ready', data: previous } : { status: 'loading' })
      try {
        const { storeId, userType } = context()
        const [response, bonusPath] = await Promise.all([
          fetchPrograms(deps.api(), { storeId, userType }),
          loadFlags().then(() => readBonusPath(storeId)),
        ])
        const codes = [
          ...new Set(
            [...response.storePrograms, ...response.userOptedInPrograms].flatMap((p) => (typeof p.code === 'string' ? [p.code] : [])),
          ),
        ]
        const points = await fetchProgramPoints(deps.api(), codes)
        $programsLoad.set({ status: 'ready', data: { response, points, bonusPath } })
      } catch (error) {
        $programsLoad.set({ status: 'error', error: messageOf(error) })
      } finally {
        loading = undefined
      }
    })()
    return loading
  }

  /** Points only, after an opt-in or a redemption changed them. */
  async function refreshPoints(): Promise<void> {
    const data = $programsLoad.get().data
    if (!data) return
    const codes = buildPrograms(data.response, data.points, today()).map((p) => p.code)
    try {
      const points = await fetchProgramPoints(deps.api(), codes)
      const latest = $programsLoad.get().data ?? data
      $programsLoad.set({ status: 'ready', data: { ...latest, points } })
    } catch (error) {
      log.warn('[aisle] program points could not be refreshed', error)
    }
  }

  function prizesOf(programCode: string): ReadableAtom<Load<Prize[]>> {
    let $list = $prizes.get(programCode)
    if (!$list) {
      $list = atom<Load<Prize[]>>({ status: 'idle' })
      $prizes.set(programCode, $list)
    }
    return $list
  }

  /** A game's prize list (GAM-055): GET prizes with its programCode. */
  async function loadPrizes(programCode: string): Promise<void> {
    const $list = prizesOf(programCode) as WritableAtom<Load<Prize[]>>
    if ($list.get().status === 'loading') return
    $list.set({ status: 'loading' })
    try {
      const { storeId, userType } = context()
      const prizes = await fetchPrizes(deps.api(), { programCode, storeId, userType })
      remember(prizes)
      $list.set({ status: 'ready', data: prizes })
    } catch (error) {
      $list.set({ status: 'error', error: messageOf(error) })
    }
  }

  /**
   * One prize (GAM-004, API-008). The call needs prizeType and programCode: taken from the route, else
   * from a prize already listed, else from the store's whole prize list.
   */
  async function loadPrize(input: { prizeId: string; programCode?: string | undefined; prizeType?: string | undefined }): Promise<void> {
    $prize.set({ status: 'loading', prizeId: input.prizeId })
    try {
      const { storeId, userType } = context()
      let listed = $knownPrizes.get().find((p) => p.prizeId === input.prizeId)
      if (!listed && (!input.programCode || !input.prizeType)) {
        const all = await fetchPrizes(deps.api(), { storeId, userType })
        remember(all)
        listed = all.find((p) => p.prizeId === input.prizeId)
      }
      const programCode = input.programCode ?? listed?.programCode ?? ''
      const prizeType = input.prizeType ?? listed?.prizeType ?? ''
      const prize = await fetchPrize(deps.api(), { prizeId: input.prizeId, prizeType, programCode, storeId })
      remember([prize])
      if ($prize.get().prizeId === input.prizeId) $prize.set({ status: 'ready', data: prize, prizeId: input.prizeId })
    } catch (error) {
      if ($prize.get().prizeId === input.prizeId) $prize.set({ status: 'error', error: messageOf(error), prizeId: input.prizeId })
    }
  }

  /** Activity history of the shopper's games over 180 days, both sources in one list (GAM-006, GAM-056). */
  async function loadActivity(programCodes?: readonly string[]): Promise<void> {
    $activity.set({ status: 'loading' })
    try {
      const { uuid, token } = context()
      const codes =
        programCodes ??
        $programs
          .get()
          .filter((p) => p.optedIn)
          .map((p) => p.code)
      if (codes.length === 0) {
        $activity.set({ status: 'ready', data: [] })
        return
      }
      const [activity, history] = await Promise.all([
        fetchGameActivity(deps.api(), { uuid, programCodes: codes }),
        fetchRewardsHistory(deps.api(), { token, programCodes: codes }),
      ])
      $activity.set({ status: 'ready', data: combineActivity(activity, history, today()) })
    } catch (error) {
      $activity.set({ status: 'error', error: messageOf(error) })
    }
  }

  /** The game-over page's figures (GAM-051, API-014). */
  async function loadPostGame(programCode: string): Promise<void> {
    $postGame.set({ status: 'loading', programCode })
    try {
      const details = await fetchPostGameDetails(deps.api(), programCode)
      remember(details.prizesWon)
      if ($postGame.get().programCode === programCode) $postGame.set({ status: 'ready', data: details, programCode })
    } catch (error) {
      if ($postGame.get().programCode === programCode) $postGame.set({ status: 'error', error: messageOf(error), programCode })
    }
  }

  /** The left navigation (SHL-018..020): the banner's file, master on its 404; any other failure is logged and nothing shows. */
  async function loadNavigation(): Promise<void> {
    if ($navigation.get().status !== 'idle') return
    $navigation.set({ status: 'loading' })
    try {
      const { navigation } = await fetchNavigation(deps.api())
      $navigation.set({ status: 'ready', data: navigation })
    } catch (error) {
      log.warn('[aisle] the left navigation could not be read', error)
      $navigation.set({ status: 'error', error: messageOf(error) })
    }
  }

  const actions = createGamesActions({
    api: deps.api,
    storage: deps.storage,
    log,
    context,
    $programsLoad,
    $acknowledged,
    $howItWorksDismissed,
    refreshPoints,
  })

  return {
    $flags,
    $programsLoad,
    $programs,
    $wins,
    $prize,
    $activity,
    $postGame,
    $navigation,
    $howItWorksDismissed,
    $acknowledged,
    $knownPrizes,
    today,
    load,
    loadFlags,
    refreshPoints,
    prizesOf,
    loadPrizes,
    redeemedOf,
    loadRedeemed,
    loadPrize,
    loadActivity,
    loadPostGame,
    loadGameWins,
    loadNavigation,
    ...actions,
  }
}
