// The gallery caches written after the paint (core/io/deferred-storage.ts, core/stores/deferred-persistent.ts):
// the same keys and the same JSON as an immediate write, written on the scheduler's turn or when the page is
// left, read through by every reader before then, and a reload after that within 120 minutes makes no call.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { afterPaintScheduler, deferWrites, MIN_TURN_MS, type TurnDeadline, type WriteScheduler } from '../../io/deferred-storage'
import { jsonPieces } from '../../io/json-pieces'
import { readStored } from '../../io/persisted'
import { createSafeStorage } from '../../io/storage'
import { COUPON_CACHE_MAX_AGE_MS } from '../../rules/coupons/cache'
import { CLIPPED } from '../../rules/coupons/offer'
import { OFFER_PATHS } from '../../rules/endpoints'
import { STORED_KEYS } from '../../rules/persisted'
import { couponHarness, memoryStorage } from '../../../test/support/coupons'

/** A scheduler the test drives: `paint()` runs what waits for the paint, `leave()` is the page hide. */
function manualScheduler() {
  const waiting: ((deadline?: TurnDeadline) => void)[] = []
  const leaving = new Set<() => void>()
  const scheduler: WriteScheduler = {
    schedule: (run) => void waiting.push(run),
    onLeave: (run) => {
      leaving.add(run)
      return () => void leaving.delete(run)
    },
  }
  return {
    scheduler,
    paint: () => waiting.splice(0).forEach((run) => run()),
    /** A turn with time for `pieces` pieces of an encoding. */
    shortTurn: (pieces: number) => {
      let left = pieces
      const deadline: TurnDeadline = { timeRemaining: () => --left }
      waiting.splice(0).forEach((run) => run(deadline))
    },
    turns: () => waiting.length,
    leave: () => [...leaving].forEach((run) => run()),
    listening: () => leaving.size,
  }
}

const GALLERY_KEYS = [STORED_KEYS.abJ4uCoupons, STORED_KEYS.localCoupons]
const gallery = (h: { calls: (p: string) => Request[] }) => h.calls(OFFER_PATHS.registeredGallery).length

describe('gallery caches written after the paint', () => {
  it('stores, once painted, the same abJ4uCoupons and local coupon store JSON an immediate write stores [STO-011] [STO-010] [API-048]', async () => {
    const now = await couponHarness()
    await now.store.load()
    const later = manualScheduler()
    const h = await couponHarness({ sim: now.sim, cookies: now.cookies, clock: now.clock, writeLater: later.scheduler })
    await h.store.load()
    // the page has the gallery before storage does
    expect(h.store.$status.get()).toMatchObject({ status: 'ready', source: 'server' })
    expect(h.store.$offers.get()).toHaveLength(h.sim.state.offers.length)
    for (const key of GALLERY_KEYS) expect(h.local.map.has(key)).toBe(false)
    later.paint()
    for (const key of GALLERY_KEYS) expect(h.local.map.get(key)).toBe(now.local.map.get(key))
    expect(JSON.parse(h.local.map.get(STORED_KEYS.abJ4uCoupons)!)).toEqual(h.store.$cache.get())
  })

  it('writes what is pending when the page is left, and a reload within 120 minutes then makes no gallery call [CPN-080] [STO-018] [STO-011]', async () => {
    const later = manualScheduler()
    const first = await couponHarness({ writeLater: later.scheduler })
    await first.store.load()
    expect(first.local.map.has(STORED_KEYS.abJ4uCoupons)).toBe(false)
    later.leave()
    for (const key of GALLERY_KEYS) expect(first.local.map.has(key)).toBe(true)
    first.clock.now += COUPON_CACHE_MAX_AGE_MS - 60_000
    const reload = await couponHarness({
      sim: first.sim,
      cookies: first.cookies,
      clock: first.clock,
      storage: first.storage,
      writeLater: manualScheduler().scheduler,
    })
    await reload.store.load()
    expect(reload.store.$status.get()).toEqual({ status: 'ready', source: 'cache' })
    expect(gallery(reload)).toBe(0)
    expect(reload.store.$offers.get()).toEqual(first.store.$offers.get())
  })

  it('a clip before the paint reads the pending local coupon store and keeps it current [API-048] [STO-010] [CPN-026]', async () => {
    const later = manualScheduler()
    const h = await couponHarness({ user: 'R', writeLater: later.scheduler })
    await h.store.load()
    const offer = h.store.$offers.get().find((o) => o.status === 'U' && o.offerPgm !== 'WS' && (o.endDate ?? '') > '2030-05-15')!
    expect(await h.store.clip(offer.id, { trusted: true })).toBe('clipped')
    later.paint()
    expect(readStored(h.storage, 'localCoupons', h.clock.now)?.offers[offer.id]?.status).toBe(CLIPPED)
    expect(JSON.parse(h.local.map.get(STORED_KEYS.abJ4uCoupons)!).arrClippedCoupons).toContain(offer.id)
  })

  it('encodes the gallery over several short turns, and writes each cache whole after its last piece [STO-011] [CPN-080]', async () => {
    const now = await couponHarness()
    await now.store.load()
    const later = manualScheduler()
    const h = await couponHarness({ sim: now.sim, cookies: now.cookies, clock: now.clock, writeLater: later.scheduler })
    await h.store.load()
    let turns = 0
    while (!h.local.map.has(STORED_KEYS.abJ4uCoupons)) {
      expect(later.turns()).toBe(1)
      later.shortTurn(50)
      turns++
    }
    // the gallery has one piece per offer: fifty a turn takes several turns, and nothing is stored half-written
    expect(turns).toBeGreaterThan(h.sim.state.offers.length / 50 - 1)
    expect(h.local.map.get(STORED_KEYS.abJ4uCoupons)).toBe(now.local.map.get(STORED_KEYS.abJ4uCoupons))
    expect(h.local.map.has(STORED_KEYS.localCoupons)).toBe(false)
    while (later.turns() > 0) later.shortTurn(50)
    expect(readStored(h.storage, 'localCoupons', h.clock.now)).toEqual(readStored(now.storage, 'localCoupons', now.clock.now))
    expect(h.local.map.get(STORED_KEYS.localCoupons)).toBe(now.local.map.get(STORED_KEYS.localCoupons))
  })

  it('dispose (resetRuntime) writes what is pending and stops listening for the page hide [STO-011]', async () => {
    const later = manualScheduler()
    const h = await couponHarness({ writeLater: later.scheduler })
    await h.store.load()
    expect(later.listening()).toBe(1)
    h.store.dispose()
    expect(h.local.map.has(STORED_KEYS.abJ4uCoupons)).toBe(true)
    expect(later.listening()).toBe(0)
  })
})

