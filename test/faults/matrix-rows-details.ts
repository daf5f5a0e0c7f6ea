/**
 * The fault matrix's rows for the welcome offers of <aisle-deals-grid> (instant allocation on a campaign link) and
 * the Offer Details dialog of <aisle-coupon-card> (offer detail, offer details for personalisation, product by UPC);
 * see matrix-rows.ts.
 */
import { userEvent } from 'vitest/browser'
import { WELCOME_OFFERS_EVENT } from '../../core/rules/coupons/offer'
import { OFFER_DETAILS_TEXT } from '../../core/rules/coupons/offer-details'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import type { SimOffer } from '../../sim/data/types'
import { type CellPage, until } from './matrix-kit'
import { type Cell, type MatrixRow, part, stateOf } from './matrix-row-types'

/** A campaign link (CPN-123): the grid shows the welcome panel and allocates on the Claim offers press. */
const CAMPAIGN = `?${new URLSearchParams({ eventName: WELCOME_OFFERS_EVENT, eventDateTime: '2026-11-28T12:00:00Z', correlationId: 'corr-42' })}`
const gridCards = (cell: Cell) => cell.el.shadowRoot?.querySelectorAll('article[data-offer-id]').length ?? 0

const today = () => new Date().toISOString().slice(0, 10)
const running = (o: SimOffer) => !o.endDate || o.endDate.slice(0, 10) >= today()
/** A manufacturer coupon with eligible items (offer detail, API-062) and a personalised deal (API-064). */
const withItems = (page: CellPage) => page.sim.state.offers.find((o) => o.kind === 'coupon-mf' && o.upcList.length > 0 && running(o))
const personalised = (page: CellPage) => page.sim.state.offers.find((o) => o.offerPgm === 'PD' && running(o))
const card = (offer: SimOffer | undefined) => `<aisle-coupon-card offer-id="${offer?.offerId ?? ''}"></aisle-coupon-card>`

const dialog = (cell: Cell) => cell.el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null
const inDialog = (cell: Cell, name: string) => dialog(cell)?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null
const detailsFailed = (cell: Cell) => inDialog(cell, 'details-error')?.textContent === OFFER_DETAILS_TEXT.failed
const items = (cell: Cell) => [...(inDialog(cell, 'eligible-items')?.querySelectorAll<HTMLElement>('li') ?? [])]

/** Presses Offer Details with the pointer; the card opens the dialog in place (the test page never navigates). */
async function openDetails(cell: Cell): Promise<void> {
  const link = () => part(cell.el, 'details')
  if (!(await until(() => !!link() && part(cell.el, 'card')?.dataset.state !== 'loading'))) throw new Error('no Offer Details link')
  window.addEventListener('click', (e) => e.preventDefault(), { once: true })
  await userEvent.click(link() as HTMLElement)
}

/** A failed detail read: the dialog says so as an alert and lists nothing; the card stays as it was (ERR-035, ERR-037). */
const detailRow = (endpoint: string, offer: (page: CellPage) => SimOffer | undefined, what: string, reqs: string): MatrixRow => ({
  endpoint,
  widget: (page) => card(offer(page)),
  signIn: { user: 'R' },
  action: `click Offer Details on ${what}`,
  act: openDetails,
  done: detailsFailed,
  reqs: () => reqs,
  shows: () => ({ message: OFFER_DETAILS_TEXT.failed }),
  kept: {
    what: 'the card, its Offer Details link and its state',
    holds: (cell) => !!part(cell.el, 'details') && part(cell.el, 'card')?.dataset.state !== 'error',
  },
})

export const DETAILS_ROWS: readonly MatrixRow[] = [
  {
    endpoint: 'POST /api/offers/instant-allocation',
    widget: () => '<aisle-deals-grid></aisle-deals-grid>',
    signIn: { user: 'C' },
    query: CAMPAIGN,
    action: 'click Claim offers in the welcome panel of a campaign link',
    act: async (cell) => {
      if (!(await until(() => stateOf(cell.el) === 'ready' && !!part(cell.el, 'welcome-claim')))) throw new Error('no welcome panel')
      cell.memo.cards = String(gridCards(cell))
      await userEvent.click(part(cell.el, 'welcome-claim') as HTMLElement)
    },
    done: (cell) => part(cell.el, 'welcome')?.dataset.state === 'failed',
    reqs: () => '[CPN-123] [API-054]',
    shows: () => ({ message: FALLBACK_MESSAGE }),
    kept: {
      what: "the grid's cards and the Claim offers button, to press again",
      holds: (cell) => String(gridCards(cell)) === cell.memo.cards && !!part(cell.el, 'welcome-claim'),
    },
  },
  detailRow('GET /api/offers/detail', withItems, 'a coupon', '[ERR-035] [API-062]'),
  detailRow('GET /api/offers/detail/personalization', personalised, 'a personalised deal', '[ERR-037] [API-064]'),
  {
    endpoint: 'GET /api/catalog/products/upc/:p',
    widget: (page) => card(withItems(page)),
    signIn: { user: 'R' },
    action: "click Offer Details on a coupon (its eligible items' names)",
    act: openDetails,
    done: (cell) => items(cell).length > 0,
    reqs: () => '[API-062]',
    shows: () => ({
      silent: 'an unnamed eligible item shows its bare UPC (docs/decisions/coupons.md "Offer details in place")',
    }),
    kept: {
      what: "the offer's eligible items, each by its UPC",
      holds: (cell) => items(cell).length > 0 && items(cell).every((li) => li.textContent === OFFER_DETAILS_TEXT.upc(li.dataset.upc ?? '')),
    },
  },
]
