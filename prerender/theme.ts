/**
 * The banner's theme on a prerendered page: the runtime adopts the banner's tokens on the page
 * (core/io/theme.ts) only once its script runs, so a prerendered tag would paint in the default banner's colours and
 * turn to its own a moment later. The build writes each banner's theme as a file (styles/banners/<banner>.css, the
 * same `@layer aisle.theme` rule: a page's own CSS still wins), and the prerender links it at the end of the page's
 * <head>. A page without a written </head> (a fragment) is left as it is; so is one that already links it.
 */
import type { DefaultTreeAdapterTypes } from 'parse5'

type Element = DefaultTreeAdapterTypes.Element

/** Where the banner's theme file is, beside the widgets' stylesheets. */
export const themeStylesheet = (stylesheetBase: string, bannerId: string) => `${stylesheetBase}banners/${bannerId}.css`

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** A stylesheet link, its address escaped (the banner theme's here, each prerendered root's in ./index.ts). */
export const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`

/** The link to insert before the page's </head>, or undefined (no written </head>, or already linked). */
export function themeLinkInsert(all: readonly Element[], href: string): { at: number; text: string } | undefined {
  const head = all.find((el) => el.tagName === 'head')
  const at = head?.sourceCodeLocation?.endTag?.startOffset
  if (at === undefined) return undefined
  if (all.some((el) => el.tagName === 'link' && el.attrs.some((a) => a.name === 'href' && a.value === href))) return undefined
  return { at, text: stylesheetLink(href) }
}
