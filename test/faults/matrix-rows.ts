/**
 * The fault matrix's rows: for each endpoint the widgets call, the widget that calls it, what makes it call
 * (mount, a press), what the shopper must see when the call fails and what must be kept. The coverage test
 * of fault-matrix.browser.test.ts checks this table against the calls the widgets really make.
 */
import { userEvent } from 'vitest/browser'
import { CART_ERROR_MESSAGE, FALLBACK_MESSAGE } from '../../core/rules/errors'
import { AD_TRACKER_PATH } from '../../core/rules/products/carousel'
import { QUICK_ADD_STORAGE_KEY } from '../../core/rules/products/quick-add'
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { OFFER_CAROUSEL_TEXT } from '../../widgets/offer-carousel/OfferCarousel.view'
import { PRODUCT_CARD_VIEW_TEXT } from '../../widgets/product-card/ProductCard.view'
import { QUICK_ADD_TEXT } from '../../widgets/quick-add/QuickAdd.view'
import { type CellPage, deepQuery, deepText, until } from './matrix-kit'
import { type Cell, type MatrixRow, part, stateOf, warned } from './matrix-row-types'
import { COUPON_ROWS } from './matrix-rows-coupons'
import { DETAILS_ROWS } from './matrix-rows-details'
import { GAMES_ROWS } from './matrix-rows-games'
import { PROFILE_ROWS } from './matrix-rows-profile'

export type { Cell, MatrixRow } from './matrix-row-types'

const sibling = (cell: Cell, tag: string) => cell.el.parentElement?.querySelector<HTMLElement>(tag) ?? null
const miniCartCount = (cell: Cell) => part(sibling(cell, 'aisle-mini-cart'), 'badge')?.textContent

/** Active seed products: the first two fill the signed-in cart, the third is the one added. */
const activeIds = (page: CellPage) => page.sim.state.products.filter((p) => p.status === 'active').map((p) => p.id)
/** A plain digital coupon still running: the card shows 'Clip Coupon'. */
const unclippedOffer = (page: CellPage) => {
  const today = new Date().toISOString().slice(0, 10)
  const offer = page.sim.state.offers.find(
    (o) =>
      ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) &&
      o.isClippable !== false &&
      (!o.endDate || o.endDate.slice(0, 10) >= today),
  )
  return String(offer?.offerId)
}

/** An active product with customisations: the card asks for them (PRD-053). */
const customizable = (page: CellPage) => page.sim.state.products.find((p) => p.status === 'active' && p.isCustomizable)?.id ?? ''

const HIDES = 'the carousel hides: a failed source answers no products (docs/decisions/products.md "Product carousels"; ERR-041)'

