import { describe, expect, it } from 'vitest'
import {
  attribute,
  attributeFile,
  charsBySource,
  decodeMappings,
  groupOf,
  IMPORTS,
  INLINE_CSS,
  sourcePath,
  UNMAPPED,
  unmappedFile,
} from './attribution'

describe('bench bytes by attribution', () => {
  it('decodes source map segments: columns and source indexes are relative to the previous segment', () => {
    // [0,0,0,0] [+5,+1,0,0] ; [+3] (a segment with no source) [+2,-1,+1,0]
    expect(decodeMappings('AAAA,KCAA;G,EDCA')).toEqual([
      [
        [0, 0],
        [5, 1],
      ],
      [
        [3, undefined],
        [5, 0],
      ],
    ])
    expect(decodeMappings('gBAAA')).toEqual([[[16, 0]]])
  })

  it('reads a source path from the project root, whichever build folder and file it is from', () => {
    expect(sourcePath('../../core/rules/coupons/clip-texts.ts', 'chunks/clip-texts-X.js')).toBe('core/rules/coupons/clip-texts.ts')
    expect(sourcePath('../../../node_modules/ky/distribution/core/Ky.js', 'chunks/runtime-X.js', 2)).toBe(
      'node_modules/ky/distribution/core/Ky.js',
    )
    expect(sourcePath('../widgets/mini-cart/mini-cart.css?inline', 'aisle.js')).toBe('widgets/mini-cart/mini-cart.css')
  })

  it('gives each mapped span to its source, up to the next segment; what no mapping names is unmapped', () => {
    const code = 'a=1;;;;;;;AAAAABBBBBCC\nDDD'
    const map = { sources: ['../core/rules/a.ts', '../node_modules/ky/k.js'], mappings: 'UAAA,KCAA,KE;ADAA' }
    // line 1: 10 unmapped, 5 of a.ts, 5 of ky, 2 unmapped (a segment without a source), the line break unmapped; line 2: 3 of a.ts (source indexes carry over lines)
    expect(Object.fromEntries(charsBySource(code, map, 'aisle.js'))).toEqual({
      [UNMAPPED]: 13,
      'core/rules/a.ts': 8,
      'node_modules/ky/k.js': 5,
    })
  })

  it("names what no mapping names: a widget's inlined CSS string, the import and export statements, the rest", () => {
    const css = '`@layer aisle.widget{:host{}}`'
    const code = `import{a}from"./b.js";var e=1;var J=${css},k=2;`
    // a segment at column 22 (source 0), one without a source at column 30
    expect(Object.fromEntries(charsBySource(code, { sources: ['../core/rules/a.ts'], mappings: 'sBAAA,Q' }, 'aisle.js'))).toEqual({
      [IMPORTS]: 22,
      'core/rules/a.ts': 8,
      [INLINE_CSS]: css.length,
      [UNMAPPED]: code.length - 30 - css.length,
    })
    expect(groupOf(INLINE_CSS)).toBe('styles')
  })

  it('counts a module under its folder: a package, a family folder, a layer, a widget', () => {
    expect(groupOf('node_modules/ky/distribution/core/Ky.js')).toBe('node_modules/ky')
    expect(groupOf('node_modules/@nanostores/persistent/index.js')).toBe('node_modules/@nanostores/persistent')
    expect(groupOf('core/rules/coupons/clip-texts.ts')).toBe('core/rules/coupons')
    expect(groupOf('core/rules/session.ts')).toBe('core/rules')
    expect(groupOf('widgets/mini-cart/MiniCart.view.tsx')).toBe('widgets/mini-cart')
    expect(groupOf('widgets/loader.ts')).toBe('widgets')
    expect(groupOf('styles/base.css')).toBe('styles')
    expect(groupOf(UNMAPPED)).toBe(UNMAPPED)
  })

  it("shares each file's compressed size among its modules by their minified bytes, and sums a module over files", () => {
    const a = attribute([
      {
        file: 'chunks/a.js',
        size: { raw: 100, gzip: 40, brotli: 30 },
        chars: new Map([
          ['core/rules/coupons/clip-texts.ts', 75],
          ['core/rules/session.ts', 25],
        ]),
      },
      { file: 'widgets/b.js', size: { raw: 50, gzip: 20, brotli: 10 }, chars: new Map([['core/rules/coupons/card.ts', 50]]) },
      { file: 'chunks/empty.js', size: { raw: 0, gzip: 20, brotli: 1 }, chars: new Map() },
    ])
    expect(a.modules).toEqual([
      { module: 'core/rules/coupons/clip-texts.ts', group: 'core/rules/coupons', raw: 75, gzip: 30, brotli: 23, files: ['chunks/a.js'] },
      { module: 'core/rules/coupons/card.ts', group: 'core/rules/coupons', raw: 50, gzip: 20, brotli: 10, files: ['widgets/b.js'] },
      { module: 'core/rules/session.ts', group: 'core/rules', raw: 25, gzip: 10, brotli: 8, files: ['chunks/a.js'] },
    ])
    expect(a.groups).toEqual([
      { group: 'core/rules/coupons', raw: 125, gzip: 50, brotli: 33, modules: 2 },
      { group: 'core/rules', raw: 25, gzip: 10, brotli: 8, modules: 1 },
    ])
  })

  it('counts a built file without a source map as one module named after it', () => {
    const files: Record<string, string> = { 'chunks/rolldown-runtime-DK3Fl9T5.js': 'var a=1' }
    const f = attributeFile(
      'chunks/rolldown-runtime-DK3Fl9T5.js',
      (p) => files[p],
      (c) => ({ raw: c.length, gzip: 5, brotli: 4 }),
    )
    expect(f.chars).toEqual(new Map([[unmappedFile('chunks/rolldown-runtime-DK3Fl9T5.js'), 7]]))
    expect(unmappedFile('chunks/rolldown-runtime-DK3Fl9T5.js')).toBe('(no source map) chunks/rolldown-runtime.js')
  })
})
