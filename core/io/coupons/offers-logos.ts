/**
 * The logo fragment behind the coupon cards' icons (API-070): its own module, so a page's cards read it without the
 * offer replies' schemas (offers-schemas.ts) on first paint.
 */
import * as v from 'valibot'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import type { ApiClient } from '../api/client'

const logoSchema = v.looseObject({ src: v.string(), alt: v.optional(v.string()) })
/** The logo fragment: fresh-pass, Just-for-U and rewards logos (API-070). */
export const logoFragmentSchema = v.looseObject({ freshPass: logoSchema, justForU: logoSchema, rewards: logoSchema })
export type LogoFragment = v.InferOutput<typeof logoFragmentSchema>

export type LogoResult = { ok: true; logos: LogoFragment } | { ok: false; error: unknown }

/** GET the logo fragment JSON (API-070); a failure is handled here and answered as an error result (ERR-044). */
export async function fetchLogoFragment(api: ApiClient): Promise<LogoResult> {
  try {
    return { ok: true, logos: await api.request(OFFER_PATHS.logoFragment, { schema: logoFragmentSchema }) }
  } catch (error) {
    return { ok: false, error }
  }
}
