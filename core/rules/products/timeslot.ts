/**
 * Time-slot rules (001 §5, §9): pre-order start date, prep-time conflict, department and fulfilment
 * hours (start inclusive, end exclusive) and the 12-hour display.
 */
import { clockMinutes, slotTimeOf } from './dates'
import type { MtoFlags } from './made-to-order'
import type { FulfilmentHours, HoursRange, Product } from './product'

export const MINUTE_MS = 60 * 1000
export const SATURDAY = 6
export const SUNDAY = 0
/** Hours shown on the availability tag are hidden when both are this or missing (PRD-040). */
export const MIDNIGHT = '00:00'

/** PRD-046: a pre-order item refuses a slot whose day ('yyyy-mm-dd') is before its effective start day. */
export function isBeforePreOrderStart(slotDay: string, p: Pick<Product, 'isPreOrderItem' | 'itemEffectiveStartDate'>): boolean {
  return p.isPreOrderItem && !!p.itemEffectiveStartDate && slotDay < p.itemEffectiveStartDate
}

/** PRD-047: too soon when preparationTime x 60 x 1000 exceeds the milliseconds from now to the slot. */
export function isSlotTooSoon(preparationTime: number, slotStart: number, now: number, flags: MtoFlags = {}): boolean {
  if (flags.disableMto) return false
  return preparationTime * 60 * 1000 > slotStart - now
}

/** Opening hours per weekday '0' (Sunday) .. '6' (Saturday), as the store data publishes them. */
export type WeekHours = Readonly<Record<string, HoursRange | undefined>>

/**
 * Whether minutes-since-midnight lie in [start, end). '24:00' ends at midnight; an end before the start
 * runs past midnight; '00:00'-'00:00' is a closed day. Unreadable hours are treated as no data (valid).
 */
export function isWithinHours(minutes: number, hours: HoursRange | undefined): boolean {
  const start = clockMinutes(hours?.start)
  const end = clockMinutes(hours?.end)
  if (start === undefined || end === undefined) return true
  if (end >= start) return minutes >= start && minutes < end
  return minutes >= start || minutes < end
}

/** PRD-048, PRD-050: a slot starting at `slot` (local time) is valid within the department's hours for its weekday; no data → valid. */
export function isSlotWithinDepartmentHours(slot: Date, departmentHours: WeekHours | null | undefined): boolean {
  if (!departmentHours) return true
  const { weekday, minutes } = slotTimeOf(slot)
  return isWithinHours(minutes, departmentHours[String(weekday)])
}

/**
 * PRD-049: the product's fulfilment hours for a weekday: the Saturday and Sunday variants on those days,
 * falling back to the weekday hours when a variant is missing.
 */
export function fulfilmentHoursFor(hours: FulfilmentHours, weekday: number): HoursRange {
  const variant = weekday === SATURDAY ? hours.saturday : weekday === SUNDAY ? hours.sunday : undefined
  return variant && (variant.start || variant.end) ? variant : hours.weekday
}

/** PRD-048, PRD-049: a slot is valid within the product's fulfilment hours for its weekday. */
export function isSlotWithinFulfilmentHours(slot: Date, hours: FulfilmentHours): boolean {
  const { weekday, minutes } = slotTimeOf(slot)
  return isWithinHours(minutes, fulfilmentHoursFor(hours, weekday))
}

/** PRD-040: no hours to show when both are '00:00' or missing. */
export function hasDisplayableHours(hours: HoursRange): boolean {
  const blank = (v: string | undefined) => !v || v === MIDNIGHT
  return !(blank(hours.start) && blank(hours.end))
}

/** PRD-051: 12-hour form, '14:00' → '2:00 PM', '00:00' and '24:00' → '12:00 AM'; a Date reads its local time. */
export function formatTime12h(value: string | Date): string {
  const minutes = typeof value === 'string' ? clockMinutes(value) : slotTimeOf(value).minutes
  if (minutes === undefined) return typeof value === 'string' ? value : ''
  const h24 = Math.floor(minutes / 60) % 24
  const m = minutes % 60
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`
}

export const SLOT_RANGE_SEPARATOR = ' - '

/** A slot range in 12-hour form: '2:00 PM - 4:00 PM'. */
export function formatSlot12h(start: string | Date, end: string | Date): string {
  return `${formatTime12h(start)}${SLOT_RANGE_SEPARATOR}${formatTime12h(end)}`
}
