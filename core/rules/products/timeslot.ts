/**
 * Time-slot rules (001 §5, §9): pre-order start date, prep-time conflict, the department's fulfilment
 * hours (start inclusive, end exclusive), the 12-hour display, and what a product card says about the
 * shopper's reserved slot.
 */
import { clockMinutes, localDay, slotTimeOf } from './dates'
import { madeToOrderText, type MtoFlags } from './made-to-order'
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
  return preparationTime * MINUTE_MS > slotStart - now
}

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

/**
 * PRD-049: the product's fulfilment hours for a weekday: the Saturday and Sunday variants on those days,
 * falling back to the weekday hours when a variant is missing.
 */
export function fulfilmentHoursFor(hours: FulfilmentHours, weekday: number): HoursRange {
  const variant = weekday === SATURDAY ? hours.saturday : weekday === SUNDAY ? hours.sunday : undefined
  return variant && (variant.start || variant.end) ? variant : hours.weekday
}

/**
 * PRD-048..050: a slot is valid within the hours its department fulfils the product on the slot's weekday (the
 * product's fulfilment hours, weekend variants on Saturday and Sunday). Hours that are missing or both '00:00'
 * are no data (PRD-040 hides them too), so every slot is valid.
 */
export function isSlotWithinFulfilmentHours(slot: Date, hours: FulfilmentHours): boolean {
  const { weekday, minutes } = slotTimeOf(slot)
  const day = fulfilmentHoursFor(hours, weekday)
  return !hasDisplayableHours(day) || isWithinHours(minutes, day)
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

/** The shopper's reserved slot: its start and, when known, its end (local time). */
export interface ReservedSlot {
  start: Date
  end?: Date
}

const dateTime = (v: string | undefined) => {
  const d = v && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? new Date(v) : undefined
  return d && Number.isFinite(d.getTime()) ? d : undefined
}

/**
 * The slot cookie's value (001 §3 "slot info"): an ISO 8601 date-time, or an interval 'start/end' of two. Anything
 * else (an opaque slot id) names no time, so no slot is checked.
 */
export function parseSlotCookie(value: string | null | undefined): ReservedSlot | null {
  const [from, to, extra] = (value ?? '').trim().split('/')
  const start = dateTime(from)
  if (!start || extra !== undefined) return null
  const end = dateTime(to)
  return end && end > start ? { start, end } : { start }
}

/** What a card says when its product cannot be had in the shopper's reserved slot (team design; the seed gives the rules). */
export const SLOT_CONFLICT_TEXT = {
  preOrder: 'Pre-order item: not available yet for your {slot} slot.',
  tooSoon: '{prep}: too soon for your {slot} slot.',
  hours: 'Not available during your {slot} slot.',
} as const

/** The slot as the shopper reads it: 'mm/dd h:mm AM - h:mm PM', or the start alone. */
export function slotLabel(slot: ReservedSlot): string {
  const [, m, d] = localDay(slot.start).split('-')
  return `${m}/${d} ${slot.end ? formatSlot12h(slot.start, slot.end) : formatTime12h(slot.start)}`
}

/**
 * PRD-046, PRD-047, PRD-048: why the product cannot go into an order for the reserved slot, or null when it can:
 * a pre-order item before its start day, a made-to-order item whose prep time does not fit before the slot, or
 * a slot outside the product's fulfilment hours.
 */
export function slotConflict(
  p: Pick<Product, 'isPreOrderItem' | 'itemEffectiveStartDate' | 'isMtoProduct' | 'preparationTime' | 'fulfilmentHours'>,
  slot: ReservedSlot,
  now: number,
  flags: MtoFlags = {},
): string | null {
  const label = slotLabel(slot)
  if (isBeforePreOrderStart(localDay(slot.start), p)) return SLOT_CONFLICT_TEXT.preOrder.replace('{slot}', label)
  const prep = p.isMtoProduct ? madeToOrderText(p.preparationTime, flags) : null
  if (prep && isSlotTooSoon(p.preparationTime ?? 0, slot.start.getTime(), now, flags))
    return SLOT_CONFLICT_TEXT.tooSoon.replace('{prep}', prep).replace('{slot}', label)
  if (!isSlotWithinFulfilmentHours(slot.start, p.fulfilmentHours)) return SLOT_CONFLICT_TEXT.hours.replace('{slot}', label)
  return null
}
