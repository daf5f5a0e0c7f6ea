/**
 * The steps of a clip press after its first frame (core/stores/coupons/clip.ts), loaded on the first press: the
 * session check, the box-top look-up, the clip call and the stores' update (CPN-059..073, CPN-125..127). A page
 * paints its cards without this code (fewer bytes on first paint); the press's own frame (busy, working text)
 * is the store's, so the pressed button still changes in that frame.
 */
import { afterNextPaint } from '../../io/after-paint'
import { readBoxTopAuthorised } from '../../io/coupons/offers'
import { clipOffer } from '../../io/coupons/offers-list'
import type { CardActionState } from '../../rules/coupons/card'
import { opensErrorModal } from '../../rules/coupons/clip'
import {
  clipAnnouncement,
  clipStep,
  DIGITAL_COUPON_CLIPPED_EVENT,
  REFRESH_FAILURE_STEP,
  SCREEN_READER_CLEAR_MS,
} from '../../rules/coupons/clip-flow'
import { CLIP_LOG_LABEL } from '../../rules/coupons/clip'
import { clipLogLine } from '../../rules/coupons/coupon-store'
import { partnerClipUrl, withClipOffer } from '../../rules/coupons/partner-clip'
import type { ClipPort } from './clip'
import type { ClipResult } from './clip-types'

const MAX_STEPS = 4

/** The press runner over the store's port (coupons/clip.ts ClipPort): (offer, pressed button, release of the busy flag) → result. */
export function clipRunner(port: ClipPort): (offerId: string, pressed: CardActionState, release: () => void) => Promise<ClipResult> {
  const { gallery, deps, later } = port
  const now = deps.now ?? Date.now
  const log = deps.log ?? console
  const session = deps.session

  /** A guest's Clip leaves for sign-in naming its offer. */
  function signIn(offerId: string): void {
    // On a partner page the banner site's cookie and storage are out of reach: the offer travels in the address.
    if (deps.partner) deps.page.assign(partnerClipUrl(deps.partner.bannerOrigin, offerId, deps.partner.landingPath))
    // Back from sign-in, the page shows this offer first for the shopper to press (CPN-066).
    else session.redirectToSignIn(undefined, (href) => withClipOffer(href, offerId))
  }

  function announce(offerId: string, text: string) {
    const line = { offerId, text }
    port.announce(line)
    later(() => {
      if (port.announcement() === line) port.announce(null)
    }, SCREEN_READER_CLEAR_MS)
  }

  async function checkBoxTop(): Promise<boolean> {
    try {
      const authorised = await readBoxTopAuthorised(deps.api())
      port.keepBoxTop(authorised)
      return authorised
    } catch (error) {
      // A failed look-up does not stop the clip; it is asked again on the next press.
      log.warn('Aisle: the loyalty partners could not be read; clipping without the box-top check.', error)
      return true
    }
  }

  async function send(offerId: string, pressed: CardActionState, release: () => void): Promise<ClipResult> {
    const offer = gallery.offer(offerId).get()
    if (!offer) return 'unknown-offer'
    const outcome = await clipOffer(deps.api(), { storeId: gallery.context().storeId, offer })
    if (outcome.kind === 'clipped') {
      // The card first: 'Clipped', the loading flag cleared and the screen-reader line in one render
      // (CPN-035, CPN-067, CPN-068). The stores, their storage, the grid refresh and the PDP event after the
      // frame has painted (CPN-026, CPN-071, CPN-072).
      release()
      announce(offerId, clipAnnouncement(pressed))
      port.clippedNow(offerId, true)
      await afterNextPaint({ idle: true })
      gallery.applyOfferAction(offerId, { type: 'clipped' })
      port.clippedNow(offerId, false)
      port.clipped(offerId, now())
      deps.page.dispatch(DIGITAL_COUPON_CLIPPED_EVENT, { offerId })
      return 'clipped'
    }
    log.error(clipLogLine(outcome.log))
    if (opensErrorModal(outcome) && outcome.kind !== 'http-error') {
      const { code, errorMessage } = outcome.log
      port.failed({
        offerId,
        kind: outcome.kind,
        message: outcome.log.message,
        ...(code ? { code } : {}),
        ...(errorMessage ? { errorMessage } : {}),
      })
    }
    return outcome.kind
  }

  /** The steps of one press, from the session check to the clip call (CPN-059..065, CPN-125..127). */
  return async function run(offerId: string, pressed: CardActionState, release: () => void): Promise<ClipResult> {
    try {
      // While a signed-in shopper's sign-in is unconfirmed (user info failed, a refresh pending) the press waits;
      // if it stays unconfirmed the clip fails visibly: never sent as a guest's, never a trip to sign-in.
      await session.confirmIdentity()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      log.error(clipLogLine({ label: CLIP_LOG_LABEL, message }))
      port.failed({ offerId, kind: 'failed', message })
      return 'failed'
    }
    let partnerCheck = port.boxTop()
    for (let i = 0; i < MAX_STEPS; i++) {
      const offer = gallery.offer(offerId).get()
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
          signIn(offerId)
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
          port.promptBoxTop(offerId)
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
}
