/**
 * Runs work written as steps (a generator yielding between bounded pieces) in short slices on the main
 * thread: steps run while the slice lasts under its budget, then the page gets the thread back
 * (scheduler.yield where the browser has it, else a MessageChannel task) before the next slice. A slice ends
 * only at a yield, so one step is the longest uninterrupted run. Cancelled by an AbortSignal between slices.
 */

import type { Steps } from '../rules/steps'

/** A slice's budget: short enough that a click or a frame waiting behind it is not held. */
export const SLICE_BUDGET_MS = 8

export interface SliceOptions {
  budgetMs?: number
  signal?: AbortSignal
  now?: () => number
  /** How the page gets the thread back between slices (injected in tests). */
  yieldToPage?: () => Promise<void>
}

type Scheduler = { yield?: () => Promise<void> }

/** scheduler.yield (continuation keeps its priority), else a task after the ones queued (a MessageChannel message). */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Waits for the page's next idle period (requestIdleCallback; a task where it is missing): for work nobody waits
 * for, which must not hold a click or a frame (the deals grid's sort orders).
 */
export function yieldToIdle(): Promise<void> {
  const idle = (globalThis as { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number }).requestIdleCallback
  if (typeof idle !== 'function') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => idle(() => resolve()))
}

/** Drains the steps slice by slice; resolves with their result, rejects with the signal's reason when aborted. */
export async function runInSlices<T>(steps: Steps<T>, options: SliceOptions = {}): Promise<T> {
  const budget = options.budgetMs ?? SLICE_BUDGET_MS
  const now = options.now ?? (() => performance.now())
  const pause = options.yieldToPage ?? yieldToPage
  for (;;) {
    options.signal?.throwIfAborted()
    const start = now()
    do {
      const next = steps.next()
      if (next.done) return next.value
    } while (now() - start < budget)
    await pause()
  }
}
