/**
 * The clip flow of 001 §4 as the store runs it (CPN-059..073, ERR-024..030, ERR-033, ERR-034). No card offers an
 * unclip or a list removal of a digital offer (001 §4 "Card button states"), so the store has neither
 * (docs/requirements-declined.md: CPN-027, CPN-029, CPN-034, API-059, ERR-031, ERR-032).
 * rules/coupons/clip-flow.ts chooses each step; this file makes the calls, sets the timers and tells the
 * widgets. Beyond the seed: one request per offer at a time (a double click clips once), and presses that are
 * not a real user click are ignored. Nothing clips without a press in this page view: a guest's Clip comes back
 * from sign-in naming its offer (clipOfferId), which the page shows first for the shopper to press
 * (docs/decisions.md "A clip link clips nothing", CPN-066).
 */
import { atom } from 'nanostores'
import { afterNextPaint } from '../io/after-paint'
import { fetchLoyaltyPartners } from '../io/api/offers'
import { clipOffer } from '../io/api/offers-list'
import { readStored, writeStored } from '../io/persisted'
import type { CardActionState } from '../rules/coupons/card'
import { opensErrorModal } from '../rules/coupons/clip'
import {
  clipAnnouncement, clipStep, DIGITAL_COUPON_CLIPPED_EVENT, isBoxTopAuthorised, REFRESH_FAILURE_STEP, SCREEN_READER_CLEAR_MS,
} from '../rules/coupons/clip-flow'
import { clipLogLine } from '../rules/coupons/coupon-store'
import { partnerClipUrl, withClipOffer } from '../rules/coupons/partner-clip'
import { type OfferAction, reduceCouponCache, reduceLocalCouponStore, reduceOffer } from '../rules/coupons/status'
import type { CouponInternals } from './coupons'
import type { ClipAnnouncement, ClipError, ClipPress, ClipResult } from './coupons-clip-types'

export type { ClipAnnouncement, ClipError, ClipPress, ClipResult } from './coupons-clip-types'

const MAX_STEPS = 4

