/**
 * Focus that follows a pressed control when the press replaces it (WCAG 2.4.3 Focus Order): a coupon's
 * 'Clip Coupon' button becomes the 'Clipped' badge, a game's 'Start Playing' button becomes 'Play now!'.
 * Without this, focus falls to the page and a keyboard shopper starts again from the top; a modal the press
 * opens would also have nowhere to give focus back to.
 */
import type { RefObject } from 'react'

/** Whether focus has been lost: on the page's body, or on nothing inside the element's shadow root. */
export function focusLost(el: HTMLElement): boolean {
  const root = el.getRootNode()
  const active = root instanceof ShadowRoot ? root.activeElement : el.ownerDocument.activeElement
  return !active || active === el.ownerDocument.body
}

/**
 * A callback ref for the element that replaces a pressed control: it takes focus when `pressed` is set and
 * focus was lost, then clears `pressed`. The element needs to be focusable (a link, or tabIndex -1).
 */
export const followFocus =
  (pressed: RefObject<boolean>) =>
  (el: HTMLElement | null): void => {
    if (!el) return
    if (pressed.current && focusLost(el)) el.focus()
    pressed.current = false
  }
