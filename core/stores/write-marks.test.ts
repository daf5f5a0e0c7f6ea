// Writes another page left in flight, read by the real cart and coupon stores over the in-memory storage engine and
// the in-process simulator: the cache a mark applies to is not shown before the server was read, a mark of another
// shopper or store changes nothing, and the mark is consumed once its write can no longer land. Never a replayed write.
import { describe, expect, it } from 'vitest'
import { createSafeStorage } from '../io/storage'
import { createWriteMarks } from '../io/write-marks'
import { CART_PATHS } from '../rules/cart/endpoints'
import { OFFER_PATHS } from '../rules/endpoints'
import { WRITE_MARK_LIFETIME_MS, WRITE_MARKS_STORAGE_KEY, writeScopeOf } from '../rules/write-marks'
import { cartPage, SIM_NOW } from '../../test/support/cart'
import { couponHarness, simUser } from '../../test/support/coupons'
import { memoryStorage } from '../../test/support/storage'
import { createCartStore } from './cart/cart'
import type { SessionStore } from './session'

const quiet = { warn() {}, error() {} }

/** A page's marks over `storage`, at the moving time `clock.now`, with the timers it schedules kept to be run by hand. */
function pageMarks(storage: ReturnType<typeof createSafeStorage>, session: SessionStore, clock: { now: number }) {
  const timers: { fn: () => void; ms: number }[] = []
  const marks = createWriteMarks(storage, () => clock.now)
  return {
    writes: { marks, scope: () => writeScopeOf(session.$session.get().shopper) },
    timers,
    later: (fn: () => void, ms: number) => void timers.push({ fn, ms }),
  }
}

async function cartViews() {
  const page = await cartPage({ user: 'C' })
  await page.session.start()
  const storage = createSafeStorage(() => memoryStorage(), quiet)
  const clock = { now: SIM_NOW }
  const view = (marks = pageMarks(storage, page.session, clock)) => ({
    marks,
    cart: createCartStore({
      api: () => page.api,
      session: page.session,
      storage,
      now: () => SIM_NOW,
      log: quiet,
      writes: marks.writes,
      timers: { setInterval, clearInterval, setTimeout: marks.later },
    }),
  })
  const item = page.sim.state.products.find((p) => p.status === 'active' && !p.soldByWeight && !p.snsEligible)!.id
  return { page, storage, clock, view, item }
}

const miniCartReads = (sent: Request[]) =>
  sent.filter((r) => r.method === 'GET' && new URL(r.url).pathname.endsWith(CART_PATHS.miniCart)).length

describe('a cart change another page left in flight', () => {
  it("reads the server's cart instead of the valid local copy, again once the change can no longer land, then forgets the mark", async () => {
    const { page, storage, clock, view, item } = await cartViews()
    const first = view()
    await first.cart.load()
    const before = first.cart.$cartCount.get()
    // The first page leaves while its add is in flight: the mark stays; the add lands on the server afterwards.
    first.marks.writes.marks.begin('cart', first.marks.writes.scope())
    await page.cart.addItem(item)

    const next = view()
    const reads = miniCartReads(page.sent)
    await next.cart.load()
    expect(miniCartReads(page.sent)).toBe(reads + 1)
    expect(next.cart.$cartCount.get()).toBe(before + 1)
    expect(next.marks.timers.map((t) => t.ms)).toEqual([WRITE_MARK_LIFETIME_MS])

    clock.now += WRITE_MARK_LIFETIME_MS
    next.marks.timers[0]!.fn()
    await next.cart.load()
    expect(miniCartReads(page.sent)).toBe(reads + 2)
    expect(storage.get(WRITE_MARKS_STORAGE_KEY)).toBeNull()
    // Consumed: a later page uses its valid local copy again, and nothing was sent twice.
    const later = view()
    await later.cart.load()
    expect(miniCartReads(page.sent)).toBe(reads + 2)
    expect(page.sent.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith(CART_PATHS.cartItems))).toHaveLength(1)
  })

  it("reads the server's cart, not the stored copy that shows it, when the page was left before its queued add was even sent", async () => {
    const { page, view, item } = await cartViews()
    const first = view()
    await first.cart.load()
    const before = first.cart.$cartCount.get()
    // The press shows at once in the stored copy; its call would go a frame later, and the page is left before that.
    void first.cart.addItem(item).catch(() => undefined)
    expect(first.cart.$cartCount.get()).toBe(before + 1)

    const next = view()
    const reads = miniCartReads(page.sent)
    await next.cart.load()
    expect(miniCartReads(page.sent)).toBe(reads + 1)
    expect(next.cart.$cartCount.get()).toBe(before)
  })

  it("keeps the local copy for a mark of another store, of another shopper, or this page's own change in flight", async () => {
    const { page, view } = await cartViews()
    const first = view()
    await first.cart.load()
    const scope = first.marks.writes.scope()
    first.marks.writes.marks.begin('cart', { ...scope, storeId: 'another-store' })
    first.marks.writes.marks.begin('cart', { ...scope, shopper: 'someone-else' })
    first.marks.writes.marks.begin('coupons', scope)
    const reads = miniCartReads(page.sent)
    await view().cart.load()
    // The first page's own mark is its own write in flight: its reply updates the cart, no read is due.
    first.marks.writes.marks.begin('cart', scope)
    await first.cart.load()
    expect(miniCartReads(page.sent)).toBe(reads)
  })
})

