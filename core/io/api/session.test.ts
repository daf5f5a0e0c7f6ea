import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ENVIRONMENT_CONFIG } from '../../rules/env'
import { PATHS } from '../../rules/endpoints'
import { STOREFRONT_SESSION_FIELDS, USER_INFO_FIELDS } from '../../rules/session-fields.testing'
import { fakeFetch, pageConfig } from '../../../test/support/api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from './client'
import { fetchUserInfo, toShopperInfo, userInfoSchema } from './session'

const USER_INFO = {
  SWY_SHOP_TOKEN: 'eyJ.token.sig',
  userType: 'C',
  expireTime: 1_900_000_000_000,
  email: 'ana@example.com',
  banner: 'freshway',
  j4uZipcode: '94611',
  clubCardNumber: '49001234567',
  j4uStoreId: '1121',
  storeId: '1120',
  firstName: 'Ana',
  displayableBanner: 'Freshway',
  pickupAddress: { storeId: '1120', city: 'Oakland' },
  customerId: '55501',
  UUID: 'uuid-1',
}

const SHARED_SESSION = {
  branchId: 'b7',
  preferenceMode: 'dug',
  zipcode: '94612',
  clubCard: '49009999999',
  j4u: { storeId: '1122', zipcode: '94613' },
  siteType: 'B',
  wfcStoreId: 'w1',
  houseId: 'hh-9',
  unattendedDeliveryIsEnabled: true,
  customerType: 'C',
  shopStoreId: '1123',
  shopZipcode: '94614',
  preference: 'delivery',
}

function clientFor(reply: unknown) {
  const net = fakeFetch(() => ({ body: reply }))
  const api = createApiClient({
    config: pageConfig('qa1.baysidefoods.com'),
    session: { current: () => ({}), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: net.fetch,
  })
  return { api, net }
}

describe('user info', () => {
  it('reads SWY_SHOP_TOKEN, userType, expireTime, email, banner, j4uZipcode, clubCardNumber, j4uStoreId, storeId, firstName, displayableBanner, pickupAddress, customerId and UUID [SES-028]', () => {
    expect([...USER_INFO_FIELDS].sort()).toEqual(Object.keys(USER_INFO).sort())
    const shopper = toShopperInfo(v.parse(userInfoSchema, USER_INFO))
    expect(shopper).toMatchObject({
      token: 'eyJ.token.sig',
      userType: 'C',
      expireTime: 1_900_000_000_000,
      email: 'ana@example.com',
      banner: 'freshway',
      clubCardNumber: '49001234567',
      storeId: '1120',
      firstName: 'Ana',
      displayableBanner: 'Freshway',
      pickupAddress: { storeId: '1120', city: 'Oakland' },
      customerId: '55501',
      uuid: 'uuid-1',
      j4u: { storeId: '1121', zipcode: '94611' },
    })
    // a string expireTime (as cookies carry it) is read as a number
    expect(toShopperInfo(v.parse(userInfoSchema, { ...USER_INFO, expireTime: '1900000000000' })).expireTime).toBe(1_900_000_000_000)
  })

  it('reads the shared storefront session fields branchId, preferenceMode, zipcode, clubCard, j4u, siteType, wfcStoreId, houseId, unattendedDeliveryIsEnabled, customerType, shopStoreId, shopZipcode and preference [SES-029]', () => {
    expect([...STOREFRONT_SESSION_FIELDS].sort()).toEqual(Object.keys(SHARED_SESSION).sort())
    const shopper = toShopperInfo(v.parse(userInfoSchema, { userType: 'R', ...SHARED_SESSION }))
    expect(shopper).toMatchObject({
      branchId: 'b7',
      preferenceMode: 'dug',
      zipcode: '94612',
      clubCardNumber: '49009999999',
      j4u: { storeId: '1122', zipcode: '94613' },
      siteType: 'B',
      wfcStoreId: 'w1',
      houseId: 'hh-9',
      unattendedDeliveryIsEnabled: true,
      customerType: 'C',
      shopStoreId: '1123',
      shopZipcode: '94614',
      preference: 'delivery',
    })
    // without a storeId of its own, the shopper's store is the shop store
    expect(shopper.storeId).toBe('1123')
  })

  it('asks for user info of the banner with cookies and a random cache-buster, and reads SWY_SHOP_TOKEN [SES-023] [SES-028]', async () => {
    const { api, net } = clientFor(USER_INFO)
    const first = await fetchUserInfo(api)
    await fetchUserInfo(api)
    expect(first.token).toBe('eyJ.token.sig')
    const [a, b] = net.requests.map((r) => new URL(r.url))
    expect(a?.pathname).toBe(`${ENVIRONMENT_CONFIG.qa1.apiPrefix}${PATHS.userInfo('bayside')}`)
    expect(net.requests[0]?.method).toBe('GET')
    expect(net.requests[0]?.credentials).toBe('include')
    expect(a?.searchParams.get('rand')).toMatch(/^\d+$/)
    expect(a?.searchParams.get('rand')).not.toBe(b?.searchParams.get('rand'))
  })

  it('answers a guest without a token as a guest, not as an error [SES-013] [SES-028]', async () => {
    const { api } = clientFor({ userType: 'G', SWY_SHOP_TOKEN: null, banner: 'bayside' })
    const shopper = await fetchUserInfo(api)
    expect(shopper.token).toBeUndefined()
    expect(shopper.userType).toBe('G')
  })
})
