/**
 * CRT-024: a guest on a page without a guest cart (disableGuestCart not explicitly false) signs in to add. The add
 * buttons say 'Sign in to add to cart' and a press goes to sign-in, where a guest's Clip goes (the session's
 * redirect: the page address is kept and the shopper comes back to it), instead of adding.
 */
import { useStore } from './use-select'
import type { Runtime } from '../../core/runtime'

export function useSignInToAdd(runtime: Runtime): { signIn: boolean; go: () => void } {
  const signIn = useStore(runtime.cart.$signInToAdd)
  return { signIn, go: () => void runtime.session.redirectToSignIn() }
}
