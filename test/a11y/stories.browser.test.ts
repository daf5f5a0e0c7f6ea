/**
 * The accessibility matrix over every story: each story of every widget, rendered
 * through Storybook's portable stories with the project's own preview (its loader builds the
 * story's in-page simulator), checked by axe for WCAG 2.2 A and AA (target size included) at 100%,
 * 200% zoom and a 375 px viewport. A story added to any widgets/**\/*.stories.tsx joins by itself.
 *
 * One story at a time in one shared canvas; each is rendered once and checked at the three
 * settings by resizing the viewport around it. A story also fails on any failed load:
 * a response of 400 or more, an element that failed to load, or an <img> in any shadow root left
 * without a picture (test/support/broken-resources.ts) — the pictures its simulator names are served
 * here as Storybook serves them (sim/assets-plugin.ts).
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import axe from 'axe-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import preview from '../../.storybook/preview'
import {
  A11Y_SETTINGS,
  type A11ySetting,
  AXE_OPTIONS,
  type AxeOutcome,
  describeViolations,
  rulesRun,
  WCAG_22_AA_TAGS,
} from './a11y-settings'
import { brokenImages, imagesSettled, type ResourceWatch, watchResources } from '../support/broken-resources'
import { aisleElements, storySettled, trackSimCalls } from './story-settle'

type StoryModule = Parameters<typeof composeStories>[0]
type Composed = {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>
  parameters: Record<string, unknown>
  storyName: string
}

setProjectAnnotations([preview, { decorators: [trackSimCalls] }])

const modules = import.meta.glob<StoryModule>('../../widgets/**/*.stories.tsx', { eager: true })
const files = Object.keys(modules).sort()

const canvas = document.createElement('div')
canvas.id = 'story-canvas'
const rules = new Set<string>()
let checks = 0
let stories = 0
let violations = 0
/** Nodes axe could not decide (e.g. contrast over an image), by rule: reported, not failed. */
const undecided = new Map<string, number>()

/** What axe checks: the story's canvas and anything its widgets appended to <body> (the session-timeout modal). */
const checkedRoots = (): Element[] => [canvas, ...[...document.body.children].filter((el) => el.localName.startsWith('aisle-'))]

let current: A11ySetting | undefined
let loads: ResourceWatch

/**
 * The gallery of every offer is ~5,000 nodes, which axe takes seconds to check three times; with the
 * machine shared by parallel suites, a generous bound (a hung story still fails, with what it waited for).
 */
const STORY_TIMEOUT_MS = 180_000

/** The three settings, starting with the one the viewport is at now. */
const settingsFrom = (start: A11ySetting | undefined): A11ySetting[] => {
  const i = Math.max(0, A11Y_SETTINGS.indexOf(start as A11ySetting))
  return [...A11Y_SETTINGS.slice(i), ...A11Y_SETTINGS.slice(0, i)]
}

beforeAll(() => {
  document.documentElement.lang = 'en'
  document.body.append(canvas)
  loads = watchResources()
})

afterAll(async () => {
  loads.stop()
  await page.viewport(A11Y_SETTINGS[0]!.width, A11Y_SETTINGS[0]!.height)
  console.log(
    `a11y: ${stories} stories x ${A11Y_SETTINGS.length} settings = ${checks} checks, ${rules.size} rules checked, ${violations} violations` +
      (undecided.size ? `; undecided by axe: ${[...undecided].map(([id, n]) => `${id} ${n}`).join(', ')}` : ''),
  )
})

it('checks with the tags the Storybook a11y panel uses', () => {
  const a11y = preview.parameters?.a11y as { options: { runOnly: { values: string[] } } }
  expect(a11y.options.runOnly.values).toEqual([...WCAG_22_AA_TAGS])
  expect(files.length).toBeGreaterThan(0)
})

for (const file of files) {
  const composed = Object.entries(composeStories(modules[file]!)) as [string, Composed][]
  const widget = file.replace(/^.*\/widgets\//, '').replace(/\.stories\.tsx$/, '')
  describe(widget, () => {
    for (const [name, story] of composed) {
      it(
        `${name}: no WCAG 2.2 A/AA violations at ${A11Y_SETTINGS.map((s) => s.name).join(', ')}, and no failed load`,
        async () => {
          loads.reset()
          await story.run({ canvasElement: canvas })
          const sim = story.parameters.sim as { faults?: unknown[] } | undefined
          await storySettled(checkedRoots, (sim?.faults?.length ?? 0) > 0)
          expect(aisleElements(checkedRoots()).length + canvas.childElementCount, 'the story rendered nothing').toBeGreaterThan(0)
          stories += 1
          const found: string[] = []
          // Start at the setting the previous story ended at: one viewport change fewer per story.
          for (const setting of settingsFrom(current)) {
            if (setting !== current) {
              await page.viewport(setting.width, setting.height)
              current = setting
              await storySettled(checkedRoots, false)
            }
            const result = (await axe.run({ include: checkedRoots() }, AXE_OPTIONS)) as unknown as AxeOutcome
            checks += 1
            for (const id of rulesRun(result)) rules.add(id)
            violations += result.violations.length
            for (const r of result.incomplete) undecided.set(r.id, (undecided.get(r.id) ?? 0) + r.nodes.length)
            expect(rulesRun(result), 'target size (WCAG 2.5.8) was not checked').toContain('target-size')
            found.push(...describeViolations(result).map((line) => `[${setting.name}] ${line}`))
          }
          expect(found).toEqual([])
          await imagesSettled(checkedRoots)
          expect([...brokenImages(checkedRoots()), ...loads.failures()], 'failed loads').toEqual([])
        },
        STORY_TIMEOUT_MS,
      )
    }
  })
}
