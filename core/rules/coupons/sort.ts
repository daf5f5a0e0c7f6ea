/**
 * The gallery order of 001 §4 (CPN-097, CPN-098; gap B22): offers with a purchaseRank first, by ascending
 * rank; then the rest grouped as unclipped personalised deals, other unclipped offers, clipped offers. Each
 * group keeps the server's order (a stable sort).
 */
import { isClipped, isPersonalisedDeal } from './classify'
import type { Offer } from './offer'

export const GALLERY_GROUPS = ['ranked', 'unclipped-pd', 'unclipped', 'clipped'] as const
export type GalleryGroup = (typeof GALLERY_GROUPS)[number]

type GalleryOffer = Pick<Offer, 'purchaseRank' | 'offerPgm' | 'status' | 'deleted'>

const hasRank = (o: GalleryOffer): o is GalleryOffer & { purchaseRank: number } =>
  typeof o.purchaseRank === 'number' && Number.isFinite(o.purchaseRank)

/** The group an offer sorts into. A coupon removed from the list counts as unclipped (CPN-028 decision). */
export function galleryGroup(o: GalleryOffer): GalleryGroup {
  if (hasRank(o)) return 'ranked'
  if (isClipped(o)) return 'clipped'
  return isPersonalisedDeal(o) ? 'unclipped-pd' : 'unclipped'
}

/** The gallery order; returns a new array. */
export function sortGallery<T extends GalleryOffer>(offers: readonly T[]): T[] {
  const rank = (g: GalleryGroup) => GALLERY_GROUPS.indexOf(g)
  return offers
    .map((offer, index) => ({ offer, index, group: rank(galleryGroup(offer)) }))
    .sort((a, b) => {
      if (a.group !== b.group) return a.group - b.group
      if (hasRank(a.offer) && hasRank(b.offer) && a.offer.purchaseRank !== b.offer.purchaseRank) {
        return a.offer.purchaseRank - b.offer.purchaseRank
      }
      return a.index - b.index
    })
    .map((x) => x.offer)
}
