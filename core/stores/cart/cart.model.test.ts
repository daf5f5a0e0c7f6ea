// Model test of the cart change queue: several widgets fire random add (+ and -) and weight changes at one
// page's cart store while fast-check's scheduler decides when each call and each reply happens, and some POST
// items calls fail (500, a dropped connection, a reply that is not JSON). Whatever the order, once everything
// settles the store's cart equals the simulator's, and the simulator holds exactly the changes that were
// confirmed, applied in the order the widgets asked for them. No timers: the scheduler is the clock.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSim } from '../../../sim/app'
import { customerCart } from '../../../sim/state'
import { CART_SOURCE, emptyCart } from '../../rules/cart/cart'
import { PATHS } from '../../rules/endpoints'
import { snsItemFields } from '../../rules/products'
import { cartPage, comparable, SIM_NOW, type SimFetch, simLines } from '../../../test/support/cart'
import { applyOps, type CartLine, type CartOp } from '../../rules/cart/queue'

const RUNS = Number(process.env.CART_MODEL_RUNS ?? 1000)
const WIDGETS = 3
const FAULTS = ['none', 'status', 'network', 'malformed'] as const
type Fault = (typeof FAULTS)[number]

const isItemsPost = (r: Request) => r.method === 'POST' && new URL(r.url).pathname.endsWith(PATHS.cartItems)

function failed(fault: Exclude<Fault, 'none'>): Promise<Response> {
  if (fault === 'network') return Promise.reject(new TypeError('Failed to fetch (model test)'))
  const body = fault === 'status' ? JSON.stringify({ errors: [{ code: '500', message: 'model failure' }] }) : '{not json'
  return Promise.resolve(new Response(body, { status: fault === 'status' ? 500 : 200, headers: { 'content-type': 'application/json' } }))
}

describe('cart change queue model', () => {
  it(`ends with the store's cart equal to the simulator's after random concurrent changes, latency and failures (${RUNS} runs) [CRT-022] [CRT-026] [CRT-027] [ERR-019]`, async () => {
    // A small catalogue keeps each simulated call cheap; the queue only needs a few products of each kind.
    const page = await cartPage({ user: 'C', sim: createSim({ products: 60, clock: () => SIM_NOW, now: SIM_NOW }) })
    await page.session.start()
    const { sim } = page
    const active = sim.state.products.filter((p) => p.status === 'active')
    const counted = active
      .filter((p) => !p.soldByWeight && !p.snsEligible)
      .slice(0, 3)
      .map((p) => p.id)
    const weighed = active.find((p) => p.soldByWeight)!
    const subscribable = active.find((p) => p.snsEligible && !p.soldByWeight)!.id
    const sns = snsItemFields({ isFirstTimeSnsSub: false })
    const weights = [0, weighed.minWeight ?? 0.5, 1.25, 2].map((w) => w.toFixed(2))

    const arbOp: fc.Arbitrary<CartOp> = fc.oneof(
      fc.record({ type: fc.constant('add' as const), itemId: fc.constantFrom(...counted), delta: fc.integer({ min: -2, max: 3 }) }),
      fc.record({ type: fc.constant('weight' as const), itemId: fc.constant(weighed.id), selectedWeight: fc.constantFrom(...weights) }),
      // An add press on a weighed item (every add surface): its minimum or more, on top of what the line holds.
      fc.record({ type: fc.constant('addWeight' as const), itemId: fc.constant(weighed.id), weight: fc.constantFrom(...weights.slice(1)) }),
      fc.record({
        type: fc.constant('add' as const),
        itemId: fc.constant(subscribable),
        delta: fc.integer({ min: 1, max: 2 }),
        sns: fc.constant(sns),
      }),
      fc.record({
        type: fc.constant('add' as const),
        itemId: fc.constant(subscribable),
        delta: fc.integer({ min: -3, max: -1 }),
        sns: fc.constant(sns),
      }),
    )
    const arbInitial = fc
      .subarray(counted)
      .chain((ids) => fc.tuple(...ids.map((itemId) => fc.integer({ min: 1, max: 4 }).map((qty) => ({ itemId, qty })))))

    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        arbInitial,
        fc.array(fc.record({ widget: fc.nat(WIDGETS - 1), op: arbOp }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(...FAULTS), { minLength: 0, maxLength: 8 }),
        fc.boolean(),
        async (s, initial, commands, faults, localFresh) => {
          // Arrange: the server cart holds `initial`; a new page view, with or without a valid local copy.
          const serverCart = customerCart(sim.state, page.user!)
          serverCart.lines = initial.map((l) => ({ ...l, cartCategory: '1P' }))
          const cart = page.newCart()
          const start: CartLine[] = initial.map((l) => ({ ...l, cartSource: CART_SOURCE, cartCategory: '1P' }))
          if (localFresh) {
            // A local copy the store takes as valid (same store and channel, read just now): no mini-cart read.
            const ctx = cart.context()
            cart.$cart.set({
              ...emptyCart(ctx.channel, ctx.storeId, ctx.guest),
              cartId: serverCart.cartId,
              cartItems: start,
              cartQty: start.reduce((n, l) => n + l.qty, 0),
              updatedTime: SIM_NOW,
            })
          }
          let call = 0
          page.route((next: SimFetch) => async (request) => {
            const fault = isItemsPost(request) ? (faults[call++] ?? 'none') : 'none'
            await s.schedule(Promise.resolve(), `send ${request.method}`)
            if (fault !== 'none') return failed(fault)
            const response = await next(request)
            return s.schedule(Promise.resolve(response), `reply ${request.method}`)
          })

          // Act: each widget's changes, issued when the scheduler says; the order of issue is recorded.
          const issued: { op: CartOp; outcome: 'ok' | 'failed' }[] = []
          const all = Promise.all(
            commands.map(({ widget, op }) =>
              s.schedule(Promise.resolve(), `widget ${widget}`).then(() => {
                const entry: (typeof issued)[number] = { op, outcome: 'failed' }
                issued.push(entry)
                const change =
                  op.type === 'add'
                    ? cart.addItem(op.itemId, op.delta, op.sns ? { sns: op.sns } : {})
                    : op.type === 'addWeight'
                      ? cart.add(op.itemId, weighed, { weight: op.weight })
                      : cart.setWeight(op.itemId, op.selectedWeight)
                return change.then(
                  () => void (entry.outcome = 'ok'),
                  () => undefined,
                )
              }),
            ),
          )
          await s.waitFor(all)

          // Assert: store = simulator, and the simulator = the confirmed changes in the order asked.
          const held = simLines(sim, serverCart.cartId)
          const shown = cart.$cart.get()
          expect(comparable((shown?.cartItems ?? []) as CartLine[])).toEqual(held)
          expect(cart.$cartCount.get()).toBe(held.reduce((n, l) => n + l.qty, 0))
          const confirmed = issued.filter((e) => e.outcome === 'ok').map((e) => e.op)
          expect(held).toEqual(comparable(applyOps(start, confirmed)))
          expect(cart.busy()).toBe(false)
        },
      ),
      { numRuns: RUNS },
    )
  }, 240_000)
})
