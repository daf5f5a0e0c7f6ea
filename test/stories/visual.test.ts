/**
 * Visual baselines: every story of the built Storybook, photographed in Chromium at
 * 1280 and 375 px for the default banner and the banner whose colour differs most from it (banners.ts),
 * against the committed PNG beside its widget (widgets/<widget>/__visual__/). A story added to any
 * widgets/**\/*.stories.tsx joins by itself (and fails until its baselines are written).
 *
 * Update on purpose: `npm run test:visual -- --update` (test/README.md). Each story is rendered once per
 * banner and resized, not reloaded.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_BANNER_ID } from '../../core/rules/banners'
import { deltaE2000, hexToLab, mostDifferentBanner, visualBanners } from './banners'
import { launchStoryBrowser, StoryPage, storiesFromIndex, WIDTHS } from './storybook'
import { baselinePath, checkAgainstBaseline, committedBaselines, DIFF_PIXELS_FILE, type Outcome, RESULTS_DIR } from './visual'
import type { Browser } from 'playwright'

const stories = storiesFromIndex()
const banners = visualBanners()
const update = inject('updateBaselines')
const origin = inject('storiesOrigin')

const tally = { comparisons: 0, failures: 0, written: 0, storiesSeen: new Set<string>() }
/** Differing pixels of every comparison, by baseline (null: no baseline to compare with), kept in DIFF_PIXELS_FILE. */
const diffPixels: Record<string, number | null> = {}
let browser: Browser
const started = performance.now()

/** One story at two widths on a busy machine; the gallery of every offer is the slowest. */
const STORY_TIMEOUT_MS = 120_000

beforeAll(async () => {
  browser = await launchStoryBrowser()
})

afterAll(async () => {
  await browser?.close()
  mkdirSync(RESULTS_DIR, { recursive: true })
  writeFileSync(DIFF_PIXELS_FILE, `${JSON.stringify(diffPixels, null, 1)}\n`)
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(
    `visual: ${tally.storiesSeen.size} stories x ${WIDTHS.length} widths x ${banners.length} banners (${banners.join(', ')}) = ${tally.comparisons} comparisons, ${tally.failures} failed` +
      (update ? `, ${tally.written} baselines written` : '') +
      ` (${seconds} s)`,
  )
})

describe('the banners compared', () => {
  it('computes colour difference as CIEDE2000 (Sharma et al. test pairs)', () => {
    // Pairs 1, 7 and 17 of the published test data: L*a*b* in, ΔE00 to four decimals out.
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4)
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4)
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4)
    expect(hexToLab('#ffffff')[0]).toBeCloseTo(100, 3)
  })

  it('are the default banner and the one whose brand colour differs most from it', () => {
    const farthest = mostDifferentBanner()
    expect(banners).toEqual([DEFAULT_BANNER_ID, farthest.banner.id])
    console.log(
      `visual banners: ${DEFAULT_BANNER_ID} and ${farthest.banner.id} (${farthest.banner.color}, ΔE00 ${farthest.deltaE.toFixed(1)} from the default)`,
    )
  })
})

function describeOutcome(outcome: Outcome, label: string): string | undefined {
  switch (outcome.kind) {
    case 'same':
      return undefined
    case 'written':
      tally.written += 1
      return undefined
    case 'missing':
      return `${label}: no baseline ${outcome.baseline} (write it with \`npm run test:visual -- --update\`); actual: ${outcome.actual}`
    case 'differs':
      return `${label}: ${outcome.diffPixels} pixels differ (${outcome.sizes})\n  expected: ${outcome.expected}\n  actual:   ${outcome.actual}\n  diff:     ${outcome.diff}`
  }
}

for (const banner of banners) {
  describe(`banner ${banner}`, () => {
    let page: StoryPage
    beforeAll(async () => {
      page = await StoryPage.open(browser, origin, banner)
    })
    afterAll(async () => {
      await page?.close()
    })

    for (const story of stories) {
      it(
        `${story.title} / ${story.name} looks like its baselines at ${WIDTHS.map((w) => `${w.width}`).join(' and ')} px`,
        async ({ task }) => {
          const problems: string[] = []
          const compared: string[] = []
          for (const width of WIDTHS) {
            await page.show(story, width)
            const path = baselinePath(story, banner, width)
            const outcome = checkAgainstBaseline(await page.screenshot(), path, update)
            tally.comparisons += 1
            diffPixels[path] = 'diffPixels' in outcome ? (outcome.diffPixels ?? 0) : null
            compared.push(width.name)
            const problem = describeOutcome(outcome, `${story.id} ${banner} ${width.width} px`)
            if (problem) {
              tally.failures += 1
              console.log(problem)
              problems.push(problem)
            }
          }
          tally.storiesSeen.add(story.id)
          // What the run summary counts (test/engines/summary-reporter.ts): this story, banner and widths, compared.
          task.meta.visual = { story: story.id, banner, widths: compared }
          expect(problems, problems.join('\n')).toEqual([])
        },
        STORY_TIMEOUT_MS,
      )
    }
  })
}

it('keeps no baseline for a story, banner or width that no longer exists', () => {
  const wanted = new Set(stories.flatMap((story) => banners.flatMap((banner) => WIDTHS.map((width) => baselinePath(story, banner, width)))))
  const orphans = committedBaselines().filter((path) => !wanted.has(path))
  if (update) for (const path of orphans) rmSync(path)
  else
    expect(orphans, `baselines without a story (remove them with \`npm run test:visual -- --update\`): ${orphans.join(', ')}`).toEqual([])
})
