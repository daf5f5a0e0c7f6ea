/**
 * The fault matrix's rows for the shopper's list on a non-digital (CMS) coupon card and the passcode sign-in
 * of <aisle-coupon-modals>; see matrix-rows.ts.
 */
import { userEvent } from 'vitest/browser'
import { LIST_TOGGLE_FAILED_TEXT } from '../../core/rules/coupons/cms-card'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import { OTP_ERRORS, PROGRESSIVE_PROFILE_TEXT } from '../../core/rules/coupons/modal-prompts'
import { isClipped } from '../../core/rules/coupons/classify'
import { COUPONS_DEALS_PATH_PART } from '../../core/rules/coupons/pages'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { STORED_KEYS } from '../../core/rules/persisted'
import { SIGN_IN_REQUEST_EVENT } from '../../core/stores/coupons/prompts'
import { SIM_OTP_CODE } from '../../sim/routes/otp'
import { userByKey } from '../../sim/state'
import { typeInto } from '../../widgets/ui/test-kit'
import { faultTarget } from './endpoints'
import { type CellPage, deepText, until } from './matrix-kit'
import { type Cell, type MatrixRow, part, stateOf, warned } from './matrix-row-types'

/** The seeded weekly-ad offer: on shopper C's list (sim/data/users.ts). */
const weeklyAd = (page: CellPage) => page.sim.state.offers.find((o) => o.kind === 'weekly-ad')?.offerId ?? ''
const cmsCard = (page: CellPage) =>
  `<aisle-coupon-card><script type="application/json">${JSON.stringify({ id: weeklyAd(page), brand: 'Sunny Grove', description: 'Apple Juice', detailsUrl: '/weekly-ad.html' })}</script></aisle-coupon-card>`
const pressed = (cell: Cell) => part(cell.el, 'list-toggle')?.getAttribute('aria-pressed')
const listFailed = (cell: Cell) => part(cell.el, 'list-status')?.textContent === LIST_TOGGLE_FAILED_TEXT

/** Presses the list toggle once it shows the list as read (`was`). */
const pressToggle = (was: 'true' | 'false') => async (cell: Cell) => {
  if (!(await until(() => pressed(cell) === was))) throw new Error(`the list toggle never showed aria-pressed=${was}`)
  await userEvent.click(part(cell.el, 'list-toggle') as HTMLElement)
}

const LIST = '[CPN-109] [CPN-131] [CPN-132]'

const openDialog = (cell: Cell) => cell.el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null
const inOpen = (cell: Cell, name: string) => openDialog(cell)?.querySelector<HTMLElement>(`[part="${name}"]`) ?? null
const emailOfC = (cell: Cell) => userByKey(cell.page.sim.state, 'C')?.email ?? ''
const otpFailed = (cell: Cell) => inOpen(cell, 'otp-error')?.textContent === OTP_ERRORS.OTP_FAILED

/** Asks for the sign-in the way a page does (again until the element listens), then sends C's e-mail. */
async function sendCode(cell: Cell): Promise<void> {
  const ready = await until(() => {
    if (openDialog(cell)?.dataset.state !== 'open') window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT))
    return !!inOpen(cell, 'otp-contact')
  })
  if (!ready) throw new Error('no sign-in modal opened')
  typeInto(inOpen(cell, 'otp-contact') as HTMLInputElement, emailOfC(cell))
  await userEvent.click(inOpen(cell, 'otp-send') as HTMLElement)
}

/** The e-commerce gallery flag off (CAR-003): an aisle carousel asks the gallery filter. */
const ecomGalleryOff = (page: CellPage) => {
  ;(page.runtime.config.flags as { ecomGalleryEnabled?: boolean }).ecomGalleryEnabled = false
}
/** The gallery fails throughout (a 500), so a pdp carousel has no local coupon store to look in (CAR-009). */
const galleryDown = (page: CellPage) => {
  const { path, pattern, method } = faultTarget('GET /api/offers/gallery')
  page.sim.state.faults.push({ path, pattern, method, status: 500 })
}
const aUpc = (page: CellPage) => page.sim.state.offers.find((o) => o.upcList.length > 0)?.upcList[0] ?? ''
const carouselFails = { done: (cell: Cell) => stateOf(cell.el) === 'error', shows: () => ({ message: FALLBACK_MESSAGE }) }

