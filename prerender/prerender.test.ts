import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSim } from '../sim/app'
import { FIXTURE_INPUT, FIXTURE_NOW, FIXTURE_STYLESHEET_BASE, FIXTURE_URL } from '../test/fixtures/prerender/page'
import type * as Declared from '../types/prerender'
import { prerender } from './index'

// The shipped declaration (types/prerender.d.ts) is the implementation's shape.
const declared: typeof Declared.prerender = prerender
void declared

const fixtureFile = new URL('../test/fixtures/prerender/page.html', import.meta.url)

describe('aisle/prerender', () => {
  it('writes the committed fixture the hydration browser tests load (UPDATE_FIXTURES=1 rewrites it)', async () => {
    const sim = createSim()
    const out = await prerender(FIXTURE_INPUT, { url: FIXTURE_URL, stylesheetBase: FIXTURE_STYLESHEET_BASE, now: FIXTURE_NOW, fetch: async (input, init) => sim.fetch(new Request(input, init)) })
    if (process.env.UPDATE_FIXTURES) writeFileSync(fixtureFile, out)
    expect(out).toBe(readFileSync(fixtureFile, 'utf8'))
  })
})
