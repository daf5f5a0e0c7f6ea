/**
 * The cross-engine end-to-end flows, written once against EnginePage and run in Chromium, Firefox ESR and WebKitGTK
 * (engines.engine.test.ts). Each flow starts from a reset simulator and a fresh shopper (a new context), drives the
 * demo pages with real pointer and key input, and asserts what the shopper sees and what the server received.
 * Selectors and texts come from the Chromium suites in test/e2e/ and from the rules the widgets render.
 */
import { expect } from 'vitest'
import { CLIPPED_LABEL, COUPON_ACTION_LABELS } from '../../core/rules/coupons/card'
import { COUPON_EXPIRED } from '../../core/rules/coupons/clip'
import { COUPON_GRID_PAGE_SIZE } from '../../core/rules/coupons/grid'
import { PARTNER_CLIP_LANDING_PATH, PARTNER_CLIP_PARAM } from '../../core/rules/coupons/partner-clip'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { ENVIRONMENT_CONFIG } from '../../core/rules/env'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { START_PLAYING } from '../../core/rules/games/texts'
import { COOKIES } from '../../core/rules/http'
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'
import { SIGN_IN_PATHS } from '../../core/rules/session'
import { createSeedData } from '../../sim/data'
import { ADD_TO_CART_TEXT } from '../../widgets/add-to-cart/AddToCart.view'
import { PRIZE_TEXT } from '../../widgets/play-earn/PrizeDetails.view'
import { BUY_TEXT } from '../../widgets/product-card/ProductCardBuy.view'
import { SILENT_UNTIL_NEEDED } from '../e2e/pages'
import { type EngineContext, type EngineDriver, type EnginePage, read } from './engine'
import { type Loc, loc } from './locator'

/** Generous: three engines share two loaded cores. */
export const T = { timeout: 20_000, interval: 100 }

export interface FlowKit {
  engine: EngineDriver
  context: EngineContext
  /** http://<banner>.localhost:<port><path> */
  url(banner: string, path?: string): string
  /** A control call to the simulator (reset, faults, requests), made from Node. */
  sim(method: string, path: string, body?: unknown): Promise<unknown>
  /** Signs the page's shopper in: the session cookies land in the browser, as a real sign-in sets them. */
  signIn(page: EnginePage, body: Record<string, unknown>, banner?: string): Promise<{ token?: string }>
}

export interface Flow {
  name: string
  timeout?: number
  run(kit: FlowKit): Promise<void>
}

// ---------------------------------------------------------------- locators and small steps

const badge = loc('aisle-mini-cart', '[part="badge"]')

/**
 * The count the badge shows once the cart is read, taken in the poll itself: a refresh of the cart on a product page
 * (CRT-020) shows the badge's loading state again in between, so a second read could find '…'.
 */
async function badgeCount(page: EnginePage): Promise<number> {
  let count = Number.NaN
  await expect
    .poll(async () => {
      count = Number((await read.text(page, badge)) ?? Number.NaN)
      return Number.isInteger(count)
    }, T)
    .toBe(true)
  return count
}
const grid = (...steps: string[]) => loc('aisle-deals-grid', ...steps)
const offer = (id: string) => grid(`article[data-offer-id="${id}"]`)
/** A plain coupon the shopper can clip: type 'Coupon', state 'clip'. */
const clippable = grid('article[data-state="clip"]').has(loc('[part="type"]').withText('Coupon'))
const productCard = (id: string) => loc(`aisle-product-card[product-id="${id}"]`)
const playEarn = (...steps: string[]) => loc('aisle-play-earn', ...steps)
const openDialog = loc('dialog[open]')
/** Seed 1 (sim/data): two plain grocery items. */
const EGGS = '970000001'
const PROMO = '970000051'

const seed = createSeedData({})
const userC = seed.users.find((u) => u.key === 'C')
const redeemedByC = new Set(userC?.transactions.map((t) => t.prizeId))
/** A FRESHFINDS prize user C can afford and has not redeemed. */
const PRIZE = seed.prizes.find(
  (p) =>
    p.programCode === 'FRESHFINDS' &&
    p.prizeType !== 'SWEEPSTAKES' &&
    !redeemedByC.has(p.prizeId) &&
    p.pointsRequired <= (userC?.points.FRESHFINDS?.totalGamePoints ?? 0),
)

