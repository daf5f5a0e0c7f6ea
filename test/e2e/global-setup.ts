/**
 * End-to-end setup: serves the built library, the demo pages and the simulator over real HTTP,
 * exactly as `npm start` does (npm test builds dist/ first). The `e2e` project serves the React
 * build under /aisle/, the `e2e-compact` project the compact build (every flow runs
 * against both builds), each on a port of its own so both can run in one `vitest run`.
 */
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { type LibraryBuild, startServer } from '../../sim/server'

export const E2E_PORT = Number(process.env.AISLE_E2E_PORT ?? 4179)
export const E2E_COMPACT_PORT = Number(process.env.AISLE_E2E_COMPACT_PORT ?? 4181)
/** The project that runs the flows against the compact build. */
export const COMPACT_PROJECT = 'e2e-compact'

export async function setup(project: TestProject) {
  const build: LibraryBuild = project.name === COMPACT_PROJECT ? 'compact' : 'react'
  const loader = build === 'compact' ? 'dist/compact/aisle.js' : 'dist/aisle.js'
  if (!existsSync(loader)) throw new Error(`${loader} is missing: run \`npm run build\` before the end-to-end tests (npm test does).`)
  const port = build === 'compact' ? E2E_COMPACT_PORT : E2E_PORT
  // Recordings made by the tests go to a temporary folder, never into sim/recordings/.
  const server = await startServer({ port, build, recordingsDir: mkdtempSync(join(tmpdir(), 'aisle-e2e-rec-')) })
  project.provide('e2ePort', port)
  project.provide('e2eBuild', build)
  // Returned, not kept in a module variable: the two projects' setups may share this module.
  return server.close
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number
    /** The build the server answers /aisle/ with. */
    e2eBuild: LibraryBuild
  }
}
