/**
 * Reference data of the profile forms (000 §3): the 50 US states (DC is absent), month abbreviations,
 * a number list and a year list (100 years back up to the current year).
 */

export interface UsState {
  name: string
  code: string
}

/** The 50 states, by name, with their two-letter codes (PRF-009); the District of Columbia is not one (PRF-010). */
export const US_STATES: readonly UsState[] = Object.freeze([
  { name: 'Alabama', code: 'AL' }, { name: 'Alaska', code: 'AK' }, { name: 'Arizona', code: 'AZ' },
  { name: 'Arkansas', code: 'AR' }, { name: 'California', code: 'CA' }, { name: 'Colorado', code: 'CO' },
  { name: 'Connecticut', code: 'CT' }, { name: 'Delaware', code: 'DE' }, { name: 'Florida', code: 'FL' },
  { name: 'Georgia', code: 'GA' }, { name: 'Hawaii', code: 'HI' }, { name: 'Idaho', code: 'ID' },
  { name: 'Illinois', code: 'IL' }, { name: 'Indiana', code: 'IN' }, { name: 'Iowa', code: 'IA' },
  { name: 'Kansas', code: 'KS' }, { name: 'Kentucky', code: 'KY' }, { name: 'Louisiana', code: 'LA' },
  { name: 'Maine', code: 'ME' }, { name: 'Maryland', code: 'MD' }, { name: 'Massachusetts', code: 'MA' },
  { name: 'Michigan', code: 'MI' }, { name: 'Minnesota', code: 'MN' }, { name: 'Mississippi', code: 'MS' },
  { name: 'Missouri', code: 'MO' }, { name: 'Montana', code: 'MT' }, { name: 'Nebraska', code: 'NE' },
  { name: 'Nevada', code: 'NV' }, { name: 'New Hampshire', code: 'NH' }, { name: 'New Jersey', code: 'NJ' },
  { name: 'New Mexico', code: 'NM' }, { name: 'New York', code: 'NY' }, { name: 'North Carolina', code: 'NC' },
  { name: 'North Dakota', code: 'ND' }, { name: 'Ohio', code: 'OH' }, { name: 'Oklahoma', code: 'OK' },
  { name: 'Oregon', code: 'OR' }, { name: 'Pennsylvania', code: 'PA' }, { name: 'Rhode Island', code: 'RI' },
  { name: 'South Carolina', code: 'SC' }, { name: 'South Dakota', code: 'SD' }, { name: 'Tennessee', code: 'TN' },
  { name: 'Texas', code: 'TX' }, { name: 'Utah', code: 'UT' }, { name: 'Vermont', code: 'VT' },
  { name: 'Virginia', code: 'VA' }, { name: 'Washington', code: 'WA' }, { name: 'West Virginia', code: 'WV' },
  { name: 'Wisconsin', code: 'WI' }, { name: 'Wyoming', code: 'WY' },
])

export function isUsStateCode(code: string): boolean {
  return US_STATES.some((s) => s.code === code.trim().toUpperCase())
}

/** Month abbreviations, January first (PRF-011, gap B6). */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * The integers from start to end, both included (PRF-012, gap B6), counting down when end is below
 * start. Non-integers are rounded toward each other's side so nothing outside [start, end] appears.
 */
export function numberList(start: number, end: number): number[] {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return []
  const step = end >= start ? 1 : -1
  const from = step === 1 ? Math.ceil(start) : Math.floor(start)
  const to = step === 1 ? Math.floor(end) : Math.ceil(end)
  const list: number[] = []
  for (let n = from; step === 1 ? n <= to : n >= to; n += step) list.push(n)
  return list
}

/** How far back the year list reaches by default (PRF-013). */
export const YEAR_LIST_DEFAULT_YEARS_BACK = 100

/**
 * Years from the current year down to `yearsBack` years before it, both included (PRF-013, gap B6):
 * newest first, as a birth-year picker lists them. The default spans 2025 … 1925 for 2025.
 */
export function yearList(currentYear: number, yearsBack: number = YEAR_LIST_DEFAULT_YEARS_BACK): number[] {
  return numberList(currentYear, currentYear - Math.max(0, yearsBack))
}
