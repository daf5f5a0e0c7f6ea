/**
 * Tab wrapping inside an open modal <dialog>. A native modal dialog makes the page inert, but Tab past its
 * last control leaves for the browser's own UI (or the page's body in an embedded browser); we wrap instead,
 * so focus stays inside (WCAG 2.4.3 in a modal context). Used by the Modal and the session-timeout dialog.
 */

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** The dialog's keyboard-reachable elements, in order. */
export function tabbablesIn(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      el.getClientRects().length > 0,
  )
}

/** The keydown of a Tab on the dialog (a React or a DOM event). */
export interface TabKeyEvent {
  currentTarget: HTMLDialogElement
  shiftKey: boolean
  preventDefault(): void
}

/** Moves focus from the last control to the first (Shift: first to last), and keeps it inside the dialog. */
export function wrapTab(e: TabKeyEvent): void {
  const dialog = e.currentTarget
  const items = tabbablesIn(dialog)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    e.preventDefault()
    return
  }
  const root = dialog.getRootNode()
  const active = root instanceof ShadowRoot ? root.activeElement : dialog.ownerDocument.activeElement
  if (e.shiftKey && (active === first || !dialog.contains(active))) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
    e.preventDefault()
    first.focus()
  }
}
