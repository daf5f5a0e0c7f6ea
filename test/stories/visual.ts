/**
 * A story's screenshot against its committed baseline, with pixelmatch (per pixel) and pngjs (PNG in and out).
 *
 * Baselines live beside the widget, named for the story, banner and width:
 * widgets/coupon-card/__visual__/clip-failed.freshway.1280.png. On a failure the expected, actual and
 * diff images are kept under test-results/visual/ (gitignored), with the same names.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { StoryEntry, Width } from './storybook'

export const RESULTS_DIR = 'test-results/visual'
/** Every comparison's count of differing pixels, by baseline path, written at the end of a run: how far from the threshold each picture is. */
export const DIFF_PIXELS_FILE = `${RESULTS_DIR}/diff-pixels.json`

/** Per pixel: any change of colour counts (a token one step off must fail), except pixels pixelmatch judges anti-aliasing. */
export const PIXEL_THRESHOLD = 0
/**
 * How many pixels may differ before a comparison fails: just above the noise measured between clean runs of the
 * same build on the 2-core machine (docs/decisions/testing.md "Visual and ARIA baselines"): at most 13 pixels, the
 * anti-aliased edge of the mini cart's icon, which Chromium rasterises one of two ways. A one-step change of a
 * colour token moves hundreds (the card border #d0d0d0 to #d0d0d1: 1,383 pixels per picture).
 */
export const MAX_DIFF_PIXELS = 20

export const baselineFolder = (story: Pick<StoryEntry, 'dir'>) => join(story.dir, '__visual__')
export const baselineName = (story: Pick<StoryEntry, 'slug'>, banner: string, width: Pick<Width, 'name'>) =>
  `${story.slug}.${banner}.${width.name}.png`
export const baselinePath = (story: StoryEntry, banner: string, width: Width) =>
  join(baselineFolder(story), baselineName(story, banner, width))

export type Outcome =
  | { kind: 'same'; diffPixels: number }
  | { kind: 'written'; why: 'missing' | 'changed'; baseline: string; diffPixels?: number }
  | { kind: 'missing'; baseline: string; actual: string }
  | { kind: 'differs'; diffPixels: number; expected: string; actual: string; diff: string; sizes: string }

/** The picture placed at the top left of a canvas of the given size; the rest is magenta, so a size change shows. */
function onCanvas(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data
  const out = Buffer.alloc(width * height * 4)
  for (let i = 0; i < out.length; i += 4) out.set([255, 0, 255, 255], i)
  for (let y = 0; y < png.height; y++) png.data.copy(out, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4)
  return out
}

/** Differing pixels between two pictures, and the diff image (pixelmatch's: red where they differ, faded where not). */
export function comparePngs(expected: PNG, actual: PNG): { diffPixels: number; diff: PNG } {
  const width = Math.max(expected.width, actual.width)
  const height = Math.max(expected.height, actual.height)
  const diff = new PNG({ width, height })
  const diffPixels = pixelmatch(onCanvas(expected, width, height), onCanvas(actual, width, height), diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  })
  return { diffPixels, diff }
}

function write(path: string, data: Buffer): string {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, data)
  return path
}

/**
 * Compares a screenshot with its baseline. A baseline is Chromium's PNG as it comes (smaller than pngjs's
 * re-encoding at its highest compression: 293 kB against 521 kB for the tallest grid). With `update`, a missing baseline or one that differs is (re)written;
 * one within the tolerance is left alone, so an update touches only the pictures that changed.
 */
export function checkAgainstBaseline(screenshot: Buffer, baseline: string, update: boolean): Outcome {
  const actual = PNG.sync.read(screenshot)
  const kept = (suffix: string) =>
    join(
      RESULTS_DIR,
      dirname(baseline),
      baseline
        .split('/')
        .pop()!
        .replace(/\.png$/, `.${suffix}.png`),
    )
  if (!existsSync(baseline)) {
    if (update) return { kind: 'written', why: 'missing', baseline: write(baseline, screenshot) }
    return { kind: 'missing', baseline, actual: write(kept('actual'), screenshot) }
  }
  const expectedBytes = readFileSync(baseline)
  const expected = PNG.sync.read(expectedBytes)
  const { diffPixels, diff } = comparePngs(expected, actual)
  const sameSize = expected.width === actual.width && expected.height === actual.height
  if (sameSize && diffPixels <= MAX_DIFF_PIXELS) return { kind: 'same', diffPixels }
  if (update) return { kind: 'written', why: 'changed', baseline: write(baseline, screenshot), diffPixels }
  return {
    kind: 'differs',
    diffPixels,
    sizes: sameSize
      ? `${actual.width}x${actual.height}`
      : `${expected.width}x${expected.height} expected, ${actual.width}x${actual.height} actual`,
    expected: write(kept('expected'), expectedBytes),
    actual: write(kept('actual'), screenshot),
    diff: write(kept('diff'), PNG.sync.write(diff)),
  }
}

/** Every committed baseline under widgets/ (path relative to the repository). */
export function committedBaselines(root = 'widgets'): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, '__visual__')))
    .flatMap((d) =>
      readdirSync(join(root, d.name, '__visual__'))
        .filter((f) => f.endsWith('.png'))
        .map((f) => join(root, d.name, '__visual__', f)),
    )
    .sort()
}
