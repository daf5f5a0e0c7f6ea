/**
 * Storybook: every tag in custom-elements.json has a stories file whose docs page renders
 * the manifest block, the block shows what the manifest says, and the toolbar offers what designers need.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, test } from 'vitest'
import {
  attributeDefault,
  attributeOfArg,
  attributeValues,
  declarationOf,
  manifestElements,
  manifestTags,
  withManifestArgTypes,
} from '../../.storybook/manifest'
import { MANIFEST_SECTIONS, ManifestTables } from '../../.storybook/ManifestTables'
import {
  channelOf,
  globalTypes,
  initialGlobals,
  PREFERENCE_OF_CHANNEL,
  signInFor,
  STORY_DEFAULT,
  USER_TYPES,
  VIEWPORTS,
} from '../../.storybook/toolbar'
import { BANNERS, DEFAULT_BANNER_ID } from '../../core/rules/banners'
import { channelFromPreference, CHANNELS } from '../../core/rules/cart/cart'
import { MOBILE_BREAKPOINT_PX } from '../../core/rules/games/navigation'

const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const storiesFiles = fs
  .readdirSync(path.join(ROOT, 'widgets'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.stories.tsx'))
  .map((f) => path.join('widgets', f))

/** The tag a stories file's meta names in `parameters.tag`. */
const TAG_PARAMETER = /^\s{4}tag: '(aisle-[a-z-]+)',$/m
const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')

let checked = { tags: 0, rows: 0 }
afterAll(() => console.log(`storybook docs: ${checked.tags} tags, ${checked.rows} manifest rows rendered`))

