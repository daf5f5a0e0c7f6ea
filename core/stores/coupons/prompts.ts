/**
 * The coupon flow's prompts that are not the clip itself (001 §2, §4; MDL-012, MDL-015, CPN-074..077): the
 * progressive-profile prompt after a clip, and the sign-in modal with a one-time passcode. The clip's own
 * modals (error, box-top) live on the coupon store ($clipError, $boxTopPrompt).
 */
import { atom } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import { requestPasscode, saveContact, verifyPasscode } from '../../io/coupons/offers-prompts'
import { fetchProfileSummary } from '../../io/profile/profile'
import { isClipped } from '../../rules/coupons/classify'
import { shouldPromptProgressiveProfile } from '../../rules/coupons/clip-flow'
import {
  type ContactAsk,
  contactAskFor,
  type ContactValue,
  OTP_TEXT,
  otpErrorMessage,
  type SaveState,
  type SignInStep,
} from '../../rules/coupons/modal-prompts'
import type { CouponStore } from './coupons'
import type { SessionStore } from '../session'

export interface CouponPromptDeps {
  coupons: Pick<CouponStore, '$lastClip' | '$cache' | '$listIds' | 'context' | 'loadList'>
  session: Pick<SessionStore, '$session'>
  api: () => ApiClient
  /** After a passcode sign-in the page reloads, so every widget starts again as the signed-in shopper. */
  page: { reload(): void }
  log?: Pick<Console, 'warn'>
}

export interface ProfilePrompt {
  ask: ContactAsk
  save: SaveState
}

/** Event a page or widget dispatches on window to open the sign-in modal (defined with the clip flow's rules, so the coupon boot can listen for it without this module). */
export { SIGN_IN_REQUEST_EVENT } from '../../rules/coupons/clip-flow'

export type CouponPrompts = ReturnType<typeof createCouponPrompts>

export function createCouponPrompts(deps: CouponPromptDeps) {
  const log = deps.log ?? console
  const $profilePrompt = atom<ProfilePrompt | null>(null)
  const $signIn = atom<SignInStep | null>(null)
  /** Asked at most once per page view: a shopper who said 'Not now' is not asked again on the next clip. */
  let profileAsked = false
  let passcode: { requestId: string; contact: ContactValue; sentTo: string } | undefined

  /** After a clip (CPN-074..077): the profile's missing contact, and no clipped coupon before this one. */
  async function considerProfile(offerId: string): Promise<void> {
    if (profileAsked || $profilePrompt.get()) return
    const ctx = deps.coupons.context()
    if (!ctx.authorised) return
    profileAsked = true
    const shopper = deps.session.$session.get().shopper
    let email: string | undefined
    let phone: string | undefined
    try {
      const profile = await fetchProfileSummary(deps.api(), shopper?.customerId)
      email = profile.primaryemail ?? shopper?.email
      phone = profile.phoneNumber
    } catch (error) {
      // Without the profile we cannot tell what is missing: ask nothing rather than ask wrongly.
      log.warn('Aisle: the profile could not be read; no progressive-profile prompt.', error)
      return
    }
    const ask = contactAskFor(email, phone)
    if (!ask) return
    // The coupon just clipped does not count: the prompt is for a shopper's first clip.
    const cache = deps.coupons.$cache.get()
    const cachedClippedCount = cache ? Object.values(cache.objCoupons).filter((o) => isClipped(o) && o.id !== offerId).length : undefined
    let listEmpty = true
    if (!cache) {
      await deps.coupons.loadList()
      listEmpty = (deps.coupons.$listIds.get() ?? []).every((id) => id === offerId)
    }
    if (shouldPromptProgressiveProfile({ email, phone, cachedClippedCount, listEmpty })) $profilePrompt.set({ ask, save: 'idle' })
  }

  let considering: Promise<void> = Promise.resolve()
  const unlisten = deps.coupons.$lastClip.listen((clip) => {
    if (clip) considering = considerProfile(clip.offerId)
  })
  // Created by the clip that needs it (the modals' code loads on first need): that clip counts too.
  const clipBefore = deps.coupons.$lastClip.get()
  if (clipBefore) considering = considerProfile(clipBefore.offerId)

  async function saveProfile(contact: ContactValue): Promise<void> {
    const prompt = $profilePrompt.get()
    if (!prompt || prompt.save === 'saving') return
    $profilePrompt.set({ ...prompt, save: 'saving' })
    const ok = await saveContact(deps.api(), contact)
    const now = $profilePrompt.get()
    if (now) $profilePrompt.set({ ...now, save: ok ? 'saved' : 'failed' })
  }

  // ── Sign-in with a one-time passcode ──

  const busy = () => {
    const s = $signIn.get()
    return !!s && s.step !== 'done' && s.busy === true
  }

  function openSignIn(): void {
    if (!$signIn.get()) $signIn.set({ step: 'contact' })
  }

  async function sendCode(contact: ContactValue): Promise<void> {
    if (busy() || $signIn.get()?.step !== 'contact') return
    $signIn.set({ step: 'contact', busy: true })
    const reply = await requestPasscode(deps.api(), contact)
    if (!$signIn.get()) return // closed meanwhile
    if (!reply.ok) {
      $signIn.set({ step: 'contact', error: otpErrorMessage(reply.code) })
      return
    }
    passcode = { requestId: reply.value.requestId, contact, sentTo: reply.value.sentTo }
    $signIn.set({ step: 'code', sentTo: passcode.sentTo })
  }

  async function verify(code: string): Promise<void> {
    const sent = passcode
    if (busy() || !sent || $signIn.get()?.step !== 'code') return
    $signIn.set({ step: 'code', sentTo: sent.sentTo, busy: true })
    const reply = await verifyPasscode(deps.api(), sent.requestId, code)
    if (!$signIn.get()) return
    $signIn.set(reply.ok ? { step: 'done' } : { step: 'code', sentTo: sent.sentTo, error: otpErrorMessage(reply.code) })
  }

  async function resend(): Promise<void> {
    const sent = passcode
    if (busy() || !sent) return
    $signIn.set({ step: 'code', sentTo: sent.sentTo, busy: true })
    const reply = await requestPasscode(deps.api(), sent.contact)
    if (!$signIn.get()) return
    if (!reply.ok) {
      $signIn.set({ step: 'code', sentTo: sent.sentTo, error: otpErrorMessage(reply.code) })
      return
    }
    passcode = { requestId: reply.value.requestId, contact: sent.contact, sentTo: reply.value.sentTo }
    $signIn.set({ step: 'code', sentTo: passcode.sentTo, notice: OTP_TEXT.resent })
  }

  function changeContact(): void {
    if (busy()) return
    passcode = undefined
    $signIn.set({ step: 'contact' })
  }

  function closeSignIn(): void {
    const signedIn = $signIn.get()?.step === 'done'
    $signIn.set(null)
    passcode = undefined
    if (signedIn) deps.page.reload()
  }

  return {
    /** The progressive-profile prompt, or null (CPN-074..077). */
    $profilePrompt,
    /** Resolves once the latest clip's progressive-profile check is done (for callers that must know). */
    profileChecked: () => considering,
    saveProfile,
    dismissProfile: () => $profilePrompt.set(null),
    /** The sign-in modal's step, or null when closed (MDL-015). */
    $signIn,
    openSignIn,
    sendCode,
    verify,
    resend,
    changeContact,
    closeSignIn,
    dispose: unlisten,
  }
}