/** A Box Tops offer still running: Clip asks the loyalty partners first (CPN-125). */
const boxTopOffer = (page: CellPage) => {
  const today = new Date().toISOString().slice(0, 10)
  return String(page.sim.state.offers.find((o) => o.kind === 'box-top' && (!o.endDate || o.endDate.slice(0, 10) >= today))?.offerId)
}

/** A plain digital coupon still running, on a card beside the page's modals. */
const plainOffer = (page: CellPage) => {
  const today = new Date().toISOString().slice(0, 10)
  return String(
    page.sim.state.offers.find(
      (o) =>
        ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) &&
        o.isClippable !== false &&
        (!o.endDate || o.endDate.slice(0, 10) >= today),
    )?.offerId,
  )
}
const modalsAndCard = (page: CellPage) =>
  `<aisle-coupon-modals></aisle-coupon-modals><aisle-coupon-card offer-id="${plainOffer(page)}"></aisle-coupon-card>`
const cardOf = (cell: Cell) => cell.el.parentElement?.querySelector('aisle-coupon-card') ?? null
/** Shopper R's first clip: the modals read the profile and, R having no phone, ask for one (CPN-074..077). */
async function firstClip(cell: Cell): Promise<void> {
  if (!(await until(() => part(cardOf(cell), 'card')?.dataset.state === 'clip'))) throw new Error('no Clip Coupon button')
  await userEvent.click(part(cardOf(cell), 'action') as HTMLElement)
}
/**
 * The clip is in the page's coupon store too, not only on the card: the store follows the card after the next
 * paint (core/stores/coupons/clip.ts), and a cell that ended before it would leave that write to land in the
 * next cell's storage (that cell's coupon then mounts already clipped).
 */
const clipStored = (cell: Cell, id: string) => {
  const offer = couponStoreOf(cell.page.runtime).offer(id).get()
  return !!offer && isClipped(offer)
}
const clipped = (cell: Cell) => part(cardOf(cell), 'card')?.dataset.state === 'clipped' && clipStored(cell, plainOffer(cell.page))

/** The grid's digital coupon cards, by offer id. */
const gridOfferIds = (cell: Cell) =>
  [...(cell.el.shadowRoot?.querySelectorAll<HTMLElement>('article[data-offer-id]') ?? [])].map((a) => a.dataset.offerId ?? '')
/** Companion-gallery calls the simulator logged (its own request log, not the page's fetch); a GET is retried once on a 5xx or no answer, a 401 after a token refresh. */
const companionCalls = (cell: Cell) => cell.page.sim.state.requests.filter((r) => r.path.endsWith(OFFER_PATHS.companionGallery)).length

