/**
 * End-to-end setup: serves the built library, the demo pages and the simulator over real HTTP,
 * exactly as `npm start` does (npm test builds dist/ first).
 */
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../sim/server'

export const E2E_PORT = Number(process.env.AISLE_E2E_PORT ?? 4179)

let close: (() => Promise<void> | void) | undefined

export async function setup(project: TestProject) {
  if (!existsSync('dist/aisle.js')) throw new Error('dist/aisle.js is missing: run `npm run build` before the end-to-end tests (npm test does).')
  // Recordings made by the tests go to a temporary folder, never into sim/recordings/.
  const server = await startServer({ port: E2E_PORT, recordingsDir: mkdtempSync(join(tmpdir(), 'aisle-e2e-rec-')) })
  close = server.close
  project.provide('e2ePort', E2E_PORT)
}

export async function teardown() {
  await close?.()
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number
  }
}
