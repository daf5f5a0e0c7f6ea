/**
 * The progressive-profile prompt after a clip (001 §4, §5; CPN-074..077, MDL-012): when the shopper's profile
 * lacks an e-mail or a phone, the prompt opens, but only when the coupon cache showed no clipped coupon before
 * this clip (the first clip). The profile's contact comes from the injected `contact` reader (the runtime
 * reads the profile summary, API-018); without one, or when it fails, no prompt opens. The modal widget shows
 * `$profilePrompt` and closes it with dismissProfilePrompt().
 */
import { atom } from 'nanostores'
import { shouldPromptProgressiveProfile } from '../rules/coupons/clip-flow'
import { type ContactAsk, contactAskFor } from '../rules/modal-prompts'
import type { CouponInternals } from './coupons'

/** The open progressive-profile prompt: the clip that raised it and which contact to ask for. */
export interface ProfilePrompt {
  offerId: string
  ask: ContactAsk
}

/** The shopper's profile contact; blank or missing means empty. */
export interface ProfileContact {
  email?: string | null
  phone?: string | null
}

export function createProfilePrompt(store: Pick<CouponInternals, 'deps' | 'log'>) {
  const $profilePrompt = atom<ProfilePrompt | null>(null)
  /** Read once per page view; a failed read is asked again after the next clip. */
  let contact: Promise<ProfileContact> | undefined
  let shown = false

  /**
   * After a successful clip: `clippedBefore` is how many clipped coupons the cache holding the offer showed
   * before it (docs/decisions.md "Progressive profile"). Opens the prompt at most once per page view.
   */
  async function considerAfterClip(offerId: string, clippedBefore: number): Promise<void> {
    const read = store.deps.contact
    // A cache that showed a clipped coupon rules the prompt out whatever the profile holds: no read then.
    if (!read || shown || clippedBefore > 0) return
    try {
      contact ??= read()
      const { email, phone } = await contact
      const ask = contactAskFor(email, phone)
      if (!ask || !shouldPromptProgressiveProfile({ email, phone, cachedClippedCount: clippedBefore, listEmpty: false })) return
      shown = true
      $profilePrompt.set({ offerId, ask })
    } catch (error) {
      contact = undefined
      store.log.warn('Aisle: the profile could not be read; no progressive-profile prompt.', error)
    }
  }

  return {
    $profilePrompt,
    considerAfterClip,
    dismissProfilePrompt: () => $profilePrompt.set(null),
  }
}
