/**
 * The page's welcome-offer claim (core/stores/coupons/welcome.ts) on the page's offer-card gallery: one per page, made
 * the first time a deals grid shows a campaign link's welcome panel (its chunk loads only then).
 */
import { createWelcomeClaim, type WelcomeClaim } from '../../stores/coupons/welcome'
import { offerCardStoreOf } from './cards'
import type { Runtime } from '../index'
import { runtimeStore, slotKey } from '../slots'

export const WELCOME_CLAIM_SLOT = slotKey<WelcomeClaim>('coupon-welcome')

export function welcomeClaimOf(runtime: Runtime): WelcomeClaim {
  return runtimeStore(runtime, WELCOME_CLAIM_SLOT, (rt) =>
    createWelcomeClaim(offerCardStoreOf(rt), { api: () => rt.api, session: rt.session }),
  )
}
