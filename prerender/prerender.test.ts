import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { createSim } from '../sim/app'
import { hostileCorpus, XSS_PAYLOADS } from '../test/hostile/xss-payloads'
import { FIXTURE_INPUT, FIXTURE_NOW, FIXTURE_STYLESHEET_BASE, FIXTURE_URL } from '../test/fixtures/prerender/page'
import { prerender } from './index'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

function* walk(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* walk(child)
  if ('content' in node) yield* walk((node as DefaultTreeAdapterTypes.Template).content)
}

const textOf = (node: Node): string => ('value' in node && node.nodeName === '#text' ? String(node.value) : 'childNodes' in node ? node.childNodes.map(textOf).join('') : '')

const fixtureFile = new URL('../test/fixtures/prerender/page.html', import.meta.url)

describe('aisle/prerender', () => {
  it('writes the committed fixture the hydration browser tests load (UPDATE_FIXTURES=1 rewrites it)', async () => {
    const sim = createSim()
    const out = await prerender(FIXTURE_INPUT, { url: FIXTURE_URL, stylesheetBase: FIXTURE_STYLESHEET_BASE, now: FIXTURE_NOW, fetch: async (input, init) => sim.fetch(new Request(input, init)) })
    if (process.env.UPDATE_FIXTURES) writeFileSync(fixtureFile, out)
    expect(out).toBe(readFileSync(fixtureFile, 'utf8'))
  })
})

describe("aisle/prerender: the banner's theme for the first paint", () => {
  const sim = createSim()
  const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
  const page = (head: string) => `<!doctype html><html><head><title>t</title>${head}</head><body><aisle-banner-brand></aisle-banner-brand></body></html>`

  it("links the host's banner theme at the end of the head, once: prerendering the result again changes nothing", async () => {
    const out = await prerender(page(''), { url: 'http://bayside.localhost/p.html', stylesheetBase: '/aisle/styles/', fetch: fetchSim })
    expect(out).toContain('<title>t</title><link rel="stylesheet" href="/aisle/styles/banners/bayside.css"></head>')
    expect(await prerender(out, { url: 'http://bayside.localhost/p.html', stylesheetBase: '/aisle/styles/', fetch: fetchSim })).toBe(out)
  })

  it('links nothing in a fragment (no written head), nor where no tag was prerendered', async () => {
    const fragment = await prerender('<aisle-banner-brand></aisle-banner-brand>', { url: 'http://bayside.localhost/', stylesheetBase: '/s/', fetch: fetchSim })
    expect(fragment).not.toContain('banners/')
    const none = page('').replace('<aisle-banner-brand></aisle-banner-brand>', '<aisle-no-such-widget></aisle-no-such-widget>')
    expect(await prerender(none, { url: 'http://bayside.localhost/', stylesheetBase: '/s/', fetch: fetchSim })).toBe(none)
  })
})

describe('aisle/prerender over hostile data (issue 7 item 4, issue 19)', () => {
  it('writes every served text as text: no payload becomes an element, an event handler or a script address', async () => {
    const sim = createSim({ hostile: hostileCorpus() })
    const ids = sim.state.products.slice(0, 40).map((p) => p.id)
    const input = `<link rel="canonical" href="${FIXTURE_URL}">${ids.map((id) => `<aisle-product-card product-id="${id}"></aisle-product-card>`).join('')}<aisle-banner-brand></aisle-banner-brand>`
    const out = await prerender(input, { stylesheetBase: FIXTURE_STYLESHEET_BASE, now: FIXTURE_NOW, fetch: async (i, init) => sim.fetch(new Request(i, init)) })
    const elements = [...walk(parse(out))]
    const cards = elements.filter((el) => el.tagName === 'aisle-product-card')
    const prerendered = cards.filter((el) => el.childNodes.some((c) => 'tagName' in c && c.tagName === 'template'))
    expect(prerendered.length).toBe(ids.length)
    const names = elements.filter((el) => el.attrs.some((a) => a.name === 'part' && a.value === 'name')).map(textOf)
    // Each card's name is its served payload, as text.
    expect(names.filter((n) => XSS_PAYLOADS.includes(n)).length).toBeGreaterThan(ids.length / 2)
    const allowed = new Set(['html', 'head', 'body', 'link', 'aisle-product-card', 'aisle-banner-brand', 'template'])
    const inside = elements.filter((el) => !allowed.has(el.tagName))
    expect(inside.filter((el) => ['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'base', 'meta', 'form'].includes(el.tagName)).map((el) => el.tagName)).toEqual([])
    expect(elements.flatMap((el) => el.attrs.filter((a) => /^on/i.test(a.name) || a.name === 'style').map((a) => `${el.tagName} ${a.name}`))).toEqual([])
    // An image's address never runs (the client render shows the same); a link's, a frame's or a form's could.
    const addresses = elements.flatMap((el) => el.attrs.filter((a) => ['href', 'action', 'formaction'].includes(a.name) || (a.name === 'src' && el.tagName !== 'img')).map((a) => a.value))
    expect(addresses.length).toBeGreaterThan(0)
    expect(addresses.filter((a) => /^\s*(javascript|vbscript|data:text\/html)/i.test(a) && !a.startsWith("javascript:throw new Error('React has blocked"))).toEqual([])
  })
})
