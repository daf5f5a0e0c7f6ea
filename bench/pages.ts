/**
 * The pages the bench opens, found at run time so the bench grows with the library: every demo page
 * in demo-pages/ (partner/ on the partner host), every widget folder's tag (one page each, plus
 * one with every widget), and static twins of the demo pages made from their rendered DOM.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright'
import { PARTNER_HOST } from '../sim/server'
import { widgetFolders } from '../scripts/widgets/declarations'

const DEMO = fileURLToPath(new URL('../demo-pages/', import.meta.url))

export interface DemoPage {
  /** Short name: 'index', 'coupons', ..., 'partner'. */
  name: string
  host: string
  path: string
  html: string
  /**
   * The demo server prerenders it (the bench asks for `?prerender=1`, and `?prerender=0` for the client-rendered column): every banner page; not the partner page, whose
   * `style-src 'self'` blocks the retailer's stylesheets a prerendered tag links.
   */
  prerender: boolean
}

export function demoPages(banner: string): DemoPage[] {
  const list = (dir: string) =>
    readdirSync(join(DEMO, dir))
      .filter((f) => f.endsWith('.html'))
      .sort()
  return [
    ...list('').map((f) => ({
      name: f.slice(0, -5),
      host: banner,
      path: f === 'index.html' ? '/' : `/${f}`,
      html: readFileSync(join(DEMO, f), 'utf8'),
      prerender: true,
    })),
    ...list('partner').map((f) => ({
      name: f === 'index.html' ? PARTNER_HOST : `${PARTNER_HOST}-${f.slice(0, -5)}`,
      host: PARTNER_HOST,
      path: f === 'index.html' ? '/' : `/${f}`,
      html: readFileSync(join(DEMO, 'partner', f), 'utf8'),
      prerender: false,
    })),
  ]
}

/** Every registered tag, e.g. 'aisle-mini-cart'. */
export const widgetTags = (): string[] =>
  widgetFolders()
    .map((folder) => `aisle-${folder}`)
    .sort()

/** The aisle-* tags a page's HTML uses, in order of first use. */
export function tagsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/<(aisle-[a-z0-9-]+)[\s>/]/g)].map((m) => m[1] as string))]
}

/** The first use of `tag` in any of the pages, with its attributes (a bare tag when no page uses it). */
export function sampleElement(tag: string, htmls: readonly string[]): string {
  for (const html of htmls) {
    const m = new RegExp(`<${tag}(?=[\\s>/])[^>]*>`).exec(html)
    if (m) return `${m[0]}</${tag}>`
  }
  return `<${tag}></${tag}>`
}

/** A page with the loader and the given elements, shaped like the demo pages. */
export function widgetPage(title: string, elements: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title>`,
    '<link rel="stylesheet" href="/demo.css" /><script type="module" src="/aisle/aisle.js"></script></head>',
    `<body><main class="page"><h1>${title}</h1>${elements.join('')}</main></body>`,
    '</html>',
  ].join('\n')
}

export interface Snapshot {
  html: string
  /** CSS files the snapshot links to, by name. */
  css: Record<string, string>
}

/**
 * Runs in the rendered page: the document with its shadow roots as declarative shadow DOM, every
 * adopted stylesheet as a linked CSS file (the pages' CSP forbids inline style), scripts removed.
 */
function serialize(cssPrefix: string): Snapshot {
  const css: Record<string, string> = {}
  const names = new Map<CSSStyleSheet, string>()
  const sheetLink = (sheet: CSSStyleSheet) => {
    let name = names.get(sheet)
    if (!name) {
      name = `sheet-${names.size}.css`
      names.set(sheet, name)
      css[name] = [...sheet.cssRules].map((r) => r.cssText).join('\n')
    }
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = cssPrefix + name
    return link
  }
  const roots: ShadowRoot[] = []
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (!el.shadowRoot) continue
      roots.push(el.shadowRoot)
      visit(el.shadowRoot)
    }
  }
  visit(document)
  // Links go in place in the live page (it is thrown away after the snapshot).
  for (const root of roots) root.prepend(...root.adoptedStyleSheets.map(sheetLink))
  document.head.append(...document.adoptedStyleSheets.map(sheetLink))
  for (const el of document.querySelectorAll('script, link[rel="modulepreload"]')) el.remove()
  const inner = (document.documentElement as HTMLElement & { getHTML(o: object): string }).getHTML({ shadowRoots: roots })
  const lang = document.documentElement.lang ? ` lang="${document.documentElement.lang}"` : ''
  return { html: `<!doctype html>\n<html${lang}>${inner}</html>\n`, css }
}

/** The static twin of the rendered page: same content, no script. CSS names are served under `cssPrefix`. */
export async function snapshotPage(page: Page, cssPrefix: string): Promise<Snapshot> {
  return page.evaluate(serialize, cssPrefix)
}
