import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CUSTOMER_ID,
  householdProfileRequest,
  PROFILE_PATHS,
  profileSummaryRequest,
  saveDeliveryAddressRequest,
  zipToCityRequest,
} from './requests'

const address = {
  firstName: 'Maya',
  lastName: 'Ortiz',
  address: '1200 Aspen Way',
  address2: undefined,
  state: 'CO',
  city: 'Boulder',
  zipCode: '80302',
}

describe('profile requests', () => {
  it('asks customers/{customerId}/profile with fl selecting preferences, address and loyalty [API-018]', () => {
    expect(profileSummaryRequest('5501234')).toEqual({
      method: 'GET',
      base: 'api',
      path: '/api/customers/5501234/profile',
      query: { fl: 'preferences,address,loyalty' },
      headers: {},
    })
  })

  it('asks the household profile with fl=HOUSEHOLD and hhSubs=true [API-019]', () => {
    expect(householdProfileRequest('5501234')).toMatchObject({
      method: 'GET',
      path: '/api/customers/5501234/profile',
      query: { fl: 'HOUSEHOLD', hhSubs: true },
    })
  })

  it('uses customer id 1 when the customer id is missing [API-020]', () => {
    expect(DEFAULT_CUSTOMER_ID).toBe('1')
    for (const missing of [undefined, null, '', '  ']) {
      expect(profileSummaryRequest(missing).path).toBe('/api/customers/1/profile')
      expect(householdProfileRequest(missing).path).toBe('/api/customers/1/profile')
      expect(saveDeliveryAddressRequest(missing, address).path).toBe('/api/customers/1/profile')
    }
    fc.assert(fc.property(fc.stringMatching(/^\d{1,14}$/), (id) => profileSummaryRequest(id).path === PROFILE_PATHS.profile(id)))
  })

  it('saves a delivery address through the POST profile variant [API-021] [PRF-014]', () => {
    expect(saveDeliveryAddressRequest('5501234', address)).toEqual({
      method: 'POST',
      base: 'api',
      path: '/api/customers/5501234/profile',
      query: { fl: 'address' },
      headers: {},
      json: { firstName: 'Maya', lastName: 'Ortiz', address: '1200 Aspen Way', state: 'CO', city: 'Boulder', zipCode: '80302' },
      write: 'profile',
    })
    expect(saveDeliveryAddressRequest('5501234', { ...address, address2: 'Apt 4', addressId: 'AD-1' }).json).toMatchObject({
      address2: 'Apt 4',
      addressId: 'AD-1',
    })
  })

  it('asks the store resolver zip-to-city with query zipcode [API-022]', () => {
    expect(zipToCityRequest('80302')).toEqual({
      method: 'GET',
      base: 'api',
      path: '/api/store-resolver/zip-to-city',
      query: { zipcode: '80302' },
      headers: {},
    })
  })
})
