/**
 * The demo pages' main flows, driven the way a shopper does them, shared by the storage, storm and tab
 * suites (storage.e2e, tabs.e2e). Each returns when the flow's visible result is on the page.
 */
import type { Page } from 'playwright'
import { expect } from 'vitest'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { START_PLAYING } from '../../core/rules/games/texts'
import { bannerUrl } from './browser'

// Generous: the machine running the suites is shared.
export const T = { timeout: 20_000 }
export const badge = 'aisle-mini-cart [part="badge"]'
/** Seed 1 (sim/data): two plain grocery items. */
export const EGGS = '970000001'
export const PROMO = '970000051'
export const IN_PROGRESS = GAME_STATUS_LABELS[1]
const card = (id: string) => `aisle-product-card[product-id="${id}"]`

export async function openProducts(page: Page): Promise<void> {
  await page.goto(bannerUrl('freshway', '/product.html'))
  await expect.poll(() => page.locator(`${card(EGGS)} [part="root"]`).getAttribute('data-state'), T).toBe('ready')
  await expect.poll(() => page.locator(`${card(PROMO)} [part="add"]`).count(), T).toBe(1)
}

/** Adds one of `id` with its product card and waits for the mini cart to show `expected`. */
export async function addToCart(page: Page, id: string, expected: string): Promise<void> {
  await page.locator(`${card(id)} [part="add"]`).click()
  await expect.poll(() => page.locator(badge).textContent(), T).toBe(expected)
}

/** A plain coupon the shopper can clip on coupons.html: type 'Coupon', state 'clip'. */
export function clippable(page: Page) {
  return page
    .locator('aisle-deals-grid article[data-state="clip"]')
    .filter({ has: page.locator('[part="type"]', { hasText: /^Coupon$/ }) })
    .first()
}

export const offerCard = (page: Page, offerId: string) => page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"]`)

/** Opens the coupons page and clips the first plain coupon; returns its offer id once it shows as clipped. */
export async function clipCoupon(page: Page): Promise<string> {
  await page.goto(bannerUrl('freshway', '/coupons.html'))
  const coupon = clippable(page)
  await coupon.waitFor(T)
  const offerId = (await coupon.getAttribute('data-offer-id')) as string
  await coupon.locator('[part="action"]').click()
  await expect.poll(() => offerCard(page, offerId).getAttribute('data-state'), T).toBe('clipped')
  return offerId
}

/** Opens Play & Earn, acknowledges the seeded win when it shows, opts in to the first game not started; returns its code once In Progress. */
export async function optInToGame(page: Page): Promise<string> {
  await page.goto(bannerUrl('freshway', '/play-earn.html#/games/game-grid'))
  const startable = page.locator('aisle-play-earn [part="card"]', { has: page.getByRole('button', { name: START_PLAYING }) }).first()
  await startable.waitFor(T)
  await page.waitForLoadState('networkidle')
  // The seeded win shows once per shopper: the same flow in another context (same user, run alongside) may have
  // acknowledged it first. When it shows, it is acknowledged and must close.
  const ack = page.locator('aisle-play-earn [part="win-acknowledge"]')
  if (await ack.isVisible()) {
    await ack.click()
    await expect.poll(() => page.locator('aisle-play-earn dialog[open]').count(), T).toBe(0)
  }
  const code = (await startable.getAttribute('data-code')) as string
  await startable.locator('a[part="name"]').click()
  await page.waitForURL((url) => url.hash === `#/games/game-details/${code}`, T)
  await page.locator('aisle-play-earn').getByRole('button', { name: START_PLAYING }).click()
  await expect.poll(() => page.locator('aisle-play-earn [part="status"]').first().textContent(), T).toBe(IN_PROGRESS)
  return code
}

/** The status label of game `code` on a game grid (the Play & Earn grid or the home page's). */
export const gameStatus = (page: Page, tag: string, code: string) =>
  page.locator(`${tag} [part="card"][data-code="${code}"] [part="status"]`).first()

/** Every key and value in the page's local storage. */
export async function localStorageEntries(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''] as [string, string]))
}
