/**
 * The chaos soak's presses (not shipped): every write a shopper can press on the walked pages, by surface, each
 * pressed with real input and written in the ledger with what the screen said of it.
 * - Home page: a game's 'Start Playing' on the game grid (opt in).
 * - Product page: a product card's or a product-carousel tile's Add; the quick-add basket's 'Add selected to cart'
 *   after choosing 1-3 of its rows (one ledger entry per item).
 * - Coupons page: a digital coupon's Clip, Activate or Add to List on the deals grid or the offer carousel (each sent
 *   as a clip; Add to List puts a clipped offer back on the list), and the non-digital coupon's list toggle (list add
 *   or remove). That coupon comes after every digital one, so the shopper first picks a category to reach it.
 * A press draws one of the surfaces the page shows, so each gets its share whatever its number of buttons.
 */
import type { Locator } from 'playwright'
import { CART_CHANGE_EVENT } from '../../../core/elements/events'
import { LIST_TOGGLE_FAILED_TEXT } from '../../../core/rules/coupons/cms-card'
import { CART_ERROR_MESSAGE } from '../../../core/rules/errors'
import { GAME_STATUS } from '../../../core/rules/games/status'
import { note, type Press, type Tab, type World } from './world'

/** How long a press waits for the screen to say how it went before the walk moves on (not an assertion). */
const OUTCOME_WAIT_MS = { min: 0, max: 3000 } as const

/** At most this many widgets, hosts in each, or cards are looked at per press (a page of the demo has about a dozen). */
const LOOK_AT = 12

/**
 * The add buttons of the single-item add surfaces: each with the item it adds and where its outcome shows. A button
 * is pressed by its item's id, not by its place: a carousel refreshing its tiles (prerendered, then read) reorders them.
 */
const ADD_SURFACES = [
  {
    surface: 'product-card',
    widget: 'aisle-product-card',
    host: ':scope',
    button: '[part="add"]:not([aria-disabled="true"])',
    id: 'product-id',
    status: '[part="status"]',
  },
  {
    surface: 'carousel-tile',
    widget: 'aisle-product-carousel',
    host: '[part="slide"]',
    button: '[part="add"]:not([disabled])',
    id: 'data-id',
    status: '[part="message"]',
  },
] as const
type AddSurface = (typeof ADD_SURFACES)[number]

/** The digital coupon surfaces of the coupons page, and the card states whose press sends a clip. */
const CLIP_SURFACES = [
  { surface: 'deals-grid', widget: 'aisle-deals-grid' },
  { surface: 'offer-carousel', widget: 'aisle-offer-carousel' },
] as const
const CLIP_STATES = ['clip', 'activate', 'add-to-list'] as const
/** The states of a card whose offer is clipped (a clipped offer, a behaviour or continuity offer under way or done). */
export const CLIPPED_STATES = ['clipped', 'in-progress', 'completed'] as const

const QUICK_ADD = 'aisle-quick-add'
export const CMS_CARD = 'aisle-deals-grid article[data-kind="cms"]'
export const GRID_CARD = 'aisle-game-grid [part~="card"]'

/** A real press: the pointer, or the keyboard on the focused button (Enter or Space). */
async function press(world: World, button: Locator): Promise<string> {
  if (world.rng.chance(0.5)) {
    await button.click({ timeout: 2000 })
    return 'pointer'
  }
  await button.focus({ timeout: 2000 })
  const key = world.rng.pick(['Enter', 'Space'])
  await button.page().keyboard.press(key)
  return key
}

/** Waits a drawn time for the press's outcome to show; what it saw goes in the ledger. */
async function outcome<T extends Press['outcome']>(world: World, read: () => Promise<T | undefined>): Promise<T | 'unknown'> {
  const until = Date.now() + world.rng.int(OUTCOME_WAIT_MS.min, OUTCOME_WAIT_MS.max)
  for (;;) {
    const seen = await read().catch(() => undefined)
    if (seen) return seen
    if (Date.now() >= until) return 'unknown'
    await new Promise((r) => setTimeout(r, 100))
  }
}

const record = (world: World, tab: Tab, kind: Press['kind'], id: string, surface: string): Press => {
  const entry: Press = { step: world.step, tab: tab.name, kind, id, surface, outcome: 'unknown' }
  world.presses.push(entry)
  return entry
}

