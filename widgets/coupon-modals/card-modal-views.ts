/**
 * The coupon card's own modals (the clip's error modal, CPN-073; the box-top modal, CPN-127) as one module: the
 * card loads it the first time a press needs one of them, not on page load (widgets/coupon-card/card-modals.tsx).
 * The Modal's styles come with it: the card's host adopts them when it first shows one.
 */
import { modalStyleSheet } from '../ui/modal-css'

export { BoxTopView } from './BoxTop.view'
export { ErrorModalView } from './ErrorModal.view'

/**
 * Adopts the Modal's sheet into the shadow root that holds `node`, once, just before the widget's own sheet: where
 * `withModalCss` put the Modal's rules, so the widget's rules still come after them. Outside a shadow root, nothing.
 */
export function adoptModalCss(node: Node | null): void {
  const root = node?.getRootNode()
  if (!(root instanceof ShadowRoot)) return
  const sheet = modalStyleSheet()
  const sheets = root.adoptedStyleSheets
  if (sheets.includes(sheet)) return
  root.adoptedStyleSheets = sheets.length > 0 ? [...sheets.slice(0, -1), sheet, ...sheets.slice(-1)] : [sheet]
}
