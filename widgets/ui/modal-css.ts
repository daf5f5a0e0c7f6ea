/**
 * How a widget adopts the Modal's styles. A Modal renders inside its host widget's shadow root, where the
 * page's and other widgets' styles do not reach, so the host adopts this sheet too:
 *
 *   defineAisleElement(tag, Component, { css: withModalCss(ownCss), boot })
 *
 * or, for a shadow root set up by hand, `root.adoptedStyleSheets = [...root.adoptedStyleSheets, modalStyleSheet()]`.
 * Both are constructable sheets shared by every instance (core/elements/define.ts `sheetFor`), so a strict CSP
 * that forbids inline <style> still works.
 */
import { sheetFor } from '../../core/elements/define'
import css from './modal.css?inline'

/** The Modal's CSS text. */
export const modalCss: string = css

/** The host widget's CSS followed by the Modal's, for defineAisleElement's `css` option. */
export const withModalCss = (widgetCss: string): string => `${modalCss}\n${widgetCss}`

/** The Modal's styles as one shared constructable stylesheet. */
export const modalStyleSheet = (): CSSStyleSheet => sheetFor(modalCss)