/** The status line of an add surface: its text says added, or the cart error (ERR-019). */
const addOutcome = async (status: Locator) => {
  const text = (await status.textContent({ timeout: 200 }))?.trim() ?? ''
  return text === CART_ERROR_MESSAGE ? 'failed' : /added/i.test(text) ? 'ok' : undefined
}

interface AddTarget {
  id: string
  button: Locator
  status: Locator
}

async function addTargets(tab: Tab, s: AddSurface): Promise<AddTarget[]> {
  const found: AddTarget[] = []
  const widgets = tab.page.locator(s.widget)
  for (let w = 0; w < Math.min(await widgets.count(), LOOK_AT); w++) {
    const widget = widgets.nth(w)
    const hosts = s.host === ':scope' ? widget : widget.locator(s.host)
    for (let i = 0; i < Math.min(await hosts.count(), LOOK_AT); i++) {
      const id = await hosts
        .nth(i)
        .getAttribute(s.id, { timeout: 500 })
        .catch(() => null)
      if (!id) continue
      const pinned =
        s.host === ':scope'
          ? tab.page.locator(`${s.widget}[${s.id}="${id}"]`).first()
          : widget.locator(`${s.host}[${s.id}="${id}"]`).first()
      const button = pinned.locator(s.button)
      if ((await button.count()) === 1) found.push({ id, button, status: (s.host === ':scope' ? pinned : widget).locator(s.status) })
    }
  }
  return found
}

async function pressAdd(world: World, tab: Tab, s: AddSurface): Promise<void> {
  const targets = await addTargets(tab, s)
  if (targets.length === 0) return note(world, `${tab.name}: no ${s.surface} add to press`)
  const t = world.rng.pick(targets)
  const how = await press(world, t.button).catch(() => undefined)
  if (!how) return note(world, `${tab.name}: ${s.surface} ${t.id} add could not be pressed`)
  const entry = record(world, tab, 'add', t.id, s.surface)
  entry.outcome = await outcome(world, () => addOutcome(t.status))
  note(world, `${tab.name}: ${how} add ${s.surface} ${t.id} → ${entry.outcome}`)
}

/**
 * Quick add: the shopper clears the selection (Select all), ticks 1-3 rows, then presses 'Add selected to cart'. The
 * basket's selection is shared with the other tab (stored), so a reload there can change it under the shopper: what
 * the press added is read from its aisle-cart-change event, and the rows seen selected stand in when none came.
 */
