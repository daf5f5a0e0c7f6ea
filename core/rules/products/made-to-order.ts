/**
 * Made-to-order rules (001 §4, §5): 'Takes {time} to prepare'. The disableMto flag switches it off (CST-064), as it
 * does the cart's made-to-order summary (./mto-summary.ts). The digital-deli store eligibility (PRD-052) is declined.
 */

export const MTO_TEXT_TEMPLATE = 'Takes {time} to prepare'
/** PRD-043, PRD-044: hour and minute words (gap B12: '45 mins', '1 hr', '2 hrs', '1 hr 30 mins'). */
export const HOUR_WORD = 'hr'
export const HOURS_WORD = 'hrs'
export const MINUTES_WORD = 'mins'

export interface MtoFlags {
  /** CST-064: no made-to-order tags, text or prep-time checks. */
  disableMto?: boolean
}

/** '{time}' of a preparation time in minutes; fractions round up to the next minute. '' for 0 or less. */
export function prepTimeText(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0
  const h = Math.floor(total / 60)
  const m = total % 60
  const parts: string[] = []
  if (h > 0) parts.push(`${h} ${h === 1 ? HOUR_WORD : HOURS_WORD}`)
  if (m > 0) parts.push(`${m} ${MINUTES_WORD}`)
  return parts.join(' ')
}

/** PRD-042..045: 'Takes {time} to prepare' when the preparation time is above 0, else null. */
export function madeToOrderText(preparationTime: number | null | undefined, flags: MtoFlags = {}): string | null {
  if (flags.disableMto) return null
  const time = prepTimeText(preparationTime ?? 0)
  return time ? MTO_TEXT_TEMPLATE.replace('{time}', time) : null
}
