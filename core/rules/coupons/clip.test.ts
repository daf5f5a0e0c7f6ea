import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  CLIP_FAILED_BAD_STATUS,
  CLIP_FAILED_NO_ITEMS,
  CLIP_LOG_LABEL,
  CLIP_REPLY_STATUS,
  clipHttpFailed,
  clipRequestBody,
  COUPON_EXPIRED,
  interpretClipReply,
  opensErrorModal,
} from './clip'
import { arbOffer, offer } from '../../../test/support/offer-fixtures'

const seed = () => seedText('001')
const httpError = fc.integer({ min: 300, max: 599 })
const notZeroOrOne = fc.oneof(
  fc.integer().filter((n) => n !== 0 && n !== 1),
  fc.constantFrom('2', 'x', null, undefined, true, ''),
)

describe('clip request', () => {
  it("sends a 'C' and an 'L' item with the offer id and its program as itemType", () => {
    expect(clipRequestBody(offer({ id: '9000001', offerPgm: 'PD' }))).toEqual({
      items: [
        { clipType: 'C', itemId: '9000001', itemType: 'PD' },
        { clipType: 'L', itemId: '9000001', itemType: 'PD' },
      ],
    })
    expect(seed()).toContain('Clip body: items, each with clipType (C clip, L list), itemId, itemType.')
  })

  it("sends the 'L' item only for a clipped coupon removed from the list, so 'Add to List' puts it back [CPN-041]", () => {
    fc.assert(
      fc.property(arbOffer, (o) => {
        const types = clipRequestBody(o).items.map((i) => i.clipType)
        expect(types).toEqual(o.status === 'C' && o.deleted ? ['L'] : ['C', 'L'])
      }),
    )
  })
})

describe('clip answers', () => {
  it('mean clipped for status 1, expired for 0 and failure for anything else [CPN-035] [CPN-036] [CPN-037]', () => {
    expect(CLIP_REPLY_STATUS).toEqual({ clipped: 1, expired: 0 })
    expect(seed()).toContain('Clip response status 1 = clipped, 0 = expired, anything else = failure.')
    expect(interpretClipReply(200, { items: [{ status: 1, itemId: '7' }] })).toEqual({ kind: 'clipped', itemId: '7' })
    expect(interpretClipReply(200, { items: [{ status: '1' }] })).toEqual({ kind: 'clipped' })
    expect(interpretClipReply(200, { items: [{ status: 0 }] }).kind).toBe('expired')
    fc.assert(fc.property(notZeroOrOne, (status) => interpretClipReply(200, { items: [{ status }] }).kind === 'failed'))
  })

  it('count as clipped only when the first item has status 1 [CPN-025]', () => {
    expect(interpretClipReply(200, { items: [{ status: 0 }, { status: 1 }] }).kind).toBe('expired')
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), notZeroOrOne),
        (status) => interpretClipReply(200, { items: [{ status }, { status: 1 }] }).kind !== 'clipped',
      ),
    )
    expect(interpretClipReply(200, { items: [{ status: 1 }] }).kind).toBe('clipped')
  })

  it("open the error modal and log under 'coupon clipping' for every failure of a 200 answer [ERR-024] [CPN-073]", () => {
    expect(CLIP_LOG_LABEL).toBe('coupon clipping')
    expect(seed()).toContain('Clip failures open an error modal and are logged under the label coupon clipping:')
    for (const body of [{ items: [{ status: 0 }] }, { items: [{ status: 5 }] }, {}, null, { items: [] }]) {
      const outcome = interpretClipReply(200, body)
      expect(opensErrorModal(outcome)).toBe(true)
      expect(outcome).toMatchObject({ log: { label: 'coupon clipping' } })
    }
  })

  it("log 'Coupon Expired' plus the server's code and message for status 0 [ERR-025]", () => {
    expect(COUPON_EXPIRED).toBe('Coupon Expired')
    expect(seed()).toContain('200: Coupon Expired, plus the server')
    expect(interpretClipReply(200, { items: [{ status: 0, errorCd: 'OFR-410', errorMsg: 'Offer has ended' }] })).toEqual({
      kind: 'expired',
      modal: true,
      log: { label: 'coupon clipping', message: 'Coupon Expired', code: 'OFR-410', errorMessage: 'Offer has ended' },
    })
  })

  it("log 'Coupon Clip failed - status is not either 0 or 1' for another status [ERR-026]", () => {
    expect(CLIP_FAILED_BAD_STATUS).toBe('Coupon Clip failed - status is not either 0 or 1')
    expect(seed()).toContain('200: Coupon Clip failed - status is not either 0 or 1.')
    fc.assert(
      fc.property(notZeroOrOne, (status) => {
        expect(interpretClipReply(200, { items: [{ status }] })).toEqual({
          kind: 'failed',
          modal: true,
          log: { label: 'coupon clipping', message: CLIP_FAILED_BAD_STATUS },
        })
      }),
    )
  })

  it("log 'Coupon Clip failed - items is not defined' for an answer without items [ERR-027]", () => {
    expect(CLIP_FAILED_NO_ITEMS).toBe('Coupon Clip failed - items is not defined')
    expect(seed()).toContain('200: Coupon Clip failed - items is not defined.')
    for (const body of [{}, null, 'text', { items: null }, { items: [] }, { items: 'x' }]) {
      expect(interpretClipReply(200, body)).toEqual({
        kind: 'failed',
        modal: true,
        log: { label: 'coupon clipping', message: CLIP_FAILED_NO_ITEMS },
      })
    }
  })

  it("log '{status}: Coupon Clip failed' plus the first error's code and message on an HTTP failure [ERR-028]", () => {
    expect(clipHttpFailed(503)).toBe('503: Coupon Clip failed')
    expect(seed()).toContain("HTTP failure: '{status}: Coupon Clip failed' plus the first error's code and message")
    expect(
      interpretClipReply(400, {
        errors: [
          { code: 'E1', message: 'Bad offer' },
          { code: 'E2', message: 'ignored' },
        ],
      }),
    ).toEqual({
      kind: 'http-error',
      modal: false,
      log: { label: 'coupon clipping', message: '400: Coupon Clip failed', code: 'E1', errorMessage: 'Bad offer' },
    })
    expect(interpretClipReply(500, null)).toMatchObject({ log: { message: '500: Coupon Clip failed' } })
    fc.assert(fc.property(httpError, (status) => interpretClipReply(status, {}).kind === 'http-error'))
  })

  it('open no modal on an HTTP failure [ERR-029] [CPN-073]', () => {
    fc.assert(fc.property(httpError, fc.anything(), (status, body) => !opensErrorModal(interpretClipReply(status, body))))
  })

  it('yield nothing on an HTTP failure, leaving the offer status unchanged [ERR-030]', () => {
    fc.assert(fc.property(httpError, (status) => interpretClipReply(status, { items: [{ status: 1 }] }).kind !== 'clipped'))
  })
})
