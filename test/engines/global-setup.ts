/**
 * The engines project's server: the same one test/e2e/global-setup.ts starts (the built library, the demo pages
 * and the simulator over real HTTP), on a port of its own so both projects can run in one `vitest run`.
 */
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../sim/server'

export const ENGINES_PORT = Number(process.env.AISLE_ENGINES_PORT ?? 4189)

let close: (() => Promise<void> | void) | undefined

export async function setup(project: TestProject) {
  if (!existsSync('dist/aisle.js'))
    throw new Error('dist/aisle.js is missing: run `npm run build` before the engine flows (npm test does).')
  const server = await startServer({ port: ENGINES_PORT, recordingsDir: mkdtempSync(join(tmpdir(), 'aisle-engines-rec-')) })
  close = server.close
  project.provide('enginesPort', ENGINES_PORT)
}

export async function teardown() {
  await close?.()
}

declare module 'vitest' {
  export interface ProvidedContext {
    enginesPort: number
  }
}
