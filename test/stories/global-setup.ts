/**
 * Serves the built Storybook (storybook-static/, built by `npm test` before Vitest) on localhost for the
 * visual and ARIA projects (one server each: the projects may run side by side), and tells them whether to
 * update their baselines: on Vitest's own `--update` (`-u`), as `npm run test:visual -- --update` passes it,
 * or with UPDATE_BASELINES=1.
 */
import { existsSync, rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { serveStorybook } from './server'
import { STORYBOOK_DIR } from './storybook'
import { RESULTS_DIR } from './visual'

/**
 * The visual project's server listens on AISLE_STORIES_PORT when it is set (to open a failing story by hand);
 * otherwise, and always for the ARIA project, on a free port: the suites reach it only through the origin they are given.
 */
export function storiesPort(project: string): number {
  const chosen = process.env.AISLE_STORIES_PORT
  return chosen && project === 'visual' ? Number(chosen) : 0
}

let close: (() => void) | undefined

export async function setup(project: TestProject) {
  if (!existsSync(`${STORYBOOK_DIR}/index.json`))
    throw new Error(`${STORYBOOK_DIR}/ is missing: run \`npm run build-storybook\` before the visual and ARIA suites (npm test does).`)
  // Images kept by the previous run would be taken for this run's.
  if (project.name === 'visual') rmSync(RESULTS_DIR, { recursive: true, force: true })
  const server = await serveStorybook(storiesPort(project.name))
  close = server.close
  project.provide('storiesOrigin', server.origin)
  project.provide('updateBaselines', project.config.snapshotOptions.updateSnapshot === 'all' || process.env.UPDATE_BASELINES === '1')
}

export function teardown() {
  close?.()
}

declare module 'vitest' {
  export interface ProvidedContext {
    storiesOrigin: string
    updateBaselines: boolean
  }
}
