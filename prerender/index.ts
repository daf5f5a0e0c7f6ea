/**
 * aisle/prerender: HTML in, HTML out. Each Aisle tag whose first paint does not depend on the shopper
 * gets a declarative shadow root holding the widget's stylesheet link and the markup its client render makes
 * (renderToString of the same view, so every text goes through React's escaping), which the element then
 * hydrates without replacing a node (core/elements/define.ts). Everything else in the page is copied byte for
 * byte: only the text right after a prerendered tag's start tag is inserted, and the banner's theme link before
 * the page's </head> (./theme.ts). Runs in Node or at an edge (no
 * Node APIs here); a tag whose data cannot be read is left as it was (the client renders it, as without this).
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { type ConfigOverrides, type PageConfig, resolvePageConfig } from '../core/io/config'
import { HYDRATION_DATA_ATTRIBUTE, HYDRATION_PROPS_ATTRIBUTE, HYDRATION_ROOT_ATTRIBUTE, propsKey } from '../core/elements/hydration'
import { createApiClient } from '../core/io/api/client'
import { createMemoryCookieJar } from '../core/io/cookies'
import { PRERENDERED_TAGS, type PrerenderContext, type Rendered, type TagRenderer } from './tags'
import { stylesheetLink, themeLinkInsert, themeStylesheet } from './theme'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

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
}

export { PRERENDERED_TAGS }

/** For JSON: single quotes, which it seldom holds (its double quotes would be six bytes each). */
const escapeJsonAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;')

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

/** One prerendered tag's declarative shadow root: no whitespace anywhere (it would be a hydration mismatch). */
function shadowRoot(stylesheet: string, key: string, { markup, data }: Rendered): string {
  const dataAttribute = data === undefined ? '' : ` ${HYDRATION_DATA_ATTRIBUTE}='${escapeJsonAttribute(JSON.stringify(data))}'`
  return (
    `<template shadowrootmode="open">${stylesheetLink(stylesheet)}` +
    `<div ${HYDRATION_ROOT_ATTRIBUTE} ${HYDRATION_PROPS_ATTRIBUTE}='${escapeJsonAttribute(key)}'${dataAttribute}>${markup}</div></template>`
  )
}

export async function prerender(html: string, options: PrerenderOptions = {}): Promise<string> {
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
      PRERENDERED_TAGS[el.tagName] && !el.childNodes.some((c) => isElement(c) && c.tagName === 'template' && attr(c, 'shadowrootmode')),
  )
  if (base === undefined || hosts.length === 0) return html
  const config: PageConfig = resolvePageConfig({
    host: url.host,
    origin: url.origin,
    search: url.search,
    pathname: url.pathname,
    overrides: pageOverrides(all),
  })
  const session = { current: () => ({}), refresh: async () => undefined }
  const api = createApiClient({
    config,
    session,
    cookies: createMemoryCookieJar(),
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
  })
  const context: PrerenderContext = { config, page: url, api, now: options.now ?? Date.now(), cache: new Map() }
  const inserts = await Promise.all(
    hosts.map(async (el) => {
      const renderer = PRERENDERED_TAGS[el.tagName]!
      const at = el.sourceCodeLocation?.startTag?.endOffset
      if (at === undefined) return undefined
      const props = hostProps(el, renderer)
      const rendered = await renderer.render(props, context).catch(() => undefined)
      if (rendered === undefined) return undefined
      return { at, text: shadowRoot(`${base}${el.tagName.replace(/^aisle-/, '')}.css`, propsKey(renderer.attributes, props), rendered) }
    }),
  )
  const done = inserts.filter((i) => i !== undefined)
  // The banner's colours for the prerendered tags' first paint, as the runtime will adopt them (./theme.ts).
  const theme = done.length > 0 ? themeLinkInsert(all, themeStylesheet(base, config.banner.id)) : undefined
  let out = html
  for (const insert of [...done, ...(theme ? [theme] : [])].sort((a, b) => b.at - a.at)) {
    out = `${out.slice(0, insert.at)}${insert.text}${out.slice(insert.at)}`
  }
  return out
}

/** The options of prerenderHandler: prerender's, without the page address (the request's URL is it). */
export type PrerenderHandlerOptions = Omit<PrerenderOptions, 'url'>

/**
 * A web-standard fetch handler in front of a CMS: each GET answered 200 with an HTML page is prerendered
 * for the request's URL (its host names the banner); every other response passes through untouched. Runs in Node
 * (e.g. @hono/node-server), a service worker or an edge runtime. The body changes, so the upstream's Content-Length,
 * Content-Encoding (a fetched body arrives decoded) and ETag are dropped; every other header and the status are kept.
 */
export function prerenderHandler(
  upstream: (request: Request) => Response | Promise<Response>,
  options: PrerenderHandlerOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await upstream(request)
    if (request.method !== 'GET' || response.status !== 200 || !/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
      return response
    const html = await prerender(await response.text(), { ...options, url: request.url })
    const headers = new Headers(response.headers)
    for (const name of ['content-length', 'content-encoding', 'etag']) headers.delete(name)
    return new Response(html, { status: response.status, statusText: response.statusText, headers })
  }
}
