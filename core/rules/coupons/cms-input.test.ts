import { describe, expect, it } from 'vitest'
import { CMS_COUPON_REQUIRED, CMS_LIST_ITEM_TYPE, CMS_LIST_SOURCE, isSafeHref, parseCmsCoupon } from './cms-input'

const good = {
  id: '9000095',
  brand: 'Sunny Grove',
  description: '$3.89 Apple Juice in store this week.',
  detailsUrl: '/weekly-ad/apple-juice.html',
}
const json = (v: unknown) => JSON.stringify(v)

describe('parseCmsCoupon', () => {
  it('reads a non-digital coupon: description, brand, dates and the details link [CPN-106] [CPN-108]', () => {
    expect(parseCmsCoupon(json({ ...good, startDate: '2025-06-01', endDate: '2025-06-30' }))).toEqual({
      ok: true,
      coupon: { ...good, startDate: '2025-06-01', endDate: '2025-06-30' },
    })
  })

  it('trims texts, reads a numeric id, keeps a named item type and drops unknown fields', () => {
    const parsed = parseCmsCoupon(json({ ...good, id: 9000095, brand: '  Sunny Grove ', itemType: 'CC', extra: '<b>x</b>' }))
    expect(parsed).toEqual({ ok: true, coupon: { ...good, itemType: 'CC' } })
  })

  it('goes on the list as a weekly-ad item from the CMS unless it names a type [API-060]', () => {
    expect(CMS_LIST_ITEM_TYPE).toBe('WS')
    expect(CMS_LIST_SOURCE).toBe('CMS')
  })

  it("names what is wrong in an author's words: empty, not JSON, not an object, missing fields [ERR-018]", () => {
    expect(parseCmsCoupon(undefined)).toEqual({ ok: false, problem: 'the coupon JSON is empty' })
    expect(parseCmsCoupon('  ')).toEqual({ ok: false, problem: 'the coupon JSON is empty' })
    expect(parseCmsCoupon('{"id": 1,')).toEqual({ ok: false, problem: 'the coupon JSON does not parse' })
    expect(parseCmsCoupon('[1]')).toEqual({ ok: false, problem: 'the coupon JSON is not an object' })
    expect(parseCmsCoupon('null')).toEqual({ ok: false, problem: 'the coupon JSON is not an object' })
    expect(parseCmsCoupon(json({}))).toEqual({ ok: false, problem: `missing ${CMS_COUPON_REQUIRED.join(', ')}` })
    expect(parseCmsCoupon(json({ ...good, brand: ' ', description: 7 }))).toEqual({ ok: false, problem: 'missing brand' })
  })

  it('refuses a details link that is not a web address or a path', () => {
    for (const detailsUrl of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'mailto:a@b.c', 'offer.html']) {
      expect(parseCmsCoupon(json({ ...good, detailsUrl }))).toEqual({
        ok: false,
        problem: `detailsUrl "${detailsUrl}" is not an http(s) address or a path`,
      })
    }
  })
})

describe('isSafeHref', () => {
  it('allows same-site paths and http(s) addresses only', () => {
    expect(isSafeHref('/foru/offer-details.1.2.CC.html')).toBe(true)
    expect(isSafeHref('https://www.freshway.com/x')).toBe(true)
    expect(isSafeHref('http://www.freshway.com/x')).toBe(true)
    expect(isSafeHref('//cdn.example/x')).toBe(false)
    expect(isSafeHref('JavaScript:void(0)')).toBe(false)
    expect(isSafeHref('')).toBe(false)
  })
})
