/**
 * ARIA snapshots: the accessible tree of every story (roles, names, states and
 * values, through the widgets' open shadow roots) against the snapshot committed beside its widget,
 * widgets/<widget>/__aria__/<story>.aria.yml. The stories are the widgets' states — loading, loaded,
 * empty, error, guest and signed in, every button state of the coupon card, every modal — so every
 * state a story shows has its tree checked. A story added to any widgets/**\/*.stories.tsx joins by itself.
 *
 * The tree is Playwright's ARIA snapshot (`locator.ariaSnapshot()`, the YAML its `toMatchAriaSnapshot` uses),
 * taken of the story's root and of any Aisle element appended to <body>, at 1280 px for the default banner.
 * Update on purpose with the visual baselines' command: `npm run test:aria -- --update` (test/README.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { DEFAULT_BANNER_ID } from '../../core/rules/banners'
import { ariaPath, ariaTree } from './aria'
import { launchStoryBrowser, StoryPage, storiesFromIndex, WIDTHS } from './storybook'

const stories = storiesFromIndex()
const update = inject('updateBaselines')
const origin = inject('storiesOrigin')

const tally = { snapshots: 0, failures: 0, written: 0 }
let browser: Browser
let page: StoryPage
const started = performance.now()

beforeAll(async () => {
  browser = await launchStoryBrowser()
  page = await StoryPage.open(browser, origin, DEFAULT_BANNER_ID, WIDTHS[0])
})

afterAll(async () => {
  await page?.close()
  await browser?.close()
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(
    `aria: ${tally.snapshots} snapshots, ${tally.failures} failed` + (update ? `, ${tally.written} written` : '') + ` (${seconds} s)`,
  )
})

for (const story of stories) {
  it(`${story.title} / ${story.name}: the accessible tree is the committed one`, async ({ task }) => {
    const path = ariaPath(story)
    const actual = await ariaTree(page, story)
    tally.snapshots += 1
    // What the run summary counts (test/engines/summary-reporter.ts): one snapshot of this story, compared.
    task.meta.aria = { story: story.id }
    const expected = existsSync(path) ? readFileSync(path, 'utf8') : undefined
    if (expected === actual) return
    if (update) {
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, actual)
      tally.written += 1
      return
    }
    tally.failures += 1
    expect(expected, `no ARIA snapshot ${path}: write it with \`npm run test:aria -- --update\``).toBeDefined()
    expect(actual, `${path} differs from the story's accessible tree (update on purpose with \`npm run test:aria -- --update\`)`).toBe(
      expected,
    )
  })
}

it('keeps no ARIA snapshot for a story that no longer exists', () => {
  const wanted = new Set(stories.map(ariaPath))
  const committed = readdirSync('widgets', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join('widgets', d.name, '__aria__')))
    .flatMap((d) => readdirSync(join('widgets', d.name, '__aria__')).map((f) => join('widgets', d.name, '__aria__', f)))
  const orphans = committed.filter((path) => !wanted.has(path))
  if (update) for (const path of orphans) rmSync(path)
  else
    expect(orphans, `ARIA snapshots without a story (remove them with \`npm run test:aria -- --update\`): ${orphans.join(', ')}`).toEqual(
      [],
    )
})