export const ROWS: readonly MatrixRow[] = [
  {
    endpoint: 'GET /api/cart/minicart',
    widget: () => '<aisle-mini-cart></aisle-mini-cart>',
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'error',
    reqs: () => '[ERR-019] [CRT-018] [CRT-019]',
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
    reqs: () => '[ERR-019]',
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
    shows: () => ({ silent: 'a tracker failure is logged, never shown (docs/decisions/products.md "Product carousels")' }),
    kept: {
      what: 'the sponsored products',
      holds: (cell) => stateOf(cell.el) === 'ready' && (cell.el.shadowRoot?.querySelectorAll('[part~="slide"]').length ?? 0) > 0,
    },
  },
  {
    endpoint: 'GET /api/pdreco/substitution',
    widget: (page) => `<aisle-product-carousel source="cross-sell" bpn="${activeIds(page)[0]}"></aisle-product-carousel>`,
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'empty',
    reqs: () => '[ERR-041]',
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
    endpoint: 'GET /api/product/getPrefCustomizations',
    widget: (page) => `<aisle-product-card product-id="${customizable(page)}"></aisle-product-card>`,
    signIn: { userType: 'C', cartQty: 2 },
    action: 'mount a product with customisations',
    done: (cell) => warned(cell, 'customisations of') && stateOf(cell.el) === 'ready',
    reqs: () => '[PRD-053]',
    shows: () => ({
      silent: 'failed customisations are logged and the card shows the product without them (docs/decisions/testing.md "Fault matrix")',
    }),
    kept: { what: 'the product and its buying controls', holds: (cell) => stateOf(cell.el) === 'ready' && !!part(cell.el, 'buy') },
  },
  {
    endpoint: 'GET /api/purchase-history/smart-basket/:p',
    widget: () => '<aisle-quick-add></aisle-quick-add>',
    prior: async (cell) => {
      if (!(await until(() => stateOf(cell.el) === 'ready'))) throw new Error('the basket was never read')
    },
    action: 'mount (a basket stored by an earlier visit)',
    done: (cell) => stateOf(cell.el) === 'stale',
    reqs: () => '[ERR-045] [QAB-012]',
    shows: () => ({ message: QUICK_ADD_TEXT.stale }),
    // The stored basket holds no names to show: it is kept untouched for the next visit (docs/decisions/products.md "Quick-add basket").
    kept: {
      what: 'the stored basket',
      holds: (cell) =>
        !!cell.stored?.[QUICK_ADD_STORAGE_KEY] && localStorage.getItem(QUICK_ADD_STORAGE_KEY) === cell.stored[QUICK_ADD_STORAGE_KEY],
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
    reqs: () => '[ERR-001]',
    shows: () => ({ message: FALLBACK_MESSAGE }),
    kept: {
      what: 'the clipped coupon',
      holds: (cell) =>
        cell.el.shadowRoot?.querySelector(`article[data-offer-id="${cell.memo.offerId}"]`)?.getAttribute('data-state') === 'clipped',
    },
  },
  {
    endpoint: 'GET /api/content/offers/logo-fragment.json',
    widget: (page) => `<aisle-coupon-card offer-id="${unclippedOffer(page)}"></aisle-coupon-card>`,
    signIn: { user: 'R' },
    action: 'mount',
    // The logo's failure can be told before the offer has arrived: done once both are in, so `kept` judges the card
    // the shopper is left with, not its skeleton.
    done: (cell) => warned(cell, 'logo') && part(cell.el, 'card')?.dataset.state !== 'loading',
    reqs: () => '[ERR-044]',
    shows: () => ({ silent: 'the card renders without the fetched logo (ERR-044)' }),
    kept: { what: 'the card and its Clip button', holds: (cell) => part(cell.el, 'card')?.dataset.state === 'clip' },
  },
  {
    endpoint: 'POST /api/offers/clip',
    widget: (page) => `<aisle-coupon-card offer-id="${unclippedOffer(page)}"></aisle-coupon-card>`,
    signIn: { user: 'R' },
    action: 'click Clip Coupon',
    act: async (cell) => {
      if (!(await until(() => part(cell.el, 'card')?.dataset.state === 'clip')))
        throw new Error(`no Clip Coupon button: ${deepText(cell.el)} ${part(cell.el, 'card')?.dataset.state}`)
      // A trusted press: the store ignores a script's click (core/stores/coupons/clip.ts).
      await userEvent.click(part(cell.el, 'action') as HTMLElement)
    },
    done: (cell) => warned(cell, 'Coupon Clip failed') || warned(cell, 'clipping'),
    // A 2xx answer that cannot be read is a failed clip: the generic modal (ERR-024); an HTTP failure, or none, opens nothing (ERR-029).
    reqs: (column) => (column.status === 200 ? '[ERR-024] [CPN-073]' : '[ERR-029] [ERR-030]'),
    shows: (column) =>
      column.status === 200 ? { message: ERROR_MODAL_TEXT.clipFailedTitle } : { silent: 'an HTTP clip failure opens no modal (ERR-029)' },
    kept: {
      what: 'the coupon unclipped',
      holds: (cell) => part(cell.el, 'card')?.dataset.state === 'clip' && !deepQuery(cell.el, '[aria-busy="true"]'),
    },
  },
  {
    endpoint: 'POST /api/offers/personalization',
    widget: () => '<aisle-offer-carousel source="p13n"></aisle-offer-carousel>',
    signIn: { user: 'R' },
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'empty',
    reqs: () => '[ERR-039]',
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
    shows: () => ({
      silent:
        'the spec gives user info no failure text: the widgets go on with what the page knows (docs/decisions/testing.md "Fault matrix")',
    }),
    kept: { what: 'the cart lines (mini cart still 2)', holds: (cell) => part(cell.el, 'badge')?.textContent === '2' },
  },
  {
    endpoint: 'GET /api/offers/gallery/guest',
    widget: () => '<aisle-offer-carousel></aisle-offer-carousel>',
    signIn: null,
    action: 'mount (a guest)',
    done: (cell) => stateOf(cell.el) === 'error',
    reqs: () => '[ERR-001]',
    shows: () => ({ message: FALLBACK_MESSAGE }),
  },
  ...COUPON_ROWS,
  ...DETAILS_ROWS,
  ...GAMES_ROWS,
  ...PROFILE_ROWS,
]
