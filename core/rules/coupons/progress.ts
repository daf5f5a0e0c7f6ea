/**
 * The progress-unit table of 001 §3 and the progress label of continuity coupons (CPN-043, CPN-054..058).
 * Label format (gap B9): '{prefix} {progress} of {target}', with the unit's decorations on both values.
 */
import type { Continuity } from './offer'

export const PURCHASED_PREFIX = 'Purchased'
export const QUANTITY_PREFIX = 'Quantity'
export const TRANSACTIONS_PREFIX = 'Transactions'
export const DOLLAR_SIGN = '$'
export const POUNDS_SUFFIX = 'Lbs'

export interface UnitDisplay {
  prefix?: string
  /** Written before each value, no space ('$5'). */
  before?: string
  /** Written once after the target, with a space ('4 Lbs'). */
  suffix?: string
}

/** The table, row by row; keys are the units as the seed writes them. */
export const PROGRESS_UNIT_DISPLAY = {
  ITEM: { prefix: PURCHASED_PREFIX },
  ITEMS: { prefix: PURCHASED_PREFIX },
  AMOUNT: { prefix: PURCHASED_PREFIX },
  QUANTITY_PRICE: { prefix: PURCHASED_PREFIX },
  DOLLARS: { before: DOLLAR_SIGN },
  POUND: { suffix: POUNDS_SUFFIX },
  'PER POUND': { suffix: POUNDS_SUFFIX },
  // The seed's 'WEEK-free' row (gap B10).
  WEIGHT_VOLUME: { prefix: QUANTITY_PREFIX },
  'WEIGHT/VOLUME': { prefix: QUANTITY_PREFIX },
  QUANTITY: { prefix: QUANTITY_PREFIX },
} as const satisfies Record<string, UnitDisplay>
export type ProgressUnit = keyof typeof PROGRESS_UNIT_DISPLAY

/** The 'unit missing' row. */
export const MISSING_UNIT_DISPLAY: UnitDisplay = { prefix: TRANSACTIONS_PREFIX }

/**
 * How a unit displays. Units compare trimmed and upper-cased. A missing or blank unit uses the 'Transactions'
 * row; a unit the table does not know shows the bare values (decision: no guessed prefix).
 */
export function unitDisplay(units: string | undefined): UnitDisplay {
  const key = units?.trim().toUpperCase() ?? ''
  if (key === '') return MISSING_UNIT_DISPLAY
  return key in PROGRESS_UNIT_DISPLAY ? PROGRESS_UNIT_DISPLAY[key as ProgressUnit] : {}
}

/** A value with at most two decimals and no trailing zeros ('2.5', '4'). */
function plain(n: number): string {
  return String(Math.round(n * 100) / 100)
}

/** Dollars: whole amounts without decimals ('$5'), otherwise both values with two ('$7.50', '$20.00'). */
function dollars(progress: number, target: number): [string, string] {
  const whole = Number.isInteger(progress) && Number.isInteger(target)
  const f = (n: number) => `${DOLLAR_SIGN}${whole ? String(n) : n.toFixed(2)}`
  return [f(progress), f(target)]
}

/** The label beside the bar: 'Purchased 2 of 5', '$5 of $20', '2 of 4 Lbs', 'Transactions 1 of 4'. */
export function progressLabel(c: Continuity): string {
  const d = unitDisplay(c.units)
  const [p, t] = d.before === DOLLAR_SIGN ? dollars(c.progressValue, c.targetValue) : [plain(c.progressValue), plain(c.targetValue)]
  return [d.prefix, `${p} of ${t}`, d.suffix].filter(Boolean).join(' ')
}

/** The bar's fill, 0 to 100 (clamped; 0 for a target that is not above 0). */
export function progressPercent(c: Continuity): number {
  if (!(c.targetValue > 0)) return 0
  return Math.min(100, Math.max(0, (c.progressValue / c.targetValue) * 100))
}

/** A continuity coupon is complete when progress equals target (CPN-044); going past the target also counts. */
export const isContinuityComplete = (c: Continuity): boolean => c.targetValue > 0 && c.progressValue >= c.targetValue
