/**
 * The one offer selector: an offer → what its card shows, for every card that shows a digital offer (the coupon
 * card, the deals grid's cards, the offer carousel's slides). The "clipped" step is here only: while the server
 * has just clipped the offer (status 1) and the stores have not yet caught up (they do after the next paint), the
 * card shows the offer clipped (CPN-035, CPN-039). On a partner page the card's links and image lead to the banner
 * site (linkOrigin).
 */
import { type CardLabels, type CardLink, type CardPlacement, type CouponCardModel, couponCardModel } from './card'
import { iconLogo, type LogoFragment, type LogoImage } from './classify'
import { isExpiredUnclipped } from './coupon-store'
import type { Offer } from './offer'
import { reduceOffer } from './status'

export interface OfferCardInput {
  /** The shopper's local day, 'yyyy-mm-dd' (the expiry rule, CPN-024). */
  today: string
  /** The server has just clipped this offer; the stores follow after the next paint. */
  clippedNow: boolean
  /** The card icons' logos, when read (ERR-044: none otherwise). */
  logos: LogoFragment | null
  placement?: CardPlacement
  labels?: CardLabels | undefined
  /** The banner site's origin on a partner page: every card link and the image resolve against it. */
  linkOrigin?: string | undefined
}

export interface OfferCardShown {
  model: CouponCardModel
  logo: LogoImage | undefined
  /** Unclipped and past its end date (CPN-024). */
  expired: boolean
}

/** The offer as its card shows it: clipped at once when the server said so (CPN-035). */
export const shownOffer = (offer: Offer, clippedNow: boolean): Offer => (clippedNow ? reduceOffer(offer, { type: 'clipped' }) : offer)

const resolve = (link: CardLink, origin: string): CardLink => ({ ...link, href: new URL(link.href, origin).href })

/** The card model with its links and image on the banner site. */
function onBannerSite(m: CouponCardModel, origin: string): CouponCardModel {
  const action = 'link' in m.action && m.action.link ? { ...m.action, link: resolve(m.action.link, origin) } : m.action
  const image = m.image ? { image: new URL(m.image, origin).href } : {}
  return { ...m, ...image, detailsLink: resolve(m.detailsLink, origin), action }
}

export function offerCard(offer: Offer, input: OfferCardInput): OfferCardShown {
  const shown = shownOffer(offer, input.clippedNow)
  const base = couponCardModel(shown, { placement: input.placement ?? 'grid', ...(input.labels ? { labels: input.labels } : {}) })
  const model = input.linkOrigin ? onBannerSite(base, input.linkOrigin) : base
  return { model, logo: iconLogo(model.icon, input.logos), expired: isExpiredUnclipped(shown, input.today) }
}
