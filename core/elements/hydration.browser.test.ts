/**
 * Hydration of prerendered tags, in both browser projects: the page arrives with aisle/prerender's
 * declarative shadow roots (test/fixtures/prerender/page.html, written by prerender/prerender.test.ts), every
 * node inside is tagged before the elements upgrade, and is found again afterwards.
 */
import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import prerendered from '../../test/fixtures/prerender/page.html?raw'
import { FIXTURE_PRODUCTS } from '../../test/fixtures/prerender/page'
import { BANNER_BRAND_READY_MARK } from '../../widgets/banner-brand/BannerBrand.connected'
import { PRODUCT_CARD_READY_MARK } from '../../widgets/product-card/ProductCard.connected'
import { BUY_TEXT } from '../../widgets/product-card/ProductCardBuy.view'
import '../../widgets/banner-brand/banner-brand.element'
import '../../widgets/product-card/product-card.element'
import { BANNER_BRAND_ATTRIBUTES } from '../../widgets/banner-brand/banner-brand.props'
import { PRODUCT_CARD_ATTRIBUTES } from '../../widgets/product-card/product-card.props'
import { PRODUCT_CAROUSEL_ATTRIBUTES } from '../../widgets/product-carousel/carousel-request'
import { MINI_CART_ATTRIBUTES } from '../../widgets/mini-cart/mini-cart.props'
import '../../widgets/product-carousel/product-carousel.element'
import '../../widgets/mini-cart/mini-cart.element'
import { attributeName, HYDRATION_ROOT_ATTRIBUTE } from './hydration'

/** Every node of a shadow root, in document order. */
function nodesOf(root: Node): Node[] {
  const out: Node[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node)
  return out
}

const marks = () =>
  performance.getEntriesByName(BANNER_BRAND_READY_MARK).length + performance.getEntriesByName(PRODUCT_CARD_READY_MARK).length

interface Page {
  host: HTMLDivElement
  harness: Harness
  /** Each prerendered tag's shadow-root nodes, as parsed (before any script ran on them). */
  before: Map<string, Node[]>
  removed: Node[]
}

/**
 * Parses the prerendered page in a document of its own (no custom element registry: nothing upgrades, as in a page
 * before its module scripts run), lets `edit` change it, then moves it into this document, where the tags upgrade.
 */
async function load(edit: (page: HTMLDivElement) => void = () => {}, meanwhile: (page: HTMLDivElement) => void = () => {}): Promise<Page> {
  const harness = setUpHarness()
  startHarness(harness)
  const parsed = Document.parseHTMLUnsafe(`<div>${prerendered}</div>`)
  const host = parsed.body.firstElementChild as HTMLDivElement
  expect(customElements.get('aisle-banner-brand')).to.be.a('function')
  expect(host.querySelector('aisle-banner-brand')).not.to.be.instanceOf(customElements.get('aisle-banner-brand')!)
  edit(host)
  const before = new Map<string, Node[]>()
  const removed: Node[] = []
  const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...Array.from(r.removedNodes))))
  for (const el of host.querySelectorAll('[id^="brand-"], [id^="card-"]')) {
    expect(el.shadowRoot, `${el.id} arrives with its declarative shadow root`).to.be.instanceOf(ShadowRoot)
    before.set(el.id, nodesOf(el.shadowRoot!))
    observer.observe(el.shadowRoot!, { childList: true, subtree: true })
  }
  const marked = marks()
  document.body.append(document.adoptNode(host))
  meanwhile(host)
  await waitUntil(() => marks() >= marked + before.size, 'the tags did not render')
  await new Promise((r) => setTimeout(r, 0))
  observer.disconnect()
  return { host, harness, before, removed }
}

const brand = (page: Page, id: string) => page.host.querySelector<HTMLElement>(`#${id}`)!
const card = (page: Page, id: string) => page.host.querySelector<HTMLElement>(`#card-${id}`)!
const cardPart = (page: Page, id: string, name: string) => card(page, id).shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)

