import { describe, expect, it } from 'vitest'
import { callKey, duplicateCalls, isCartCall, isGalleryCall, viewCalls } from './requests'

const call = (path: string, query: Record<string, string> = {}, method = 'GET') => ({ method, path, query })

describe('bench requests per page view', () => {
  it('a call is its method, path and query, cache busters left out and parameters sorted', () => {
    expect(callKey(call('/abs/qa1/api/cart/minicart', { rand: '0.1', id: 'g1' }))).toBe('GET /abs/qa1/api/cart/minicart?id=g1')
    expect(callKey(call('/abs/qa1/api/x', { b: '2', a: '1' }, 'post'))).toBe('POST /abs/qa1/api/x?a=1&b=2')
  })

  it('lists a call made twice in one view, even with different cache busters', () => {
    const calls = [
      call('/abs/qa1/api/cart/minicart', { rand: '1' }),
      call('/abs/qa1/api/session/userinfo/freshway'),
      call('/abs/qa1/api/cart/minicart', { rand: '2' }),
    ]
    expect(duplicateCalls(calls)).toEqual([{ call: 'GET /abs/qa1/api/cart/minicart', times: 2 }])
    expect(duplicateCalls(calls.slice(0, 2))).toEqual([])
  })

  it('two different bodies posted to one path are two calls; the same body posted twice is a call made twice', () => {
    const track = (event: string) => ({ method: 'POST', path: '/abs/qa1/api/sponsored/track', query: {}, body: { event, id: 'p1' } })
    expect(duplicateCalls([track('onload'), track('relevance')])).toEqual([])
    expect(duplicateCalls([track('onload'), track('onload')])).toEqual([
      { call: 'POST /abs/qa1/api/sponsored/track {"event":"onload","id":"p1"}', times: 2 },
    ])
  })

  it('tells gallery and cart calls apart from the others', () => {
    expect(isGalleryCall(call('/abs/qa1/api/offers/gallery'))).toBe(true)
    expect(isGalleryCall(call('/abs/qa1/api/offers/gallery/guest'))).toBe(true)
    expect(isGalleryCall(call('/abs/qa1/api/offers/clip', {}, 'POST'))).toBe(false)
    expect(isCartCall(call('/abs/qa1/api/cart/minicart'))).toBe(true)
    expect(isCartCall(call('/abs/qa1/api/cart/v2/items', {}, 'POST'))).toBe(true)
    expect(isCartCall(call('/abs/qa1/api/session/userinfo/freshway'))).toBe(false)
  })

  it('summarizes a view: count, calls, duplicates, gallery and cart calls', () => {
    const v = viewCalls([
      call('/abs/qa1/api/session/userinfo/freshway'),
      call('/abs/qa1/api/offers/gallery'),
      call('/abs/qa1/api/cart/minicart'),
    ])
    expect(v).toMatchObject({ count: 3, gallery: 1, cart: 1, duplicates: [] })
    expect(v.calls[0]).toBe('GET /abs/qa1/api/session/userinfo/freshway')
  })
})
