import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { QUICK_ADD_STORAGE_KEY, SMART_BASKET_PAGE_SIZE } from '../../core/rules/products/quick-add'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { sentLines, unitItems } from '../../test/support/unit-items'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { purchaseHistory } from '../../sim/routes/products/recommendations'
import { QUICK_ADD_READY_MARK } from './QuickAdd.connected'
import { QUICK_ADD_TEXT } from './QuickAdd.view'
import './quick-add.element'

interface LoggedRequest {
  path: string
  query: Record<string, string>
}

const part = (el: Element, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`)
const stateOf = (el: Element) => part(el, 'root')?.dataset.state
const rows = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="item"]') ?? [])]
const rowCheckbox = (row: HTMLElement) => row.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement
const selectAll = (el: Element) => part(el, 'select-all')?.querySelector('input') as HTMLInputElement
const totalText = (el: Element) => part(el, 'total')?.textContent
const stored = () =>
  JSON.parse(localStorage.getItem(QUICK_ADD_STORAGE_KEY) ?? '{"cartItemsList":[]}') as {
    cartItemsList: { itemId: string; qty: number; selected: boolean; selectedWeight?: string }[]
  }

function first<T>(list: readonly T[]): T {
  const [value] = list
  if (value === undefined) throw new Error('expected at least one entry')
  return value
}

async function mount(h: Harness) {
  startHarness(h)
  const el = await fixture(html`<aisle-quick-add></aisle-quick-add>`)
  await waitUntil(() => ['ready', 'empty', 'signed-out', 'stale', 'failed'].includes(stateOf(el) ?? ''), 'quick add did not settle', {
    timeout: 5000,
  })
  return el
}

async function requests(h: Harness, fragment: string): Promise<LoggedRequest[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as LoggedRequest[]
  return log.filter((r) => r.path.includes(fragment))
}

/** The test page's address carries `search` until the test ends (the store reads the page's own query string). */
let restoreAddress: (() => void) | undefined
function atAddress(search: string) {
  const before = location.href
  history.replaceState(history.state, '', search)
  restoreAddress = () => history.replaceState(history.state, '', before)
}

describe('<aisle-quick-add>', () => {
  afterEach(() => {
    restoreAddress?.()
    restoreAddress = undefined
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('shows the smart basket of previously bought items, each selected with quantity 1, asked 50 a page [QAB-001] [QAB-002] [QAB-010] [QAB-011]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    expect(stateOf(el)).to.equal('ready')
    const all = rows(el)
    expect(all).to.have.length(SMART_BASKET_PAGE_SIZE)
    expect(all.every((r) => rowCheckbox(r).checked)).to.equal(true)
    expect(first(all).querySelector('[part="qty"], [part="weight"]')?.textContent).to.match(/^(1|\d\.\d\d lb)$/)
    expect(selectAll(el).checked).to.equal(true)
    expect(totalText(el)).to.equal(`${SMART_BASKET_PAGE_SIZE} items selected`)
    const call = first(await requests(h, 'smart-basket'))
    expect(call.query).to.deep.include({
      availabilityCheck: 'true',
      storeId: '1100',
      pageNo: '1',
      pageSize: '50',
      excludeCartItems: 'true',
    })
    expect(call.query.placement).to.be.a('string').and.not.equal('')
    expect(stored().cartItemsList.every((e) => e.qty === 1 && e.selected)).to.equal(true)
    await waitUntil(() => performance.getEntriesByName(QUICK_ADD_READY_MARK).length > 0, 'no ready mark', { timeout: 2000 })
    await expect(el).to.be.accessible()
  })

  it('starts a sold-by-weight item at its minWeight as a two-decimal string and steps it, never below [QAB-003]', async () => {
    const h = setUpHarness()
    for (const p of h.sim.state.products) Object.assign(p, { soldByWeight: true, minWeight: 0.5 })
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    const row = first(rows(el))
    const weight = () => row.querySelector('[part="weight"]')?.textContent
    expect(weight()).to.equal('0.50 lb')
    expect(first(stored().cartItemsList).selectedWeight).to.equal('0.50')
    const [down, up] = [...row.querySelectorAll<HTMLButtonElement>('.step')] as [HTMLButtonElement, HTMLButtonElement]
    expect(down.disabled).to.equal(true)
    up.click()
    await waitUntil(() => weight() === '1.00 lb', 'weight did not step', { timeout: 2000 })
    down.click()
    await waitUntil(() => weight() === '0.50 lb', 'weight did not step back', { timeout: 2000 })
    await expect(el).to.be.accessible()
  })

  it('select all and unselect all mark every entry; the total follows [QAB-004] [QAB-005] [QAB-007]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    selectAll(el).click()
    await waitUntil(() => rows(el).every((r) => !rowCheckbox(r).checked), 'not all unselected', { timeout: 2000 })
    expect(totalText(el)).to.equal('0 items selected')
    expect((part(el, 'add') as HTMLButtonElement).disabled).to.equal(true)
    expect(stored().cartItemsList.every((e) => !e.selected)).to.equal(true)
    selectAll(el).click()
    await waitUntil(() => rows(el).every((r) => rowCheckbox(r).checked), 'not all selected', { timeout: 2000 })
    expect(totalText(el)).to.equal(`${SMART_BASKET_PAGE_SIZE} items selected`)
  })

  it('selecting one entry or changing its quantity changes only that entry; the total is the sum of selected quantities [QAB-006] [QAB-007]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    const counted = rows(el).filter((r) => r.querySelector('[part="qty"]'))
    const [a, b] = counted as [HTMLElement, HTMLElement]
    const plus = b.querySelector<HTMLButtonElement>('.step:last-of-type') as HTMLButtonElement
    plus.click()
    await waitUntil(() => b.querySelector('[part="qty"]')?.textContent === '2', 'qty did not change', { timeout: 2000 })
    plus.click()
    await waitUntil(() => b.querySelector('[part="qty"]')?.textContent === '3', 'qty did not change', { timeout: 2000 })
    expect(totalText(el)).to.equal(`${SMART_BASKET_PAGE_SIZE + 2} items selected`)
    rowCheckbox(a).click()
    await waitUntil(() => !rowCheckbox(a).checked, 'not unselected', { timeout: 2000 })
    expect(rows(el).filter((r) => !rowCheckbox(r).checked)).to.have.length(1)
    expect(totalText(el)).to.equal(`${SMART_BASKET_PAGE_SIZE + 1} items selected`)
    expect(selectAll(el).checked).to.equal(false)
    expect(selectAll(el).indeterminate).to.equal(true)
    await expect(el).to.be.accessible()
  })

  it('adds the selected entries to the cart with their quantities, through the cart', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    selectAll(el).click()
    await waitUntil(() => totalText(el) === '0 items selected', 'not cleared', { timeout: 2000 })
    const [a, b] = rows(el).filter((r) => r.querySelector('[part="qty"]')) as [HTMLElement, HTMLElement]
    rowCheckbox(a).click()
    rowCheckbox(b).click()
    b.querySelector<HTMLButtonElement>('.step:last-of-type')?.click()
    await waitUntil(() => totalText(el) === '3 items selected', 'selection not made', { timeout: 2000 })
    ;(part(el, 'add') as HTMLButtonElement).click()
    await waitUntil(() => part(el, 'message')?.textContent === QUICK_ADD_TEXT.added(3), 'not added', { timeout: 5000 })
    const lines = h.runtime.cart.$cart.get()?.cartItems ?? []
    expect(lines.find((l) => l.itemId === a.dataset.id)?.qty).to.equal(1)
    expect(lines.find((l) => l.itemId === b.dataset.id)?.qty).to.equal(2)
  })

  it('adds a sold-by-weight entry by its weight, sent as selectedWeight [CRT-026]', async () => {
    const h = setUpHarness()
    for (const p of h.sim.state.products) Object.assign(p, { soldByWeight: true, minWeight: 0.5 })
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    selectAll(el).click()
    await waitUntil(() => totalText(el) === '0 items selected', 'not cleared', { timeout: 2000 })
    const row = first(rows(el))
    rowCheckbox(row).click()
    row.querySelector<HTMLButtonElement>('.step:last-of-type')?.click()
    await waitUntil(() => row.querySelector('[part="weight"]')?.textContent === '1.00 lb', 'weight not set', { timeout: 2000 })
    ;(part(el, 'add') as HTMLButtonElement).click()
    await waitUntil(() => part(el, 'message')?.textContent === QUICK_ADD_TEXT.added(1), 'not added', { timeout: 5000 })
    const post = first((await requests(h, 'cart/v2/items')) as unknown as { body: { items: Record<string, unknown>[] } }[])
    expect(post.body.items).to.deep.equal([{ itemId: row.dataset.id, selectedWeight: '1.00' }])
  })

  it('adds each selected entry by its unit: a weighed one its weight, an each and a customisable one their qty [CRT-026] [CRT-027] [QAB-003]', async () => {
    const h = setUpHarness()
    const signed = await simSignIn(h.sim, { userType: 'C' })
    const user = h.sim.state.users.find((u) => u.key === signed.user)
    if (!user) throw new Error('no signed-in user in the simulator')
    // The household's first three purchases become a weighed, an each and a customisable item of the seed.
    const kinds = unitItems(h)
    const [w, e, c] = purchaseHistory(h.sim.state, user).map((x) => x.product) as [typeof kinds.each, typeof kinds.each, typeof kinds.each]
    Object.assign(w, { soldByWeight: true, minWeight: 0.25, isCustomizable: false, customizationOptions: undefined })
    Object.assign(e, { soldByWeight: false, isCustomizable: false, customizationOptions: undefined })
    Object.assign(c, { soldByWeight: false, isCustomizable: true, customizationOptions: kinds.customisable.customizationOptions })
    const el = await mount(h)
    selectAll(el).click()
    await waitUntil(() => totalText(el) === '0 items selected', 'not cleared', { timeout: 2000 })
    for (const id of [w.id, e.id, c.id])
      rows(el)
        .find((r) => r.dataset.id === id)
        ?.querySelector<HTMLInputElement>('input[type="checkbox"]')
        ?.click()
    await waitUntil(() => totalText(el) === '3 items selected', 'selection not made', { timeout: 2000 })
    ;(part(el, 'add') as HTMLButtonElement).click()
    await waitUntil(() => part(el, 'message')?.textContent === QUICK_ADD_TEXT.added(3), 'not added', { timeout: 5000 })
    expect(await sentLines(h)).to.have.deep.members([
      { itemId: w.id, selectedWeight: '0.25' },
      { itemId: e.id, qty: 1 },
      { itemId: c.id, qty: 1 },
    ])
  })

  it('on refresh drops products no longer returned and adds new ones, keeping the qty and selection of the rest [QAB-008] [QAB-009]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    const keptId = first(rows(el).filter((r) => r.querySelector('[part="qty"]'))).dataset.id as string
    tearDownHarness()

    const h2 = setUpHarness({ sim: h.sim })
    await simSignIn(h2.sim, { userType: 'C' })
    localStorage.setItem(
      QUICK_ADD_STORAGE_KEY,
      JSON.stringify({
        cartItemsList: [
          { itemId: 'gone', qty: 2, selected: true },
          { itemId: keptId, qty: 4, selected: false },
        ],
      }),
    )
    const again = await mount(h2)
    const list = stored().cartItemsList
    expect(list.map((e) => e.itemId)).not.to.include('gone')
    expect(list.find((e) => e.itemId === keptId)).to.deep.equal({ itemId: keptId, qty: 4, selected: false })
    expect(list).to.have.length(SMART_BASKET_PAGE_SIZE)
    expect(totalText(again)).to.equal(`${SMART_BASKET_PAGE_SIZE - 1} items selected`)
  })

  it('keeps the stored basket when the refresh fails, and shows an empty state with a retry when there is none [QAB-012] [ERR-045]', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'smart-basket', status: 500 }])
    const basket = JSON.stringify({ cartItemsList: [{ itemId: '970000001', qty: 3, selected: true }] })
    localStorage.setItem(QUICK_ADD_STORAGE_KEY, basket)
    const el = await mount(h)
    expect(stateOf(el)).to.equal('stale')
    expect(part(el, 'notice')?.textContent).to.equal(QUICK_ADD_TEXT.stale)
    expect(localStorage.getItem(QUICK_ADD_STORAGE_KEY)).to.equal(basket)
    await expect(el).to.be.accessible()
    tearDownHarness()

    const h2 = setUpHarness()
    await simSignIn(h2.sim, { userType: 'C' })
    await simControl(h2.sim, 'POST', '/__sim/faults', [{ path: 'smart-basket', status: 500 }])
    const empty = await mount(h2)
    expect(stateOf(empty)).to.equal('failed')
    expect(part(empty, 'notice')?.textContent).to.equal('We could not load the items you bought before.')
    expect(part(empty, 'list')).to.equal(null)
    expect(part(empty, 'retry')?.textContent).to.equal('Try again')
    await expect(empty).to.be.accessible()
    // The retry reads the basket again; once the service answers, the items show.
    await simControl(h2.sim, 'DELETE', '/__sim/faults')
    part(empty, 'retry')?.click()
    await waitUntil(() => stateOf(empty) === 'ready', 'the retry did not load the basket', { timeout: 4000 })
    expect(part(empty, 'retry')).to.equal(null)
    expect(part(empty, 'list')?.querySelectorAll('[part="item"]').length).to.be.greaterThan(0)
  })

  it('shows the next 50 on Show more items, selected with quantity 1, and the total follows [QAB-011]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    const more = part(el, 'more') as HTMLButtonElement
    expect(more.textContent).to.equal(QUICK_ADD_TEXT.more)
    more.click()
    await waitUntil(() => rows(el).length > SMART_BASKET_PAGE_SIZE, 'no second page', { timeout: 4000 })
    const pages = (await requests(h, 'smart-basket')).map((r) => r.query.pageNo)
    expect(pages).to.deep.equal(['1', '2'])
    expect(totalText(el)).to.equal(`${rows(el).length} items selected`)
    expect(stored().cartItemsList).to.have.length(rows(el).length)
    await waitUntil(() => !part(el, 'more'), 'Show more stayed after the last page', { timeout: 2000 })
    await expect(el).to.be.accessible()
  })

  it("on the cart page view 'instantCart' selects every item and turns the button into the add-all button, which adds them all [CRT-021]", async () => {
    const earlier = setUpHarness()
    await simSignIn(earlier.sim, { userType: 'C' })
    await mount(earlier)
    const [kept, unselected] = stored().cartItemsList.filter((e) => e.selectedWeight === undefined)
    if (!kept || !unselected) throw new Error('expected two counted items')
    tearDownHarness()

    // The cart page with view=instantCart; choices kept from the earlier visit: one item unselected, another at 3.
    const h = setUpHarness({ sim: earlier.sim })
    atAddress('?view=instantCart')
    await simSignIn(h.sim, { userType: 'C' })
    localStorage.setItem(
      QUICK_ADD_STORAGE_KEY,
      JSON.stringify({
        cartItemsList: [
          { ...kept, qty: 3 },
          { ...unselected, selected: false },
        ],
      }),
    )
    const el = await mount(h)
    expect(rows(el).every((r) => rowCheckbox(r).checked)).to.equal(true)
    expect(stored().cartItemsList.every((e) => e.selected)).to.equal(true)
    const button = part(el, 'add') as HTMLButtonElement
    expect(button.textContent).to.equal(QUICK_ADD_TEXT.addAll)
    expect(button.dataset.addAll).to.equal('true')
    await expect(el).to.be.accessible()

    // Unselecting one makes it the ordinary button again; selecting all brings the add-all button back.
    await userEvent.click(rowCheckbox(first(rows(el))))
    await waitUntil(() => button.textContent === QUICK_ADD_TEXT.add, 'the add-all button stayed', { timeout: 2000 })
    expect(button.dataset.addAll).to.equal(undefined)
    await userEvent.click(selectAll(el))
    await waitUntil(() => button.textContent === QUICK_ADD_TEXT.addAll, 'no add-all button', { timeout: 2000 })

    await userEvent.click(button)
    const units = SMART_BASKET_PAGE_SIZE + 2
    await waitUntil(() => part(el, 'message')?.textContent === QUICK_ADD_TEXT.added(units), 'not all added', { timeout: 5000 })
    const lines = h.runtime.cart.$cart.get()?.cartItems ?? []
    expect(lines).to.have.length(SMART_BASKET_PAGE_SIZE)
    expect(lines.find((l) => l.itemId === kept.itemId)?.qty).to.equal(3)
    expect(lines.find((l) => l.itemId === unselected.itemId)?.qty).to.equal(1)
  })

  it('without the instantCart view keeps the stored selection and the ordinary add button [CRT-021]', async () => {
    const h = setUpHarness()
    atAddress('?view=cart')
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    await userEvent.click(rowCheckbox(first(rows(el))))
    await waitUntil(() => !rowCheckbox(first(rows(el))).checked, 'not unselected', { timeout: 2000 })
    expect((part(el, 'add') as HTMLButtonElement).textContent).to.equal(QUICK_ADD_TEXT.add)
    await userEvent.click(selectAll(el))
    await waitUntil(() => selectAll(el).checked, 'not all selected', { timeout: 2000 })
    expect((part(el, 'add') as HTMLButtonElement).textContent).to.equal(QUICK_ADD_TEXT.add)
  })

  it('asks a guest to sign in and makes no call', async () => {
    const h = setUpHarness()
    const el = await mount(h)
    expect(stateOf(el)).to.equal('signed-out')
    expect(part(el, 'notice')?.textContent).to.equal(QUICK_ADD_TEXT.signedOut)
    expect(await requests(h, 'smart-basket')).to.have.length(0)
    await expect(el).to.be.accessible()
  })
})
