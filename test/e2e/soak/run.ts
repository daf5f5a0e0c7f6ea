/**
 * The chaos soak (not shipped): a seeded random walk of one shopper's two tabs over the demo pages, with faults
 * armed at random, checked after every step and after settling. `npm test` runs a few short walks per build
 * (test/e2e/soak.e2e.test.ts); `npm run soak -- --seconds 3600 --seed N` walks long (scripts/soak.ts).
 */
import type { Browser } from 'playwright'
import { act } from './actions'
import { checkContinuously, checkIdentity, checkSettled } from './invariants'
import { openWorld, pressCount, SoakViolation, type World } from './world'

export interface SoakOptions {
  seed: number
  /** The walk stops after this many steps, or after `seconds`, whichever comes first. */
  steps?: number
  seconds?: number
  /** Settle and check the screens against the server every this many steps (and at the end). */
  settleEvery?: number
  url: (path: string) => string
  log?: (line: string) => void
}

export interface SoakReport {
  seed: number
  steps: number
  presses: number
  faults: number
  settles: number
}

/** Steps between identity checks (each reads the whole request log). */
const IDENTITY_EVERY = 5

export async function runSoak(browser: Browser, options: SoakOptions): Promise<SoakReport> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const started = Date.now()
  const maxSteps = options.steps ?? Number.POSITIVE_INFINITY
  const until = options.seconds === undefined ? Number.POSITIVE_INFINITY : started + options.seconds * 1000
  const settleEvery = options.settleEvery ?? 40
  let world: World | undefined
  let settles = 0
  try {
    world = await openWorld(context, options.url, options.seed)
    while (world.step < maxSteps && Date.now() < until) {
      await act(world)
      await checkContinuously(world)
      if (world.step % IDENTITY_EVERY === 0) await checkIdentity(world)
      world.step++
      if (world.step % settleEvery === 0) {
        await checkIdentity(world)
        await checkSettled(world)
        settles++
        options.log?.(
          `seed ${options.seed}: ${world.step} steps, ${pressCount(world)} presses, ${world.faultsArmed} faults, settled ${settles}×`,
        )
      }
    }
    await checkIdentity(world)
    await checkSettled(world)
    settles++
    return { seed: options.seed, steps: world.step, presses: pressCount(world), faults: world.faultsArmed, settles }
  } catch (error) {
    // A failure of the walk itself (not a violation) is reported with the seed, step and trail too, so it can be replayed.
    if (error instanceof SoakViolation || !world) throw error
    throw new SoakViolation(world, `the walk failed: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await context.close()
  }
}
