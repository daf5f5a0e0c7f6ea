import { describe, expect, it } from 'vitest'
import { createMemoryCookieJar } from '../../io/cookies'
import { createSafeStorage } from '../../io/storage'
import { DELIVERY_TYPE_STORAGE_KEY, EDIT_ORDER_STORAGE_KEY } from '../../rules/cart/order'
import { bannerBCookie, COOKIES } from '../../rules/http'
import { clearStoredOrder, readPendingOrder } from './pending-order'

function memory(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe('the pending order store', () => {
  it('is pending with both order cookies, and in edit mode with the slot cookie too [CRT-029] [CRT-030]', () => {
    const jar = createMemoryCookieJar()
    expect(readPendingOrder(jar, false)).toMatchObject({ pending: false, editMode: false })
    jar.set(COOKIES.orderNumber, '123')
    expect(readPendingOrder(jar, false)).toMatchObject({ pending: false, editMode: false })
    jar.set(COOKIES.orderStoreId, '42')
    expect(readPendingOrder(jar, false)).toMatchObject({
      pending: true,
      editMode: false,
      cookies: { orderNumber: '123', orderStoreId: '42' },
    })
    jar.set(COOKIES.slot, 'slot')
    expect(readPendingOrder(jar, false)).toMatchObject({ pending: true, editMode: true })
  })

  it("reads a banner-B site's cookies under their banner-B names", () => {
    const jar = createMemoryCookieJar()
    jar.set(bannerBCookie(COOKIES.orderNumber), '7')
    jar.set(bannerBCookie(COOKIES.orderStoreId), '8')
    expect(readPendingOrder(jar, true).pending).toBe(true)
    expect(readPendingOrder(jar, false).pending).toBe(false)
  })

  it('forgets the stored delivery type and edit order, and nothing else [CRT-031]', () => {
    const backing = memory()
    const storage = createSafeStorage(() => backing)
    backing.setItem(DELIVERY_TYPE_STORAGE_KEY, 'delivery')
    backing.setItem(EDIT_ORDER_STORAGE_KEY, '{}')
    backing.setItem('other', 'kept')
    clearStoredOrder(storage)
    expect([backing.getItem(DELIVERY_TYPE_STORAGE_KEY), backing.getItem(EDIT_ORDER_STORAGE_KEY), backing.getItem('other')]).toEqual([
      null,
      null,
      'kept',
    ])
  })
})
