import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { seededOffers } from '../../../test/support/offer-fixtures'
import { toOffers } from '../../rules/coupons/offer-normalise'
import { runSteps } from '../../rules/steps'
import { runInSlices } from '../slices'
import { decodePrepared, encodePrepared, galleryError, galleryPipelineSteps, OFFERS_PER_STEP } from './gallery-pipeline'
import { galleryReplySchema } from '../coupons/offers-schemas'

/** Raw gallery entries: the seeded offers of every kind, plus arbitrary JSON where the fields may be anything. */
const arbRawOffer = fc.oneof(
  fc.constantFrom(...seededOffers()),
  fc.record(
    {
      offerId: fc.oneof(fc.stringMatching(/^[0-9]{1,6}$/), fc.integer({ min: 1, max: 999_999 }), fc.constant('')),
      offerPgm: fc.constantFrom('PD', 'CC', 'MF', 'SC'),
      status: fc.constantFrom('C', 'U', ' c '),
      deleted: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')),
      purchaseRank: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom('3', 'x')),
      brand: fc.string({ maxLength: 8 }),
      events: fc.array(fc.constantFrom('Welcome Offers', 'FreshPass')),
      extra: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: ['offerId'] },
  ),
)
const arbReply = fc.record({
  offers: fc.array(arbRawOffer, { maxLength: 600 }),
  offersByUpc: fc.option(fc.dictionary(fc.stringMatching(/^[0-9]{3}$/), fc.array(fc.string({ maxLength: 4 }))), { nil: undefined }),
})
/** A clock that moves `tick` ms a read, and a pause that does nothing: the slicing cut differs, the work does not. */
const sliceOptions = (budgetMs: number, tick: number) => {
  let t = 0
  return { budgetMs, now: () => (t += tick), yieldToPage: async () => undefined }
}

describe('gallery reply pipeline', () => {
  it('answers what the client and the coupon rules gave for the same reply: the checked offers normalised by toOffer [API-046] [CPN-001]', () => {
    fc.assert(
      fc.property(arbReply, (reply) => {
        const text = JSON.stringify(reply)
        const prepared = runSteps(galleryPipelineSteps(text))
        const checked = v.parse(galleryReplySchema, JSON.parse(text))
        expect(prepared).toEqual({ ok: true, offers: toOffers(checked.offers), offersByUpc: checked.offersByUpc })
      }),
      { numRuns: 60 },
    )
  })

  it('gives equal results run at once (the worker) and in main-thread slices of any length, for any reply', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          arbReply.map((r) => JSON.stringify(r)),
          fc.constantFrom('', 'not json', '[]', '{"offers": {}}', '{"offers": [1]}'),
        ),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        async (text, budgetMs, tick) => {
          expect(await runInSlices(galleryPipelineSteps(text), sliceOptions(budgetMs, tick))).toEqual(runSteps(galleryPipelineSteps(text)))
        },
      ),
      { numRuns: 60 },
    )
  })

  it('crosses from the worker as JSON text and reads back equal, for any reply', () => {
    fc.assert(
      fc.property(arbReply, (reply) => {
        const prepared = runSteps(galleryPipelineSteps(JSON.stringify(reply)))
        expect(decodePrepared(encodePrepared(prepared))).toEqual(prepared)
      }),
      { numRuns: 60 },
    )
  })

  it('yields between bounded pieces: after the parse, then before each OFFERS_PER_STEP offers', () => {
    const text = JSON.stringify({ offers: Array.from({ length: OFFERS_PER_STEP * 2 + 1 }, (_, i) => ({ offerId: String(i + 1) })) })
    const steps = galleryPipelineSteps(text)
    let yields = 0
    let last = steps.next()
    for (; !last.done; last = steps.next()) yields += 1
    expect(yields).toBe(1 + 3)
    expect(last.value.ok && last.value.offers.length).toBe(OFFERS_PER_STEP * 2 + 1)
  })

  it('answers a reply it cannot read as the client does: malformed JSON, or the shape issues, as typed errors', () => {
    const malformed = runSteps(galleryPipelineSteps('{"offers": ['))
    expect(malformed).toEqual({ ok: false, kind: 'malformed', issues: [] })
    const shape = runSteps(galleryPipelineSteps('{"offers": [{"offerId": {}}]}'))
    expect(shape.ok).toBe(false)
    if (shape.ok || malformed.ok) return
    expect(shape.issues[0]).toMatch(/^offers\.0\.offerId: /)
    expect(galleryError(malformed, '/gallery', '{"offers": [')).toMatchObject({
      kind: 'malformed',
      message: 'Malformed JSON from /gallery',
    })
    expect(galleryError(shape, '/gallery', '')).toMatchObject({
      kind: 'shape',
      message: 'Unexpected reply from /gallery',
      details: { issues: shape.issues },
    })
  })
})