async function pressQuickAdd(world: World, tab: Tab): Promise<void> {
  const root = tab.page.locator(`${QUICK_ADD} [part="root"][data-state="ready"]`)
  const rows = root.locator('[part="item"]')
  const n = Math.min(await rows.count(), LOOK_AT)
  if (n === 0) return note(world, `${tab.name}: no quick-add rows`)
  const picks = new Set(Array.from({ length: world.rng.int(1, Math.min(3, n)) }, () => world.rng.int(0, n - 1)))
  const chosen = await (async () => {
    const all = root.locator('[part="select-all"] input')
    const { checked, indeterminate } = await all.evaluate(
      (el: HTMLInputElement) => ({ checked: el.checked, indeterminate: el.indeterminate }),
      undefined,
      { timeout: 2000 },
    )
    // Checked: one click clears every row; some rows ticked: the first click ticks them all, the second clears them.
    for (let i = 0; i < (checked ? 1 : indeterminate ? 2 : 0); i++) await all.click({ timeout: 2000 })
    for (const i of picks) await rows.nth(i).locator('input[type="checkbox"]').click({ timeout: 2000 })
    return root.locator('[part="item"][data-selected="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? ''))
  })().catch((e: unknown) => String(e).split('\n')[0] ?? '')
  if (typeof chosen === 'string' || !chosen.length)
    return note(world, `${tab.name}: quick-add rows could not be chosen${typeof chosen === 'string' ? `: ${chosen}` : ''}`)
  const host = tab.page.locator(QUICK_ADD)
  const listening = await host
    .evaluate(
      (el, name) => {
        const heard = el as HTMLElement & { soakAdded?: string[] }
        delete heard.soakAdded
        el.addEventListener(name, (e) => void (heard.soakAdded = (e as CustomEvent<{ items?: string[] }>).detail.items ?? []), {
          once: true,
        })
      },
      CART_CHANGE_EVENT,
      { timeout: 1000 },
    )
    .then(
      () => true,
      () => false,
    )
  if (!listening) return note(world, `${tab.name}: quick-add is gone`)
  const how = await press(world, root.locator('[part="add"]:not([disabled])')).catch(() => undefined)
  if (!how) return note(world, `${tab.name}: quick-add ${chosen.join(',')} could not be pressed`)
  const seen = await outcome(world, () => addOutcome(root.locator('[part="message"]')))
  const added =
    seen === 'ok'
      ? await host
          .evaluate((el) => (el as HTMLElement & { soakAdded?: string[] }).soakAdded, undefined, { timeout: 1000 })
          .catch(() => undefined)
      : undefined
  const ids = added ?? chosen
  for (const id of ids) record(world, tab, 'add', id, 'quick-add').outcome = seen
  note(world, `${tab.name}: ${how} quick-add ${ids.join(',')} → ${seen}`)
}

/** A digital coupon's Clip, Activate or Add to List: a clip; done when the card shows the offer clipped. */
async function pressClip(world: World, tab: Tab, s: (typeof CLIP_SURFACES)[number]): Promise<void> {
  const cards = tab.page.locator(CLIP_STATES.map((state) => `${s.widget} article[data-offer-id][data-state="${state}"]`).join(', '))
  const n = Math.min(await cards.count(), LOOK_AT)
  if (n === 0) return note(world, `${tab.name}: no ${s.surface} coupon to clip`)
  const [id, state] = await cards
    .nth(world.rng.int(0, n - 1))
    .evaluate((el) => [el.getAttribute('data-offer-id'), el.getAttribute('data-state')] as const, undefined, { timeout: 500 })
    .catch(() => [null, null] as const)
  if (!id) return
  // Pressed by its offer id and state: the cards in a clippable state change as clips land.
  const how = await press(
    world,
    tab.page.locator(`${s.widget} article[data-offer-id="${id}"][data-state="${state}"] [part="action"]`).first(),
  ).catch(() => undefined)
  if (!how) return note(world, `${tab.name}: ${s.surface} ${state} ${id} could not be pressed`)
  // Add to List sends the clip with the list item only (a clipped offer off the list): what lands is the list entry.
  const entry = record(world, tab, state === 'add-to-list' ? 'list-add' : 'clip', id, s.surface)
  const byId = tab.page.locator(`${s.widget} article[data-offer-id="${id}"]`)
  entry.outcome = await outcome(world, async () =>
    (CLIPPED_STATES as readonly (string | null)[]).includes(await byId.getAttribute('data-state', { timeout: 200 })) ? 'ok' : undefined,
  )
  note(world, `${tab.name}: ${how} ${s.surface} ${state} ${id} → ${entry.outcome}`)
}

/**
 * The non-digital coupon's list toggle. The store decides the call (it reads the list first when unread), so the
 * ledger takes the direction from what the card shows once the press's busy state has come and gone; a watcher set
 * before the press tells that busy state from a card that has not re-rendered yet.
 */
async function pressListToggle(world: World, tab: Tab): Promise<void> {
  const card = tab.page.locator(CMS_CARD).first()
  if ((await card.count()) === 0) {
    // The coupon follows every digital one: a category with fewer than a page of coupons shows it.
    const select = tab.page.locator('aisle-deals-grid select[part="category"]')
    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean))
      .catch(() => [] as string[])
    if (options.length === 0) return note(world, `${tab.name}: no category to choose`)
    const category = world.rng.pick(options)
    const chose = await select.selectOption(category, { timeout: 2000 }).catch(() => undefined)
    return note(world, `${tab.name}: ${chose ? 'choose' : 'could not choose'} category ${category}`)
  }
  const before = await card
    .evaluate(
      (el) => {
        const watched = el as HTMLElement & { soakBusy?: boolean; soakWatch?: MutationObserver }
        watched.soakWatch?.disconnect()
        watched.soakBusy = false
        watched.soakWatch = new MutationObserver((records) => {
          if (el.getAttribute('aria-busy') === 'true' || records.some((r) => r.oldValue === 'true')) watched.soakBusy = true
        })
        watched.soakWatch.observe(el, { attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true })
        return { id: el.getAttribute('data-offer-id') ?? '', state: el.getAttribute('data-state') }
      },
      undefined,
      { timeout: 1000 },
    )
    .catch(() => undefined)
  if (!before?.id) return
  const how = await press(world, card.locator('[part="list-toggle"]:not([aria-disabled="true"])')).catch(() => undefined)
  if (!how) return note(world, `${tab.name}: list toggle ${before.id} could not be pressed`)
  const offered: Press['kind'] = before.state === 'added' ? 'list-remove' : 'list-add'
  const entry = record(world, tab, offered, before.id, 'cms-card')
  entry.outcome = await outcome(world, async () => {
    const now = await card.evaluate(
      (el) => ({
        saw: (el as HTMLElement & { soakBusy?: boolean }).soakBusy === true,
        busy: el.getAttribute('aria-busy') === 'true',
        state: el.getAttribute('data-state'),
        message: el.querySelector('[part="list-status"]')?.textContent?.trim() ?? '',
      }),
      undefined,
      { timeout: 200 },
    )
    if (!now.saw || now.busy) return undefined
    if (now.message === LIST_TOGGLE_FAILED_TEXT) return 'failed'
    entry.kind = now.state === 'added' ? 'list-add' : 'list-remove'
    return 'ok'
  })
  note(world, `${tab.name}: ${how} list toggle ${before.id} (${before.state}) → ${entry.kind} ${entry.outcome}`)
}

