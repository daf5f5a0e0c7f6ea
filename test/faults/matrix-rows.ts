/**
 * The fault matrix's rows: for each endpoint the widgets call, the widget that calls it, what makes it call
 * (mount, a press), what the shopper must see when the call fails and what must be kept. The coverage test
 * of fault-matrix.browser.test.ts checks this table against the calls the widgets really make.
 */
import { userEvent } from 'vitest/browser'
import { CART_ERROR_MESSAGE, FALLBACK_MESSAGE } from '../../core/rules/errors'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { START_PLAYING } from '../../core/rules/games/texts'
import { AD_TRACKER_PATH } from '../../core/rules/products/carousel'
import { QUICK_ADD_STORAGE_KEY } from '../../core/rules/products/quick-add'
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'
import { couponStoreOf } from '../../core/runtime/coupons'
import { OFFER_CAROUSEL_TEXT } from '../../widgets/offer-carousel/OfferCarousel.view'
import { PRODUCT_CARD_VIEW_TEXT } from '../../widgets/product-card/ProductCard.view'
import { QUICK_ADD_TEXT } from '../../widgets/quick-add/QuickAdd.view'
import { type CellPage, deepQuery, deepText, type FaultColumn, gamesMessage, until } from './matrix-kit'

/** What the shopper sees: a message (exact text, somewhere in the widget), or no message where the spec or docs/decisions.md says so. */
export type Shown = { message: string } | { silent: string }

export interface Cell {
  page: CellPage
  /** The mounted widget (the first element of the markup). */
  el: HTMLElement
  /** What the page logged (console.warn and console.error), in order. */
  logged: string[]
  /** What an earlier page view (the row's prior) left in storage. */
  stored?: Record<string, string>
  /** Notes the prior leaves for the cell (e.g. which coupon it clipped). */
  memo: Record<string, string>
}

export interface MatrixRow {
  endpoint: string
  /** The markup mounted (attributes included); may depend on the seed. */
  widget: (page: CellPage) => string
  signIn?: Record<string, unknown> | null
  /** Appended to the page's path: a query string and/or a hash. */
  query?: string
  /** Changes to the seed before the page opens (e.g. wins already shown). */
  arrange?: (page: CellPage) => void
  /** A first page view without faults; what it leaves in storage is there when the cell's page opens. */
  prior?: (cell: Cell) => Promise<void>
  /** What makes the widget call the endpoint: 'mount' or a press, and the press itself. */
  action: string
  act?: (cell: Cell) => Promise<void> | void
  /** The widget has handled the failure (a positive sign: a state, a message, a logged warning). */
  done: (cell: Cell) => boolean
  shows: (column: FaultColumn) => Shown
  kept?: { what: string; holds: (cell: Cell) => boolean }
}

const part = (el: Element | null | undefined, name: string) => el?.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null
const stateOf = (el: Element | null | undefined) => part(el, 'root')?.dataset.state
const sibling = (cell: Cell, tag: string) => cell.el.parentElement?.querySelector<HTMLElement>(tag) ?? null
const warned = (cell: Cell, fragment: string) => cell.logged.some((w) => w.includes(fragment))
const miniCartCount = (cell: Cell) => part(sibling(cell, 'aisle-mini-cart'), 'badge')?.textContent

/** Active seed products: the first two fill the signed-in cart, the third is the one added. */
const activeIds = (page: CellPage) => page.sim.state.products.filter((p) => p.status === 'active').map((p) => p.id)
/** A plain digital coupon still running: the card shows 'Clip Coupon'. */
const unclippedOffer = (page: CellPage) => {
  const today = new Date().toISOString().slice(0, 10)
  const offer = page.sim.state.offers.find((o) => ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) && o.isClippable !== false && (!o.endDate || o.endDate.slice(0, 10) >= today))
  return String(offer?.offerId)
}
/** An unjoined, running game of the C shopper's store. */
const unjoinedGame = (page: CellPage) => {
  const c = page.sim.state.users.find((u) => u.key === 'C')
  const today = new Date().toISOString()
  return page.sim.state.programs.find((p) => p.storeIds.includes('1100') && !c?.optedInPrograms.includes(p.code) && p.endDate > today && p.startDate < today)?.code ?? ''
}