export const COUPON_ROWS: readonly MatrixRow[] = [
  {
    endpoint: 'GET /api/offers/companion-gallery',
    widget: () => '<aisle-deals-grid></aisle-deals-grid>',
    signIn: { user: 'R' },
    // The coupons-deals page: a reload over a valid stored gallery reads the bonus-path offers again (CPN-089).
    query: `${COUPONS_DEALS_PATH_PART}.html`,
    prior: async (cell) => {
      // The earlier page view reads the gallery from the server (nothing stored yet: no companion call) and stores it.
      const stored = () =>
        (JSON.parse(localStorage.getItem(STORED_KEYS.abJ4uCoupons) ?? 'null') as { objCoupons?: object } | null)?.objCoupons ?? {}
      if (!(await until(() => stateOf(cell.el) === 'ready' && gridOfferIds(cell).length > 0 && Object.keys(stored()).length > 0)))
        throw new Error('the earlier visit stored no gallery')
      if (companionCalls(cell) > 0) throw new Error('the earlier visit already read the companion gallery')
      cell.memo.offerIds = gridOfferIds(cell).join(' ')
    },
    action: 'mount on the coupons-deals page (a reload over a gallery stored by an earlier visit)',
    done: (cell) =>
      companionCalls(cell) > 0 && warned(cell, 'the bonus-path offers could not be read again') && stateOf(cell.el) === 'ready',
    reqs: () => '[CPN-089] [API-053]',
    shows: () => ({
      silent: 'a failed bonus-path read is logged and the grid shows the stored gallery (docs/decisions/testing.md "Fault matrix")',
    }),
    kept: { what: "the stored gallery's cards", holds: (cell) => gridOfferIds(cell).join(' ') === cell.memo.offerIds },
  },
  {
    endpoint: 'POST /api/offers/list/add',
    widget: cmsCard,
    signIn: { user: 'C' },
    arrange: (page) => {
      const c = userByKey(page.sim.state, 'C')
      if (c) c.list = c.list.filter((id) => id !== weeklyAd(page))
    },
    action: 'click Add to list on a non-digital coupon',
    act: pressToggle('false'),
    done: listFailed,
    reqs: () => LIST,
    shows: () => ({ message: LIST_TOGGLE_FAILED_TEXT }),
    kept: {
      what: 'the coupon off the list, the toggle ready again',
      holds: (cell) => pressed(cell) === 'false' && !part(cell.el, 'list-toggle')?.hasAttribute('aria-disabled'),
    },
  },
  {
    endpoint: 'POST /api/offers/list/remove',
    widget: cmsCard,
    signIn: { user: 'C' },
    action: 'click Added to list on a listed non-digital coupon',
    act: pressToggle('true'),
    done: listFailed,
    reqs: () => LIST,
    shows: () => ({ message: LIST_TOGGLE_FAILED_TEXT }),
    kept: {
      what: 'the coupon on the list, the toggle ready again',
      holds: (cell) => pressed(cell) === 'true' && !part(cell.el, 'list-toggle')?.hasAttribute('aria-disabled'),
    },
  },
  {
    endpoint: 'GET /api/offers/list',
    widget: cmsCard,
    signIn: { user: 'C' },
    action: 'mount a non-digital coupon',
    done: (cell) => warned(cell, "the shopper's list could not be read"),
    shows: () => ({
      silent:
        'an unread list is logged; the card shows Add to list and reads the list again on a press (docs/decisions/testing.md "Fault matrix")',
    }),
    kept: { what: 'the card and its list toggle', holds: (cell) => pressed(cell) === 'false' && !!part(cell.el, 'details') },
  },
  {
    endpoint: 'POST /account/otp/request',
    widget: () => '<aisle-coupon-modals></aisle-coupon-modals>',
    signIn: null,
    action: 'click Send code in the passcode sign-in',
    act: sendCode,
    done: otpFailed,
    reqs: () => '[MDL-015]',
    shows: () => ({ message: OTP_ERRORS.OTP_FAILED }),
    kept: {
      what: 'the contact typed, on the contact step',
      holds: (cell) => (inOpen(cell, 'otp-contact') as HTMLInputElement | null)?.value === emailOfC(cell) && !inOpen(cell, 'otp-code'),
    },
  },
  {
    endpoint: 'POST /account/otp/verify',
    widget: () => '<aisle-coupon-modals></aisle-coupon-modals>',
    signIn: null,
    action: 'click Verify in the passcode sign-in',
    act: async (cell) => {
      await sendCode(cell)
      if (!(await until(() => !!inOpen(cell, 'otp-code')))) throw new Error('no code step')
      typeInto(inOpen(cell, 'otp-code') as HTMLInputElement, SIM_OTP_CODE)
      await userEvent.click(inOpen(cell, 'otp-verify') as HTMLElement)
    },
    done: otpFailed,
    reqs: () => '[MDL-015]',
    shows: () => ({ message: OTP_ERRORS.OTP_FAILED }),
    kept: { what: 'the code step, to try again or resend', holds: (cell) => !!inOpen(cell, 'otp-code') && !inOpen(cell, 'otp-continue') },
  },
  {
    endpoint: 'POST /api/offers/gallery/filter',
    widget: () => '<aisle-offer-carousel source="aisle" aisle-name="Dairy"></aisle-offer-carousel>',
    signIn: { user: 'R' },
    arrange: ecomGalleryOff,
    action: 'mount an aisle carousel, e-commerce gallery flag off',
    ...carouselFails,
    reqs: () => '[CAR-003]',
  },
  {
    endpoint: 'POST /dce/offergallery/anonymous/offers/filter',
    widget: () => '<aisle-offer-carousel source="aisle" aisle-name="Dairy"></aisle-offer-carousel>',
    signIn: null,
    arrange: ecomGalleryOff,
    action: 'mount an aisle carousel as a guest, e-commerce gallery flag off',
    ...carouselFails,
    reqs: () => '[CAR-003]',
  },
  {
    endpoint: 'POST /api/offers/by-upc',
    widget: (page) => `<aisle-offer-carousel source="pdp" upc="${aUpc(page)}"></aisle-offer-carousel>`,
    signIn: { user: 'R' },
    arrange: galleryDown,
    action: 'mount a pdp carousel with no local coupon store (the gallery failed)',
    done: (cell) => stateOf(cell.el) === 'error' && warned(cell, 'Error in getting offers by upc'),
    shows: () => ({ message: FALLBACK_MESSAGE }),
    reqs: () => '[ERR-038] [CAR-009]',
  },
  {
    endpoint: 'GET /api/offers/loyalty-partners',
    widget: (page) => `<aisle-coupon-card offer-id="${boxTopOffer(page)}"></aisle-coupon-card>`,
    signIn: { user: 'R' },
    action: 'click Clip Coupon on a Box Tops offer',
    act: async (cell) => {
      if (!(await until(() => part(cell.el, 'card')?.dataset.state === 'clip')))
        throw new Error(`no Clip Coupon button: ${deepText(cell.el)}`)
      await userEvent.click(part(cell.el, 'action') as HTMLElement)
    },
    done: (cell) =>
      warned(cell, 'the loyalty partners could not be read') &&
      part(cell.el, 'card')?.dataset.state === 'clipped' &&
      clipStored(cell, boxTopOffer(cell.page)),
    shows: () => ({
      silent: 'a failed look-up is logged and the clip goes on without the box-top check (docs/decisions/testing.md "Fault matrix")',
    }),
    kept: { what: 'the clip (the coupon clipped)', holds: (cell) => part(cell.el, 'card')?.dataset.state === 'clipped' },
  },
  {
    endpoint: 'GET /api/customers/:p/profile',
    widget: modalsAndCard,
    signIn: { user: 'R' },
    action: "click Clip Coupon, a shopper's first clip",
    act: firstClip,
    done: (cell) => warned(cell, 'the profile could not be read') && clipped(cell),
    reqs: () => '[CPN-074]',
    shows: () => ({ silent: 'without the profile nothing is asked: logged, no prompt (docs/decisions/testing.md "Fault matrix")' }),
    kept: { what: 'the clip, and no prompt over the page', holds: (cell) => clipped(cell) && !openDialog(cell) },
  },
  {
    endpoint: 'POST /account/contact',
    widget: modalsAndCard,
    signIn: { user: 'R' },
    action: 'click Save in the progressive-profile prompt after a first clip',
    act: async (cell) => {
      await firstClip(cell)
      if (!(await until(() => !!inOpen(cell, 'profile-field')))) throw new Error('no progressive-profile prompt')
      typeInto(inOpen(cell, 'profile-field') as HTMLInputElement, '555-123-4567')
      await userEvent.click(inOpen(cell, 'profile-save') as HTMLElement)
    },
    done: (cell) => deepText(openDialog(cell)).includes(PROGRESSIVE_PROFILE_TEXT.saveFailed),
    reqs: () => '[MDL-012] [CPN-078]',
    shows: () => ({ message: PROGRESSIVE_PROFILE_TEXT.saveFailed }),
    kept: {
      what: 'the number typed, to save again',
      holds: (cell) => (inOpen(cell, 'profile-field') as HTMLInputElement | null)?.value === '555-123-4567',
    },
  },
]
