/**
 * The short chaos soak of `npm test`, on each build: a few seeded walks of one shopper's two tabs over the demo
 * pages with faults armed at random (test/e2e/soak/). A failure names the seed, the step and the last actions;
 * `npm run soak -- --seed N --steps M` replays it.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { bannerUrl, closeBrowser, launch } from './browser'
import { runSoak } from './soak/run'
import { SOAK_BANNER } from './soak/world'

/** The walks `npm test` runs: together about a minute per build on a quiet machine. */
export const SHORT_SOAK_SEEDS = [1, 2, 3] as const
export const SHORT_SOAK_STEPS = 30

describe('chaos soak (short)', () => {
  afterAll(async () => {
    await closeBrowser()
  })

  for (const seed of SHORT_SOAK_SEEDS) {
    it(
      `seed ${seed}: ${SHORT_SOAK_STEPS} steps of presses, navigations and faults leave every tab equal to the server, nothing lost`,
      { timeout: 240_000 },
      async () => {
        const report = await runSoak(await launch(), {
          seed,
          steps: SHORT_SOAK_STEPS,
          settleEvery: SHORT_SOAK_STEPS,
          url: (path) => bannerUrl(SOAK_BANNER, path),
        })
        expect(report.steps).toBe(SHORT_SOAK_STEPS)
        expect(report.presses).toBeGreaterThan(0)
      },
    )
  }
})
