// The gallery reply's fast path (core/io/api/fast-schema.ts): for any reply, taking it as it is when the
// predicate says so gives what valibot gives: the same success, an equal output, the same issues.
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { createSim } from '../../../sim/app'
import { compileCheck, withFastPath } from './fast-schema'
import { galleryReplySchema, rawOfferSchema } from '../coupons/offers-schemas'

/** The gallery reply schema without the fast path (the shape of offers-schemas.ts). */
const full = v.looseObject({
  offers: v.array(rawOfferSchema),
  offersByUpc: v.nullish(v.record(v.string(), v.array(v.union([v.string(), v.number()])))),
})
const fast = withFastPath(full)

const anyValue = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 3 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.oneof(fc.string({ maxLength: 2 }), fc.integer(), fc.boolean(), fc.constant(null)), { maxLength: 3 }),
  fc.record(
    { events: fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }), promoType: fc.oneof(fc.string({ maxLength: 1 }), fc.integer()) },
    { requiredKeys: [] },
  ),
)
/** A value valibot accepts for the schema, generated from the schema itself (what a well-formed reply sends). */
function validFor(schema: unknown): fc.Arbitrary<unknown> {
  const s = schema as { type: string; wrapped?: unknown; options?: unknown[]; item?: unknown; entries?: Record<string, unknown> }
  switch (s.type) {
    case 'string':
      return fc.string({ maxLength: 4 })
    case 'number':
      return fc.integer()
    case 'boolean':
      return fc.boolean()
    case 'nullish':
      return fc.oneof(fc.constant(null), validFor(s.wrapped))
    case 'union':
      return fc.oneof(...(s.options ?? []).map(validFor))
    case 'array':
      return fc.array(validFor(s.item), { maxLength: 3 })
    case 'loose_object':
      return fc.record(Object.fromEntries(Object.entries(s.entries ?? {}).map(([k, e]) => [k, validFor(e)])), { requiredKeys: [] })
    default:
      throw new Error(`no generator for ${s.type}`)
  }
}
const ENTRIES: Record<string, unknown> = { ...rawOfferSchema.entries, extraField: v.string() }
const offer = fc
  .record(
    Object.fromEntries(
      Object.entries(ENTRIES).map(([k, e]) => [k, fc.oneof({ arbitrary: validFor(e), weight: 60 }, { arbitrary: anyValue, weight: 1 })]),
    ),
    { requiredKeys: [] },
  )
  .chain((o) =>
    // now and then a key valibot leaves out of its output, as JSON.parse makes it (an own property)
    fc.constantFrom(undefined, undefined, undefined, undefined, '__proto__', 'constructor').map((dropped) => {
      if (dropped) Object.defineProperty(o, dropped, { value: 'x', enumerable: true, configurable: true, writable: true })
      return o as Record<string, unknown>
    }),
  )
const reply = fc.oneof(
  {
    arbitrary: fc.record(
      {
        offers: fc.array(offer, { maxLength: 4 }),
        offersByUpc: fc.option(
          fc.dictionary(
            fc.string({ maxLength: 3 }),
            fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.boolean()), { maxLength: 2 }),
          ),
          { nil: undefined },
        ),
      },
      { requiredKeys: ['offers'] },
    ),
    weight: 12,
  },
  { arbitrary: fc.oneof(fc.constant(null), fc.array(offer, { maxLength: 2 }), fc.record({ offers: anyValue })), weight: 1 },
)

describe('the gallery reply fast path (property)', () => {
  const tally = { replies: 0, fast: 0, valibot: 0, refused: 0 }
  afterAll(() => {
    console.log(
      `gallery fast path: ${tally.replies} random replies, ${tally.fast} taken as they are, ${tally.valibot} parsed by valibot (${tally.valibot - tally.refused} accepted, ${tally.refused} refused); every one equal to valibot's answer`,
    )
  })

  it('answers every reply as valibot does: the same success, an equal output, the same issues [API-046] [API-047] [API-084]', () => {
    const check = compileCheck(full)!
    fc.assert(
      fc.property(reply, (input) => {
        tally.replies++
        const expected = v.safeParse(full, input)
        const got = v.safeParse(fast, input)
        if (check(input)) {
          tally.fast++
          expect(expected.success).toBe(true)
          expect(got.output).toBe(input)
        } else tally.valibot++
        if (!expected.success) tally.refused++
        expect(got.success).toBe(expected.success)
        expect(got.output).toEqual(expected.output)
        expect(got.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual(expected.issues?.map((i) => [v.getDotPath(i), i.message]))
      }),
      { numRuns: 400 },
    )
    expect(tally.fast).toBeGreaterThan(0)
    expect(tally.refused).toBeGreaterThan(0)
  })

  it("takes the simulator's 5,000-offer gallery as it is, equal to valibot's output [API-046]", () => {
    const sim = createSim({ offers: 5000 })
    const input = JSON.parse(JSON.stringify({ offers: sim.state.offers })) as unknown
    const got = v.safeParse(galleryReplySchema, input)
    expect(got.success).toBe(true)
    expect(got.output).toBe(input)
    expect(got.output).toEqual(v.safeParse(full, input).output)
  })

  it('leaves a schema with parts it does not know to valibot', () => {
    const piped = v.looseObject({ id: v.pipe(v.string(), v.minLength(2)) })
    expect(compileCheck(piped)).toBeUndefined()
    expect(withFastPath(piped)).toBe(piped)
    expect(compileCheck(v.nullish(v.string(), 'x'))).toBeUndefined()
  })
})
