import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runSteps } from '../rules/steps'
import { galleryPipelineSteps } from './api/gallery-pipeline'
import { galleryPreparer, startGalleryWorker } from './gallery-prepare'

/** Replies with offers whose fields the normaliser reads in every form: ids as numbers, flags as text, unknown extras. */
const arbText = fc
  .array(
    fc.record({
      offerId: fc.oneof(fc.stringMatching(/^[0-9]{1,6}$/), fc.integer({ min: 1, max: 999_999 })),
      offerPgm: fc.constantFrom('PD', 'CC', 'MF'),
      status: fc.constantFrom('C', 'U'),
      deleted: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')),
      purchaseRank: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
      brand: fc.string({ maxLength: 6 }),
      continuity: fc.option(fc.record({ progressValue: fc.integer(), targetValue: fc.integer(), units: fc.string({ maxLength: 3 }) }), {
        nil: undefined,
      }),
      extra: fc.jsonValue({ maxDepth: 2 }),
    }),
    { maxLength: 300 },
  )
  .map((offers) => JSON.stringify({ offers, offersByUpc: { '001': ['1', 2] } }))

/** The built worker, counting the answers it sends (so a test knows the worker, not the fallback, answered). */
function countedWorker() {
  const counted = { answers: 0 }
  const start = () => {
    const worker = startGalleryWorker()
    worker.addEventListener('message', () => (counted.answers += 1))
    return worker
  }
  return { counted, start }
}

describe('gallery preparation in the browser', () => {
  it('the gallery worker answers what the same pipeline answers on the main thread, for any reply', async () => {
    const { counted, start } = countedWorker()
    const prepare = galleryPreparer({ worker: true, start, steps: galleryPipelineSteps })
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbText, fc.constantFrom('', 'not json', '{"offers": [{"offerId": {}}]}')), async (text) => {
        expect(await prepare(text)).toEqual(runSteps(galleryPipelineSteps(text)))
      }),
      { numRuns: 25 },
    )
    expect(counted.answers).toBeGreaterThanOrEqual(25)
  })

  it('answers several replies under way at once, each with its own result', async () => {
    const { counted, start } = countedWorker()
    const prepare = galleryPreparer({ worker: true, start, steps: galleryPipelineSteps })
    const texts = ['{"offers": [{"offerId": "1"}]}', '{"offers": [{"offerId": "2", "status": "C"}]}', 'not json']
    expect(await Promise.all(texts.map(prepare))).toEqual(texts.map((t) => runSteps(galleryPipelineSteps(t))))
    expect(counted.answers).toBe(3)
  })

  it('prepares in main-thread slices when the worker cannot start or load, with the same result', async () => {
    const text = '{"offers": [{"offerId": "7", "brand": "Sunny"}]}'
    const expected = runSteps(galleryPipelineSteps(text))
    let starts = 0
    const refused = galleryPreparer({
      worker: true,
      steps: galleryPipelineSteps,
      start: () => {
        starts += 1
        throw new TypeError('refused by the page')
      },
    })
    expect(await refused(text)).toEqual(expected)
    const missing = galleryPreparer({
      worker: true,
      steps: galleryPipelineSteps,
      start: () => new Worker(new URL('/no-such-gallery-worker.js', location.href), { type: 'module' }),
    })
    expect(await missing(text)).toEqual(expected)
    expect(await missing(text)).toEqual(expected)
    expect(
      await galleryPreparer({ worker: false, steps: galleryPipelineSteps, start: () => ((starts += 1), new Worker('')) })(text),
    ).toEqual(expected)
    expect(starts).toBe(1)
  })
})
