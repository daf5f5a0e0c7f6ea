/**
 * Unit and aisle names (001 §9).
 */

/**
 * PRD-056: unit codes to names. The seed prints ea, oz, lb and ct; the names of ml, lt, ga, pt, qt and dz
 * are gap B14's; the rest cover the other codes the catalogue uses.
 */
export const UNIT_NAMES: Readonly<Record<string, string>> = {
  ea: 'Each',
  oz: 'Ounce',
  lb: 'Pound',
  ct: 'Count',
  ml: 'Milliliter',
  lt: 'Liter',
  ga: 'Gallon',
  pt: 'Pint',
  qt: 'Quart',
  dz: 'Dozen',
  gal: 'Gallon',
  'fl oz': 'Fluid Ounce',
  l: 'Liter',
  g: 'Gram',
  kg: 'Kilogram',
  mg: 'Milligram',
  pk: 'Pack',
  ft: 'Foot',
  in: 'Inch',
  'sq ft': 'Square Foot',
}

/** The name of a unit code, case-insensitive; an unknown code is shown as sent. */
export function unitName(code: string | null | undefined): string {
  const key = (code ?? '').trim()
  return UNIT_NAMES[key.toLowerCase()] ?? key
}

/** PRD-057: aisle names with a display name of their own; every other aisle shows as named. */
export const AISLE_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'Flowers, Cards, Occasion': 'Flowers & Decor',
}

export function aisleDisplayName(aisleName: string | null | undefined): string {
  const key = (aisleName ?? '').trim()
  return AISLE_DISPLAY_NAMES[key] ?? key
}
