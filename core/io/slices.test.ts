import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbOffers } from '../../test/support/offer-fixtures'
import { gridOrderSteps } from '../rules/coupons/grid-orders'
import { runSteps } from '../rules/steps'
import { runInSlices } from './slices'

/** A clock that moves `tick` ms each time it is read, and a pause that counts the slices. */
function fakeTime(tick: number) {
  let t = 0
  const pauses = { count: 0 }
  return { now: () => (t += tick), yieldToPage: async () => void (pauses.count += 1), pauses }
}

describe('work in main-thread slices', () => {
  it('gives the same grid orders as running the same steps at once, for any offers and any slice length', async () => {
    await fc.assert(
      fc.asyncProperty(arbOffers(30), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10 }), async (offers, budgetMs, tick) => {
        const time = fakeTime(tick)
        const sliced = await runInSlices(gridOrderSteps(offers), { budgetMs, ...time })
        expect(sliced).toEqual(runSteps(gridOrderSteps(offers)))
      }),
    )
  })

  it('gives the thread back whenever a slice has used its budget, and only then', async () => {
    function* steps() {
      for (let i = 0; i < 10; i++) yield
      return 'done'
    }
    // Each step reads the clock once more: 4 ms a read against a 10 ms budget is 3 steps a slice.
    const time = fakeTime(4)
    expect(await runInSlices(steps(), { budgetMs: 10, ...time })).toBe('done')
    expect(time.pauses.count).toBe(3)
    const long = fakeTime(1)
    await runInSlices(steps(), { budgetMs: 1_000, ...long })
    expect(long.pauses.count).toBe(0)
  })

  it('stops between slices when aborted, with the signal reason', async () => {
    const abort = new AbortController()
    const time = fakeTime(5)
    const run = runInSlices(gridOrderSteps([]), {
      budgetMs: 1,
      signal: abort.signal,
      now: time.now,
      yieldToPage: async () => abort.abort(new Error('read again')),
    })
    await expect(run).rejects.toThrow('read again')
  })
})
