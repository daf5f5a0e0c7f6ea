/**
 * One page prerendered for one request (./index.ts): from its kept plan (./page-plan.ts), each tag's shadow root
 * spliced in after its start tag, in two parts when the page is the shopper's (before the first personal tag, and the
 * rest). Runs in Node or at an edge (no Node APIs here).
 */
import { HYDRATION_DATA_ATTRIBUTE, HYDRATION_PROPS_ATTRIBUTE, HYDRATION_ROOT_ATTRIBUTE } from '../core/elements/hydration'
import { createApiClient } from '../core/io/api/client'
import { createMemoryCookieJar } from '../core/io/cookies'
import type { PrerenderContext, Rendered } from './context'
import { type Insert, pagePlan, type PlannedTag } from './page-plan'
import { shopperCookies } from './personal'
import { stylesheetLink } from './theme'

export interface PrerenderOptions {
  /** The page's address: its host names the banner and the API's origin, as the client's page config reads them. Default: the page's <link rel="canonical">. */
  url?: string | URL
  /**
   * Where the built library's styles/ folder is served (ending in '/'). Default: `styles/` beside the page's
   * Aisle script (`…/aisle.js` or `…/widgets/<name>.js`); with neither, the tags are left to the client.
   */
  stylesheetBase?: string
  /** For the API calls (default: globalThis.fetch). */
  fetch?: typeof fetch
  /** The time the page is rendered for (default: now). */
  now?: number
  /**
   * The request's Cookie header: a signed-in shopper's session makes the personal tags theirs (the mini cart's count,
   * read with these cookies as the page's own scripts read it: ./personal.ts). Such a page must never be shared.
   */
  cookie?: string
  /**
   * Leaves the shopper's tags (the mini cart, the order alert) unwritten and prerenders every other: the public shell
   * a CMS may keep and pass through prerenderHandler, which then writes only those tags per request (the first bytes
   * wait for no public read).
   */
  leavePersonal?: boolean
}

/** For JSON: single quotes, which it seldom holds (its double quotes would be six bytes each). */
const escapeJsonAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;')

/** One prerendered tag's declarative shadow root: no whitespace anywhere (it would be a hydration mismatch). */
function shadowRoot(stylesheet: string, key: string, { markup, data }: Rendered): string {
  const dataAttribute = data === undefined ? '' : ` ${HYDRATION_DATA_ATTRIBUTE}='${escapeJsonAttribute(JSON.stringify(data))}'`
  return (
    `<template shadowrootmode="open">${stylesheetLink(stylesheet)}` +
    `<div ${HYDRATION_ROOT_ATTRIBUTE} ${HYDRATION_PROPS_ATTRIBUTE}='${escapeJsonAttribute(key)}'${dataAttribute}>${markup}</div></template>`
  )
}

/** The page's text from `from` to `to` with the inserts that fall there (those at its end too, when `to` is the end). */
function spliced(html: string, inserts: readonly Insert[], from: number, to: number): string {
  let out = ''
  let at = from
  for (const insert of [...inserts].sort((a, b) => a.at - b.at)) {
    if (insert.at < from || insert.at > to || (insert.at === to && to < html.length)) continue
    out += html.slice(at, insert.at) + insert.text
    at = insert.at
  }
  return out + html.slice(at, to)
}

/**
 * A page prerendered in two parts: `first`, everything before the first personal tag (the reads of the public tags
 * before it done), and `rest()`, once the personal tags' reads (and the public ones after them) are done or late
 * (./personal.ts). Without a cookie, or without a personal tag, `first` is the whole page and `rest()` is empty.
 */
export interface PrerenderedPage {
  /** Rendered for the shopper whose cookie came with it: the page holds a personal tag (whatever its reads gave). */
  personal: boolean
  /** The page holds a tag that is personal when the page is asked for with a signed-in shopper's session. */
  shopperTags: boolean
  first: string
  rest: () => Promise<string>
}

const NOTHING_MORE = () => Promise.resolve('')

const defined = <T>(list: readonly (T | undefined)[]): T[] => list.filter((i): i is T => i !== undefined)

/**
 * The page rendered for this request from its plan (./page-plan.ts: parsed once per page and kept), so a request for a
 * kept page only renders its tags and splices strings. `readsAfterFirst`: the reads after the first personal tag start
 * when `rest()` is first called (the handler calls it once the first bytes are on their way, so no read's own work
 * comes before them); otherwise they start at once, alongside the public reads before it.
 */
export async function prerenderPage(html: string, options: PrerenderOptions = {}, readsAfterFirst = false): Promise<PrerenderedPage> {
  const plan = pagePlan(html, options)
  const { config, tags, shopperTags } = plan
  if (!config || tags.length === 0) return { personal: false, shopperTags, first: html, rest: NOTHING_MORE }
  const session = { current: () => ({}), refresh: async () => undefined }
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis)
  const api = createApiClient({ config, session, cookies: createMemoryCookieJar(), fetch: fetcher })
  const context: PrerenderContext = {
    config,
    page: new URL(plan.href),
    api,
    now: options.now ?? Date.now(),
    cache: new Map(),
    fetch: fetcher,
    ...(options.cookie ? { cookie: options.cookie } : {}),
  }
  const render = async ({ at, renderer, props, key, stylesheet }: PlannedTag): Promise<Insert | undefined> => {
    if (at === undefined) return undefined
    const rendered = await renderer.render({ ...props }, context).catch(() => undefined)
    return rendered === undefined ? undefined : { at, text: shadowRoot(stylesheet, key, rendered) }
  }
  const personal = shopperTags && shopperCookies(context) !== undefined
  const isPersonal = (tag: PlannedTag) => personal && tag.renderer.personal === 'reads'
  const readers = tags.filter(isPersonal)
  if (readers.length === 0) {
    const now = defined(await Promise.all(tags.map(render)))
    // The banner's colours for the prerendered tags' first paint, as the runtime will adopt them (./theme.ts).
    const inserts = now.length > 0 && plan.theme ? [...now, plan.theme] : now
    return { personal, shopperTags, first: spliced(html, inserts, 0, html.length), rest: NOTHING_MORE }
  }
  const split = Math.min(...readers.map((tag) => tag.at ?? html.length))
  // The first part waits only for the public tags before the first personal one (and those made from the cookies); the
  // rest for the personal reads and the public tags after them. A tag made from reads is always written (its loading
  // state when its reads give nothing), so the theme is always linked.
  let later: Promise<Insert[]> | undefined
  const rest = () =>
    (later ??= Promise.all([...readers, ...tags.filter((tag) => !isPersonal(tag) && (tag.at ?? 0) >= split)].map(render)).then(defined))
  if (!readsAfterFirst) rest()
  const before = [...defined(await Promise.all(tags.filter((tag) => !isPersonal(tag) && (tag.at ?? 0) < split).map(render)))]
  if (plan.theme) before.push(plan.theme)
  return {
    personal,
    shopperTags,
    first: spliced(html, before, 0, split),
    rest: async () => spliced(html, [...before, ...(await rest())], split, html.length),
  }
}
