/**
 * styles/tokens.css is the one home of the --aisle-* tokens: every token read by a widget's or the
 * shared CSS is declared there once, with a description, every declared one is read (or set by the banner theme),
 * and no stylesheet repeats a default as a `var()` fallback. The build gives each bare read its default.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { BANNERS, DEFAULT_BANNER_ID } from '../../core/rules/banners'
import { bannerTokens } from '../../core/rules/theme'
import { expandTokens, parseTokens, readTokens, TOKENS_FILE } from '../../styles/tokens.mjs'
import { tokenProblems } from './check'

interface PostcssConfig {
  default: { plugins: { Declaration: (decl: { value: string; source: { input: { file: string } } }) => void }[] }
}

const ROOT = path.resolve(import.meta.dirname, '../..')
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
const stylesheetFiles = [...walk(path.join(ROOT, 'styles')), ...walk(path.join(ROOT, 'widgets'))].filter(
  (f) => f.endsWith('.css') && f !== path.join(ROOT, 'styles/tokens.css'),
)
const stylesheets = Object.fromEntries(stylesheetFiles.map((f) => [path.relative(ROOT, f), fs.readFileSync(f, 'utf8')]))
const defaultBanner = BANNERS.find((b) => b.id === DEFAULT_BANNER_ID)!
const themeTokens = Object.keys(bannerTokens(defaultBanner))

const fabricatedTokens = parseTokens(`:root {
  /* Brand colour. */
  --aisle-color-brand: #0b6e4f;
  /* Corner radius. */
  --aisle-radius: 8px;
  /* Card accent. */
  --aisle-card-accent: var(--aisle-color-brand);
}`)

describe('styles/tokens.css', () => {
  test('every token the widgets and shared CSS read is declared once, described, and read or set by the theme; no CSS repeats a fallback', () => {
    expect(stylesheetFiles.length).toBeGreaterThan(15)
    expect(tokenProblems({ tokens: readTokens(), stylesheets, setByCode: themeTokens })).toEqual([])
  })

  test('the demo pages, CSS of a host page (fallbacks allowed: no build step there), name only declared tokens', () => {
    const declared = new Set<string>(readTokens().map((t) => t.name))
    const pageCss = fs.readdirSync(path.join(ROOT, 'demo-pages')).filter((f) => f.endsWith('.css'))
    const named = pageCss.flatMap((f) =>
      [...fs.readFileSync(path.join(ROOT, 'demo-pages', f), 'utf8').matchAll(/--aisle-[a-z0-9-]+/g)].map((m) => `${f}: ${m[0]}`),
    )
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((n) => !declared.has(n.split(': ')[1]!))).toEqual([])
  })

  test("its defaults of the theme's tokens are the default banner's values", () => {
    const defaults = new Map<string, string>(readTokens().map((t) => [t.name, t.value]))
    const long = (v: string) => v.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3').toLowerCase()
    for (const [name, value] of Object.entries(bannerTokens(defaultBanner))) expect(long(defaults.get(name) ?? ''), name).toBe(long(value))
  })

  test('a clean fabricated set passes (the check is not vacuous)', () => {
    const sheets = { 'card.css': '.card { color: var(--aisle-card-accent); border-radius: var(--aisle-radius); }' }
    expect(tokenProblems({ tokens: fabricatedTokens, stylesheets: sheets, setByCode: [] })).toEqual([])
  })

  test('fails on a token read but not declared', () => {
    const sheets = {
      'card.css': '.card { color: var(--aisle-card-accent); border-radius: var(--aisle-radius); outline-color: var(--aisle-color-focus); }',
    }
    expect(tokenProblems({ tokens: fabricatedTokens, stylesheets: sheets, setByCode: [] })).toEqual([
      'card.css: --aisle-color-focus is read but not declared in tokens.css',
    ])
  })

  test('fails on a token declared twice', () => {
    const twice = [...fabricatedTokens, { ...fabricatedTokens[1]!, value: '4px', line: 9 }]
    const sheets = { 'card.css': '.card { color: var(--aisle-card-accent); border-radius: var(--aisle-radius); }' }
    expect(tokenProblems({ tokens: twice, stylesheets: sheets, setByCode: [] })).toEqual([
      '--aisle-radius is declared 2 times in tokens.css',
    ])
  })

  test('fails on a token declared but read nowhere (a token read only by another token, or set by the code, counts as read)', () => {
    const sheets = { 'card.css': '.card { color: var(--aisle-card-accent); }' }
    expect(tokenProblems({ tokens: fabricatedTokens, stylesheets: sheets, setByCode: [] })).toEqual([
      '--aisle-radius is declared in tokens.css but read nowhere',
    ])
    expect(tokenProblems({ tokens: fabricatedTokens, stylesheets: sheets, setByCode: ['--aisle-radius'] })).toEqual([])
  })

  test("fails on a fallback repeated in a widget's CSS, nested ones included", () => {
    const sheets = {
      'card.css': '.card { color: var(--aisle-card-accent, var(--aisle-color-brand, #1a5fb4)); border-radius: var(--aisle-radius); }',
    }
    expect(tokenProblems({ tokens: fabricatedTokens, stylesheets: sheets, setByCode: [] })).toEqual([
      'card.css: var(--aisle-card-accent, var(--aisle-color-brand, #1a5fb4)) repeats a fallback (tokens.css holds the default)',
      'card.css: var(--aisle-color-brand, #1a5fb4) repeats a fallback (tokens.css holds the default)',
    ])
  })

  test('fails on a token without a description, and on a token set by the code but not declared', () => {
    const undescribed = parseTokens(':root {\n  /* Heading */\n\n  --aisle-radius: 8px;\n}')
    const sheets = { 'card.css': '.card { border-radius: var(--aisle-radius); }' }
    expect(tokenProblems({ tokens: undescribed, stylesheets: sheets, setByCode: ['--aisle-banner'] })).toEqual([
      '--aisle-radius (tokens.css line 4) has no description comment above it',
      '--aisle-banner is set by the code but not declared in tokens.css',
    ])
  })
})

describe('the build gives each bare read its default (styles/tokens.mjs)', () => {
  test('a bare read gets the default, a widget token the expanded default of the token it defaults to', () => {
    expect(expandTokens('3px solid var(--aisle-radius)', fabricatedTokens)).toBe('3px solid var(--aisle-radius, 8px)')
    expect(expandTokens('var(--aisle-card-accent)', fabricatedTokens)).toBe('var(--aisle-card-accent, var(--aisle-color-brand, #0b6e4f))')
    expect(() => expandTokens('var(--aisle-nope)', fabricatedTokens)).toThrow('--aisle-nope is not declared')
  })

  test('the real tokens expand to the defaults the widgets had before tokens.css (one sample per kind)', () => {
    expect(expandTokens('var(--aisle-add-to-cart-radius)')).toBe('var(--aisle-add-to-cart-radius, var(--aisle-radius, 8px))')
    expect(expandTokens('var(--aisle-font-family)')).toBe(
      "var(--aisle-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif)",
    )
  })

  test('postcss.config.mjs expands tokens before the rem rewrite, so a rem default is sized from --aisle-font-size', async () => {
    // Loaded by URL as PostCSS loads it (a plain .mjs without types); its plugins run on a declaration in widgets/, in order.
    const config = (await import(new URL('../../postcss.config.mjs', import.meta.url).href)) as PostcssConfig
    const decl = { value: 'min(var(--aisle-modal-width), 100vw)', source: { input: { file: path.join(ROOT, 'widgets/ui/modal.css') } } }
    for (const plugin of config.default.plugins) plugin.Declaration(decl)
    expect(decl.value).toBe('min(var(--aisle-modal-width, calc(28 * var(--aisle-font-size, 16px))), 100vw)')
    expect(readTokens(TOKENS_FILE).length).toBeGreaterThan(0)
  })
})