describe('docs pages from custom-elements.json', () => {
  test('every tag in the manifest has one stories file naming it, and every docs page is the manifest page', () => {
    const named = new Map<string, string[]>()
    for (const file of storiesFiles) {
      const source = read(file)
      const tag = TAG_PARAMETER.exec(source)?.[1]
      expect(tag, `${file} names no element in its meta's parameters.tag`).toBeDefined()
      named.set(tag!, [...(named.get(tag!) ?? []), file])
      expect(source, `${file} must not replace the manifest docs page`).not.toMatch(/(^\s+|[{,]\s*)page:\s*[A-Za-z(]/m)
      expect(source, `${file} still uses the hand-written JSX types`).not.toContain('.storybook/elements')
      expect(source, `${file} lists attributes by hand (the manifest block and controls show them)`).not.toMatch(/^\s+['"]Attributes:/m)
    }
    const tags = manifestTags()
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(named.get(tag), `stories files for <${tag}>`).toHaveLength(1)
    expect([...named.keys()].sort()).toEqual([...tags].sort())
    expect(read('.storybook/docs-preview.ts')).toMatch(/docs: \{ page: AisleDocsPage \}/)
    expect(read('.storybook/main.ts')).toMatch(/previewAnnotations: .*'\.\/docs-preview\.ts'/)
    expect(read('.storybook/ManifestDocs.tsx')).toMatch(/<ManifestTables declaration=\{declaration\} \/>/)
    expect(fs.existsSync(path.join(ROOT, '.storybook/elements.d.ts'))).toBe(false)
  })

  test("package.json sideEffects keeps the element modules the stories import for their side effect (else the build drops every story's element)", () => {
    const sideEffects = (JSON.parse(read('package.json')) as { sideEffects: string[] | boolean }).sideEffects
    const patterns = sideEffects === true ? ['**'] : sideEffects === false ? [] : sideEffects
    const imported = storiesFiles.flatMap((file) =>
      [...read(file).matchAll(/^import '(\.\/[\w.-]+\.element)'$/gm)].map((m) => `./${path.join(path.dirname(file), m[1]!)}.ts`),
    )
    expect(imported.length).toBeGreaterThan(0)
    for (const module of imported)
      expect(
        patterns.some((p) => path.matchesGlob(module, p)),
        `${module} in sideEffects`,
      ).toBe(true)
  })

  test('the manifest block shows each element’s summary, attributes, events, slots, parts and CSS properties', () => {
    for (const declaration of manifestElements()) {
      const html = decode(renderToStaticMarkup(createElement(ManifestTables, { declaration })))
      expect(html).toContain(`data-manifest-tag="${declaration.tagName}"`)
      if (declaration.summary) expect(html).toContain(declaration.summary)
      for (const heading of [
        MANIFEST_SECTIONS.attributes,
        MANIFEST_SECTIONS.events,
        MANIFEST_SECTIONS.parts,
        MANIFEST_SECTIONS.cssProperties,
      ]) {
        expect(html).toContain(`<h3>${heading}</h3>`)
      }
      const names = [
        ...(declaration.attributes ?? []).map((a) => a.name),
        ...(declaration.events ?? []).map((e) => e.name),
        ...(declaration.slots ?? []).map((s) => s.name || '(default)'),
        ...(declaration.cssParts ?? []).map((p) => p.name),
        ...(declaration.cssProperties ?? []).map((p) => p.name),
      ]
      for (const name of names) expect(html, `<${declaration.tagName}> docs`).toContain(`<code>${name}</code>`)
      for (const event of declaration.events ?? []) expect(html).toContain(`<code>${event.type?.text}</code>`)
      checked = { tags: checked.tags + 1, rows: checked.rows + names.length }
    }
  })

  test('attribute defaults and valid values are read from the descriptions', () => {
    const attribute = (tag: string, name: string) => declarationOf(tag)!.attributes!.find((a) => a.name === name)!
    expect([attributeDefault(attribute('aisle-add-to-cart', 'qty')), attributeValues(attribute('aisle-add-to-cart', 'qty'))]).toEqual([
      '1',
      ['1 to 99'],
    ])
    const channels = attributeValues(attribute('aisle-product-card', 'channel'))
    expect(channels).toEqual(["'delivery'", "'pickup'", "'instore'"])
    expect([...channels].sort()).toEqual(CHANNELS.map((c) => `'${c}'`).sort())
    expect(attributeDefault(attribute('aisle-product-card', 'channel'))).toBe("the shopper's preference")
    expect(attributeDefault(attribute('aisle-product-carousel', 'source'))).toBe("'recommendations'")
    expect(attributeDefault(attribute('aisle-mini-cart', 'href'))).toBe("'/'")
    expect(attributeValues(attribute('aisle-deals-grid', 'bonus-path'))).toEqual(['(bare)', "'true'"])
    expect(attributeValues(attribute('aisle-add-to-cart', 'product-name'))).toEqual([])
    const html = decode(renderToStaticMarkup(createElement(ManifestTables, { declaration: declarationOf('aisle-add-to-cart')! })))
    expect(html).toContain('<td><code>qty</code></td><td><code>string</code></td><td>1</td><td>1 to 99</td>')
  })
})

test('the controls of args standing for attributes take their description, type and default from the manifest', () => {
  expect([attributeOfArg('itemId'), attributeOfArg('reserve-href'), attributeOfArg('href')]).toEqual(['item-id', 'reserve-href', 'href'])
  const enhanced = withManifestArgTypes(
    { qty: { control: 'text', description: 'hand-written' }, cmsJson: { control: 'text', description: 'not an attribute' } },
    'aisle-add-to-cart',
  )
  expect(enhanced.qty).toEqual({
    control: 'text',
    description: '`qty`: Units to add, 1 to 99. Default 1. Valid values: 1 to 99.',
    table: { category: 'attributes', type: { summary: 'string' }, defaultValue: { summary: '1' } },
  })
  expect(enhanced.cmsJson).toEqual({ control: 'text', description: 'not an attribute' })
  const argTypes = { href: { description: 'x' } }
  expect(withManifestArgTypes(argTypes, undefined)).toBe(argTypes)
  expect(read('.storybook/docs-preview.ts')).toMatch(
    /argTypesEnhancers: \[\(context\) => withManifestArgTypes\(context\.argTypes, context\.parameters\.tag\)\]/,
  )
})

describe('toolbar', () => {
  test(`offers the 15 banners, the channels, the user types guest, R and C, and the ${MOBILE_BREAKPOINT_PX} px viewport [ENV-001] [CST-029]`, () => {
    expect(globalTypes.banner.toolbar.items.map((i) => i.value)).toEqual(BANNERS.map((b) => b.id))
    expect(globalTypes.banner.toolbar.items).toHaveLength(15)
    expect(globalTypes.userType.toolbar.items.map((i) => i.value)).toEqual([STORY_DEFAULT, 'guest', 'R', 'C'])
    expect(USER_TYPES).toEqual(['guest', 'R', 'C'])
    expect(globalTypes.channel.toolbar.items.map((i) => i.value)).toEqual([STORY_DEFAULT, ...CHANNELS])
    expect(initialGlobals).toEqual({ banner: DEFAULT_BANNER_ID, channel: STORY_DEFAULT, userType: STORY_DEFAULT })
    const widths = Object.values(VIEWPORTS).map((v) => v.styles.width)
    expect(MOBILE_BREAKPOINT_PX).toBe(990)
    expect(widths).toEqual(expect.arrayContaining(['375px', '990px', '991px', '1440px']))
    expect(read('.storybook/preview.ts')).toMatch(/viewport: \{ options: VIEWPORTS \}/)
  })

  test("a channel becomes the shoppers' user-info preference, which the widgets read back as that channel [CST-014] [CST-015] [CST-016]", () => {
    expect(PREFERENCE_OF_CHANNEL).toEqual({ delivery: 'delivery', pickup: 'dug', instore: 'j4u' })
    for (const channel of CHANNELS) expect(channelFromPreference(PREFERENCE_OF_CHANNEL[channel])).toBe(channel)
    expect([channelOf(STORY_DEFAULT), channelOf('pickup'), channelOf('bogus')]).toEqual([undefined, 'pickup', undefined])
  })

  test("the user type replaces the story's sign-in and keeps its other settings", () => {
    const story = { userType: 'C', cartQty: 5, tokenExpiresInMs: -1 }
    expect(signInFor(story, STORY_DEFAULT)).toBe(story)
    expect(signInFor(undefined, STORY_DEFAULT)).toBeUndefined()
    expect(signInFor(story, 'guest')).toBeUndefined()
    expect(signInFor(story, 'R')).toEqual({ user: 'R', userType: 'R', cartQty: 5, tokenExpiresInMs: -1 })
    expect(signInFor(undefined, 'C')).toEqual({ user: 'C', userType: 'C' })
  })
})
