/**
 * The clip flow of 001 §4 as the store runs it (CPN-059..073, ERR-024..030, ERR-033, ERR-034). No card offers an
 * unclip or a list removal of a digital offer (001 §4 "Card button states"), so the store has neither
 * (docs/requirements-declined.md: CPN-027, CPN-029, CPN-034, API-059, ERR-031, ERR-032).
 * rules/coupons/clip-flow.ts chooses each step; coupons/clip-run.ts (loaded on the first press) makes the calls and
 * sends a guest to sign-in; this file keeps the press's state (what the cards read) and the timers. Beyond the seed: one request per offer at a time (a double click clips once), and presses that are
 * not a real user click are ignored. Nothing clips without a press in this page view: a guest's Clip comes back
 * from sign-in naming its offer (clipOfferId), which the page shows first for the shopper to press
 * (docs/decisions/coupons.md "A clip link clips nothing", CPN-066).
 */
import { atom } from 'nanostores'
import { afterNextPaint } from '../../io/after-paint'
import type { CardActionState } from '../../rules/coupons/card'
import type { clipRunner } from './clip-run'
import type { ClipAnnouncement, ClipDeps, ClipError, ClipGallery, ClipPress, ClipResult } from './clip-types'
import { COUPON_HALVES } from './lazy'

export type { ClipAnnouncement, ClipDeps, ClipError, ClipGallery, ClipPress, ClipResult } from './clip-types'

export type ClipFlow = ReturnType<typeof createClipFlow>

/**
 * All the clip steps (./clip-run.ts, loaded on the first press) may do to the store: read the gallery and the page's io,
 * schedule a timer the store cancels on dispose, and hand over each outcome. The store keeps its atoms to itself.
 */
export interface ClipPort {
  gallery: ClipGallery
  deps: ClipDeps
  /** Runs `fn` after `ms`, unless the store is disposed first. */
  later(fn: () => void, ms: number): void
  /** The loyalty partners' answer (CPN-125) once read in this page view, and keeping it. */
  boxTop(): boolean | undefined
  keepBoxTop(authorised: boolean): void
  /** The screen-reader line after a clip (null clears it), and the line shown now. */
  announce(line: ClipAnnouncement | null): void
  announcement(): ClipAnnouncement | null
  /** The server clipped the offer: its card shows it at once, until the stores hold it. */
  clippedNow(offerId: string, on: boolean): void
  /** The stores hold the clip: grids and carousels refresh (CPN-071). */
  clipped(offerId: string, at: number): void
  /** The generic error modal of a failed clip (CPN-073). */
  failed(error: ClipError): void
  /** The box-top modal for the offer (CPN-127). */
  promptBoxTop(offerId: string): void
}

/** The clip flow over the page's gallery (coupons/gallery.ts), which it reads and updates through its public surface. */
export function createClipFlow(gallery: ClipGallery, deps: ClipDeps) {
  const timers = deps.timers ?? {
    setTimeout: (f: () => void, t: number): unknown => setTimeout(f, t),
    clearTimeout: (h: unknown) => clearTimeout(h as number),
  }
  /** Timers still to run (screen-reader clear, reload, error page): dispose() cancels them. */
  const pending = new Set<unknown>()
  const later = (fn: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle)
      fn()
    }, ms)
    pending.add(handle)
  }
  /** Offers with a call under way: the loading flag of each card (CPN-067) and the double-click guard. */
  const $busy = atom<Readonly<Record<string, true>>>({})
  const $clipError = atom<ClipError | null>(null)
  const $announcement = atom<ClipAnnouncement | null>(null)
  /** The box-top modal's offer (CPN-127): shown by the modal widget, which re-runs the press on continue. */
  const $boxTopPrompt = atom<{ offerId: string } | null>(null)
  /**
   * Offers the server has just clipped (status 1, CPN-035) whose stores are updated after the next paint: the
   * card shows them clipped at once, the storage writes and the grid refresh follow.
   */
  const $clippedNow = atom<Readonly<Record<string, true>>>({})
  /** The latest clip: grids and carousels refresh on it (CPN-071). */
  const $lastClip = atom<{ offerId: string; at: number } | null>(null)

  /** Adds or drops `id` in a set-like atom; no notification when nothing changes. */
  function flag(store: typeof $busy, id: string, on: boolean) {
    const { [id]: was, ...rest } = store.get()
    if (on !== !!was) store.set(on ? { ...rest, [id]: true } : rest)
  }

  /** Runs `task` unless the same offer already has a call under way; `release` ends the busy state early. */
  async function once<T>(id: string, busy: T, task: (release: () => void) => Promise<T>): Promise<T> {
    if ($busy.get()[id]) return busy
    flag($busy, id, true)
    try {
      return await task(() => flag($busy, id, false))
    } finally {
      flag($busy, id, false)
    }
  }

  let boxTop: boolean | undefined
  const port: ClipPort = {
    gallery,
    deps,
    later,
    boxTop: () => boxTop,
    keepBoxTop: (authorised) => void (boxTop = authorised),
    announce: (line) => $announcement.set(line),
    announcement: () => $announcement.get(),
    clippedNow: (offerId, on) => flag($clippedNow, offerId, on),
    clipped: (offerId, at) => $lastClip.set({ offerId, at }),
    failed: (error) => $clipError.set(error),
    promptBoxTop: (offerId) => $boxTopPrompt.set({ offerId }),
  }
  /** The steps over this store, made once their code has loaded (a failed load is tried again on the next press). */
  let steps: ReturnType<typeof clipRunner> | undefined

  /**
   * The steps after the press's frame: their code loads on the first press, while the pressed card (busy, its
   * working text) is painted, as the cart shows its change before its call (feedback in the
   * press's frame). A page that paints its cards loads none of it (fewer bytes on first paint).
   */
  async function run(offerId: string, pressed: CardActionState, release: () => void): Promise<ClipResult> {
    // In flight from the press until the gallery store holds the clip (its update waits for a painted, idle frame
    // after the reply): a page left anywhere in between leaves a mark, so the next page reads the gallery again.
    const end = deps.writes?.marks.begin('coupons', deps.writes.scope())
    try {
      const [half] = await Promise.all([COUPON_HALVES.clipRun(), afterNextPaint()])
      steps ??= half.clipRunner(port)
      return await steps(offerId, pressed, release)
    } finally {
      end?.()
    }
  }

  /**
   * Clip, Activate or Add to List on an offer card. Only a real user click clips (CPN-066); while a press of
   * the same offer is under way another one is refused ('busy'), so a double click sends one request.
   */
  function clip(offerId: string, press: ClipPress): Promise<ClipResult> {
    if (!press.trusted) return Promise.resolve('ignored')
    // Clipped, its stores not yet updated (one frame): a press now would clip again.
    if ($clippedNow.get()[offerId]) return Promise.resolve('busy')
    return once<ClipResult>(offerId, 'busy', (release) => run(offerId, press.pressed ?? 'clip', release))
  }

  return {
    $busy,
    $clippedNow,
    $clipError,
    $announcement,
    $boxTopPrompt,
    $lastClip,
    clip,
    dismissClipError: () => $clipError.set(null),
    /** Cancels the timers still to run, so a page torn down (resetRuntime) is not reloaded or redirected. */
    dispose: () => {
      for (const handle of pending) timers.clearTimeout?.(handle)
      pending.clear()
    },
    dismissBoxTop: () => $boxTopPrompt.set(null),
  }
}
