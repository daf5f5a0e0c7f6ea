/** Test helpers for the guest-cart switch (CRT-024): a guest's page with the page's flags and its sign-in redirect watched. */
import { vi } from 'vitest'
import { type Harness, setUpHarness, startHarness } from '../../test/support/widget-fixture'

/** A guest on a page whose configuration sets `flags` (none: the flag is absent); sign-in is recorded, never followed. */
export function guestPage(flags: Record<string, boolean>): { h: Harness; redirect: ReturnType<typeof vi.fn> } {
  const h = setUpHarness({ overrides: { flags } })
  const redirect = vi.spyOn(h.runtime.session, 'redirectToSignIn').mockImplementation(() => '/account/sign-in.html')
  startHarness(h)
  return { h, redirect: redirect as unknown as ReturnType<typeof vi.fn> }
}

/** The pages without a guest cart (001 §5: only an explicit false turns it on): the flag left out, and set true. */
export const NO_GUEST_CART_PAGES = [
  ['the page leaves disableGuestCart out', {}],
  ['the page sets disableGuestCart to true', { disableGuestCart: true }],
] as const
