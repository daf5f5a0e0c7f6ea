/**
 * One folder per widget: every widget folder (widgets/<name>/<name>.element.ts) declares its registration in
 * <name>.widget.ts, under its own tag, and what is derived from the declarations is in step with them: the
 * loader's table, aisle/prerender's table (prerender/tags.generated.ts) and scripts/widgets/budgets.json (else run
 * `npm run manifest`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRERENDERED_TAGS } from '../../prerender/tags.generated'
import { WIDGETS } from '../../widgets/registry'
import { BUDGETS_FILE, budgetsJson } from './budgets'
import { declarationModule, readDeclarations, ROOT, widgetFolders } from './declarations'
import { hasRenderer, PRERENDER_TABLE_FILE, prerenderModule, prerenderTableTs } from './prerender-table'

const declared = await readDeclarations()

describe('widget declarations', () => {
  it('every widget folder declares itself under its own tag, aisle-<folder>', () => {
    expect(declared.map(({ folder, declaration }) => [folder, declaration.tag])).toEqual(
      widgetFolders().map((folder) => [folder, `aisle-${folder}`]),
    )
  })

  it('no declaration lies outside a widget folder (a <name>.widget.ts without its <name>.element.ts)', () => {
    const files = fs.readdirSync(path.join(ROOT, 'widgets'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.widget.ts'))
    expect(files.map((f) => `widgets/${f.split(path.sep).join('/')}`).sort()).toEqual(widgetFolders().map(declarationModule))
  })

  it("the loader's table holds every declared tag and no other", () => {
    expect(Object.keys(WIDGETS).sort()).toEqual(declared.map(({ declaration }) => declaration.tag).sort())
  })

  it('the prerendered tags are the declared ones: each declaration with `prerender` has a renderer, and no other tag', () => {
    expect(Object.keys(PRERENDERED_TAGS).sort()).toEqual(
      declared.flatMap(({ declaration }) => (declaration.prerender === undefined ? [] : [declaration.tag])).sort(),
    )
  })

  it('a widget folder holds its renderer (<name>.prerender.tsx) exactly when its declaration has `prerender`', () => {
    expect(declared.filter(({ folder }) => hasRenderer(folder)).map(({ folder }) => prerenderModule(folder))).toEqual(
      declared.filter(({ declaration }) => declaration.prerender !== undefined).map(({ folder }) => prerenderModule(folder)),
    )
  })

  it('no renderer lies outside a widget folder (a <name>.prerender.tsx without its <name>.element.ts)', () => {
    const files = fs
      .readdirSync(path.join(ROOT, 'widgets'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.prerender.tsx'))
    expect(files.map((f) => `widgets/${f.split(path.sep).join('/')}`).sort()).toEqual(
      widgetFolders()
        .filter((folder) => hasRenderer(folder))
        .map(prerenderModule),
    )
  })

  it(`${PRERENDER_TABLE_FILE} is fresh (else run \`npm run manifest\`)`, async () => {
    expect(fs.readFileSync(path.join(ROOT, PRERENDER_TABLE_FILE), 'utf8')).toBe(await prerenderTableTs())
  })

  it(`${BUDGETS_FILE} is fresh (else run \`npm run manifest\`)`, async () => {
    expect(fs.readFileSync(path.join(ROOT, BUDGETS_FILE), 'utf8')).toBe(await budgetsJson())
  })

  it('every budget is in size-limit units, and its row name is unique', () => {
    const budgets = declared.flatMap(({ declaration: { budgets } }) =>
      [budgets.own, budgets.compact, budgets.chunk].filter((b) => b !== undefined),
    )
    for (const { name, limit } of budgets) expect(limit, name).toMatch(/^\d+(\.\d+)? kB$/)
    expect(new Set(budgets.map((b) => b.name)).size).toBe(budgets.length)
  })
})