describe('the browser scheduler', () => {
  /** A window double: frames, timers and idle callbacks run only when the test says so. */
  function fakeWindow(visibility: 'visible' | 'hidden' = 'visible') {
    const queue: { kind: 'frame' | 'timer' | 'idle'; run: () => void }[] = []
    const doc = Object.assign(new EventTarget(), { visibilityState: visibility })
    const win = Object.assign(new EventTarget(), {
      document: doc,
      requestAnimationFrame: (run: () => void) => queue.push({ kind: 'frame', run }),
      setTimeout: (run: () => void) => queue.push({ kind: 'timer', run }),
      requestIdleCallback: (run: () => void) => queue.push({ kind: 'idle', run }),
    })
    const step = () => {
      const next = queue.shift()
      next?.run()
      return next?.kind
    }
    return { win: win as unknown as Window, doc, queue, step }
  }

  it('writes after a painted frame and an idle turn, at once on pagehide or when the tab is hidden [STO-011]', () => {
    const local = memoryStorage()
    const page = fakeWindow()
    const storage = deferWrites(
      createSafeStorage(() => local),
      afterPaintScheduler(page.win),
    )
    storage.setLater('k', () => '1')
    storage.setLater('k', () => '2')
    expect(page.step()).toBe('frame')
    expect(page.step()).toBe('timer')
    expect(local.map.has('k')).toBe(false)
    expect(page.step()).toBe('idle')
    expect(local.map.get('k')).toBe('2')
    expect(page.queue).toHaveLength(0)

    storage.setLater('k', () => '3')
    page.win.dispatchEvent(new Event('pagehide'))
    expect(local.map.get('k')).toBe('3')

    storage.setLater('k', () => '4')
    page.doc.dispatchEvent(new Event('visibilitychange'))
    expect(local.map.get('k')).toBe('3')
    page.doc.visibilityState = 'hidden'
    page.doc.dispatchEvent(new Event('visibilitychange'))
    expect(local.map.get('k')).toBe('4')

    storage.dispose()
    storage.setLater('k', () => '5')
    page.win.dispatchEvent(new Event('pagehide'))
    expect(local.map.get('k')).toBe('4')
  })

  it('gives each turn the idle time left, and at least MIN_TURN_MS when the idle callback ran on its timeout [STO-011]', () => {
    const page = fakeWindow()
    const idle: { timeRemaining: () => number }[] = []
    // A clock that stands still: the turn's time left is read against it, not against how busy the machine is.
    const win = Object.assign(page.win, {
      performance: { now: () => 1000 },
      requestIdleCallback: (run: (d: IdleDeadline) => void) =>
        page.queue.push({ kind: 'idle', run: () => run(idle.shift() as IdleDeadline) }),
    })
    const seen: number[] = []
    const scheduler = afterPaintScheduler(win)
    idle.push({ timeRemaining: () => 0 }, { timeRemaining: () => 40 })
    scheduler.schedule((d) => void seen.push(d?.timeRemaining() ?? -1))
    scheduler.schedule((d) => void seen.push(d?.timeRemaining() ?? -1))
    while (page.queue.length > 0) page.step()
    expect(seen[0]).toBe(MIN_TURN_MS)
    expect(seen[1]).toBe(40)
  })

  it('a page loaded hidden paints no frame: it writes on the next task [STO-011]', () => {
    const local = memoryStorage()
    const page = fakeWindow('hidden')
    const storage = deferWrites(
      createSafeStorage(() => local),
      afterPaintScheduler(page.win),
    )
    storage.setLater('k', () => 'v')
    expect(page.step()).toBe('timer')
    expect(local.map.get('k')).toBe('v')
  })
})