describe('a clip another page left in flight', () => {
  it('reads the gallery from the server instead of the stored one, so the clip that landed shows', async () => {
    const first = await couponHarness({ user: 'C' })
    await first.store.load()
    const offer = first.store.$offers.get().find((o) => o.status === 'U')!
    const marks = pageMarks(first.storage, first.session, first.clock)
    marks.writes.marks.begin('coupons', marks.writes.scope())
    // The clip lands on the server after the first page left.
    simUser(first.sim, 'C').clipped.push(offer.id)

    const next = await couponHarness({
      sim: first.sim,
      storage: first.storage,
      cookies: first.cookies,
      clock: first.clock,
      writes: pageMarks(first.storage, first.session, first.clock).writes,
    })
    await next.store.load()
    expect(next.calls(OFFER_PATHS.registeredGallery, 'GET')).toHaveLength(1)
    expect(next.store.offer(offer.id).get()?.status).toBe('C')
    expect(next.calls(OFFER_PATHS.clip, 'POST')).toHaveLength(0)
  })
})

describe('a clip whose gallery update had not happened yet', () => {
  it('is marked from the press until the gallery store holds it, so a page left in between leaves the mark', async () => {
    const clock = { now: SIM_NOW }
    const first = await couponHarness({ user: 'C' })
    const marks = pageMarks(first.storage, first.session, clock)
    const h = await couponHarness({
      sim: first.sim,
      storage: first.storage,
      cookies: first.cookies,
      clock: first.clock,
      writes: marks.writes,
    })
    await h.store.load()
    const offer = h.store.$offers.get().find((o) => o.status === 'U')!
    const stored = () => JSON.parse(h.storage.get(WRITE_MARKS_STORAGE_KEY) ?? '[]') as { resource: string }[]
    const pending = h.store.clip(offer.id, { trusted: true })
    expect(stored().map((m) => m.resource)).toEqual(['coupons'])
    expect(await pending).toBe('clipped')
    expect(h.store.offer(offer.id).get()?.status).toBe('C')
    expect(h.storage.get(WRITE_MARKS_STORAGE_KEY)).toBeNull()
  })
})

describe('the marks in a storage that fails', () => {
  it('never throw when local storage is full or disabled, and still mark this page view', () => {
    const clock = { now: SIM_NOW }
    const full = createSafeStorage(
      () => ({
        ...memoryStorage(),
        setItem() {
          throw new DOMException('full', 'QuotaExceededError')
        },
      }),
      quiet,
    )
    const disabled = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError')
    }, quiet)
    for (const storage of [full, disabled]) {
      const marks = createWriteMarks(storage, () => clock.now)
      const end = marks.begin('cart', { shopper: '1', storeId: '1100', channel: '' })
      expect(JSON.parse(storage.get(WRITE_MARKS_STORAGE_KEY) ?? '[]')).toHaveLength(1)
      end()
      expect(storage.get(WRITE_MARKS_STORAGE_KEY)).toBeNull()
    }
  })
})