/** A game's 'Start Playing': done when its card says In Progress, failed when the card shows the refusal. */
async function pressOptIn(world: World, tab: Tab): Promise<void> {
  const cards = tab.page.locator(`${GRID_CARD}[data-status="${GAME_STATUS.NOT_STARTED}"]:has([part~="opt-in"]:not([aria-disabled="true"]))`)
  const n = Math.min(await cards.count(), LOOK_AT)
  if (n === 0) return note(world, `${tab.name}: no game to opt in to`)
  const code = await cards
    .nth(world.rng.int(0, n - 1))
    .getAttribute('data-code', { timeout: 500 })
    .catch(() => null)
  if (!code) return
  const card = tab.page.locator(`${GRID_CARD}[data-code="${code}"]`)
  const how = await press(world, card.locator('[part~="opt-in"]')).catch(() => undefined)
  if (!how) return note(world, `${tab.name}: opt in ${code} could not be pressed`)
  const entry = record(world, tab, 'opt-in', code, 'game-grid')
  entry.outcome = await outcome(world, async () => {
    if ((await card.getAttribute('data-status', { timeout: 200 })) === String(GAME_STATUS.IN_PROGRESS)) return 'ok'
    const busy = (await card.locator('[part~="opt-in"][aria-busy="true"]').count()) > 0
    return !busy && (await card.locator('[part="message"]').count()) > 0 ? 'failed' : undefined
  })
  note(world, `${tab.name}: ${how} opt in ${code} → ${entry.outcome}`)
}

interface Surface {
  name: string
  /** Whether the tab shows something of this surface to press (a cheap count, no waiting). */
  present: (tab: Tab) => Promise<boolean>
  press: (world: World, tab: Tab) => Promise<void>
}

const shown = (selector: string) => async (tab: Tab) => (await tab.page.locator(selector).count()) > 0

/** The surfaces of each walked page. */
const PAGE_SURFACES: Record<string, readonly Surface[]> = {
  '/': [{ name: 'game-grid', present: shown(`${GRID_CARD} [part~="opt-in"]`), press: pressOptIn }],
  '/product.html': [
    ...ADD_SURFACES.map((s) => ({
      name: s.surface,
      present: shown(`${s.widget} ${s.button}`),
      press: (world: World, tab: Tab) => pressAdd(world, tab, s),
    })),
    { name: 'quick-add', present: shown(`${QUICK_ADD} [part="root"][data-state="ready"] [part="item"]`), press: pressQuickAdd },
  ],
  '/coupons.html': [
    ...CLIP_SURFACES.map((s) => ({
      name: s.surface,
      present: shown(CLIP_STATES.map((state) => `${s.widget} article[data-state="${state}"]`).join(', ')),
      press: (world: World, tab: Tab) => pressClip(world, tab, s),
    })),
    // Present once the grid shows its cards: a press either toggles the coupon or picks a category that shows it.
    { name: 'list-toggle', present: shown('aisle-deals-grid select[part="category"]'), press: pressListToggle },
  ],
}

/** A press of one of the surfaces the tab shows, drawn evenly; false when the page has none to press. */
export async function pressOnPage(world: World, tab: Tab): Promise<boolean> {
  const surfaces = PAGE_SURFACES[new URL(tab.page.url()).pathname] ?? []
  const present: Surface[] = []
  for (const s of surfaces) if (await s.present(tab).catch(() => false)) present.push(s)
  if (present.length === 0) return false
  await world.rng.pick(present).press(world, tab)
  return true
}
