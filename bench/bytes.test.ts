import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addSizes, loaderFiles, ownFiles, pageBytes, parseImports, resolveSpecifier, sizeOf, walkImports } from './bytes'

describe('bench import-graph walk', () => {
  it('reads static imports, re-exports, bare imports and import() from minified code, relative ones only', () => {
    const code =
      'import{a as e,b as t}from"../chunks/core-X1.js";import*as n from"./ns.js";import r,{c}from"./def.js";export{d}from"./re.js";import"./side.js";import x from"react";' +
      'const l=()=>import("../widgets/mini-cart.js");'
    expect(parseImports(code)).toEqual({
      static: ['../chunks/core-X1.js', './ns.js', './def.js', './re.js', './side.js'],
      dynamic: ['../widgets/mini-cart.js'],
    })
  })

  it('resolves specifiers against the importing file', () => {
    expect(resolveSpecifier('widgets/mini-cart.js', '../chunks/core.js')).toBe('chunks/core.js')
    expect(resolveSpecifier('aisle.js', './widgets/a.js')).toBe('widgets/a.js')
  })

  it('walks static imports transitively, once each, keeps import() apart and reports missing files', () => {
    const files: Record<string, string> = {
      'aisle.js': 'import"./chunks/rt.js";const w=()=>import("./widgets/a.js")',
      'widgets/a.js': 'import{x}from"../chunks/core.js";import{r}from"../chunks/react.js";const m=()=>import("../chunks/modal.js")',
      'chunks/core.js': 'import{r}from"./react.js";import"./gone.js"',
      'chunks/react.js': 'import{c}from"./core.js"',
      'chunks/rt.js': '',
      'chunks/modal.js': '',
    }
    const read = (f: string) => files[f]
    expect(walkImports('widgets/a.js', read)).toEqual({
      files: ['widgets/a.js', 'chunks/core.js', 'chunks/react.js'],
      lazy: ['chunks/modal.js'],
      missing: ['chunks/gone.js'],
    })
    expect(walkImports('aisle.js', read)).toEqual({ files: ['aisle.js', 'chunks/rt.js'], lazy: ['widgets/a.js'], missing: [] })
  })

  it("counts the loader's lazily loaded second half as the loader, and no widget's entry", () => {
    const files: Record<string, string> = {
      'aisle.js': 'import"./chunks/rt.js";const w=()=>import("./widgets/a.js"),h=()=>import("./chunks/loader-reach.js")',
      'chunks/rt.js': '',
      'chunks/loader-reach.js': 'import"./rt.js";import"./press.js"',
      'chunks/press.js': '',
      'widgets/a.js': 'import"../chunks/core.js"',
      'chunks/core.js': '',
    }
    expect(loaderFiles((f) => files[f]).sort()).toEqual(['aisle.js', 'chunks/loader-reach.js', 'chunks/press.js', 'chunks/rt.js'])
  })

  it("a widget's own files are those no other widget loads", () => {
    expect(ownFiles({ a: ['widgets/a.js', 'chunks/core.js', 'chunks/coupons.js'], b: ['widgets/b.js', 'chunks/core.js'] })).toEqual({
      a: ['widgets/a.js', 'chunks/coupons.js'],
      b: ['widgets/b.js'],
    })
  })

  it('sizes are per file, compressed on their own, and add up', () => {
    const s = sizeOf('x'.repeat(10_000))
    expect(s.raw).toBe(10_000)
    expect(s.gzip).toBeLessThan(100)
    expect(s.brotli).toBeLessThan(100)
    expect(addSizes([s, s])).toEqual({ raw: 20_000, gzip: 2 * s.gzip, brotli: 2 * s.brotli })
  })

  const dir = mkdtempSync(join(tmpdir(), 'aisle-bench-bytes-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('a page downloads the loader and each of its widgets with their chunks, shared chunks once', () => {
    mkdirSync(join(dir, 'widgets'))
    mkdirSync(join(dir, 'chunks'))
    writeFileSync(join(dir, 'aisle.js'), 'const a=()=>import("./widgets/a.js")')
    writeFileSync(join(dir, 'widgets', 'a.js'), 'import"../chunks/core.js"')
    writeFileSync(join(dir, 'widgets', 'b.js'), 'import"../chunks/core.js"')
    writeFileSync(join(dir, 'chunks', 'core.js'), 'export const core=1')
    expect(pageBytes(dir, ['a', 'b'])?.files.sort()).toEqual(['aisle.js', 'chunks/core.js', 'widgets/a.js', 'widgets/b.js'])
    expect(pageBytes(join(dir, 'nowhere'), ['a'])).toBeUndefined()
  })
})