export function createClipActions(store: CouponInternals) {
  const { deps, now, log } = store
  const session = deps.session
  const timers = deps.timers ?? { setTimeout: (f: () => void, t: number): unknown => setTimeout(f, t), clearTimeout: (h: unknown) => clearTimeout(h as number) }
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
   * card shows them clipped at once, the storage writes and the grid refresh follow (issue 6).
   */
  const $clippedNow = atom<Readonly<Record<string, true>>>({})
  /** The latest clip: grids and carousels refresh on it (CPN-071). */
  const $lastClip = atom<{ offerId: string; at: number } | null>(null)
  let boxTopAuthorised: boolean | undefined

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

  /** Applies an action to every stored copy of the offer; updatedTime stays, so no refresh is due (CPN-026, CPN-031, CPN-032). */
  function apply(id: string, action: OfferAction) {
    const t = now()
    const cache = store.$cache.get()
    if (cache?.objCoupons[id]) store.$cache.set(reduceCouponCache(cache, id, action, t))
    const p13n = store.$p13n.get()
    if (p13n && (p13n.objCoupons[id] || p13n.dealsInfo.some((d) => d.id === id))) store.$p13n.set(reduceCouponCache(p13n, id, action, t))
    const outside = store.$outside.get()[id]
    if (outside) store.$outside.set({ ...store.$outside.get(), [id]: reduceOffer(outside, action) })
    const local = readStored(deps.storage, 'localCoupons', t)
    if (local?.offers[id]) writeStored(deps.storage, 'localCoupons', reduceLocalCouponStore(local, id, action))
  }

  function announce(offerId: string, text: string) {
    const line = { offerId, text }
    $announcement.set(line)
    later(() => {
      if ($announcement.get() === line) $announcement.set(null)
    }, SCREEN_READER_CLEAR_MS)
  }

  async function checkBoxTop(): Promise<boolean> {
    try {
      boxTopAuthorised = isBoxTopAuthorised(await fetchLoyaltyPartners(deps.api()))
      return boxTopAuthorised
    } catch (error) {
      // A failed look-up does not stop the clip; it is asked again on the next press.
      log.warn('Aisle: the loyalty partners could not be read; clipping without the box-top check.', error)
      return true
    }
  }

  async function send(offerId: string, pressed: CardActionState, release: () => void): Promise<ClipResult> {
    const offer = store.offer(offerId).get()
    if (!offer) return 'unknown-offer'
    const outcome = await clipOffer(deps.api(), { storeId: store.context().storeId, offer })
    if (outcome.kind === 'clipped') {
      // The card first: 'Clipped', the loading flag cleared and the screen-reader line in one render
      // (CPN-035, CPN-067, CPN-068). The stores, their storage, the grid refresh and the PDP event after the
      // frame has painted (CPN-026, CPN-071, CPN-072).
      release()
      announce(offerId, clipAnnouncement(pressed))
      flag($clippedNow, offerId, true)
      await afterNextPaint({ idle: true })
      apply(offerId, { type: 'clipped' })
      flag($clippedNow, offerId, false)
      $lastClip.set({ offerId, at: now() })
      deps.page.dispatch(DIGITAL_COUPON_CLIPPED_EVENT, { offerId })
      return 'clipped'
    }
    log.error(clipLogLine(outcome.log))
    if (opensErrorModal(outcome) && outcome.kind !== 'http-error') {
      const { code, errorMessage } = outcome.log
      $clipError.set({ offerId, kind: outcome.kind, message: outcome.log.message, ...(code ? { code } : {}), ...(errorMessage ? { errorMessage } : {}) })
    }
    return outcome.kind
  }

  /** The steps of one press, from the session check to the clip call (CPN-059..065, CPN-125..127). */
  async function run(offerId: string, pressed: CardActionState, release: () => void): Promise<ClipResult> {
    // The pressed card (busy, its working text) is painted before the session check and the call are built,
    // as the cart shows its change before its call (issue 16 item 5: feedback in the press's frame).
    await afterNextPaint()
    await session.start()
    let partnerCheck: boolean | undefined = boxTopAuthorised
    for (let i = 0; i < MAX_STEPS; i++) {
      const offer = store.offer(offerId).get()
      if (!offer) return 'unknown-offer'
      const shopper = session.$session.get().shopper
      const step = clipStep({
        trusted: true,
        app: 'storefront',
        userType: shopper?.userType,
        token: shopper?.token,
        expireTime: shopper?.expireTime,
        sharedSession: session.sharedSessionCookie(),
        now: now(),
        offer,
        boxTopAuthorised: partnerCheck,
      })
      switch (step.step) {
        case 'sign-in':
        case 'emit-clip-event':
          // On a partner page the banner site's cookie and storage are out of reach: the offer travels in the address.
          if (deps.partner) {
            deps.page.assign(partnerClipUrl(deps.partner.bannerOrigin, offerId, deps.partner.landingPath))
            return 'sign-in'
          }
          // Back from sign-in, the page shows this offer first for the shopper to press (CPN-066).
          session.redirectToSignIn(undefined, (href) => withClipOffer(href, offerId))
          return 'sign-in'
        case 'refresh-token':
          if (!(await session.ensureActiveToken())) {
            // The clip flow's own rule (error page) replaces the session-timeout modal the failed refresh opened.
            session.dismissTimeout()
            log.error(REFRESH_FAILURE_STEP.log)
            later(() => deps.page.assign(REFRESH_FAILURE_STEP.redirect), REFRESH_FAILURE_STEP.delayMs)
            return 'error-page'
          }
          break
        case 'reload':
          log.error(step.log)
          later(() => deps.page.reload(), step.delayMs)
          return 'reload'
        case 'check-box-top':
          partnerCheck = await checkBoxTop()
          break
        case 'box-top-modal':
          $boxTopPrompt.set({ offerId })
          return 'box-top'
        case 'clip':
          return send(offerId, pressed, release)
        case 'ignore':
          return 'ignored'
        default:
          return step satisfies never
      }
    }
    return 'ignored'
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
