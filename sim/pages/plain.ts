/**
 * The other storefront pages the widgets and the seed's navigation link to, which the demo has no widget for: the
 * Just for U home, the coupons-and-deals page, the games hub, FreshPass, communication preferences, the reserve-time
 * page, the weekly ad, the category pages and the edit-order app. Each says what the retailer's page is for and
 * links to the demo page that shows it.
 */
import { PAGE_PATHS } from '../../core/rules/coupons/pages'
import { FOR_U_HOME_PATH } from '../../core/rules/games/shell'
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { backHome, escapeHtml, link, type PageKind } from './layout'

interface Plain {
  path: RegExp
  title: string
  text: string
  /** The demo page that shows this part of the store. */
  see: readonly [href: string, text: string]
}

const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

const PLAIN: readonly Plain[] = [
  {
    path: exactly(FOR_U_HOME_PATH),
    title: 'Just for U',
    text: 'Personalised deals, digital coupons and games.',
    see: ['/coupons.html', 'Coupons and deals'],
  },
  {
    path: /^\/foru\/coupons-deals\.html$/,
    title: 'Coupons & Deals',
    text: 'Every digital coupon and deal of the week.',
    see: ['/coupons.html', 'Coupons and deals'],
  },
  {
    path: /^\/foru\/games(-hub)?\.html$/,
    title: 'Play & Earn',
    text: 'Games that earn points and prizes as you shop.',
    see: ['/play-earn.html', 'Play & Earn'],
  },
  {
    path: exactly(PAGE_PATHS.freshPassSubscribe),
    title: 'FreshPass',
    text: 'The delivery subscription: free delivery and member offers.',
    see: ['/coupons.html', 'Coupons and deals'],
  },
  {
    path: exactly(PAGE_PATHS.communicationPreferences),
    title: 'Communication preferences',
    text: 'Choose how we reach you about offers and orders.',
    see: ['/play-earn.html', 'Play & Earn'],
  },
  // The order alert's default reserve-time page (its reserve-href attribute).
  {
    path: /^\/erums\/store\/prebook$/,
    title: 'Reserve a time',
    text: 'Pick a delivery or pickup time for your order.',
    see: ['/products.html', 'Products'],
  },
  { path: /^\/weeklyad\.html$/, title: 'Weekly ad', text: "This week's printed specials.", see: ['/coupons.html', 'Coupons and deals'] },
  {
    path: /^\/shop\/aisles\/[a-z-]+\.html$/,
    title: 'Shop the aisle',
    text: 'Every product of one department.',
    see: ['/products.html', 'Products'],
  },
  {
    path: new RegExp(`^${DEFAULT_PAGE_PATHS.editOrderApp}/cart/[^/]+/[^/]+$`),
    title: 'Edit your order',
    text: 'Change the items of an order before it is picked.',
    see: ['/products.html', 'Products'],
  },
]

export const plainPage: PageKind = (path) => {
  const page = PLAIN.find((p) => p.path.test(path))
  if (!page) return undefined
  return { status: 200, title: page.title, body: `<p>${escapeHtml(page.text)}</p><p>${link(...page.see)}</p>${backHome()}` }
}
