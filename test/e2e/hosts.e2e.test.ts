/**
 * Aisle's tags inside real host frameworks (examples/hosts/, the packages from the npm registry), both builds: each
 * host puts the tags in its own lists and conditionals and reorders, removes, adds, rebinds, clears, moves, clones,
 * swaps content and restores history, with pointer input. Each step checks what every tag shows, one cart call per
 * press for the pressed item only, the host's listener hearing each event once, and no console error.
 */
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { contextPerTest } from './browser'
import { EGGS, PROMO, T } from './demo-flows'
import { amount, cards, heard, openHost, PLAIN, pressAddsOnce, showsProducts, stateOf, stepTo } from './host-kit'

const [THIRD, FOURTH] = PLAIN.filter((id) => id !== EGGS && id !== PROMO)
const add = (page: Page, i: number) => cards(page).nth(i).locator('[part="add"]')
const button = (page: Page) => page.locator('aisle-add-to-cart [part="button"]')

const current = contextPerTest()

/** The Vue and Alpine pages: a keyed list of cards and a conditional add-to-cart, driven through the host's own state. */
async function keyedListHost(name: string) {
  const context = current()
  const { page, errors } = await openHost(context, name)
  const host = (script: string) => page.evaluate(`(() => { const host = window.host; ${script} })()`)
  await showsProducts(page, [EGGS, PROMO])
  await stepTo(cards(page).nth(0), 2)
  await stepTo(cards(page).nth(1), 3)

  // Reorder: the keyed list moves one of the nodes (which one is the framework's choice); both keep the shopper's choice.
  await host('host.items.reverse()')
  await showsProducts(page, [PROMO, EGGS])
  expect([await amount(cards(page).nth(0)), await amount(cards(page).nth(1))]).toEqual(['3', '2'])
  expect(await pressAddsOnce(page, context, add(page, 1), EGGS)).toBe(2)

  // Rebind, then clear: the card shows the new product, then none, and its add is gone.
  await host(`host.items[0].id = '${THIRD}'`)
  await showsProducts(page, [THIRD, EGGS])
  await host('host.items[0].id = null')
  await showsProducts(page, [undefined, EGGS])
  expect(await add(page, 0).count()).toBe(0)

  // Remove and add.
  await host('host.items.splice(0, 1)')
  await showsProducts(page, [EGGS])
  await host(`host.items.push({ key: 3, id: '${FOURTH}' })`)
  await showsProducts(page, [EGGS, FOURTH])
  await pressAddsOnce(page, context, add(page, 1), FOURTH as string)

  // The conditional: the add-to-cart leaves, comes back bound to another item, and adds that item once.
  await host('host.offer = null')
  await expect.poll(() => button(page).count(), T).toBe(0)
  await host(`host.offer = '${PROMO}'`)
  await expect.poll(() => button(page).count(), T).toBe(1)
  await pressAddsOnce(page, context, button(page), PROMO)
  expect(await heard(page)).toBe('3')
  expect(errors).toEqual([])
}

describe('host frameworks', () => {
  it('Vue 3: keyed v-for reorder keeps a card, :product-id rebinds and clears, v-if removes and restores the add-to-cart', async () => {
    await keyedListHost('vue')
  })

  it('Alpine.js: keyed x-for reorder keeps a card, :product-id rebinds and clears, x-if removes and restores the add-to-cart', async () => {
    await keyedListHost('alpine')
  })

  it('jQuery: appendTo moves a stepped card, clone() makes a new card, attr / removeAttr rebind and clear, remove() takes it out', async () => {
    const context = current()
    const { page, errors } = await openHost(context, 'jquery')
    const $ = (script: string) => page.evaluate(script)
    await showsProducts(page, [EGGS, PROMO])
    await stepTo(cards(page).first(), 3)
    await $("$('#slides').append($('aisle-product-card').first())")
    await showsProducts(page, [PROMO, EGGS])
    expect(await amount(cards(page).nth(1))).toBe('3')
    await $("$('#slides aisle-product-card').clone().appendTo('#slides')")
    await showsProducts(page, [PROMO, EGGS, EGGS])
    expect(await amount(cards(page).nth(2))).toBe('1')
    expect(await amount(cards(page).nth(1))).toBe('3')
    expect(await pressAddsOnce(page, context, add(page, 1), EGGS)).toBe(3)
    await $(`$('#list aisle-product-card').attr('product-id', '${THIRD}')`)
    await showsProducts(page, [THIRD, EGGS, EGGS])
    await pressAddsOnce(page, context, add(page, 0), THIRD as string)
    await $("$('#list aisle-product-card').removeAttr('product-id')")
    await showsProducts(page, [undefined, EGGS, EGGS])
    await $("$('#slides aisle-product-card').last().remove()")
    await showsProducts(page, [undefined, EGGS])
    expect(await heard(page)).toBe('2')
    expect(errors).toEqual([])
  })

  it('htmx: a content swap upgrades the new tags, and going back restores the page with working tags', async () => {
    const context = current()
    const { page, errors } = await openHost(context, 'htmx')
    await showsProducts(page, [EGGS])
    await pressAddsOnce(page, context, add(page, 0), EGGS)
    await page.getByRole('button', { name: 'Deals' }).click()
    await showsProducts(page, [PROMO, EGGS])
    await expect.poll(() => page.evaluate(() => location.pathname), T).toBe('/__hosts/htmx-deals.html')
    await pressAddsOnce(page, context, add(page, 0), PROMO)
    await page.goBack()
    await expect.poll(() => page.evaluate(() => location.pathname), T).toBe('/__hosts/htmx.html')
    await showsProducts(page, [EGGS])
    await expect.poll(() => stateOf(cards(page).first()), T).toBe('ready')
    await pressAddsOnce(page, context, add(page, 0), EGGS)
    expect(errors).toEqual([])
  })

  it('require.js and zone.js loaded first: the tags render, each press adds once, and the AMD module hears each event once', async () => {
    const context = current()
    const { page, errors } = await openHost(context, 'requirejs')
    await showsProducts(page, [EGGS])
    expect(await page.evaluate(() => typeof (window as unknown as { Zone?: unknown }).Zone)).toBe('function')
    await expect.poll(() => button(page).count(), T).toBe(1)
    await pressAddsOnce(page, context, button(page), PROMO)
    await pressAddsOnce(page, context, add(page, 0), EGGS)
    expect(await heard(page)).toBe('2')
    expect(errors).toEqual([])
  })
})