interface Logged {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
  status: number
}
const calls = async (kit: FlowKit, method: string, fragment: string) =>
  ((await kit.sim('GET', '/__sim/requests')) as Logged[]).filter((r) => r.method === method && r.path.endsWith(fragment))

const path = async (page: EnginePage) => {
  const u = new URL(await page.url())
  return u.pathname + u.search + u.hash
}

/** Waits until `target` exists. */
async function waitFor(page: EnginePage, target: Loc, timeout = T.timeout): Promise<void> {
  await expect.poll(() => read.count(page, target), { ...T, timeout, message: `waiting for ${target.toString()}` }).toBeGreaterThan(0)
}

/** Fails on uncaught page errors. */
async function noErrors(...pages: EnginePage[]): Promise<void> {
  for (const page of pages) expect(await page.errors()).toEqual([])
}

/** The first plain coupon's id, once the grid shows it. */
async function firstClippable(page: EnginePage): Promise<string> {
  await waitFor(page, clippable)
  return (await read.attr(page, clippable, 'data-offer-id')) as string
}

/** Closes the progressive-profile prompt a first clip may open (Escape, the keyboard's way out). */
async function dismissPrompt(page: EnginePage): Promise<void> {
  if ((await read.count(page, openDialog)) > 0) {
    await page.press('Escape')
    await expect.poll(() => read.count(page, openDialog), T).toBe(0)
  }
}

/** Focuses a <select> through its label (a real click), then moves its value with the arrow keys until `accept`. */
async function chooseWithKeys(page: EnginePage, label: Loc, select: Loc, accept: (value: string) => boolean): Promise<string> {
  await page.click(label)
  for (let i = 0; i < 40; i++) {
    const value = (await read.value(page, select)) ?? ''
    if (accept(value)) return value
    await page.press('ArrowDown')
  }
  throw new Error(`no accepted value reached in ${select.toString()}`)
}

/** Tab until the deep focused element has this accessible name (and part/tag text in its path), at most `max` presses. */
async function tabTo(page: EnginePage, name: RegExp, max = 80, back = false): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    await page.press(back ? 'Shift+Tab' : 'Tab')
    const active = await read.active(page)
    seen.push(`${active?.tag}[${active?.part}] "${active?.name}"`)
    if (active && name.test(active.name)) return
  }
  throw new Error(`${String(name)} not reached in ${max} presses: ${seen.join(', ')}`)
}

/** The server's cart as the shopper's token sees it, read from the page's origin. */
async function serverCart(page: EnginePage, token: string) {
  return page.evaluate<{ items: { itemId: string; qty: number }[] }>(
    async ([key, bearer]: [string, string]) => {
      const r = await fetch('/abs/qa1/api/cart/minicart?rand=1', {
        headers: { 'Ocp-Apim-Subscription-Key': key, Authorization: `Bearer ${bearer}` },
      })
      return r.json()
    },
    [ENVIRONMENT_CONFIG.qa1.subscriptionKey, token],
  )
}

async function openProducts(kit: FlowKit, page: EnginePage): Promise<void> {
  await page.goto(kit.url('freshway', '/product.html'))
  await expect.poll(() => read.attr(page, productCard(EGGS).find('[part="root"]'), 'data-state'), T).toBe('ready')
  await waitFor(page, productCard(PROMO).find('[part="add"]'))
}

async function signInOnPage(page: EnginePage, user: string): Promise<void> {
  await waitFor(page, loc(`input[name="user"][value="${user}"]`))
  await page.click(loc(`input[name="user"][value="${user}"]`))
  expect(await read.checked(page, loc(`input[name="user"][value="${user}"]`))).toBe(true)
  await page.click(loc('form button[type="submit"]'))
}

const readCookie = (page: EnginePage, name: string) =>
  page.evaluate<string | null>((n: string) => {
    const hit = document.cookie.split('; ').find((c) => c.startsWith(`${n}=`))
    return hit ? decodeURIComponent(hit.slice(n.length + 1)) : null
  }, name)

/** Every Aisle tag outside shadow roots has rendered into its shadow root; returns the tags. */
const renderedTags = (page: EnginePage) =>
  page.evaluate<string[] | false>((silent: string[]) => {
    const all = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('aisle-'))
    const waiting = all.filter(
      (el) => !silent.includes(el.localName) && !(customElements.get(el.localName) && el.shadowRoot && el.shadowRoot.childElementCount > 0),
    )
    return waiting.length === 0 ? all.map((el) => el.localName) : false
  }, SILENT_UNTIL_NEEDED)

