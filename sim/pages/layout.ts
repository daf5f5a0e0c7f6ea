/**
 * The frame of every storefront page the demo server writes itself (sim/pages/): the demo pages' head (stylesheet,
 * the one Aisle script) and header (brand, the demo navigation, the mini cart, the order alert), so a page a widget
 * links to looks and behaves like the demo pages around it. Text from the simulator's data is escaped, always:
 * no page here puts data into markup as HTML.
 */
import type { Banner } from '../../core/rules/banners'
import type { SimUser } from '../data/types'
import type { SimState } from '../state'

/** What a page module sees: the simulator's live state, the shopper (undefined for a guest) and the host's banner. */
export interface PageContext {
  state: SimState
  user: SimUser | undefined
  banner: Banner
  /** The address's query ('?q=…'), for the pages that read one (search results). */
  search?: string
}

/** A page to send: its status, its title (the <title> and the <h1>) and its <main> content, already HTML. */
export interface StorefrontPage {
  status: number
  title: string
  body: string
}

/** A page module: the page at `path`, or undefined when the path is not one of its kind. */
export type PageKind = (path: string, context: PageContext) => StorefrontPage | undefined

/** Text made safe for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The demo navigation of demo-pages/*.html. */
const NAVIGATION = [
  ['/', 'Home'],
  ['/coupons.html', 'Coupons'],
  ['/products.html', 'Products'],
  ['/play-earn.html', 'Play & Earn'],
] as const

/** A same-site link (the paths here are ours or the seed's, escaped all the same). */
export const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

/** An Aisle tag with its attributes (values escaped). */
export function tag(name: `aisle-${string}`, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
  return `<${name}${attrs.join('')}></${name}>`
}

/** The line that takes the shopper back to where the pages start. */
export const backHome = (): string => `<p>${link('/', 'Back to the home page')}</p>`

/**
 * The demo pages' configuration block (core/io/config.ts): the retailer has guest carts on, which 001 §5 makes an
 * explicit `disableGuestCart: false` (an absent flag turns them off, CRT-024).
 */
export const DEMO_PAGE_CONFIG = '<script type="application/json" id="aisle-config">{"flags":{"disableGuestCart":false}}</script>'

/** The whole document of a page, titled '<title> | <banner>'. */
export function storefrontHtml(page: StorefrontPage, banner: Banner): string {
  const nav = NAVIGATION.map(([href, text]) => link(href, text)).join('')
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`${page.title} | ${banner.displayName}`)}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/demo.css">' +
      DEMO_PAGE_CONFIG +
      '<script type="module" src="/aisle/aisle.js"></script></head>',
    `<body><header class="site-header"><aisle-banner-brand href="/"></aisle-banner-brand><nav aria-label="Demo pages">${nav}</nav><aisle-mini-cart href="/products.html"></aisle-mini-cart></header>`,
    `<aisle-order-alert></aisle-order-alert><main class="page page-wide"><h1>${escapeHtml(page.title)}</h1>${page.body}</main></body></html>`,
  ].join('')
}

/** The designed 'not found' page: status 404, what was not found, and the way back. */
export function notFound(what: string): StorefrontPage {
  return { status: 404, title: 'Page not found', body: `<p>${escapeHtml(what)}</p>${backHome()}` }
}
