/**
 * Page-side helpers for the demo-page accessibility matrix (Playwright): axe-core injected before
 * the page's own scripts (addInitScript is not subject to the page's Content Security Policy, which
 * forbids inline script), and a settle step before each check.
 */
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright'
import { AXE_OPTIONS, type AxeOutcome } from './a11y-settings'

/** node_modules/axe-core/axe.min.js, resolved the way Node resolves the package. */
export const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Installs axe in every page the context opens. */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SCRIPT })
}

/**
 * Lets the page lay out at its current viewport and jumps every finite animation (shadow roots
 * included) to its end, so axe sees what the shopper reads rather than a dialog mid-fade.
 */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    await frame()
    await frame()
    const roots: (Document | ShadowRoot)[] = [document]
    for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
    for (const animation of new Set(roots.flatMap((r) => r.getAnimations()))) {
      if (animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish()
    }
    await frame()
  })
}

/** axe options for a colour-only pass: WCAG 1.4.3 contrast (target size kept, so every check proves it ran). */
export const CONTRAST_ONLY = { ...AXE_OPTIONS, runOnly: { type: 'rule' as const, values: ['color-contrast', 'target-size'] } }

/** Runs axe over the whole document with the matrix's options; returns only what the suite reads. */
export async function runAxe(page: Page, options: object = AXE_OPTIONS): Promise<AxeOutcome> {
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeOutcome> } }).axe
    const r = await axe.run(document, options)
    const slim = (list: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]) =>
      list.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary ?? '' })),
      }))
    return {
      violations: slim(r.violations),
      incomplete: r.incomplete.map((v) => ({ id: v.id, nodes: v.nodes.map(() => null) })),
      passes: r.passes.map((v) => ({ id: v.id })),
      inapplicable: r.inapplicable.map((v) => ({ id: v.id })),
    }
  }, options)
}
