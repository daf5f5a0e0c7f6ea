/**
 * My List, `/mylist.html` (001 §2): the signed-in shopper's clipped offers and the offers on their list, each
 * with its coupon card; a guest is asked to sign in.
 */
import { PAGE_PATHS } from '../../core/rules/coupons/pages'
import { SIGN_IN_PATHS } from '../../core/rules/session'
import type { SimOffer } from '../data/types'
import { backHome, escapeHtml, link, type PageKind, tag } from './layout'

export const MY_LIST_TITLE = 'My List'

function offerList(heading: string, offers: readonly SimOffer[], empty: string): string {
  const id = heading.toLowerCase().replace(/[^a-z]+/g, '-')
  const items = offers.map((o) => `<li>${tag('aisle-coupon-card', { 'offer-id': o.offerId })}</li>`).join('')
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>${items ? `<ul class="products">${items}</ul>` : `<p>${escapeHtml(empty)}</p>`}</section>`
}

export const myListPage: PageKind = (path, { state, user }) => {
  if (path !== PAGE_PATHS.myList) return undefined
  if (!user)
    return {
      status: 200,
      title: MY_LIST_TITLE,
      body: `<p>${link(SIGN_IN_PATHS['sign-in'], 'Sign in')} to see the coupons you clipped and your list.</p>${backHome()}`,
    }
  const offers = (ids: readonly string[]) =>
    ids.map((id) => state.offers.find((o) => o.offerId === id)).filter((o): o is SimOffer => o !== undefined)
  const clipped = offers(user.clipped)
  const listed = offers(user.list.filter((id) => !user.clipped.includes(id)))
  return {
    status: 200,
    title: MY_LIST_TITLE,
    body: [
      offerList('Clipped coupons', clipped, 'No clipped coupons yet.'),
      offerList('On your list', listed, 'Nothing else on your list.'),
      `<p>${link('/coupons.html', 'Clip more coupons')}</p>`,
      backHome(),
    ].join(''),
  }
}
