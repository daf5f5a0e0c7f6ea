/**
 * Early shared reads: the user-info read starts as soon as the loader finds a tag, beside the download
 * of the tags' modules, not after them — and it is still sent once per view. The proof is an order, not a time: every
 * widget entry's response is held back until the user-info request has gone out; were that request sent only
 * from a widget's boot, which cannot run until its entry has arrived, it would never go out and the hold would never be released.
 */
import type { Route } from 'playwright'
import { afterAll, describe, expect, it } from 'vitest'
import { bannerUrl, closeBrowser, launch, openPage, port, simCall } from './browser'

const USER_INFO = '/api/session/userinfo/'

describe('early shared reads', () => {
  afterAll(closeBrowser)

  it.each([
    ['a banner page, React build', () => bannerUrl('freshway'), 'aisle-mini-cart [part="badge"]'],
    ['the partner page, compact build', () => `http://partner.localhost:${port()}/`, 'aisle-banner-brand img'],
  ])('%s: user info is requested while every widget module is still held back, and once', async (_name, url, shown) => {
    const context = await (await launch()).newContext()
    try {
      await simCall(context, 'POST', '/__sim/reset')
      const { page, errors } = await openPage(context)
      const held: Route[] = []
      const order: string[] = []
      let userInfoSent = false
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname
        if (path.includes(USER_INFO)) {
          order.push('user info')
          userInfoSent = true
          for (const route of held.splice(0)) void route.continue()
        }
      })
      await page.route(/\/aisle\/(compact\/)?widgets\/[^/]+\.js$/, (route) => {
        if (userInfoSent) return route.continue()
        order.push('widget held')
        held.push(route)
      })
      await page.goto(url())
      // Without the early start this wait ends in a timeout: the held widget entries are what would send it.
      await page.waitForRequest((request) => request.url().includes(USER_INFO), { timeout: 10_000 })
      await expect.poll(() => page.locator(shown).count(), { timeout: 10_000 }).toBeGreaterThan(0)
      // A widget entry was asked for and held before user info went out: the read did not wait for it.
      expect(order[0]).toBe('widget held')
      expect(order.filter((step) => step === 'user info')).toEqual(['user info'])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
