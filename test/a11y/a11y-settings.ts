/**
 * The three settings of the accessibility matrix, shared by the story suite
 * (browser project) and the demo-page suite (e2e project), and how axe is asked to check them.
 *
 * 200% zoom is emulated by a viewport of half the CSS width and height of the 100% setting: a
 * browser zoomed to 200% on a 1280 x 800 window lays the page out in a 640 x 400 CSS-pixel viewport
 * (media queries, reflow and wrapping all see 640 px), which is what the zoom criteria (1.4.4,
 * 1.4.10) are about. docs/decisions/accessibility.md explains the choice against CSS `zoom` on the root.
 */

export interface A11ySetting {
  readonly name: string
  readonly width: number
  readonly height: number
}

export const A11Y_SETTINGS: readonly A11ySetting[] = [
  { name: '100%', width: 1280, height: 800 },
  { name: '200% zoom', width: 640, height: 400 },
  { name: '375 px', width: 375, height: 667 },
]

/** axe rule tags for WCAG 2.0, 2.1 and 2.2 level A and AA: the same list Storybook's a11y panel uses (.storybook/preview.ts). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/**
 * axe options for every check: the WCAG tags, and target-size (2.5.8 Target Size (Minimum), 24 x 24
 * CSS px) switched on by name too, since axe ships it disabled and a tag list alone might not run it.
 */
export const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: [...WCAG_22_AA_TAGS] },
  rules: { 'target-size': { enabled: true } },
  // Full node lists for violations and for what axe could not decide; one example node for the rest.
  resultTypes: ['violations' as const, 'incomplete' as const],
}

/** The part of an axe result the suites read (axe-core's own types are not imported into the e2e side). */
export interface AxeOutcome {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]
  passes: { id: string }[]
  incomplete: { id: string; nodes: unknown[] }[]
  inapplicable: { id: string }[]
}

/** The rules axe ran, whatever their outcome. */
export function rulesRun(result: AxeOutcome): string[] {
  return [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable].map((r) => r.id)
}

/** One line per failing node: rule, impact, the node's selector and axe's summary. */
export function describeViolations(result: AxeOutcome): string[] {
  return result.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact ?? 'n/a'}) ${JSON.stringify(n.target)}: ${v.help}. ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  )
}
