// The worker's answer in parts: read back in main-thread slices of any length, it is the prepared gallery.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededOffers } from '../../test/support/offer-fixtures'
import { runSteps } from '../rules/steps'
import { encodePreparedParts, galleryPipelineSteps, OFFERS_PER_STEP } from './api/gallery-pipeline'
import { decodePreparedSteps } from './gallery-prepare'
import { runInSlices } from './slices'

const arbReplyText = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...seededOffers()),
        fc.record({ offerId: fc.stringMatching(/^[0-9]{1,6}$/), brand: fc.string({ maxLength: 6 }), extra: fc.jsonValue({ maxDepth: 2 }) }),
      ),
      { maxLength: 700 },
    )
    .map((offers) => JSON.stringify({ offers, offersByUpc: { '001': ['1'] } })),
  fc.constantFrom('', 'not json', '{"offers": {}}', '{"offers": [1]}'),
)

describe('the gallery worker answer in parts', () => {
  it('reads back, in slices of any length, to what the pipeline prepared, for any reply', async () => {
    await fc.assert(
      fc.asyncProperty(arbReplyText, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10 }), async (text, budgetMs, tick) => {
        const prepared = runSteps(galleryPipelineSteps(text))
        let t = 0
        const read = await runInSlices(decodePreparedSteps(encodePreparedParts(prepared)), {
          budgetMs,
          now: () => (t += tick),
          yieldToPage: async () => undefined,
        })
        expect(read).toEqual(prepared)
      }),
      { numRuns: 40 },
    )
  })

  it('holds at most OFFERS_PER_STEP offers a part, one part a step', () => {
    const prepared = runSteps(
      galleryPipelineSteps(
        JSON.stringify({ offers: Array.from({ length: OFFERS_PER_STEP * 2 + 1 }, (_, i) => ({ offerId: String(i + 1) })) }),
      ),
    )
    const parts = encodePreparedParts(prepared)
    expect(parts).toHaveLength(1 + 3)
    expect(parts.slice(1).map((p) => (JSON.parse(p) as unknown[]).length)).toEqual([OFFERS_PER_STEP, OFFERS_PER_STEP, 1])
    const steps = decodePreparedSteps(parts)
    let yields = 0
    for (let next = steps.next(); !next.done; next = steps.next()) yields += 1
    expect(yields).toBe(3)
  })
})
