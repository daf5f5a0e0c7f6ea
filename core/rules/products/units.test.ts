import { describe, expect, it } from 'vitest'
import { createSeedData } from '../../../sim/data'
import { seedText } from '../../../test/support/seed'
import {
  CUSTOMIZATION_COMMENT_MAX_LENGTH,
  customizedItemChange,
  emptyCustomization,
  modifierOptionUPCs,
  selectOptions,
  shouldFetchCustomizations,
  writeComments,
} from './customization'
import { AISLE_DISPLAY_NAMES, aisleDisplayName, UNIT_NAMES, unitName } from './units'

describe('unit names', () => {
  it("maps 'ea' Each, 'oz' Ounce, 'lb' Pound, 'ct' Count, and ml, lt, ga, pt, qt and dz to names [PRD-056]", () => {
    expect(seedText('001')).toContain('(ea Each, oz Ounce, lb Pound, ct Count, ml, lt, ga, pt, qt, dz, and others)')
    expect([unitName('ea'), unitName('oz'), unitName('lb'), unitName('ct')]).toEqual(['Each', 'Ounce', 'Pound', 'Count'])
    expect(['ml', 'lt', 'ga', 'pt', 'qt', 'dz'].map(unitName)).toEqual(['Milliliter', 'Liter', 'Gallon', 'Pint', 'Quart', 'Dozen'])
    expect(unitName('OZ')).toBe('Ounce')
    expect(unitName('furlong')).toBe('furlong')
    expect(unitName(undefined)).toBe('')
  })

  it('names every unit the simulator catalogue uses [PRD-056]', () => {
    const units = new Set(
      createSeedData({ seed: 1, products: 600 })
        .products.flatMap((p) => [p.dispUnitOfMeasure, p.dispItemPackageUOM])
        .filter((u): u is string => !!u),
    )
    for (const u of units) expect(UNIT_NAMES, u).toHaveProperty(u.toLowerCase())
  })
})

describe('aisle display names', () => {
  it("shows 'Flowers, Cards, Occasion' as 'Flowers & Decor' and other aisles as named [PRD-057]", () => {
    expect(seedText('001')).toContain(`'Flowers, Cards, Occasion' displays as '${AISLE_DISPLAY_NAMES['Flowers, Cards, Occasion']}'`)
    expect(aisleDisplayName('Flowers, Cards, Occasion')).toBe('Flowers & Decor')
    expect(aisleDisplayName(' Flowers, Cards, Occasion ')).toBe('Flowers & Decor')
    expect(aisleDisplayName('Yogurt')).toBe('Yogurt')
    const flowers = createSeedData({ seed: 1 }).products.find((p) => p.kinds?.includes('flowers-aisle'))
    expect(aisleDisplayName(flowers?.aisleName)).toBe('Flowers & Decor')
  })
})

describe('customisations', () => {
  it('fetches customisations only with both a product number and a store id [PRD-053]', () => {
    expect(shouldFetchCustomizations('970000001', '1234')).toBe(true)
    for (const [bpn, store] of [
      ['', '1234'],
      ['970000001', ''],
      [undefined, '1234'],
      ['970000001', null],
      ['  ', '1234'],
    ] as const) {
      expect(shouldFetchCustomizations(bpn, store)).toBe(false)
    }
  })

  it('holds isUpdated, selectedOptions, selectedQuantity, productId and comments [PRD-054]', () => {
    const c = emptyCustomization('970000050')
    expect(Object.keys(c).sort()).toEqual(['comments', 'isUpdated', 'productId', 'selectedOptions', 'selectedQuantity'])
    expect(c).toEqual({ isUpdated: false, selectedOptions: {}, selectedQuantity: 1, productId: '970000050', comments: '' })
    const chosen = selectOptions(c, 'G1', ['200000000001'])
    expect(chosen.isUpdated).toBe(true)
    expect(c.isUpdated).toBe(false)
  })

  it('sends the selected modifier options as UPC ids in modifierOptionUPCs [PRD-055]', () => {
    let c = emptyCustomization('970000050')
    c = selectOptions(c, 'G1', ['200000000001'])
    c = selectOptions(c, 'G2', ['200000000005', '200000000006'])
    c = selectOptions(c, 'G1', ['200000000002'])
    expect(modifierOptionUPCs(c)).toEqual(['200000000002', '200000000005', '200000000006'])
    expect(customizedItemChange({ ...c, selectedQuantity: 2, comments: ' no onions ' })).toEqual({
      itemId: '970000050',
      qty: 2,
      modifierOptionUPCs: ['200000000002', '200000000005', '200000000006'],
      comments: 'no onions',
    })
    expect(customizedItemChange({ ...c, selectedQuantity: 0 })).not.toHaveProperty('comments')
    expect(customizedItemChange({ ...c, selectedQuantity: 0 }).qty).toBe(1)
  })

  it('takes the shopper’s comments as customisation data, marked updated, up to the limit [PRD-054]', () => {
    const c = writeComments(emptyCustomization('970000050'), 'Extra crispy')
    expect(c).toEqual({ isUpdated: true, selectedOptions: {}, selectedQuantity: 1, productId: '970000050', comments: 'Extra crispy' })
    expect(writeComments(c, 'y'.repeat(CUSTOMIZATION_COMMENT_MAX_LENGTH + 1)).comments).toHaveLength(CUSTOMIZATION_COMMENT_MAX_LENGTH)
  })
})