describe('deferred writes against immediate ones (property)', () => {
  const tally = { runs: 0, steps: 0, writesDeferred: 0, writesImmediate: 0 }
  afterAll(() => {
    console.log(
      `deferred storage: ${tally.runs} random sequences, ${tally.steps} steps; every read and the final storage equal to immediate writes; ` +
        `${tally.writesDeferred} storage writes deferred vs ${tally.writesImmediate} immediate`,
    )
  })

  const key = fc.constantFrom('abJ4uCoupons', 'aisle:coupons', 'other')
  const step = fc.oneof(
    fc.record({ op: fc.constant('later' as const), key, value: fc.option(fc.string({ maxLength: 4 }), { nil: undefined }) }),
    fc.record({ op: fc.constant('set' as const), key, value: fc.string({ maxLength: 4 }) }),
    fc.record({ op: fc.constant('remove' as const), key }),
    fc.record({ op: fc.constant('get' as const), key }),
    fc.record({ op: fc.constant('pieces' as const), key, value: fc.string({ maxLength: 6 }) }),
    fc.record({ op: fc.constant('paint' as const) }),
    fc.record({ op: fc.constant('short' as const), pieces: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ op: fc.constant('leave' as const) }),
  )

  it('every read answers, and storage ends with, what immediate writes give; writes to a key coalesce [STO-011] [STO-010] [STO-005]', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        tally.runs++
        tally.steps += steps.length
        const counted = (map: Map<string, string>, bump: () => void) =>
          Object.assign(
            memoryStorage(),
            { map },
            {
              getItem: (k: string) => map.get(k) ?? null,
              setItem: (k: string, v: string) => {
                bump()
                map.set(k, v)
              },
              removeItem: (k: string) => void map.delete(k),
            },
          )
        const deferredMap = new Map<string, string>()
        const immediateMap = new Map<string, string>()
        const later = manualScheduler()
        const writes = { deferred: 0, immediate: 0 }
        const deferred = deferWrites(
          createSafeStorage(() => counted(deferredMap, () => writes.deferred++)),
          later.scheduler,
        )
        const immediate = deferWrites(createSafeStorage(() => counted(immediateMap, () => writes.immediate++)))
        for (const s of steps) {
          if (s.op === 'pieces') {
            // the value as JSON, encoded a character at a time: written whole or not at all
            deferred.setLater(s.key, () => ({ pieces: jsonPieces([...s.value], 1) }))
            immediate.setLater(s.key, () => JSON.stringify([...s.value]))
          } else if (s.op === 'short') later.shortTurn(s.pieces)
          else if (s.op === 'later') {
            deferred.setLater(s.key, () => s.value)
            immediate.setLater(s.key, () => s.value)
          } else if (s.op === 'set') {
            deferred.set(s.key, s.value)
            immediate.set(s.key, s.value)
          } else if (s.op === 'remove') {
            deferred.remove(s.key)
            immediate.remove(s.key)
          } else if (s.op === 'get') expect(deferred.get(s.key)).toBe(immediate.get(s.key))
          else if (s.op === 'paint') later.paint()
          else later.leave()
        }
        later.leave()
        expect(Object.fromEntries(deferredMap)).toEqual(Object.fromEntries(immediateMap))
        expect(writes.deferred).toBeLessThanOrEqual(writes.immediate)
        tally.writesDeferred += writes.deferred
        tally.writesImmediate += writes.immediate
      }),
      { numRuns: 300 },
    )
  })
})
