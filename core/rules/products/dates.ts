/**
 * Day and clock-time helpers for the product rules. Days are 'yyyy-mm-dd' strings, so "today or later"
 * is a string comparison; clock times are minutes since midnight.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})/
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The calendar day a server value names: 'yyyy-mm-dd', an ISO date-time (its written date, so a
 * '2025-06-10T23:59:59-07:00' end date still ends on the 10th), 'mm/dd/yyyy', or epoch milliseconds
 * (read as a UTC day). Anything else is undefined.
 */
export function toDay(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    const d = new Date(value)
    return Number.isNaN(d.getTime()) ? undefined : d.toISOString().slice(0, 10)
  }
  if (typeof value !== 'string') return undefined
  const s = value.trim()
  const iso = DAY.exec(s)
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const us = US_DAY.exec(s)
  if (us) return validDay(Number(us[3]), Number(us[1]), Number(us[2]))
  if (/^\d{10,}$/.test(s)) return toDay(Number(s))
  return undefined
}

function validDay(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined
  return `${y}-${pad(m)}-${pad(d)}`
}

/** The shopper's calendar day of a moment (local time). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Minutes since midnight of 'HH:MM' (or 'HH:MM:SS'); '24:00' is 1440, the end of the day. */
export function clockMinutes(value: string | null | undefined): number | undefined {
  const m = CLOCK.exec((value ?? '').trim())
  if (!m) return undefined
  const h = Number(m[1])
  const min = Number(m[2])
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return undefined
  return h * 60 + min
}

/** The local weekday (0 Sunday .. 6 Saturday) and minutes since midnight of a moment. */
export function slotTimeOf(date: Date): { weekday: number; minutes: number } {
  return { weekday: date.getDay(), minutes: date.getHours() * 60 + date.getMinutes() }
}