describe('hydration of prerendered tags (core/elements/define.ts)', () => {
  afterEach(() => {
    document.querySelector('#prerendered')?.parentElement?.remove()
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('prerenders with the attributes each element observes (the props modules aisle/prerender reads)', () => {
    const observed = (tag: string) => (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes
    expect(observed('aisle-banner-brand')).to.deep.equal(BANNER_BRAND_ATTRIBUTES.map(attributeName))
    expect(observed('aisle-product-card')).to.deep.equal(PRODUCT_CARD_ATTRIBUTES.map(attributeName))
    expect(observed('aisle-product-carousel')).to.deep.equal(PRODUCT_CAROUSEL_ATTRIBUTES.map(attributeName))
    expect(observed('aisle-mini-cart')).to.deep.equal(MINI_CART_ATTRIBUTES.map(attributeName))
  })

  it('takes over the declarative shadow root: every prerendered node is kept, none removed, and the markup is the client render', async () => {
    const page = await load()
    for (const [id, nodes] of page.before) {
      const root = brand(page, id).shadowRoot!
      expect(nodes.length, id).to.be.greaterThan(3)
      const now = nodesOf(root)
      expect(
        now.filter((n) => nodes.includes(n)),
        `${id} keeps every node, in order`,
      ).to.deep.equal(nodes)
      // preact/compat adds an empty text node where React's server render writes none (an empty status line); never an element.
      expect(
        now.filter((n) => !nodes.includes(n)).map((n) => n.textContent),
        `${id} adds no content`,
      ).to.satisfy((added: string[]) => added.every((t) => t === ''))
      expect(root.querySelectorAll('[part="root"]').length, `${id} shows one brand`).to.equal(1)
    }
    expect(page.removed).to.deep.equal([])
    for (const id of FIXTURE_PRODUCTS) {
      const product = page.harness.sim.state.products.find((p) => p.id === id)!
      expect(cardPart(page, id, 'name')?.textContent, id).to.equal(product.name)
      expect(card(page, id).shadowRoot!.querySelectorAll('[part~="root"]').length, `${id} shows one card`).to.equal(1)
    }
    expect(brand(page, 'brand-home').shadowRoot!.querySelector('a')?.getAttribute('href')).to.equal('/home')
    expect(brand(page, 'brand-plain').shadowRoot!.querySelector('[part="name"]')).to.equal(null)
    // Hydrated, not inert: a later attribute change re-renders in place.
    brand(page, 'brand-plain').setAttribute('show-name', 'true')
    await waitUntil(() => brand(page, 'brand-plain').shadowRoot!.querySelector('[part="name"]'), 'the name did not appear')
    await expect(brand(page, 'brand-home')).to.be.accessible()
    await expect(card(page, FIXTURE_PRODUCTS[0])).to.be.accessible()
  })

  it('adds to the cart from a hydrated card: its Add button is the prerendered one, and it works', async () => {
    const page = await load()
    const [id] = FIXTURE_PRODUCTS
    const add = cardPart(page, id, 'add')!
    expect(page.before.get(`card-${id}`)).to.include(add)
    add.click()
    await waitUntil(() => cardPart(page, id, 'status')?.textContent?.trim() === BUY_TEXT.added, 'not added', { timeout: 3000 })
    expect(page.harness.runtime.cart.$cartCount.get()).to.equal(1)
  })

  it('lets an attribute changed before the upgrade win, re-rendering only that tag, once', async () => {
    const page = await load((p) => p.querySelector('#brand-home')!.setAttribute('href', '/deals'))
    const root = brand(page, 'brand-home').shadowRoot!
    expect(root.querySelectorAll('a').length).to.equal(1)
    expect(root.querySelector('a')?.getAttribute('href')).to.equal('/deals')
    expect(root.querySelectorAll(`[${HYDRATION_ROOT_ATTRIBUTE}]`).length).to.equal(1)
    expect(nodesOf(brand(page, 'brand-plain').shadowRoot!), 'the other tag keeps its nodes').to.deep.equal(page.before.get('brand-plain'))
  })

  it('corrects markup that does not match the client render in that tag only, never showing it twice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = await load((p) => {
      const name = p.querySelector('#brand-home')!.shadowRoot!.querySelector('[part="name"]')!
      name.textContent = 'Stale name'
    })
    const root = brand(page, 'brand-home').shadowRoot!
    await waitUntil(() => root.querySelector('[part="name"]')?.textContent === 'Freshway', 'the stale name stayed')
    expect(root.querySelectorAll('[part="root"]').length).to.equal(1)
    expect(root.textContent).not.to.contain('Stale name')
    expect(nodesOf(brand(page, 'brand-plain').shadowRoot!), 'the other tag keeps its nodes').to.deep.equal(page.before.get('brand-plain'))
  })

  it('a focus or pointer that reaches a tag while it hydrates stops at its shadow root (React would replay it from a cleared target and throw); after, it reaches the widget', async () => {
    const errors: string[] = []
    const onError = (event: ErrorEvent) => errors.push(String(event.message))
    window.addEventListener('error', onError)
    const [id] = FIXTURE_PRODUCTS
    const reached: string[] = []
    const touch = (host: ParentNode) => {
      const button = host.querySelector(`#card-${id}`)!.shadowRoot!.querySelector('button')!
      for (const event of [
        new FocusEvent('focusin', { bubbles: true, composed: true }),
        new PointerEvent('pointerover', { bubbles: true, composed: true }),
        new MouseEvent('mouseover', { bubbles: true, composed: true }),
      ])
        button.dispatchEvent(event)
    }
    try {
      const page = await load(undefined, (host) => {
        const wrapper = host.querySelector(`#card-${id}`)!.shadowRoot!.querySelector(`[${HYDRATION_ROOT_ATTRIBUTE}]`)!
        for (const type of ['focusin', 'pointerover', 'mouseover']) wrapper.addEventListener(type, () => reached.push(type), true)
        touch(host) // the element has upgraded: React is hydrating the wrapper now
      })
      expect(reached, 'while hydrating').to.deep.equal([])
      touch(page.host)
      expect(reached, 'once hydrated').to.deep.equal(['focusin', 'pointerover', 'mouseover'])
      await new Promise((r) => setTimeout(r, 100))
      expect(errors).to.deep.equal([])
      cardPart(page, id, 'add')!.click()
      await waitUntil(() => cardPart(page, id, 'status')?.textContent?.trim() === BUY_TEXT.added, 'not added')
    } finally {
      window.removeEventListener('error', onError)
    }
  })
})
