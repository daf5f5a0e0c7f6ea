/**
 * What aisle/prerender derives from a page's HTML alone (./index.ts): the parse, the host elements and their props, the
 * offsets to insert at, the stylesheet base, the page config for the URL, the banner theme's link, which tags are
 * personal. A CMS answers the same shell to every shopper, so the plan is kept, keyed by the HTML and what it was derived
 * for (the URL, the stylesheet base, leavePersonal), for the last KEPT_PAGE_PLANS pages: a request for a kept page renders
 * only its tags and splices strings. It holds nothing of a request (no cookie, no read, no clock), so any request may
 * share it.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { type ConfigOverrides, type PageConfig, resolvePageConfig } from '../core/io/config'
import { propsKey } from '../core/elements/hydration'
import type { TagRenderer } from './context'
import { PRERENDERED_TAGS } from './tags.generated'
import { themeLinkInsert, themeStylesheet } from './theme'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

/**
 * How many pages' plans are kept (the most recently used): a site's pages in front of one handler are few templates
 * (home, product, list, …), each a few tens of kB of HTML as the key, so 32 covers them in a few megabytes at most.
 */
export const KEPT_PAGE_PLANS = 32

/** Text to insert at an offset of the page. */
export interface Insert {
  at: number
  text: string
}

/** One tag to prerender: where its shadow root goes and what its renderer is given. */
export interface PlannedTag {
  tagName: string
  renderer: TagRenderer
  /** The end of its start tag (undefined: no source location; the tag is left to the client). */
  at: number | undefined
  /** The host's attributes as props (read-only: each render gets a copy). */
  props: Readonly<Record<string, string>>
  /** The props' hydration key (propsKey). */
  key: string
  /** Its stylesheet's address. */
  stylesheet: string
}

export interface PagePlan {
  /** The page's address (the url option, or the page's canonical link). */
  href: string
  /** Undefined when nothing is to be rendered (no stylesheet base or no tag): the page is sent as it is. */
  config?: PageConfig
  tags: readonly PlannedTag[]
  /** The page holds a tag that is personal when asked for with a signed-in shopper's session. */
  shopperTags: boolean
  /** The banner theme's link before </head>, when the page has one to take it. */
  theme?: Insert
}

const isElement = (node: Node): node is Element => 'tagName' in node

/** The page's elements in document order; not a <template>'s content (a script stamps it later: a clone's declarative root would never attach). */
function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elements(child)
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value

/** The page's #aisle-config block and the loader's data attributes, as core/io/config reads them in the browser. */
function pageOverrides(all: readonly Element[]): ConfigOverrides {
  const out: ConfigOverrides = {}
  const block = all.find((el) => attr(el, 'id') === 'aisle-config')
  const text = block?.childNodes.map((n) => ('value' in n && typeof n.value === 'string' ? n.value : '')).join('')
  if (text) {
    try {
      Object.assign(out, JSON.parse(text) as ConfigOverrides)
    } catch {
      // The client warns about it; the server renders with the host's defaults, as the client will.
    }
  }
  const script = all.find((el) => el.tagName === 'script' && el.attrs.some((a) => a.name.startsWith('data-aisle-')))
  const banner = script && attr(script, 'data-aisle-banner')
  const environment = script && attr(script, 'data-aisle-environment')
  const apiOrigin = script && attr(script, 'data-aisle-api-origin')
  if (banner) out.banner = banner
  if (environment) out.environment = environment
  if (apiOrigin) out.apiOrigin = apiOrigin
  return out
}

