/**
 * Every clip failure of the error catalogue (001 §8), end to end on the coupons page: the simulator answers
 * the shopper's real Clip press with the failure, and the page shows what the catalogue says — the error modal
 * with its text for a 200 answer that did not clip, no modal and an unchanged card for an HTTP failure — and
 * logs the catalogue's line.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CLIP_FAILED_BAD_STATUS, CLIP_FAILED_NO_ITEMS, CLIP_LOG_LABEL, clipHttpFailed, COUPON_EXPIRED } from '../../core/rules/coupons/clip'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'

const COUPONS = '/coupons.html'

interface Failure {
  name: string
  rows: string
  reply: { status: number; body: unknown }
  /** The error modal's title, message and detail line; undefined: no modal. */
  modal?: { title: string; message: string; detail: string }
  /** The line logged under the 'coupon clipping' label. */
  logged: string
}

const FAILURES: Failure[] = [
  {
    name: "a 200 answer with status 0: 'Coupon Expired' with the server's code and message",
    rows: '[ERR-024] [ERR-025] [CPN-073]',
    reply: { status: 200, body: { items: [{ status: 0, errorCd: 'OFR-410', errorMsg: 'Offer ended' }] } },
    modal: { title: COUPON_EXPIRED, message: ERROR_MODAL_TEXT.expiredMessage, detail: 'OFR-410 Offer ended' },
    logged: `${CLIP_LOG_LABEL}: ${COUPON_EXPIRED} (OFR-410 Offer ended)`,
  },
  {
    name: 'a 200 answer whose status is neither 0 nor 1',
    rows: '[ERR-024] [ERR-026]',
    reply: { status: 200, body: { items: [{ status: 7 }] } },
    modal: { title: ERROR_MODAL_TEXT.clipFailedTitle, message: ERROR_MODAL_TEXT.clipFailedMessage, detail: CLIP_FAILED_BAD_STATUS },
    logged: `${CLIP_LOG_LABEL}: ${CLIP_FAILED_BAD_STATUS}`,
  },
  {
    name: 'a 200 answer without items',
    rows: '[ERR-024] [ERR-027]',
    reply: { status: 200, body: { ok: true } },
    modal: { title: ERROR_MODAL_TEXT.clipFailedTitle, message: ERROR_MODAL_TEXT.clipFailedMessage, detail: CLIP_FAILED_NO_ITEMS },
    logged: `${CLIP_LOG_LABEL}: ${CLIP_FAILED_NO_ITEMS}`,
  },
  {
    name: 'an HTTP failure: no modal, the card unchanged',
    rows: '[ERR-028] [ERR-029] [ERR-030]',
    reply: { status: 503, body: { errors: [{ code: 'GW-503', message: 'Service unavailable' }] } },
    logged: `${CLIP_LOG_LABEL}: ${clipHttpFailed(503)} (GW-503 Service unavailable)`,
  },
]

/** A plain coupon the shopper can clip, pinned by its offer id (the 'clip' locator would move on after a clip). */
async function firstClippable(page: Page) {
  const first = page
    .locator('aisle-deals-grid article[data-state="clip"]')
    .filter({ has: page.locator('[part="type"]', { hasText: /^Coupon$/ }) })
    .first()
  await first.waitFor({ timeout: 10_000 })
  return page.locator(`aisle-deals-grid article[data-offer-id="${await first.getAttribute('data-offer-id')}"]`)
}

describe('clip failures of the error catalogue, end to end', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext()
    await resetSim(context)
    await signIn(context, { user: 'R' })
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(closeBrowser)

  it.for(FAILURES.map((f) => [`${f.name} ${f.rows}`, f] as const))('%s', { timeout: 45_000 }, async ([, failure]) => {
    const { page, errors } = await openPage(context)
    const logged: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text())
    })
    await page.goto(bannerUrl('freshway', COUPONS))
    const card = await firstClippable(page)
    await simCall(context, 'POST', '/__sim/faults', [{ path: OFFER_PATHS.clip, method: 'POST', ...failure.reply, times: 1 }])
    await card.locator('[part="action"]').click()

    await expect.poll(() => logged, { timeout: 10_000 }).toContain(failure.logged)
    // The card opens its own error modal (inside the grid's shadow root; Playwright's CSS locators pierce shadow roots).
    const dialog = page.locator('dialog[open]')
    if (failure.modal) {
      await dialog.waitFor({ timeout: 5000 })
      expect(await dialog.locator('[part="modal-title"]').textContent()).toBe(failure.modal.title)
      expect(await dialog.locator('[part="modal-description"]').textContent()).toContain(failure.modal.message)
      expect(await dialog.locator('[part="modal-detail"]').textContent()).toContain(failure.modal.detail)
      await dialog.locator('[part="modal-ok"]').click()
      await expect.poll(() => dialog.count()).toBe(0)
    } else {
      expect(await dialog.count()).toBe(0)
    }
    // Nothing was clipped: the card still offers its Clip.
    expect(await card.getAttribute('data-state')).toBe('clip')
    expect(errors).toEqual([])
  })
})
