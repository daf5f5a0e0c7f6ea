/**
 * The tag catalogue and theming pages: the committed pages equal a fresh generation (run
 * `npm run manifest` after changing an element's JSDoc, a banner, a token or a widget's CSS), every manifest tag,
 * attribute, event, part and property is on them, the examples use real simulator ids, and generation refuses a
 * tag without an example.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { BANNERS } from '../../core/rules/banners'
import { bannerTokens } from '../../core/rules/theme'
import { createSeedData } from '../../sim/data'
import { examplesFor, snippetId, tagSectionId } from './catalogue-page'
import { EXAMPLE_OFFER_ID, EXAMPLE_PRODUCT_ID, EXAMPLE_PRODUCT_NAME, EXAMPLE_STORE_ID, EXAMPLES } from './examples'
import { catalogueFiles } from './generate'
import { escapeHtml } from './html'
import { attributeFacts, customProperties, elementsOf, propertyReads, readManifest, ROOT } from './sources'
import { bannerCatalogueUrl } from './theming-page'

const manifest = readManifest()
const elements = elementsOf(manifest)
const files = catalogueFiles(manifest)
const committed = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const catalogue = committed('demo-pages/catalogue.html')
const theming = committed('demo-pages/theming.html')
const counted = { tags: 0, attributes: 0, events: 0, parts: 0, properties: 0 }

/** The HTML of one tag's section. */
function sectionOf(tag: string): string {
  const start = catalogue.indexOf(`<section class="tag" id="${tagSectionId(tag)}"`)
  expect(start, `section of ${tag}`).toBeGreaterThan(-1)
  return catalogue.slice(start, catalogue.indexOf('</section>', start))
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

afterAll(() => {
  console.log(
    `catalogue: ${counted.tags} tags, ${counted.attributes} attributes, ${counted.events} events, ${counted.parts} parts documented; theming: ${BANNERS.length} banners, ${counted.properties} --aisle-* properties listed`,
  )
})

describe('tag catalogue and theming pages', () => {
  test('are fresh: generating them again gives the committed files (else run `npm run manifest`)', () => {
    expect([...files.keys()].sort()).toEqual([
      'demo-pages/catalogue.html',
      'demo-pages/examples/aisle-play-earn.html',
      'demo-pages/theming.html',
    ])
    for (const [file, content] of files) expect(committed(file), file).toBe(content)
  })

  test('the catalogue has a section per manifest tag, listed in its table of contents, with every attribute, event, slot, part and property', () => {
    for (const el of elements) {
      const section = sectionOf(el.tagName)
      expect(catalogue).toContain(`<a href="#${tagSectionId(el.tagName)}">`)
      expect(section).toContain(escapeHtml(el.summary ?? ''))
      for (const a of el.attributes ?? [])
        expect(section, `${el.tagName} ${a.name}`).toContain(`<th scope="row"><code>${a.name}</code></th>`)
      for (const e of el.events ?? []) expect(section, `${el.tagName} ${e.name}`).toContain(`<code>${e.name}</code>`)
      for (const s of el.slots ?? []) expect(section).toContain(`<code>${s.name || '(default slot)'}</code>`)
      for (const p of el.cssParts ?? []) expect(section, `${el.tagName} part ${p.name}`).toContain(`<code>${p.name}</code>`)
      for (const p of el.cssProperties ?? []) expect(section, `${el.tagName} ${p.name}`).toContain(`<code>${p.name}</code>`)
      counted.tags++
      counted.attributes += el.attributes?.length ?? 0
      counted.events += el.events?.length ?? 0
      counted.parts += el.cssParts?.length ?? 0
    }
    expect(counted.tags).toBe(elements.length)
  })

  test('each section has a copyable snippet (HTML-escaped) and the live tag with the same attributes', () => {
    for (const [tag, example] of examplesFor(elements)) {
      const section = sectionOf(tag)
      const snippet = `<${tag}${Object.entries(example.attributes)
        .map(([n, v]) => ` ${n}="${v}"`)
        .join('')}></${tag}>`
      expect(section).toContain(`<pre><code id="${snippetId(tag)}">${escapeHtml(snippet)}</code></pre>`)
      expect(section).toContain(`data-copy-target="${snippetId(tag)}"`)
      expect(section).toContain(`id="${snippetId(tag)}-status" role="status"`)
      expect(example.isolated ? files.get(`demo-pages/examples/${tag}.html`) : section).toContain(snippet)
    }
  })

  test('no inline script, inline style or style attribute (the demo server CSP forbids them; a JSON data block is not run)', () => {
    for (const [file, html] of files) {
      expect(
        [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].map((m) => m[0]),
        file,
      ).toEqual([])
      expect(html, file).not.toMatch(/<style\b|\sstyle=/)
    }
  })

  test('examples use real simulator ids: a clippable coupon, an existing product and store', () => {
    const seed = createSeedData()
    const offer = seed.offers.find((o) => o.offerId === EXAMPLE_OFFER_ID)
    expect(offer?.isClippable).toBe(true)
    expect(offer?.status).toBe('U')
    expect(seed.products.find((p) => p.id === EXAMPLE_PRODUCT_ID)?.name).toBe(EXAMPLE_PRODUCT_NAME)
    expect(seed.stores.some((s) => s.storeId === EXAMPLE_STORE_ID)).toBe(true)
  })

  test('generation fails for a manifest tag without an example, or an example naming an unknown attribute', () => {
    const extra = { name: 'AisleNew', tagName: 'aisle-new-widget', customElement: true, summary: 'New.' }
    expect(() => examplesFor([...elements, extra])).toThrow(
      'No catalogue example for aisle-new-widget: declare one in its widgets/<name>/<name>.widget.ts.',
    )
    const cart = elements.find((el) => el.tagName === 'aisle-add-to-cart')!
    const renamed = elements.map((el) => (el === cart ? { ...cart, attributes: cart.attributes?.filter((a) => a.name !== 'qty') } : el))
    expect(() => examplesFor(renamed)).toThrow('The aisle-add-to-cart example names attributes it does not have: qty.')
    expect(Object.keys(EXAMPLES).sort()).toEqual(elements.map((el) => el.tagName).sort())
  })

  test('attribute type, default and valid values are read from the manifest description', () => {
    expect(attributeFacts('qty', 'Units to add, 1 to 99. Default 1.')).toMatchObject({
      type: 'number',
      defaultValue: '1',
      validValues: '1 to 99',
    })
    expect(attributeFacts('item-id', 'Product id (bpn). Required.')).toMatchObject({ type: 'text', defaultValue: 'required' })
    expect(attributeFacts('hidden-events', "Bare or 'true': the gallery.")).toMatchObject({ type: 'boolean', defaultValue: 'false' })
    expect(attributeFacts('channel', "'delivery', 'pickup' or 'instore'. Default: the shopper's preference.")).toMatchObject({
      type: 'choice',
      defaultValue: "the shopper's preference",
      validValues: "'delivery', 'pickup', 'instore'",
    })
    expect(attributeFacts('source', "Data source: 'a' (default), 'b' or 'c'.")).toMatchObject({
      defaultValue: "'a'",
      validValues: "'a', 'b', 'c'",
    })
    expect(attributeFacts('sort', "Key: 'featured' (gallery order) or a-z, z-a. Default 'featured'.")).toMatchObject({
      validValues: "'featured', 'a-z', 'z-a'",
    })
    expect(attributeFacts('heading', "Heading text. Default per source, e.g. 'Recommended'.")).toMatchObject({
      type: 'text',
      defaultValue: "per source, e.g. 'Recommended'",
    })
  })

  test("the theming page shows the 15 banners: name, colour, white logo and tokens, and links each banner host's catalogue [ENV-001] [ENV-002]", () => {
    expect(BANNERS).toHaveLength(15)
    for (const banner of BANNERS) {
      expect(theming).toContain(`${escapeHtml(banner.displayName)} logo`)
      expect(theming).toContain(`fill="${banner.color}"`)
      for (const [name, value] of Object.entries(bannerTokens(banner))) expect(theming).toContain(escapeHtml(`${name}: ${value}`))
      expect(theming).toContain(`<a href="${bannerCatalogueUrl(banner)}">`)
    }
  })

  test('the theming page lists every --aisle-* property any widget or shared CSS file reads, and every documented one', () => {
    const css = [...walk(path.join(ROOT, 'widgets')), ...walk(path.join(ROOT, 'styles'))].filter((f) => f.endsWith('.css'))
    const read = new Set(css.flatMap((f) => propertyReads(fs.readFileSync(f, 'utf8')).map((r) => r.name)))
    const documented = elements.flatMap((el) => (el.cssProperties ?? []).map((p) => p.name))
    const listed = customProperties(manifest).map((p) => p.name)
    expect(listed).toEqual([...new Set([...read, ...documented])].sort())
    for (const name of listed) expect(theming, name).toContain(`<code>${name}</code>`)
    counted.properties = listed.length
  })
})
