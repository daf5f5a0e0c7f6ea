/**
 * Applies the banner's tokens to the page as an adopted stylesheet: no <style> element, so the
 * theme works under a Content Security Policy without 'unsafe-inline'. Idempotent per document.
 */
import type { Banner } from '../rules/banners'
import { themeCss } from '../rules/theme'

const applied = new WeakMap<Document, CSSStyleSheet>()

export function applyTheme(doc: Document, banner: Banner): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return undefined
  let sheet = applied.get(doc)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    applied.set(doc, sheet)
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
  }
  sheet.replaceSync(themeCss(banner))
  return sheet
}
