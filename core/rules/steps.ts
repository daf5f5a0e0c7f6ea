/**
 * Work written as steps: a generator that yields between bounded pieces and returns its result. The caller
 * decides how it runs: all at once (`runSteps`: a worker, a test) or in slices on the main thread
 * (core/io/slices.ts); the result is the same either way.
 */
export type Steps<T> = Generator<void, T, void>

/** Runs steps to the end at once. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}