// ---------------------------------------------------------------- the flows

export const FLOWS: Flow[] = [
  {
    name: "the product page paints every card's and carousel tile's name, picture and price and the brand before any script runs, then hydrates them without replacing a node, and Add works",
    async run(kit) {
      const page = await kit.context.newPage()
      // Prerendered by the demo server, served without its scripts: what the browser paints before (or without) JavaScript.
      await page.goto(kit.url('freshway', '/product.html?prerender=1&scripts=0'))
      const painted = await page.evaluate<{
        cards: { name: string; image: string; width: number; price: string }[]
        tiles: { carousel: string; name: string; image: string; price: string }[]
        brand: string
        defined: number
        nodes: number
      }>(() => {
        const tagged: { host: Element; nodes: Node[] }[] = []
        for (const host of document.querySelectorAll('*')) {
          if (!host.localName.startsWith('aisle-') || !host.shadowRoot) continue
          const nodes: Node[] = []
          const walker = document.createTreeWalker(host.shadowRoot, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
          for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n)
          tagged.push({ host, nodes })
        }
        ;(window as unknown as { __prerendered: typeof tagged }).__prerendered = tagged
        const part = (el: Element, name: string) => el.shadowRoot?.querySelector(`[part~="${name}"]`)
        const cards = [...document.querySelectorAll('aisle-product-card')].map((el) => ({
          name: part(el, 'name')?.textContent ?? '',
          image: part(el, 'image')?.getAttribute('src') ?? '',
          width: part(el, 'image')?.getBoundingClientRect().width ?? 0,
          price: part(el, 'price-now')?.textContent ?? '',
        }))
        // The product carousels' tiles (each a product: name, picture, price), prerendered from the store's public data.
        const tiles = [...document.querySelectorAll('aisle-product-carousel')].flatMap((el) =>
          [...(el.shadowRoot?.querySelectorAll('[part~="slide"]') ?? [])].map((slide) => ({
            carousel: el.getAttribute('source') ?? '',
            name: slide.querySelector('[part~="name"]')?.textContent ?? '',
            image: slide.querySelector('[part~="image"]')?.getAttribute('src') ?? '',
            price: slide.querySelector('[part~="price"] .now')?.textContent ?? '',
          })),
        )
        const brand = document.querySelector('aisle-banner-brand')
        return {
          cards,
          tiles,
          brand: (brand && part(brand, 'name')?.textContent) ?? '',
          defined: [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('aisle-') && customElements.get(el.localName))
            .length,
          nodes: tagged.reduce((a, t) => a + t.nodes.length, 0),
        }
      })
      expect(painted.defined).toBe(0)
      expect(painted.cards.length).toBeGreaterThan(10)
      for (const card of painted.cards) {
        expect(card.name).not.toBe('')
        expect(card.image).toMatch(/^\/sim-assets\/products\//)
        expect(card.width).toBeGreaterThan(0)
        expect(card.price).toMatch(/^\$\d+\.\d\d/)
      }
      expect(new Set(painted.tiles.map((t) => t.carousel))).toEqual(new Set(['recommendations', 'sponsored']))
      for (const tile of painted.tiles) {
        expect(tile.name).not.toBe('')
        expect(tile.image).not.toBe('')
        expect(tile.price).toMatch(/^\$\d+\.\d\d/)
      }
      expect(painted.brand).toBe('Freshway')
      // Now the scripts run (the loader the page names, as its module script would), over the painted page.
      // As source text: Vitest would rewrite an import() written in this file.
      await page.evaluate("async () => { await import('/aisle/aisle.js'); return true }")
      await expect.poll(() => read.attr(page, productCard(EGGS).find('[part="root"]'), 'data-state'), T).toBe('ready')
      await waitFor(page, badge)
      const lost = await page.evaluate<string[]>(() =>
        (window as unknown as { __prerendered: { host: Element; nodes: Node[] }[] }).__prerendered.flatMap(({ host, nodes }) =>
          nodes
            .filter((n) => !host.shadowRoot?.contains(n))
            .map((n) => `${host.localName}: ${n.nodeName} ${n.textContent?.slice(0, 30) ?? ''}`),
        ),
      )
      expect(painted.nodes).toBeGreaterThan(100)
      expect(lost).toEqual([])
      await page.click(productCard(EGGS).find('[part="add"]'))
      await expect.poll(() => read.text(page, badge), T).toBe('1')
    },
  },
  {
    name: 'a guest sent to sign-in comes back to the game they opened, through the redirect cookie [SES-001] [SES-004] [SES-008] [SES-011]',
    async run(kit) {
      const page = await kit.context.newPage()
      const area = '/play-earn.html#/games/game-details/SUMMERSTARS'
      await page.goto(kit.url('freshway', area))
      await expect.poll(async () => new URL(await page.url()).pathname, T).toBe(SIGN_IN_PATHS['sign-in'])
      expect(await readCookie(page, COOKIES.redirect)).toBe(kit.url('freshway', area))
      await signInOnPage(page, 'C')
      await expect.poll(() => path(page), T).toBe(area)
      await expect.poll(() => read.attr(page, playEarn('[data-page]'), 'data-page'), T).toBe('game-details')
      expect(await readCookie(page, COOKIES.redirect)).toBeNull()
      await noErrors(page)
    },
  },
  {
    name: "the coupons page shows 30, 60 after 'Load More', and follows the sort and the category filter [CPN-100] [CPN-101] [CPN-102] [CPN-120]",
    async run(kit) {
      const page = await kit.context.newPage()
      await page.goto(kit.url('freshway', '/coupons.html'))
      const cells = grid('li.cell')
      await expect.poll(() => read.count(page, cells), T).toBe(COUPON_GRID_PAGE_SIZE)
      await page.click(grid('[part="load-more"]'))
      await expect.poll(() => read.count(page, cells), T).toBe(2 * COUPON_GRID_PAGE_SIZE)

      const order = () =>
        page.evaluate<string[]>(() =>
          [...(document.querySelector('aisle-deals-grid')?.shadowRoot?.querySelectorAll('article[data-offer-id]') ?? [])].map(
            (a) => a.getAttribute('data-offer-id') ?? '',
          ),
        )
      const before = await order()
      const sort = grid('select[part="sort"]')
      const first = (await read.value(page, sort)) ?? ''
      const sorted = await chooseWithKeys(page, grid('label.field').has(loc('select[part="sort"]')).find('span'), sort, (v) => v !== first)
      expect(sorted).not.toBe(first)
      await expect.poll(order, T).not.toEqual(before)

      const count = grid('[part="count"]')
      const total = (text: string | null) => Number(/of (\d+)/.exec(text ?? '')?.[1] ?? NaN)
      const all = total(await read.text(page, count))
      expect(all).toBeGreaterThan(2 * COUPON_GRID_PAGE_SIZE)
      const category = grid('select[part="category"]')
      const chosen = await chooseWithKeys(
        page,
        grid('label.field').has(loc('select[part="category"]')).find('span'),
        category,
        (v) => v !== '',
      )
      await expect.poll(async () => total(await read.text(page, count)), T).toBeLessThan(all)
      expect(total(await read.text(page, count))).toBeGreaterThan(0)
      expect(chosen).not.toBe('')
      await noErrors(page)
    },
  },
  {
    name: "a real click clips with one POST of a C and an L item and shows 'Clipped' [CPN-025] [CPN-039] [CPN-068] [API-057]",
    async run(kit) {
      const page = await kit.context.newPage()
      await kit.signIn(page, { user: 'R' })
      await page.goto(kit.url('freshway', '/coupons.html'))
      const offerId = await firstClippable(page)
      await kit.sim('DELETE', '/__sim/requests')
      await page.click(offer(offerId).find('[part="action"]'))
      await expect.poll(() => read.attr(page, offer(offerId), 'data-state'), T).toBe('clipped')
      await expect.poll(() => read.text(page, offer(offerId).find('[part="badge"]')), T).toContain(CLIPPED_LABEL)
      const clips = await calls(kit, 'POST', OFFER_PATHS.clip)
      expect(clips).toHaveLength(1)
      expect((clips[0]?.body as { items: { clipType: string; itemId: string }[] }).items.map((i) => [i.clipType, i.itemId])).toEqual([
        ['C', offerId],
        ['L', offerId],
      ])
      await dismissPrompt(page)
      await noErrors(page)
    },
  },
  {
    name: 'a guest who presses Clip signs in and comes back to the coupon, clipped once [CPN-059] [CPN-062]',
    async run(kit) {
      const page = await kit.context.newPage()
      await page.goto(kit.url('freshway', '/coupons.html'))
      const offerId = await firstClippable(page)
      await page.click(offer(offerId).find('[part="action"]'))
      await expect.poll(async () => new URL(await page.url()).pathname, T).toBe(SIGN_IN_PATHS['sign-in'])
      await signInOnPage(page, 'R')
      await expect.poll(async () => new URL(await page.url()).pathname, T).toBe('/coupons.html')
      await clipOnArrival(kit, page, offerId)
      await noErrors(page)
    },
  },
  {
    name: "a clip the server answers with status 0 opens the error modal with 'Coupon Expired'; OK closes it and the card still offers Clip [ERR-024] [ERR-025] [CPN-073]",
    async run(kit) {
      const page = await kit.context.newPage()
      await kit.signIn(page, { user: 'R' })
      await page.goto(kit.url('freshway', '/coupons.html'))
      const offerId = await firstClippable(page)
      await kit.sim('POST', '/__sim/faults', [
        {
          path: OFFER_PATHS.clip,
          method: 'POST',
          status: 200,
          body: { items: [{ status: 0, errorCd: 'OFR-410', errorMsg: 'Offer ended' }] },
          times: 1,
        },
      ])
      await page.click(offer(offerId).find('[part="action"]'))
      await waitFor(page, openDialog)
      expect(await read.text(page, openDialog.find('[part="modal-title"]'))).toBe(COUPON_EXPIRED)
      expect(await read.text(page, openDialog.find('[part="modal-description"]'))).toContain(ERROR_MODAL_TEXT.expiredMessage)
      expect(await read.text(page, openDialog.find('[part="modal-detail"]'))).toContain('OFR-410 Offer ended')
      await page.click(openDialog.find('[part="modal-ok"]'))
      await expect.poll(() => read.count(page, openDialog), T).toBe(0)
      expect(await read.attr(page, offer(offerId), 'data-state')).toBe('clip')
      await noErrors(page)
    },
  },
  {
    name: 'ten rapid Add clicks end with ten on the server and the badge; the stepper adds three more [CRT-022] [CRT-027]',
    async run(kit) {
      const page = await kit.context.newPage()
      const session = await kit.signIn(page, { userType: 'C', cartQty: 0 })
      await openProducts(kit, page)
      await expect.poll(() => read.text(page, badge), T).toBe('0')
      const add = productCard(EGGS).find('[part="add"]')
      for (let n = 0; n < 10; n++) await page.click(add)
      await expect.poll(() => read.text(page, badge), T).toBe('10')
      await expect.poll(async () => (await serverCart(page, session.token ?? '')).items, T).toEqual([{ itemId: EGGS, qty: 10 }])

      const amount = productCard(PROMO).find('[part="amount"]')
      const increase = productCard(PROMO).find(`button[aria-label="${BUY_TEXT.increase(BUY_TEXT.quantity)}"]`)
      await page.click(increase)
      await page.click(increase)
      await expect.poll(() => read.value(page, amount), T).toBe('3')
      await page.click(productCard(PROMO).find('[part="add"]'))
      await expect.poll(() => read.text(page, badge), T).toBe('13')
      await expect.poll(async () => (await serverCart(page, session.token ?? '')).items.find((i) => i.itemId === PROMO)?.qty, T).toBe(3)
      await noErrors(page)
    },
  },
  {
    name: 'a failing cart call shows the cart error text and rolls the badge back [ERR-019]',
    async run(kit) {
      const page = await kit.context.newPage()
      await kit.signIn(page, { userType: 'C', cartItems: [{ itemId: PROMO, qty: 2 }] })
      await kit.sim('POST', '/__sim/faults', [{ path: '/cart/v2/items', method: 'POST', status: 500 }])
      await openProducts(kit, page)
      await expect.poll(() => read.text(page, badge), T).toBe('2')
      await page.click(productCard(EGGS).find('[part="add"]'))
      await expect
        .poll(() => read.text(page, productCard(EGGS).find('[part="status"]')), T)
        .toBe(CART_ERROR_MESSAGE)
        .catch(async (error: Error) => {
          // What the card showed instead, for the log: its markup and the page's calls.
          const card = await page.evaluate(
            `document.querySelector('aisle-product-card[product-id="${EGGS}"]')?.shadowRoot?.innerHTML.slice(0, 2000)`,
          )
          const seen = (await kit.sim('GET', '/__sim/requests')) as { method: string; path: string; status?: number }[]
          throw new Error(
            `${error.message}\ncard: ${String(card)}\ncalls: ${seen.map((r) => `${r.method} ${r.path} ${r.status ?? ''}`).join(', ')}`,
          )
        })
      await expect.poll(() => read.text(page, badge), T).toBe('2')
      await expect.poll(() => read.text(page, loc('aisle-mini-cart', '[part="message"]')), T).toBe(CART_ERROR_MESSAGE)
      await noErrors(page)
    },
  },
  {
    name: "a second tab's mini cart follows an add made in the first [CRT-022]",
    async run(kit) {
      const other = await kit.context.newPage()
      await kit.signIn(other, { userType: 'C', cartQty: 2 })
      await other.goto(kit.url('freshway', '/'))
      await expect.poll(() => read.text(other, badge), T).toBe('2')
      const acting = await kit.context.newPage()
      await openProducts(kit, acting)
      await expect.poll(() => read.text(acting, badge), T).toBe('2')
      await acting.click(productCard(EGGS).find('[part="add"]'))
      await expect.poll(() => read.text(acting, badge), T).toBe('3')
      await expect.poll(() => read.text(other, badge), T).toBe('3')
      await noErrors(other, acting)
    },
  },
  {
    name: 'Play & Earn: grid → game → opt in (In Progress), Back link, a prize → Redeem, browser Back [GAM-002] [GAM-005] [SHL-013] [SHL-014] [SHL-016]',
    timeout: 120_000,
    async run(kit) {
      expect(PRIZE).toBeDefined()
      const page = await kit.context.newPage()
      await kit.signIn(page, { userType: 'C' })
      await page.goto(kit.url('freshway', '/play-earn.html#/games/game-grid'))
      await acknowledgeWin(page)
      const startable = playEarn('[part="card"]').has(loc('button').withText(START_PLAYING))
      await waitFor(page, startable)
      const code = (await read.attr(page, startable, 'data-code')) as string
      await page.click(playEarn(`[part="card"][data-code="${code}"]`).find('a[part="name"]'))
      await expect.poll(async () => new URL(await page.url()).hash, T).toBe(`#/games/game-details/${code}`)
      await page.click(playEarn('button').withText(START_PLAYING))
      await expect.poll(() => read.text(page, playEarn('[part="status"]')), T).toBe(GAME_STATUS_LABELS[1])
      await page.click(playEarn('[part="back"]'))
      await expect.poll(async () => new URL(await page.url()).hash, T).toBe('#/games/game-grid')

      await page.goto(kit.url('freshway', '/play-earn.html#/games/game-details/FRESHFINDS'))
      await page.click(playEarn('[part="prize-list"] a').withText(new RegExp(escape(PRIZE?.name ?? ''))))
      await waitFor(page, playEarn('#aisle-prize-heading'))
      expect(await read.attr(page, playEarn('a[part="back"]'), 'href')).toBe('#/games/game-details/FRESHFINDS')
      await page.click(playEarn('[part~="redeem"]'))
      await expect.poll(() => read.text(page, playEarn('[part="redeem-result"]')), T).toBe(PRIZE_TEXT.redeemed)
      // The browser's Back returns to the game.
      await page.evaluate(() => history.back())
      await expect.poll(() => read.attr(page, playEarn('[data-page]'), 'data-page'), T).toBe('game-details')
      await noErrors(page)
    },
  },
  {
    name: 'at 990 px wide the Play & Earn navigation is a dropdown that keeps Tab inside while open [SHL-022] [SHL-023]',
    async run(kit) {
      const page = await kit.context.newPage()
      await kit.signIn(page, { userType: 'C' })
      await page.setViewport(990, 800)
      await page.goto(kit.url('freshway', '/play-earn.html#/games/game-grid'))
      await acknowledgeWin(page)
      const toggle = playEarn('[part="left-nav-toggle"]')
      await waitFor(page, toggle)
      expect(await read.attr(page, toggle, 'aria-expanded')).toBe('false')
      await page.click(toggle)
      await expect.poll(() => read.attr(page, toggle, 'aria-expanded'), T).toBe('true')
      const links = await read.count(page, playEarn('[part="left-nav-link"]'))
      expect(links).toBeGreaterThan(0)
      // From the toggle, Tab walks the links and wraps back to the toggle; Shift+Tab goes back to the last link.
      const parts: (string | null | undefined)[] = []
      for (let i = 0; i <= links; i++) {
        await page.press('Tab')
        parts.push((await read.active(page))?.part)
      }
      expect(parts).toEqual([...Array.from({ length: links }, () => 'left-nav-link'), 'left-nav-toggle'])
      await page.press('Shift+Tab')
      expect((await read.active(page))?.part).toBe('left-nav-link')
      await noErrors(page)
    },
  },
  {
    name: "the partner page, from its own origin, loads the compact build, shows the guest gallery; Clip opens the offer on the banner's coupon page, clipping nothing until the press, which goes through sign-in to a clipped offer [CPN-059] [CPN-060] [CPN-066] [CPN-133] [ENV-018]",
    async run(kit) {
      const page = await kit.context.newPage()
      await page.goto(kit.url('partner', '/'))
      const slides = loc('aisle-offer-carousel', '[part="slide"]')
      await expect.poll(() => read.count(page, slides), T).toBe(12)
      await expect.poll(() => read.attr(page, loc('aisle-banner-brand', 'img'), 'alt'), T).toBe('Freshway')
      const library = await page.evaluate<string[]>(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.startsWith('/aisle/')),
      )
      expect(library).toContain('/aisle/compact/aisle.js')
      expect(library.filter((p) => !p.startsWith('/aisle/compact/'))).toEqual([])
      // The guest gallery, and no Authorization on any call.
      const log = (await kit.sim('GET', '/__sim/requests')) as Logged[]
      expect(log.filter((r) => r.path.includes('/api/offers/gallery')).map((r) => r.path)).toEqual([
        expect.stringMatching(/\/api\/offers\/gallery\/guest$/),
      ])
      expect(log.filter((r) => r.headers.Authorization || r.headers.authorization)).toEqual([])

      // Clip: the banner's coupon page shows that offer first with its Clip focused, and clips nothing (CPN-066).
      const offerId = (await read.attr(page, slides.nth(0), 'data-offer-id')) as string
      await page.click(slides.nth(0).find('[part="action"]'))
      await expect.poll(async () => new URL(await page.url()).pathname, T).toBe(PARTNER_CLIP_LANDING_PATH)
      expect(new URL(await page.url()).searchParams.get(PARTNER_CLIP_PARAM)).toBe(offerId)
      await expect.poll(() => clipFocused(page, offerId), T).toBe(true)
      expect(await calls(kit, 'POST', OFFER_PATHS.clip)).toEqual([])
      // The guest's press goes to the banner's sign-in, carrying the offer back.
      await page.press('Enter')
      await expect.poll(async () => (await page.url()).split(/[?#]/)[0], T).toBe(kit.url('freshway', SIGN_IN_PATHS['sign-in']))
      const back = new URL((await readCookie(page, COOKIES.redirect)) ?? 'http://x/')
      expect(back.pathname).toBe(PARTNER_CLIP_LANDING_PATH)
      expect(back.searchParams.get(PARTNER_CLIP_PARAM)).toBe(offerId)
      await signInOnPage(page, 'R')
      await expect.poll(async () => new URL(await page.url()).pathname, T).toBe(PARTNER_CLIP_LANDING_PATH)
      await clipOnArrival(kit, page, offerId)
      await noErrors(page)
    },
  },
  {
    name: 'keyboard only: Tab to a Clip Coupon and press Enter; Tab to Add to cart and press Space [CPN-025] [CRT-022]',
    async run(kit) {
      const page = await kit.context.newPage()
      await kit.signIn(page, { user: 'R' })
      await page.goto(kit.url('freshway', '/coupons.html'))
      await firstClippable(page)
      await tabTo(page, new RegExp(`^${escape(COUPON_ACTION_LABELS.CLC)}`), 120)
      const focused = await page.evaluate<string | null>(() => {
        let el = document.activeElement
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
        return el?.closest('[data-offer-id]')?.getAttribute('data-offer-id') ?? null
      })
      expect(focused).toBeTruthy()
      await page.press('Enter')
      await expect.poll(() => page.evaluate<string | null>(byOfferId, focused), T).toBe('clipped')
      await dismissPrompt(page)

      await page.goto(kit.url('freshway', '/products.html'))
      const before = await badgeCount(page)
      await waitFor(page, loc('aisle-add-to-cart', 'button'))
      const addName = new RegExp(`^${escape(ADD_TO_CART_TEXT.addNamed(''))}`)
      await tabTo(page, addName)
      await page.press('Space')
      await expect.poll(async () => Number(await read.text(page, badge)), T).toBe(before + 1)
      expect((await read.active(page))?.name).toMatch(new RegExp(`${addName.source}|^${escape(ADD_TO_CART_TEXT.adding)}`))
      await noErrors(page)
    },
  },
  {
    name: 'strict CSP (?csp=strict): every demo page renders its widgets, a clip and an add work, and no policy violation is reported',
    timeout: 180_000,
    async run(kit) {
      const page = await kit.context.newPage()
      await kit.signIn(page, { user: 'R' })
      await kit.sim('DELETE', '/__csp-reports')
      const pages = [
        '/',
        '/catalogue.html',
        '/coupons.html',
        '/host-isolation.html',
        '/play-earn.html',
        '/product.html',
        '/products.html',
        '/theming.html',
        'partner:/',
      ]
      for (const p of pages) {
        await page.goto(p.startsWith('partner:') ? kit.url('partner', `${p.slice(8)}?csp=strict`) : kit.url('freshway', `${p}?csp=strict`))
        await expect.poll(() => renderedTags(page), { ...T, message: `widgets of ${p}` }).toBeTruthy()
        expect(((await renderedTags(page)) as string[]).length).toBeGreaterThan(0)
      }
      await page.goto(kit.url('freshway', '/coupons.html?csp=strict'))
      const offerId = await firstClippable(page)
      await page.click(offer(offerId).find('[part="action"]'))
      await expect.poll(() => read.attr(page, offer(offerId), 'data-state'), T).toBe('clipped')
      await dismissPrompt(page)
      await page.goto(kit.url('freshway', '/products.html?csp=strict'))
      const before = await badgeCount(page)
      await page.click(loc('aisle-add-to-cart', 'button').nth(0))
      await expect.poll(async () => Number(await read.text(page, badge)), T).toBe(before + 1)

      await noErrors(page)

      // The canary: an inline style attribute is a violation in every engine. Its report arriving proves reports
      // reach the server from this engine; then it must be the only one.
      const canary = (raw: string) => {
        const r = (JSON.parse(raw) as { 'csp-report': Record<string, string> })['csp-report']
        return (
          r['blocked-uri'] === 'inline' && /^style-src/.test(r['violated-directive'] ?? '') && r['document-uri']?.includes('/products.html')
        )
      }
      await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'))
      await expect.poll(async () => ((await kit.sim('GET', '/__csp-reports')) as string[]).some(canary), T).toBe(true)
      const reports = (await kit.sim('GET', '/__csp-reports')) as string[]
      expect(reports.filter((r) => !canary(r))).toEqual([])
    },
  },
]

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const byOfferId = (id: string | null) => {
  const find = (root: Document | ShadowRoot): Element | null => {
    const hit = root.querySelector(`article[data-offer-id="${id}"]`)
    if (hit) return hit
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const inner = find(el.shadowRoot)
        if (inner) return inner
      }
    }
    return null
  }
  return find(document)?.getAttribute('data-state') ?? null
}

/** Opens the seeded sweepstakes win, when it shows, and closes it with its button. */
async function acknowledgeWin(page: EnginePage): Promise<void> {
  const ack = playEarn('[part="win-acknowledge"]')
  await waitFor(page, ack)
  await page.click(ack)
  await expect.poll(() => read.count(page, playEarn('dialog[open]')), T).toBe(0)
}

/**
 * Back from sign-in with an offer to clip: today's page clips it on arrival; the page being changed shows the
 * offer with its Clip focused and clips only on a press. Either way one press at most, then exactly one clip.
 */
/** Whether the focused element (through shadow roots) is the Clip button of the offer's card. */
const clipFocused = (page: EnginePage, offerId: string) =>
  page.evaluate<boolean>((id: string) => {
    let el = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return !!el && el.closest('[data-offer-id]')?.getAttribute('data-offer-id') === id && el.getAttribute('part') === 'action'
  }, offerId)

async function clipOnArrival(kit: FlowKit, page: EnginePage, offerId: string): Promise<void> {
  const clipsNow = async () => (await calls(kit, 'POST', OFFER_PATHS.clip)).length
  const state = () => page.evaluate<string | null>(byOfferId, offerId)
  await expect.poll(async () => (await clipsNow()) > 0 || (await clipFocused(page, offerId)), T).toBe(true)
  if ((await clipsNow()) === 0) await page.press('Enter')
  await expect.poll(state, T).toBe('clipped')
  expect(await clipsNow()).toBe(1)
  await dismissPrompt(page)
}
