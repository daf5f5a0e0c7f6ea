/**
 * types/prerender.d.ts (the package's `aisle/prerender` types) is hand-written: it declares exactly what
 * prerender/index.ts exports, with the same types (checked by `tsc --noEmit -p .`, which compiles this file) and the
 * same names (checked here at run time).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type * as Declared from '../types/prerender'
import * as Source from './index'

describe('types/prerender.d.ts', () => {
  it('declares every value prerender/index.ts exports, and no other', () => {
    const dts = readFileSync(new URL('../types/prerender.d.ts', import.meta.url), 'utf8')
    const declared = [...dts.matchAll(/^export declare (?:function|const) (\w+)/gm)].map((m) => m[1]).sort()
    expect(declared).toEqual(Object.keys(Source).sort())
  })

  it('gives them the source types (a compile-time check)', () => {
    expectTypeOf<Declared.PrerenderOptions>().toEqualTypeOf<Source.PrerenderOptions>()
    expectTypeOf<Declared.PrerenderHandlerOptions>().toEqualTypeOf<Source.PrerenderHandlerOptions>()
    expectTypeOf<typeof Declared.prerender>().toEqualTypeOf<typeof Source.prerender>()
    expectTypeOf<typeof Declared.prerenderHandler>().toEqualTypeOf<typeof Source.prerenderHandler>()
    // The source's renderers carry more than a consumer sees: each is at least what the declaration promises.
    expectTypeOf<typeof Source.PRERENDERED_TAGS>().toExtend<typeof Declared.PRERENDERED_TAGS>()
  })
})
