/**
 * Whether a press is the shopper's own (widgets refuse clicks a page script makes, CPN-066): a trusted event, or the
 * loader's replay of a trusted press it held while the tag's code loaded (widgets/loader-reach.ts, the loader's second
 * half). The loader keeps the events it replays to itself and answers only "is this one of mine?" through a read-only
 * function on the window, so a page script can neither mark its own event nor replace the answer, and no module is
 * shared with the loader.
 */
export const REPLAYED_PRESS_KEY = Symbol.for('aisle.replayed-press')

type ReplayCheck = (event: Event) => boolean

export function isTrustedPress(event: Event): boolean {
  if (event.isTrusted) return true
  const check = (globalThis as { [REPLAYED_PRESS_KEY]?: ReplayCheck })[REPLAYED_PRESS_KEY]
  return typeof check === 'function' && check(event)
}
