import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  isCrossSellReady,
  productRecommendationRequest,
  SPONSORED_DEFAULT_PAGE_NAME,
  SPONSORED_MAX_RESULTS,
  sponsoredSearchQuery,
  substitutionQuery,
} from './shopping-api'

describe('carousel requests', () => {
  it('cross-sell needs product number, house id, store id and channel [CAR-020]', () => {
    const all = { bpn: '1', householdId: 'h', storeId: '1100', channel: 'delivery' }
    expect(isCrossSellReady(all)).toBe(true)
    for (const key of Object.keys(all) as (keyof typeof all)[]) {
      expect(isCrossSellReady({ ...all, [key]: undefined })).toBe(false)
      expect(isCrossSellReady({ ...all, [key]: ' ' })).toBe(false)
    }
  })

  it('the substitution query adds availabilityCheck=true and placement=bia [API-043]', () => {
    expect(substitutionQuery({ bpn: '1', storeId: '2', householdId: 'h', channel: 'pickup', bruid: 'b', pageUrl: '/p' })).toEqual({
      bpn: '1',
      storeId: '2',
      hhid: 'h',
      channel: 'pickup',
      bruid: 'b',
      pageurl: '/p',
      availabilityCheck: true,
      placement: 'bia',
    })
  })

  it("the sponsored query asks max-result=8 with pagename 'cross-sell' by default, channel only for delivery or pickup [CAR-012] [CAR-013] [API-075]", () => {
    expect(seedText('001')).toContain('max-result=8, pagename (default cross-sell)')
    expect([SPONSORED_MAX_RESULTS, SPONSORED_DEFAULT_PAGE_NAME]).toEqual([8, 'cross-sell'])
    const q = sponsoredSearchQuery({ storeId: '1100', banner: 'freshway', channel: 'instore', pageName: ' ' })
    expect(q).toMatchObject({ 'max-result': 8, pagename: 'cross-sell', channel: undefined, 'exclude-bpn': undefined })
    expect(sponsoredSearchQuery({ storeId: '1100', banner: 'freshway', channel: 'pickup', excludeBpns: ['1', '2'] })).toMatchObject({
      channel: 'pickup',
      'exclude-bpn': '1,2',
    })
  })

  it('the product recommendation request carries bruid, assortmentChannel, banner, storeId, host, pageURL, the analytics ids and cartItems as {bpn} [CAR-017]', () => {
    const body = productRecommendationRequest({
      bruid: 'b',
      assortmentChannel: 'delivery',
      banner: 'freshway',
      storeId: '1100',
      host: 'h',
      pageURL: '/p',
      sessionId: 's',
      tntId: 't',
      marketingCloudVisitorId: 'm',
      mboxMCSDID: 'x',
      edgeHost: 'e',
      cartItemIds: ['1', '2'],
      extra: { uiPageSize: 12 },
    })
    expect(body).toEqual({
      uiPageSize: 12,
      bruid: 'b',
      assortmentChannel: 'delivery',
      banner: 'freshway',
      storeId: '1100',
      host: 'h',
      pageURL: '/p',
      sessionId: 's',
      tntId: 't',
      marketingCloudVisitorId: 'm',
      mboxMCSDID: 'x',
      edgeHost: 'e',
      cartItems: [{ bpn: '1' }, { bpn: '2' }],
    })
  })

  it('sends a single bpn instead of the cartItems list when isBPNArrayP13nDisabled is on [CST-072]', () => {
    const input = { assortmentChannel: 'delivery', banner: 'freshway', storeId: '1100', host: 'h', pageURL: '/p', cartItemIds: ['1', '2'] }
    expect(productRecommendationRequest(input, { singleBpn: true })).toEqual({
      assortmentChannel: 'delivery',
      banner: 'freshway',
      storeId: '1100',
      host: 'h',
      pageURL: '/p',
      bpn: '1',
    })
    expect(productRecommendationRequest({ ...input, cartItemIds: [] }, { singleBpn: true })).not.toHaveProperty('bpn')
    expect(productRecommendationRequest(input, { singleBpn: false })).toMatchObject({ cartItems: [{ bpn: '1' }, { bpn: '2' }] })
  })
})
