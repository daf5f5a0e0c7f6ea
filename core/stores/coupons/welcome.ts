/**
 * The welcome-offer claim (CPN-123, CPN-124, API-054): a campaign link's offers are allocated by the shopper's press
 * only (001 §5, CPN-066). A guest's press goes to sign-in (back to the same address, campaign and all); a signed-in
 * shopper's sends POST instant allocation with the instant body, and the allocated offers join the page's gallery
 * and its stored copy, so every coupon widget shows them. A failure keeps nothing half-done and the press can be
 * made again. Reads the gallery's public surface only (coupons/gallery.ts).
 */
import { atom } from 'nanostores'
import type { Offer } from '../../rules/coupons/offer'
import { instantAllocationBody, type WelcomeCampaign } from '../../rules/coupons/welcome'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import type { CouponDeps, CouponGallery } from './gallery'
import { lazyOnce } from '../lazy'

/** The instant-allocation call: loaded with the first claim. */
const allocationCall = lazyOnce(() => import('../../io/coupons/offers-welcome'))

export type WelcomeClaimState =
  { status: 'idle' } | { status: 'claiming' } | { status: 'claimed'; offerIds: readonly string[] } | { status: 'failed'; message: string }

export type WelcomeClaimResult = 'ignored' | 'busy' | 'sign-in' | 'claimed' | 'failed'

export type WelcomeClaim = ReturnType<typeof createWelcomeClaim>

export function createWelcomeClaim(
  gallery: Pick<CouponGallery, 'context' | 'takeOffers'>,
  deps: Pick<CouponDeps, 'api' | 'session' | 'log'>,
) {
  const log = deps.log ?? console
  const $welcome = atom<WelcomeClaimState>({ status: 'idle' })

  /** The claim press: a real click only, one claim at a time. */
  async function claim(campaign: WelcomeCampaign, press: { trusted: boolean }): Promise<WelcomeClaimResult> {
    if (!press.trusted) return 'ignored'
    if ($welcome.get().status === 'claiming') return 'busy'
    $welcome.set({ status: 'claiming' })
    try {
      // The shopper's identity first: an allocation never goes out as a guest's (foundation.md "Nothing lost").
      await deps.session.confirmIdentity()
      const shopper = deps.session.$session.get().shopper
      const ctx = gallery.context()
      if (!ctx.authorised || !shopper?.customerId || !shopper.houseId) {
        $welcome.set({ status: 'idle' })
        deps.session.redirectToSignIn()
        return 'sign-in'
      }
      if (!(await deps.session.ensureActiveToken())) {
        $welcome.set({ status: 'failed', message: FALLBACK_MESSAGE })
        return 'failed'
      }
      const body = instantAllocationBody(campaign, { customerId: shopper.customerId, householdId: shopper.houseId, storeId: ctx.storeId })
      const { readInstantAllocation } = await allocationCall()
      const offers: Offer[] = await readInstantAllocation(deps.api(), body)
      gallery.takeOffers(offers)
      $welcome.set({ status: 'claimed', offerIds: offers.map((o) => o.id) })
      return 'claimed'
    } catch (error) {
      log.error('Aisle: the welcome offers could not be claimed.', error)
      $welcome.set({ status: 'failed', message: FALLBACK_MESSAGE })
      return 'failed'
    }
  }

  return { $welcome, claim }
}
