import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { joinPieces, jsonPieces } from './json-pieces'

describe('JSON in pieces', () => {
  it('joined, the pieces are JSON.stringify of any value, at any cut depth [STO-011] [STO-010]', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBoxedValues: true, withDate: true, withNullPrototype: true, withSparseArray: true, withObjectString: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, depth) => {
          expect(joinPieces(jsonPieces(value, depth))).toBe(JSON.stringify(value))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('follows toJSON, and leaves out functions, symbols and undefined (null in arrays) [STO-011]', () => {
    const value = {
      a: undefined,
      b: () => 1,
      c: Symbol('c'),
      d: [undefined, () => 1, Symbol('d'), 2],
      e: new Date(0),
      f: { toJSON: (k: string) => `key ${k}` },
    }
    expect(joinPieces(jsonPieces(value))).toBe(JSON.stringify(value))
    expect(jsonPieces(undefined)).toBeUndefined()
    expect(jsonPieces(() => 1)).toBeUndefined()
  })

  it('cuts a gallery at its offers: one piece per offer, not one 4 MB string [STO-011] [CPN-080]', () => {
    const objCoupons = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`o${i}`, { id: `o${i}`, name: 'x'.repeat(10) }]))
    const pieces: string[] = []
    const it = jsonPieces({ storeId: '1100', objCoupons })
    for (let r = it.next(); !r.done; r = it.next()) pieces.push(r.value)
    expect(pieces.join('')).toBe(JSON.stringify({ storeId: '1100', objCoupons }))
    expect(pieces.filter((p) => p.startsWith('{"id":"o'))).toHaveLength(5)
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(JSON.stringify(objCoupons.o0).length + 1)
  })
})
