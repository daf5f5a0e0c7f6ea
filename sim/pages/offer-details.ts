/**
 * The offer details page, `/foru/offer-details.<offerId>.<offerTs>.<offerPgm>.html` (001 §2; the shop's
 * `/shop/offer-details…` alike): the offer from the simulator's data, with its coupon card, which clips it.
 */
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { backHome, escapeHtml, link, notFound, type PageKind, tag } from './layout'

const OFFER_DETAILS = new RegExp(
  `^(?:${DEFAULT_PAGE_PATHS.offerDetailMain}|${DEFAULT_PAGE_PATHS.offerDetailShop})\\.([^./]+)\\.([^./]+)\\.([^./]+)\\.html$`,
)

const decoded = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}

export const offerDetailsPage: PageKind = (path, { state }) => {
  const match = OFFER_DETAILS.exec(path)
  if (!match) return undefined
  const id = decoded(match[1] ?? '')
  const offer = state.offers.find((o) => o.offerId === id)
  if (!offer) return notFound(`No offer ${id ?? match[1]} here: it may have ended.`)
  const facts = [
    offer.brand ? `<p class="offer-brand">${escapeHtml(offer.brand)}</p>` : '',
    offer.savingsValue || offer.priceTitle ? `<p class="price">${escapeHtml(offer.savingsValue || offer.priceTitle || '')}</p>` : '',
    `<p>${escapeHtml(offer.description)}</p>`,
    `<p>Valid ${escapeHtml(offer.startDate.slice(0, 10))} to ${escapeHtml(offer.endDate.slice(0, 10))}.</p>`,
  ]
  return {
    status: 200,
    title: offer.name,
    body: [
      `<section class="offer-details" aria-label="Offer">${facts.join('')}</section>`,
      `<section aria-label="Clip this offer">${tag('aisle-coupon-card', { 'offer-id': offer.offerId })}</section>`,
      `<p>${link('/coupons.html', 'All coupons and deals')} · ${link('/mylist.html', 'My List')}</p>`,
      backHome(),
    ].join(''),
  }
}
