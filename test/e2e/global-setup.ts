/**
 * End-to-end setup: serves the built library, the demo pages and the simulator over real HTTP,
 * exactly as `npm start` does (npm test builds dist/ first).
 */
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../sim/server'

export const E2E_PORT = Number(process.env.AISLE_E2E_PORT ?? 4179)

let close: (() => Promise<void> | void) | undefined

export async function setup(project: TestProject) {
  if (!existsSync('dist/aisle.js')) throw new Error('dist/aisle.js is missing: run `npm run build` before the end-to-end tests (npm test does).')
  const server = await startServer({ port: E2E_PORT })
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
