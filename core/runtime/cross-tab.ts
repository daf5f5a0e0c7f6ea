/**
 * What the shopper did in another tab, and a page restored from the back/forward cache.
 * The cart and coupon caches already follow other tabs through local-storage events and re-read storage on
 * `pageshow` (@nanostores/persistent). This covers what is not in local storage:
 * - an action a store announces (an opt-in, a redemption): posted on a BroadcastChannel; every other tab
 *   calls refresh() on its store in that runtime slot;
 * - a sign-in or sign-out made by the storefront: the shared session cookie changes. The cookie store's change
 *   event tells at once where the browser has one (Chromium); elsewhere the page checks when it is shown again
 *   (visibilitychange, focus). Then user info, the cart and every slot store with refresh() are read again;
 * - `pageshow` with `persisted` (a restore from the back/forward cache): the same full refresh.
 * Installed by bootRuntime; resetRuntime disposes it (it lives in a slot).
 */
import { readStorefrontCookie } from '../io/cookies'
import { COOKIES } from '../rules/http'
import type { Runtime } from './index'
import { runSlots, type SlotKey, slotKey, slotOf } from './slots'

export const CROSS_TAB_CHANNEL = 'aisle'
interface CrossTabMessage {
  type: 'refresh'
  slot: string
}
interface CrossTab {
  announce(slot: string): void
  dispose(): void
}

/** The watcher's own slot: resetRuntime disposes it. */
export const CROSS_TAB_SLOT = slotKey<CrossTab>('cross-tab', { dispose: (watcher) => watcher.dispose() })

/**
 * The pages whose shopper may have changed something since the HTML was made: restored from the back/forward cache, a
 * sign-in or sign-out, or another tab's action. A tag prerendered for the shopper and hydrated after that takes nothing
 * from its markup's data (it reads afresh): that data is the page's first answer, not the latest.
 */
const changedSinceServed = new WeakSet<Runtime>()
/** Set on the window by the loader (widgets/loader.ts) when the page is restored from the back/forward cache, booted or not. */
export const RESTORED_KEY = Symbol.for('aisle.restored')
export const changedSinceServedFor = (runtime: Runtime): boolean =>
  changedSinceServed.has(runtime) || (runtime.win as { [RESTORED_KEY]?: boolean })[RESTORED_KEY] === true

/** User info, the cart (when a widget has loaded it) and every slot store, read again. */
export async function refreshAll(runtime: Runtime): Promise<void> {
  changedSinceServed.add(runtime)
  await runtime.session.reload()
  runSlots(runtime, 'refresh')
}

export function watchOtherTabs(runtime: Runtime): CrossTab {
  const win = runtime.win
  const bannerB = runtime.config.banner.cookieVariant === 'b'
  const signature = () => readStorefrontCookie(runtime.cookies, COOKIES.session, bannerB) ?? ''
  let seen = signature()
  const onMessage = (event: MessageEvent<CrossTabMessage>) => {
    if (event.data?.type !== 'refresh' || typeof event.data.slot !== 'string') return
    changedSinceServed.add(runtime)
    runSlots(runtime, 'refresh', event.data.slot)
  }
  // Closed while the page sits in the back/forward cache: a message arriving then would evict it (Chromium's
  // 'broadcastchannel-message'); the pageshow refresh reads what changed instead.
  let channel: BroadcastChannel | undefined
  const openChannel = () => {
    if (channel || typeof BroadcastChannel === 'undefined') return
    channel = new BroadcastChannel(CROSS_TAB_CHANNEL)
    channel.addEventListener('message', onMessage)
  }
  const closeChannel = () => {
    channel?.removeEventListener('message', onMessage)
    channel?.close()
    channel = undefined
  }
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) closeChannel()
  }
  const checkSession = () => {
    const now = signature()
    if (now === seen) return
    seen = now
    void refreshAll(runtime)
  }
  const onShow = () => {
    if (win.document.visibilityState === 'visible') checkSession()
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return
    openChannel()
    seen = signature()
    void refreshAll(runtime)
  }
  const cookieStore = (win as Window & { cookieStore?: EventTarget }).cookieStore
  openChannel()
  const stopListening = [
    listen(cookieStore, 'change', checkSession),
    listen(win.document, 'visibilitychange', onShow),
    listen(win, 'focus', checkSession),
    listen(win, 'pageshow', onPageShow),
    listen(win, 'pagehide', onPageHide),
  ]
  return {
    announce(slot) {
      channel?.postMessage({ type: 'refresh', slot } satisfies CrossTabMessage)
    },
    dispose() {
      closeChannel()
      for (const stop of stopListening) stop()
    },
  }
}

/** Adds the listener (when the target exists) and answers the call that removes it. */
function listen<E extends Event>(target: EventTarget | undefined, type: string, listener: (event: E) => void): () => void {
  target?.addEventListener(type, listener as EventListener)
  return () => target?.removeEventListener(type, listener as EventListener)
}

/** Tells the page's other tabs that the store in `slot` changed on the server (no-op before bootRuntime installed the watcher). */
export function announceToOtherTabs(runtime: Runtime, slot: SlotKey<never>): void {
  slotOf(runtime, CROSS_TAB_SLOT)?.announce(slot.name)
}

/** Installs the watcher once per runtime, in its slot (so resetRuntime disposes it). */
export function installCrossTab(runtime: Runtime): void {
  if (!runtime.slots.has(CROSS_TAB_SLOT)) runtime.slots.set(CROSS_TAB_SLOT, watchOtherTabs(runtime))
}
