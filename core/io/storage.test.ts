import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createSafeStorage, readJson, writeJson } from './storage'

/** A Storage double: a Map, with each operation able to throw like a browser's storage does. */
function storage(fail: { get?: boolean; set?: boolean; remove?: boolean } = {}): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  const denied = () => new DOMException('The operation is insecure.', 'SecurityError')
  return {
    map,
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem(k) {
      if (fail.get) throw denied()
      return map.get(k) ?? null
    },
    setItem(k, value) {
      if (fail.set) throw new DOMException('Quota exceeded', 'QuotaExceededError')
      map.set(k, value)
    },
    removeItem(k) {
      if (fail.remove) throw denied()
      map.delete(k)
    },
  }
}

const logger = () => ({ warn: vi.fn() })

describe('safe local storage', () => {
  it('logs a read failure and treats the value as empty [STO-004]', () => {
    const backing = storage({ get: true })
    backing.map.set('aisle:cart', '{"cartQty":3}')
    const log = logger()
    const safe = createSafeStorage(() => backing, log)
    expect(safe.get('aisle:cart')).toBeNull()
    expect(readJson(safe, 'aisle:cart')).toBeUndefined()
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("'aisle:cart'"), expect.any(DOMException))
  })

  it('reads back what this page view wrote when reads fail but writes succeed [STO-004]', () => {
    const backing = storage({ get: true })
    const safe = createSafeStorage(() => backing, logger())
    writeJson(safe, 'aisle:cartIds', { abs: 'c1' })
    expect(backing.map.get('aisle:cartIds')).toBe('{"abs":"c1"}')
    expect(readJson(safe, 'aisle:cartIds')).toEqual({ abs: 'c1' })
    safe.remove('aisle:cartIds')
    expect(safe.get('aisle:cartIds')).toBeNull()
  })

  it('logs a write failure and carries on, without an error reaching the caller [STO-005]', () => {
    const backing = storage({ set: true, remove: true })
    const log = logger()
    const safe = createSafeStorage(() => backing, log)
    expect(() => safe.set('aisle:cart', '{"cartQty":1}')).not.toThrow()
    expect(() => writeJson(safe, 'aisle:cartIds', { abs: 'c1' })).not.toThrow()
    expect(() => safe.remove('aisle:cart')).not.toThrow()
    expect(log.warn).toHaveBeenCalledTimes(3)
    expect(backing.map.size).toBe(0)
    // what the shopper did is still seen by this page view
    expect(readJson(safe, 'aisle:cartIds')).toEqual({ abs: 'c1' })
    expect(safe.get('aisle:cart')).toBeNull()
  })

  it('treats a stored value that does not parse as empty [STO-006]', () => {
    const backing = storage()
    const safe = createSafeStorage(() => backing, logger())
    const unparseable = fc.string().filter((s) => {
      try {
        JSON.parse(s)
        return false
      } catch {
        return true
      }
    })
    fc.assert(
      fc.property(unparseable, (raw) => {
        backing.map.set('k', raw)
        expect(readJson(safe, 'k')).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        writeJson(safe, 'k', value)
        expect(readJson(safe, 'k')).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
    expect(readJson(safe, 'missing')).toBeUndefined()
  })

  it('keeps data in memory only when local storage is unsupported [STO-007]', () => {
    for (const backing of [
      () => undefined,
      () => {
        throw new DOMException('denied', 'SecurityError')
      },
    ]) {
      const log = logger()
      const safe = createSafeStorage(backing, log)
      expect(safe.persistent).toBe(false)
      expect(safe.get('aisle:cart')).toBeNull()
      writeJson(safe, 'aisle:cart', { cartQty: 2 })
      expect(readJson(safe, 'aisle:cart')).toEqual({ cartQty: 2 })
      safe.remove('aisle:cart')
      expect(safe.get('aisle:cart')).toBeNull()
    }
    expect(createSafeStorage(() => storage(), logger()).persistent).toBe(true)
    // two page views without storage share nothing
    const first = createSafeStorage(() => undefined, logger())
    first.set('k', 'v')
    expect(createSafeStorage(() => undefined, logger()).get('k')).toBeNull()
  })
})
