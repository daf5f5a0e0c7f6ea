/**
 * The offer gallery's reply from text to domain offers: JSON.parse, the reply's shape check
 * (offers-schemas, valibot with its fast path) and the coupon rules' `toOffer`, as steps (a generator yielding
 * between bounded pieces). The same steps run in the gallery worker (core/io/gallery.worker.ts) all at once, or
 * on the main thread in short slices (core/io/slices.ts) where a worker cannot start; the result is the same
 * (gallery-pipeline.test.ts). Failures are answered, not thrown, so they cross from a worker as data; the
 * caller turns them into the client's typed errors (`galleryError`).
 */
import * as v from 'valibot'
import { type Offer } from '../../rules/coupons/offer'
import { toOffers } from '../../rules/coupons/offer-normalise'
import type { Steps } from '../../rules/steps'
import type { PreparedGallery } from '../coupons/offers-gallery'
import { galleryReplySchema } from '../coupons/offers-schemas'

export { galleryError, type PreparedGallery } from '../coupons/offers-gallery'

/** Offers normalised between two yields: ~1,000 took ~15 ms at 4x CPU (bench/profile-scale.ts), so ~4 ms a step. */
export const OFFERS_PER_STEP = 250

/** The steps from the reply's text to its offers (`toOffers` of the validated reply) and its offersByUpc. */
export function* galleryPipelineSteps(text: string): Steps<PreparedGallery> {
  let raw: unknown = null
  if (text) {
    try {
      raw = JSON.parse(text)
    } catch {
      return { ok: false, kind: 'malformed', issues: [] }
    }
  }
  yield
  const parsed = v.safeParse(galleryReplySchema, raw)
  if (!parsed.success) return { ok: false, kind: 'shape', issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`) }
  const list = parsed.output.offers
  const offers: Offer[] = []
  for (let i = 0; i < list.length; i += OFFERS_PER_STEP) {
    yield
    for (const offer of toOffers(list.slice(i, i + OFFERS_PER_STEP))) offers.push(offer)
  }
  return { ok: true, offers, offersByUpc: parsed.output.offersByUpc }
}

/**
 * What crosses from the worker: the prepared gallery as JSON text. Reading 5,000 structured-cloned offers on the
 * main thread took longer than parsing the same offers as JSON (bench/profile-scale.ts: ~400 ms of message
 * handling at 4x CPU on a loaded machine), and an offer holds only JSON values (finite numbers, strings, booleans,
 * arrays and plain objects), so the round trip gives an equal offer (gallery-pipeline.test.ts).
 */
export const encodePrepared = (prepared: PreparedGallery): string => JSON.stringify(prepared)
export const decodePrepared = (json: string): PreparedGallery => JSON.parse(json) as PreparedGallery

/**
 * The prepared gallery as the worker sends it: a head (the failure, or the result with no offers) and the offers
 * in parts of OFFERS_PER_STEP, each its own JSON text, so the page reads them back one part per main-thread slice
 * (decodePreparedSteps, core/io/gallery-prepare.ts) instead of one ~85 ms parse at 4x CPU.
 */
export function encodePreparedParts(prepared: PreparedGallery): string[] {
  if (!prepared.ok) return [encodePrepared(prepared)]
  const parts = [encodePrepared({ ...prepared, offers: [] })]
  for (let i = 0; i < prepared.offers.length; i += OFFERS_PER_STEP)
    parts.push(JSON.stringify(prepared.offers.slice(i, i + OFFERS_PER_STEP)))
  return parts
}
