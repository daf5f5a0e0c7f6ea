/**
 * Browser back closes a modal (MDL-004). Each open modal pushes one history entry that carries its key
 * (MODAL_HISTORY_KEY); one popstate listener per window closes every modal above the entry the browser
 * landed on. A modal closed any other way steps back over its own entry, so the page's history is left as
 * it was and a later back goes where the shopper expects.
 */
import { MODAL_HISTORY_KEY, modalEntryOf, modalsClosedByPopState } from '../../core/rules/modal'

interface Entry {
  id: string
  win: Window
  onBack: () => void
}

const stack: Entry[] = []
const listening = new WeakSet<Window>()
/** Steps back we asked for and whose popstate has not arrived; a modal opened meanwhile waits to push. */
const pendingBacks = new WeakMap<Window, { count: number; queued: (() => void)[] }>()
let counter = 0

const pendingOf = (win: Window) => {
  let p = pendingBacks.get(win)
  if (!p) pendingBacks.set(win, (p = { count: 0, queued: [] }))
  return p
}

/** A key for one opening of one modal; unique across React roots on the page. */
export const nextModalEntryId = () => `aisle-modal-${++counter}`

function onPopState(this: Window, event: PopStateEvent) {
  const pending = pendingOf(this)
  if (pending.count > 0) {
    // Our own step over a closed modal's entry: nothing to close; now push the entries that waited for it.
    pending.count--
    if (pending.count === 0) pending.queued.splice(0).forEach((push) => push())
    return
  }
  const mine = stack.filter((e) => e.win === this)
  const closed = modalsClosedByPopState(
    mine.map((e) => e.id),
    modalEntryOf(event.state),
  )
  for (const id of closed) {
    const i = stack.findIndex((e) => e.id === id)
    if (i < 0) continue
    const [entry] = stack.splice(i, 1)
    entry?.onBack()
  }
}

/** Pushes the modal's history entry; `onBack` runs when browser back leaves it. */
export function pushModalEntry(win: Window, id: string, onBack: () => void): void {
  const push = () => {
    if (!stack.some((e) => e.id === id)) return // closed before its turn came
    const state: unknown = win.history.state
    const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {}
    win.history.pushState({ ...base, [MODAL_HISTORY_KEY]: id }, '')
  }
  stack.push({ id, win, onBack })
  const pending = pendingOf(win)
  // A back step still under way would otherwise land on (and close) the new modal's entry.
  if (pending.count > 0) pending.queued.push(push)
  else push()
  if (!listening.has(win)) {
    listening.add(win)
    win.addEventListener('popstate', onPopState)
  }
}

/** The modal closed by other means: forget it, and step back over its entry when that is the current one. */
export function releaseModalEntry(win: Window, id: string): void {
  const i = stack.findIndex((e) => e.id === id)
  if (i < 0) return // already left by browser back
  stack.splice(i, 1)
  if (modalEntryOf(win.history.state) === id) {
    pendingOf(win).count++
    win.history.back()
  }
}

/** Whether no step back is under way and every open modal has its entry (for tests). */
export const historySettled = (win: Window = window): boolean => pendingOf(win).count === 0

/** Open modal entries (for tests). */
export const openModalEntries = (): readonly string[] => stack.map((e) => e.id)