/** styles/ beside the page's Aisle script (relative as the script's src is, so the link resolves as the script does). */
function stylesheetBaseOf(all: readonly Element[]): string | undefined {
  for (const el of all) {
    const src = el.tagName === 'script' ? attr(el, 'src') : undefined
    const match = src && /^(.*?\/)(?:aisle\.js|widgets\/[a-z-]+\.js)(?:[?#].*)?$/.exec(src)
    if (match?.[1] !== undefined) return `${match[1]}styles/`
  }
  return undefined
}

/** The host's attributes as r2wc hands them to the component: camelCase props, empty ones left out. */
function hostProps(el: Element, renderer: TagRenderer): Record<string, string> {
  const props: Record<string, string> = {}
  for (const name of renderer.attributes) {
    const value = attr(el, name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
    if (value) props[name] = value
  }
  return props
}

export interface PlanOptions {
  url?: string | URL
  stylesheetBase?: string
  leavePersonal?: boolean
}

let parses = 0
/** How many pages have been parsed since the process started (a kept plan parses nothing): for the tests. */
export const pagesParsed = () => parses

function planOf(html: string, options: PlanOptions): PagePlan {
  parses++
  const document = parse(html, { sourceCodeLocationInfo: true })
  const all = [...elements(document)]
  const canonical = all.find((el) => el.tagName === 'link' && attr(el, 'rel')?.split(/\s+/).includes('canonical'))
  const address = options.url ?? (canonical && attr(canonical, 'href'))
  if (!address)
    throw new TypeError(
      'aisle/prerender: the page address is needed (the url option, or a <link rel="canonical"> in the page): its host names the banner.',
    )
  const url = new URL(address)
  const base = options.stylesheetBase ?? stylesheetBaseOf(all)
  const hosts = all.filter(
    (el) =>
      PRERENDERED_TAGS[el.tagName] &&
      !(options.leavePersonal && PRERENDERED_TAGS[el.tagName]?.personal !== undefined) &&
      !el.childNodes.some((c) => isElement(c) && c.tagName === 'template' && attr(c, 'shadowrootmode')),
  )
  const shopperTags = hosts.some((el) => PRERENDERED_TAGS[el.tagName]?.personal !== undefined)
  if (base === undefined || hosts.length === 0) return { href: url.href, tags: [], shopperTags }
  const config = resolvePageConfig({
    host: url.host,
    origin: url.origin,
    search: url.search,
    pathname: url.pathname,
    overrides: pageOverrides(all),
  })
  const tags = hosts.map((el): PlannedTag => {
    const renderer = PRERENDERED_TAGS[el.tagName]!
    const props = hostProps(el, renderer)
    return {
      tagName: el.tagName,
      renderer,
      at: el.sourceCodeLocation?.startTag?.endOffset,
      props,
      key: propsKey(renderer.attributes, props),
      stylesheet: `${base}${el.tagName.replace(/^aisle-/, '')}.css`,
    }
  })
  const theme = themeLinkInsert(all, themeStylesheet(base, config.banner.id))
  return { href: url.href, config, tags, shopperTags, ...(theme ? { theme } : {}) }
}

/** How many plans one page's HTML keeps (one per address and options it is asked for with, the most recently used). */
export const KEPT_PLANS_PER_PAGE = 8

/**
 * The kept plans by the page's HTML (least recently used first), then by what they were derived for: the HTML is looked
 * up as it came, never copied into a longer key.
 */
const kept = new Map<string, Map<string, PagePlan>>()

/** Uses `key` in `map` last (it becomes the most recently used). */
const touch = <T>(map: Map<string, T>, key: string, value: T) => {
  map.delete(key)
  map.set(key, value)
}

/** The oldest entries of `map` beyond `bound` go. */
const bound = (map: Map<string, unknown>, size: number) => {
  for (const key of map.keys()) {
    if (map.size <= size) return
    map.delete(key)
  }
}

/** The page's plan: the kept one for this HTML and these options, or a new one (kept; the least recently used go past the bounds). */
export function pagePlan(html: string, options: PlanOptions): PagePlan {
  const key = `${String(options.url ?? '')}\n${options.stylesheetBase ?? ''}\n${options.leavePersonal ? 1 : 0}`
  const found = kept.get(html)
  const plan = found?.get(key) ?? planOf(html, options)
  const plans = found ?? new Map<string, PagePlan>()
  touch(kept, html, plans)
  touch(plans, key, plan)
  bound(plans, KEPT_PLANS_PER_PAGE)
  bound(kept, KEPT_PAGE_PLANS)
  return plan
}
