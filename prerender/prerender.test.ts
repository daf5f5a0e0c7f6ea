import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { createSim } from '../sim/app'
import { hostileCorpus, XSS_PAYLOADS } from '../test/hostile/xss-payloads'
import {
  FIXTURE_INPUT,
  FIXTURE_NOW,
  FIXTURE_PERSONAL_CART_QTY,
  FIXTURE_PERSONAL_INPUT,
  FIXTURE_STYLESHEET_BASE,
  FIXTURE_URL,
} from '../test/fixtures/prerender/page'
import { signInCookie } from '../test/support/sim-cookie'
import { carouselProductsFromRecords } from '../core/io/products/carousel-products'
import { MINI_CART_TEXT } from '../widgets/mini-cart/MiniCart.view'
import { prerender } from './index'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

function* walk(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* walk(child)
  if ('content' in node) yield* walk((node as DefaultTreeAdapterTypes.Template).content)
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value

const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text' ? String(node.value) : 'childNodes' in node ? node.childNodes.map(textOf).join('') : ''

const fixtureFile = new URL('../test/fixtures/prerender/page.html', import.meta.url)

describe('aisle/prerender', () => {
  it('writes the committed fixture the hydration browser tests load (UPDATE_FIXTURES=1 rewrites it)', async () => {
    // The simulator's data is generated for the fixture's day, so the file is the same on any day it is compared.
    const sim = createSim({ now: FIXTURE_NOW, clock: () => FIXTURE_NOW })
    const out = await prerender(FIXTURE_INPUT, {
      url: FIXTURE_URL,
      stylesheetBase: FIXTURE_STYLESHEET_BASE,
      now: FIXTURE_NOW,
      fetch: async (input, init) => sim.fetch(new Request(input, init)),
    })
    if (process.env.UPDATE_FIXTURES) writeFileSync(fixtureFile, out)
    expect(out).toBe(readFileSync(fixtureFile, 'utf8'))
  })
})

const personalFixtureFile = new URL('../test/fixtures/prerender/personal.html', import.meta.url)

describe('aisle/prerender for a signed-in shopper', () => {
  it("writes the committed personal fixture (their mini cart's count and the read it came from) the mini cart's hydration browser tests load [CRT-022]", async () => {
    const sim = createSim({ now: FIXTURE_NOW, clock: () => FIXTURE_NOW })
    const cookie = await signInCookie(sim, { user: 'C', cartQty: FIXTURE_PERSONAL_CART_QTY })
    const out = await prerender(FIXTURE_PERSONAL_INPUT, {
      url: FIXTURE_URL,
      stylesheetBase: FIXTURE_STYLESHEET_BASE,
      now: FIXTURE_NOW,
      cookie,
      fetch: async (input, init) => sim.fetch(new Request(input, init)),
    })
    if (process.env.UPDATE_FIXTURES) writeFileSync(personalFixtureFile, out)
    expect(out).toBe(readFileSync(personalFixtureFile, 'utf8'))
    expect(out).toContain(`data-state="ready"`)
    expect(out).toContain(`data-count="${FIXTURE_PERSONAL_CART_QTY}"`)
  })
})

describe("aisle/prerender: the banner's theme for the first paint", () => {
  const sim = createSim()
  const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
  const page = (head: string) =>
    `<!doctype html><html><head><title>t</title>${head}</head><body><aisle-banner-brand></aisle-banner-brand></body></html>`

  it("links the host's banner theme at the end of the head, once: prerendering the result again changes nothing", async () => {
    const out = await prerender(page(''), { url: 'http://bayside.localhost/p.html', stylesheetBase: '/aisle/styles/', fetch: fetchSim })
    expect(out).toContain('<title>t</title><link rel="stylesheet" href="/aisle/styles/banners/bayside.css"></head>')
    expect(await prerender(out, { url: 'http://bayside.localhost/p.html', stylesheetBase: '/aisle/styles/', fetch: fetchSim })).toBe(out)
  })

  it('links nothing in a fragment (no written head), nor where no tag was prerendered', async () => {
    const fragment = await prerender('<aisle-banner-brand></aisle-banner-brand>', {
      url: 'http://bayside.localhost/',
      stylesheetBase: '/s/',
      fetch: fetchSim,
    })
    expect(fragment).not.toContain('banners/')
    const none = page('').replace('<aisle-banner-brand></aisle-banner-brand>', '<aisle-no-such-widget></aisle-no-such-widget>')
    expect(await prerender(none, { url: 'http://bayside.localhost/', stylesheetBase: '/s/', fetch: fetchSim })).toBe(none)
  })
})

describe('aisle/prerender over hostile data', () => {
  it('writes every served text as text: no payload becomes an element, an event handler or a script address', async () => {
    const sim = createSim({ hostile: hostileCorpus() })
    const ids = sim.state.products.slice(0, 40).map((p) => p.id)
    const input = `<link rel="canonical" href="${FIXTURE_URL}">${ids.map((id) => `<aisle-product-card product-id="${id}"></aisle-product-card>`).join('')}<aisle-banner-brand></aisle-banner-brand>`
    const out = await prerender(input, {
      stylesheetBase: FIXTURE_STYLESHEET_BASE,
      now: FIXTURE_NOW,
      fetch: async (i, init) => sim.fetch(new Request(i, init)),
    })
    const elements = [...walk(parse(out))]
    const cards = elements.filter((el) => el.tagName === 'aisle-product-card')
    const prerendered = cards.filter((el) => el.childNodes.some((c) => 'tagName' in c && c.tagName === 'template'))
    expect(prerendered.length).toBe(ids.length)
    const names = elements.filter((el) => el.attrs.some((a) => a.name === 'part' && a.value === 'name')).map(textOf)
    // Each card's name is its served payload, as text.
    expect(names.filter((n) => XSS_PAYLOADS.includes(n)).length).toBeGreaterThan(ids.length / 2)
    const allowed = new Set(['html', 'head', 'body', 'link', 'aisle-product-card', 'aisle-banner-brand', 'template'])
    const inside = elements.filter((el) => !allowed.has(el.tagName))
    expect(
      inside
        .filter((el) => ['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'base', 'meta', 'form'].includes(el.tagName))
        .map((el) => el.tagName),
    ).toEqual([])
    expect(
      elements.flatMap((el) => el.attrs.filter((a) => /^on/i.test(a.name) || a.name === 'style').map((a) => `${el.tagName} ${a.name}`)),
    ).toEqual([])
    // An image's address never runs (the client render shows the same); a link's, a frame's or a form's could.
    const addresses = elements.flatMap((el) =>
      el.attrs
        .filter((a) => ['href', 'action', 'formaction'].includes(a.name) || (a.name === 'src' && el.tagName !== 'img'))
        .map((a) => a.value),
    )
    expect(addresses.length).toBeGreaterThan(0)
    expect(
      addresses.filter(
        (a) => /^\s*(javascript|vbscript|data:text\/html)/i.test(a) && !a.startsWith("javascript:throw new Error('React has blocked"),
      ),
    ).toEqual([])
  })
})

describe('aisle/prerender: product carousels', () => {
  const run = (input: string, sim = createSim()) =>
    prerender(`<link rel="canonical" href="${FIXTURE_URL}">${input}`, {
      stylesheetBase: FIXTURE_STYLESHEET_BASE,
      now: FIXTURE_NOW,
      fetch: async (i, init) => sim.fetch(new Request(i, init)),
    })
  const templateOf = (el: Element) =>
    el.childNodes.find((c): c is DefaultTreeAdapterTypes.Template => 'tagName' in c && c.tagName === 'template')
  const carousels = (out: string) => [...walk(parse(out))].filter((el) => el.tagName === 'aisle-product-carousel')
  const partsIn = (el: Element, part: string) =>
    [...walk(templateOf(el)!.content as unknown as Node)].filter((n) => n.attrs.some((a) => a.name === 'part' && a.value === part))

  it("renders each tile of a guest's carousel from the carousel store's read, and carries the records the client seeds its store with", async () => {
    const sim = createSim()
    const out = await run(
      '<aisle-product-carousel source="recommendations" store-id="1100" heading="For <you>"></aisle-product-carousel><aisle-product-carousel source="sponsored" store-id="1100"></aisle-product-carousel>',
      sim,
    )
    for (const el of carousels(out)) {
      const slides = partsIn(el, 'slide')
      expect(slides.length, attr(el, 'source')).toBeGreaterThan(3)
      const ids = slides.map((s) => attr(s, 'data-id'))
      expect(partsIn(el, 'name').map(textOf)).toEqual(ids.map((id) => sim.state.products.find((p) => p.id === id)?.name))
      expect(partsIn(el, 'image').map((img) => attr(img, 'src'))).toEqual(
        ids.map((id) => sim.state.products.find((p) => p.id === id)?.imageUrl),
      )
      // The wrapper's records are the client's seed: normalised as the store's reads normalise, they are these tiles.
      const wrapper = templateOf(el)!.content.childNodes.find((c): c is Element => 'tagName' in c && c.tagName === 'div')!
      const data = JSON.parse(attr(wrapper, 'data-aisle-data')!) as { records: unknown }
      expect(carouselProductsFromRecords(data.records).map((p) => p.product.id)).toEqual(ids)
    }
    const [recommendations, sponsored] = carousels(out)
    expect(textOf(partsIn(recommendations!, 'heading')[0]!)).toBe('For <you>')
    expect(partsIn(sponsored!, 'sponsored').length).toBe(partsIn(sponsored!, 'slide').length)
  })

  it('leaves to the client a carousel a guest has nothing for: no store named (the read is not made), or a source that needs a signed-in shopper', async () => {
    const input = [
      '<aisle-product-carousel source="recommendations"></aisle-product-carousel>',
      '<aisle-product-carousel source="purchase-history" store-id="1100"></aisle-product-carousel>',
      '<aisle-product-carousel source="cross-sell" bpn="970000001" store-id="1100"></aisle-product-carousel>',
    ]
    const out = await run(input.join(''))
    expect(carousels(out).map((el) => templateOf(el) === undefined)).toEqual([true, true, true])
  })

  it('writes every served text of a carousel as text over hostile data', async () => {
    const sim = createSim({ hostile: hostileCorpus() })
    const out = await run(
      '<aisle-product-carousel source="recommendations" store-id="1100"></aisle-product-carousel><aisle-product-carousel source="sponsored" store-id="1100"></aisle-product-carousel>',
      sim,
    )
    const [first] = carousels(out)
    expect(partsIn(first!, 'slide').length).toBeGreaterThan(0)
    const elements = carousels(out).flatMap((el) => [...walk(templateOf(el)!.content as unknown as Node)])
    expect(
      elements
        .filter((el) => ['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'base', 'meta', 'form'].includes(el.tagName))
        .map((el) => el.tagName),
    ).toEqual([])
    expect(
      elements.flatMap((el) => el.attrs.filter((a) => /^on/i.test(a.name) || a.name === 'style').map((a) => `${el.tagName} ${a.name}`)),
    ).toEqual([])
    const names = carousels(out).flatMap((el) => partsIn(el, 'name').map(textOf))
    expect(names.some((n) => XSS_PAYLOADS.includes(n))).toBe(true)
    const links = carousels(out).flatMap((el) => partsIn(el, 'name').map((a) => attr(a, 'href') ?? ''))
    expect(links.filter((a) => /^\s*(javascript|vbscript|data:text\/html)/i.test(a))).toEqual([])
  })
})

describe('aisle/prerender: the mini cart', () => {
  it('writes its loading state, the same for every shopper (no count), linking where the attribute says, or home for an unsafe address', async () => {
    const sim = createSim()
    const input = `<link rel="canonical" href="${FIXTURE_URL}"><aisle-mini-cart href="/cart"></aisle-mini-cart><aisle-mini-cart href="javascript:alert(1)"></aisle-mini-cart>`
    const out = await prerender(input, {
      stylesheetBase: FIXTURE_STYLESHEET_BASE,
      now: FIXTURE_NOW,
      fetch: async (i, init) => sim.fetch(new Request(i, init)),
    })
    const inside = (el: Element) => [...walk(el)].filter((n) => n !== el)
    const carts = [...walk(parse(out))].filter((el) => el.tagName === 'aisle-mini-cart')
    expect(
      carts.map(
        (el) =>
          inside(el)
            .find((n) => n.tagName === 'link')
            ?.attrs.find((a) => a.name === 'href')?.value,
      ),
    ).toEqual([`${FIXTURE_STYLESHEET_BASE}mini-cart.css`, `${FIXTURE_STYLESHEET_BASE}mini-cart.css`])
    const part = (el: Element, name: string) => inside(el).find((n) => attr(n, 'part') === name)
    expect(carts.map((el) => attr(part(el, 'link')!, 'href'))).toEqual(['/cart', '/'])
    for (const el of carts) {
      expect(attr(part(el, 'root')!, 'data-state')).toBe('loading')
      expect(attr(part(el, 'link')!, 'aria-busy')).toBe('true')
      expect(textOf(part(el, 'label')!)).toBe(MINI_CART_TEXT.loading)
      expect(textOf(part(el, 'badge')!)).toBe('…')
      expect(attr(part(el, 'badge')!, 'data-count')).toBe(undefined)
    }
  })
})
