/**
 * The stories on another day: every story's accessible tree with the page's clock moved a year ahead, in the
 * retailer's zone (test/time-travel/positions.ts), compared with its committed
 * ARIA snapshot with the dates masked. A story that shows another state on another day — an offer whose dates are
 * written into the story and have passed, a day computed in the wrong zone — fails on the day it is written.
 * The Node suites run on all four positions (vitest.config.ts); a story renders on one fixed instant, so the
 * positions that cross a boundary while running are theirs.
 */
import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { DEFAULT_BANNER_ID } from '../../core/rules/banners'
import { clockPosition } from '../time-travel/positions'
import { maskDates } from '../time-travel/masked-dates'
import { ariaPath, ariaTree } from './aria'
import { launchStoryBrowser, StoryPage, storiesFromIndex, WIDTHS } from './storybook'

/**
 * The positions the stories are rendered on: a year ahead, in the retailer's zone (the baselines are drawn in UTC).
 * Each position costs a pass over every story, so the stories take the one that finds dates written into a story.
 */
export const STORY_POSITIONS = ['year-ahead'] as const

const stories = storiesFromIndex()
const origin = inject('storiesOrigin')
const runStart = Date.now()
let browser: Browser

beforeAll(async () => {
  browser = await launchStoryBrowser()
})

afterAll(async () => {
  await browser?.close()
})

for (const name of STORY_POSITIONS) {
  const position = clockPosition(name, runStart)
  it(`every story shows on ${name} (${new Date(position.at).toISOString()}, ${position.timeZone}) what its snapshot shows, dates aside`, async () => {
    const page = await StoryPage.open(browser, origin, DEFAULT_BANNER_ID, WIDTHS[0], position)
    const differing: string[] = []
    try {
      for (const story of stories) {
        const actual = maskDates(await ariaTree(page, story))
        const expected = maskDates(readFileSync(ariaPath(story), 'utf8'))
        if (actual !== expected) differing.push(`${story.id}\n--- committed (dates masked)\n${expected}\n--- on ${name}\n${actual}`)
      }
    } finally {
      await page.close()
    }
    const ids = differing.map((d) => d.slice(0, d.indexOf('\n')))
    expect(
      differing.slice(0, 3).join('\n\n'),
      `${differing.length} of ${stories.length} stories differ on ${name}: ${ids.join(', ')}`,
    ).toBe('')
  })
}