/** The seeded shopper has a win to show; rows about other things start with it already shown. */
const hideWins = (page: CellPage) => {
  for (const user of page.sim.state.users) for (const w of user.sweepstakesWins) w.displayed = true
}

const games = (column: FaultColumn): Shown => ({ message: gamesMessage(column) })
const HIDES = 'the carousel hides: a failed source answers no products (docs/decisions.md "Product carousels"; ERR-041)'

export const ROWS: readonly MatrixRow[] = [
  {
    endpoint: 'GET /api/cart/minicart',
    widget: () => '<aisle-mini-cart></aisle-mini-cart>',
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'error',
    shows: () => ({ message: CART_ERROR_MESSAGE }),
  },
  {
    endpoint: 'POST /api/cart/v2/items',
    widget: (page) => `<aisle-add-to-cart item-id="${activeIds(page)[2]}"></aisle-add-to-cart><aisle-mini-cart></aisle-mini-cart>`,
    signIn: { userType: 'C', cartQty: 2 },
    action: 'click Add',
    act: async (cell) => {
      if (!(await until(() => miniCartCount(cell) === '2'))) throw new Error('the mini cart never showed the 2 lines')
      part(cell.el, 'button')?.click()
    },
    done: (cell) => stateOf(cell.el) === 'error',
    shows: () => ({ message: CART_ERROR_MESSAGE }),
    kept: { what: 'the cart lines (mini cart still 2)', holds: (cell) => miniCartCount(cell) === '2' },
  },
  {
    endpoint: 'POST /api/recommendations/carousel',
    widget: () => '<aisle-product-carousel></aisle-product-carousel>',
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'empty',
    shows: () => ({ silent: HIDES }),
  },
  {
    endpoint: 'GET /api/sponsored/search',
    widget: () => '<aisle-product-carousel source="sponsored"></aisle-product-carousel>',
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'empty',
    shows: () => ({ silent: HIDES }),
  },
  {
    endpoint: 'POST /api/sponsored/track',
    widget: () => '<aisle-product-carousel source="sponsored"></aisle-product-carousel>',
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    // Tracker failures are logged once per page and event kind: the sign here is that onload and relevance were both sent.
    done: (cell) => cell.page.calls.filter((c) => c.path.endsWith(AD_TRACKER_PATH)).length >= 2,
    shows: () => ({ silent: 'a tracker failure is logged, never shown (docs/decisions.md "Product carousels")' }),
    kept: { what: 'the sponsored products', holds: (cell) => stateOf(cell.el) === 'ready' && (cell.el.shadowRoot?.querySelectorAll('[part~="slide"]').length ?? 0) > 0 },
  },
  {
    endpoint: 'GET /api/pdreco/substitution',
    widget: (page) => `<aisle-product-carousel source="cross-sell" bpn="${activeIds(page)[0]}"></aisle-product-carousel>`,
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'empty',
    shows: () => ({ silent: HIDES }),
  },
  {
    endpoint: 'GET /api/catalog/products/bpn/:p',
    widget: (page) => `<aisle-product-card product-id="${activeIds(page)[0]}"></aisle-product-card>`,
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'error',
    shows: () => ({ message: PRODUCT_CARD_VIEW_TEXT.error }),
  },
  {
    endpoint: 'GET /api/purchase-history/smart-basket/:p',
    widget: () => '<aisle-quick-add></aisle-quick-add>',
    prior: async (cell) => {
      if (!(await until(() => stateOf(cell.el) === 'ready'))) throw new Error('the basket was never read')
    },
    action: 'mount (a basket stored by an earlier visit)',
    done: (cell) => stateOf(cell.el) === 'stale',
    shows: () => ({ message: QUICK_ADD_TEXT.stale }),
    // The stored basket holds no names to show: it is kept untouched for the next visit (docs/decisions.md "Product carousels, quick-add basket").
    kept: { what: 'the stored basket', holds: (cell) => !!cell.stored?.[QUICK_ADD_STORAGE_KEY] && localStorage.getItem(QUICK_ADD_STORAGE_KEY) === cell.stored[QUICK_ADD_STORAGE_KEY] },
  },
  {
    endpoint: 'GET /api/games/programs',
    widget: () => '<aisle-game-grid></aisle-game-grid>',
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'error',
    shows: games,
  },
  {
    endpoint: 'GET /api/games/programs/points',
    widget: () => '<aisle-game-grid></aisle-game-grid>',
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'error',
    shows: games,
  },
  {
    endpoint: 'POST /api/games/gameplay/optin',
    widget: () => '<aisle-game-grid></aisle-game-grid>',
    action: `click ${START_PLAYING}`,
    act: async (cell) => {
      const code = unjoinedGame(cell.page)
      const button = () => cell.el.shadowRoot?.querySelector<HTMLButtonElement>(`[data-code="${code}"] button[part~="opt-in"]`)
      if (!(await until(() => !!button()))) throw new Error(`no '${START_PLAYING}' on ${code}`)
      button()?.click()
    },
    done: (cell) => !!cell.el.shadowRoot?.querySelector(`[data-code="${unjoinedGame(cell.page)}"] [part~="message"]`)?.textContent,
    shows: games,
    kept: {
      what: 'the game not joined',
      holds: (cell) => cell.el.shadowRoot?.querySelector(`[data-code="${unjoinedGame(cell.page)}"] [part~="status"]`)?.textContent === GAME_STATUS_LABELS[0],
    },
  },
  {
    endpoint: 'GET /api/offers/gallery',
    widget: () => '<aisle-deals-grid></aisle-deals-grid>',
    signIn: { user: 'R' },
    query: '?couponsClipped=1',
    prior: async (cell) => {
      // The first coupon the grid shows, clipped in an earlier page view.
      const firstClip = () => cell.el.shadowRoot?.querySelector<HTMLElement>('article[data-offer-id][data-state="clip"]')?.dataset.offerId
      if (!(await until(() => !!firstClip()))) throw new Error('the grid showed no coupon to clip')
      const offerId = firstClip() ?? ''
      const result = await couponStoreOf(cell.page.runtime).clip(offerId, { trusted: true, pressed: 'clip' })
      if (result !== 'clipped') throw new Error(`the earlier visit could not clip: ${String(result)}`)
      cell.memo.offerId = offerId
    },
    action: 'mount (a refresh over a stored gallery with a clipped coupon)',
    done: (cell) => stateOf(cell.el) === 'error',
    shows: () => ({ message: FALLBACK_MESSAGE }),
    kept: {
      what: 'the clipped coupon',
      holds: (cell) => cell.el.shadowRoot?.querySelector(`article[data-offer-id="${cell.memo.offerId}"]`)?.getAttribute('data-state') === 'clipped',
    },
  },
  {
    endpoint: 'GET /api/content/offers/logo-fragment.json',
    widget: (page) => `<aisle-coupon-card offer-id="${unclippedOffer(page)}"></aisle-coupon-card>`,
    signIn: { user: 'R' },
    action: 'mount',
    done: (cell) => warned(cell, 'logo'),
    shows: () => ({ silent: 'the card renders without the fetched logo (ERR-044)' }),
    kept: { what: 'the card and its Clip button', holds: (cell) => part(cell.el, 'card')?.dataset.state === 'clip' },
  },
  {
    endpoint: 'POST /api/offers/clip',
    widget: (page) => `<aisle-coupon-card offer-id="${unclippedOffer(page)}"></aisle-coupon-card>`,
    signIn: { user: 'R' },
    action: 'click Clip Coupon',
    act: async (cell) => {
      if (!(await until(() => part(cell.el, 'card')?.dataset.state === 'clip'))) throw new Error(`no Clip Coupon button: ${deepText(cell.el)} ${part(cell.el, 'card')?.dataset.state}`)
      // A trusted press: the store ignores a script's click (core/stores/coupons-clip.ts).
      await userEvent.click(part(cell.el, 'action') as HTMLElement)
    },
    done: (cell) => warned(cell, 'Coupon Clip failed') || warned(cell, 'clipping'),
    // A 2xx answer that cannot be read is a failed clip: the generic modal (ERR-024); an HTTP failure, or none, opens nothing (ERR-029).
    shows: (column) => (column.status === 200 ? { message: ERROR_MODAL_TEXT.clipFailedTitle } : { silent: 'an HTTP clip failure opens no modal (ERR-029)' }),
    kept: { what: 'the coupon unclipped', holds: (cell) => part(cell.el, 'card')?.dataset.state === 'clip' && !deepQuery(cell.el, '[aria-busy="true"]') },
  },
  {
    endpoint: 'POST /api/offers/personalization',
    widget: () => '<aisle-offer-carousel source="p13n"></aisle-offer-carousel>',
    signIn: { user: 'R' },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'empty',
    shows: () => ({ message: OFFER_CAROUSEL_TEXT.empty }),
  },
  {
    endpoint: 'GET /api/session/userinfo/:p',
    widget: () => '<aisle-mini-cart></aisle-mini-cart>',
    signIn: { userType: 'C', cartQty: 2 },
    prior: async (cell) => {
      if (!(await until(() => part(cell.el, 'badge')?.textContent === '2'))) throw new Error('the mini cart never showed the 2 lines')
    },
    action: 'mount (a cart stored by an earlier visit)',
    done: (cell) => stateOf(cell.el) === 'ready' || stateOf(cell.el) === 'error',
    shows: () => ({ silent: 'the spec gives user info no failure text: the widgets go on with what the page knows (docs/decisions.md "Fault matrix")' }),
    kept: { what: 'the cart lines (mini cart still 2)', holds: (cell) => part(cell.el, 'badge')?.textContent === '2' },
  },
  {
    endpoint: 'GET /api/games/prizes',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: hideWins,
    action: 'mount on a game\'s details page',
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="prizes"] [role="alert"]')?.textContent,
    shows: games,
    kept: { what: 'the game\'s details', holds: (cell) => !!cell.el.shadowRoot?.querySelector('[data-code="SUMMERSTARS"]') },
  },
  {
    endpoint: 'GET /content/games/flags.json',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    arrange: hideWins,
    action: 'mount',
    done: (cell) => warned(cell, 'games flags could not be read'),
    shows: () => ({ silent: 'a failed flags file leaves every flag on and is logged (docs/decisions.md "Play & Earn widgets")' }),
    kept: { what: 'the games', holds: (cell) => (cell.el.shadowRoot?.querySelectorAll('[data-code]').length ?? 0) > 0 },
  },
  {
    endpoint: 'GET /content/:p/games/left-nav.json',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    arrange: hideWins,
    action: 'mount',
    done: (cell) => warned(cell, 'left navigation could not be read'),
    shows: () => ({ silent: 'a failed navigation file is logged and the navigation is left out (docs/decisions.md "Fault matrix")' }),
    kept: { what: 'the games', holds: (cell) => (cell.el.shadowRoot?.querySelectorAll('[data-code]').length ?? 0) > 0 },
  },
  {
    endpoint: 'GET /api/games/prizes/:p/game/activity',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: hideWins,
    action: 'mount on a game\'s details page',
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="activity"] [role="alert"]')?.textContent,
    shows: games,
    kept: { what: 'the game\'s details', holds: (cell) => !!cell.el.shadowRoot?.querySelector('[data-code="SUMMERSTARS"]') },
  },
  {
    endpoint: 'GET /api/games/rewards/transactions/history/:p',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: hideWins,
    action: 'mount on a game\'s details page',
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="activity"] [role="alert"]')?.textContent,
    shows: games,
    kept: { what: 'the game\'s details', holds: (cell) => !!cell.el.shadowRoot?.querySelector('[data-code="SUMMERSTARS"]') },
  },
]
