/**
 * Helpers for the press-feedback tests: hold the simulator's answer to a call until the test
 * lets it go, and read a widget as the first frame after a press shows it.
 */
import { vi } from 'vitest'
import type { Harness } from './widget-fixture'

export interface HeldReplies {
  /** How many matching calls are waiting. */
  held: () => number
  /** Lets every held call (and every later one) through to the simulator. */
  release: () => void
}

/** Holds every `method` call whose path matches until release(): the server has not answered yet. */
export function holdReplies(h: Harness, method: string, path: RegExp): HeldReplies {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  const simFetch = h.sim.fetch.bind(h.sim)
  vi.spyOn(h.sim, 'fetch').mockImplementation(async (request: Request) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) {
      held++
      await gate
      held--
    }
    return simFetch(request)
  })
  return { held: () => held, release: () => release() }
}

/**
 * What `read` sees in the first animation frame after the next click on the page: armed in the click's capture
 * phase, before any widget handles it, and read in the requestAnimationFrame callback that runs before that
 * frame is painted. Whatever it sees is on screen in the press's own frame.
 */
export function readInPressFrame<T>(read: () => T): Promise<T> {
  return new Promise((resolve) => {
    const onClick = () => {
      document.removeEventListener('click', onClick, true)
      requestAnimationFrame(() => resolve(read()))
    }
    document.addEventListener('click', onClick, true)
  })
}
