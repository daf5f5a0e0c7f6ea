/**
 * Every test file runs somewhere: a file named like a test (`*.test.ts`, `*.test.tsx`) that no Vitest project's
 * include globs pick up would run in no project, silently. Reads the projects from vitest.config.ts and lists files
 * as Vitest does (include minus exclude, relative to the project's root).
 */
import { describe, expect, it } from 'vitest'
import { globSync } from 'tinyglobby'
import config from '../../vitest.config'

const ROOT = new URL('../../', import.meta.url).pathname
/** What is never a source test: installed packages and build outputs. */
const NOT_SOURCE = ['**/node_modules/**', 'dist/**', 'storybook-static/**', 'coverage/**', '.git/**']
/** Vitest's default exclude, used by a project that names none. */
const DEFAULT_EXCLUDE = ['**/node_modules/**', '**/.git/**']

interface ProjectTest {
  name?: string
  include?: string[]
  exclude?: string[]
}

const projects = (config.test?.projects ?? []) as { test?: ProjectTest }[]

function filesOf(project: ProjectTest): string[] {
  return globSync(project.include ?? [], { cwd: ROOT, ignore: [...(project.exclude ?? DEFAULT_EXCLUDE), ...NOT_SOURCE] })
}

describe('vitest projects', () => {
  it('every test file in the project matches at least one Vitest project', () => {
    const tests = globSync(['**/*.test.ts', '**/*.test.tsx'], { cwd: ROOT, ignore: NOT_SOURCE })
    expect(tests.length).toBeGreaterThan(100)
    const covered = new Set(projects.flatMap((p) => filesOf(p.test ?? {})))
    expect(tests.filter((f) => !covered.has(f))).toEqual([])
  })

  it('reads every project with its include globs (so the check above cannot pass on an empty configuration)', () => {
    const named = projects.map((p) => p.test?.name).filter(Boolean)
    expect(named).toEqual(expect.arrayContaining(['unit', 'browser', 'browser-compact', 'e2e', 'e2e-compact', 'visual', 'aria']))
    for (const p of projects) expect(filesOf(p.test ?? {}).length, `project ${p.test?.name}`).toBeGreaterThan(0)
  })
})
