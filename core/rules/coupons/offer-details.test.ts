import { describe, expect, test } from 'vitest'
import {
  FAILED_OFFER_DETAIL,
  isPersonalisedDetail,
  offerDetailQuery,
  PERSONALISED_DETAIL_SOURCE,
  personalisedDetailQuery,
} from './offer-details'

describe('offer details', () => {
  test('GET offer detail asks with offerId, storeId, offerPgm and includeUpc=y [API-062]', () => {
    expect(offerDetailQuery({ offerId: '9', storeId: '1101', offerPgm: 'CC' })).toEqual({
      offerId: '9',
      storeId: '1101',
      offerPgm: 'CC',
      includeUpc: 'y',
    })
  })

  test('GET offer details for personalisation asks with storeId, offerId, includeUpc and source, for a PD offer only [API-064]', () => {
    expect(personalisedDetailQuery({ offerId: '9', storeId: '1101' })).toEqual({
      storeId: '1101',
      offerId: '9',
      includeUpc: 'y',
      source: PERSONALISED_DETAIL_SOURCE,
    })
    expect(isPersonalisedDetail('PD')).toBe(true)
    expect(isPersonalisedDetail(' pd ')).toBe(true)
    expect(isPersonalisedDetail('CC')).toBe(false)
  })

  test('a failed detail is an empty object with an empty UPC list [ERR-035] [ERR-037]', () => {
    expect(FAILED_OFFER_DETAIL).toEqual({ detail: {}, upcs: [] })
  })
})
