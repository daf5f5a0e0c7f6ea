import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../test/support/products'
import { seedText } from '../../../test/support/seed'
import { clockMinutes, localDay } from './dates'
import {
  formatSlot12h,
  formatTime12h,
  fulfilmentHoursFor,
  isBeforePreOrderStart,
  isSlotTooSoon,
  isSlotWithinFulfilmentHours,
  isWithinHours,
  parseSlotCookie,
  SLOT_CONFLICT_TEXT,
  slotConflict,
} from './timeslot'

// 2025-06-11 is a Wednesday, 06-14 a Saturday, 06-15 a Sunday; Date(y, m, d, h, mi) is local time in any zone.
const at = (day: number, h: number, mi = 0) => new Date(2025, 5, day, h, mi)
const NOW = at(11, 9).getTime()
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)

describe('pre-order and prep time', () => {
  it('rejects, for a pre-order item, a slot whose date is before itemEffectiveStartDate [PRD-046]', () => {
    const p = makeProduct({ isPreOrderItem: true, itemEffectiveStartDate: '2025-06-20' })
    expect(isBeforePreOrderStart(localDay(at(19, 23, 59)), p)).toBe(true)
    expect(isBeforePreOrderStart(localDay(at(20, 0)), p)).toBe(false)
    expect(isBeforePreOrderStart('2025-06-21', p)).toBe(false)
    expect(isBeforePreOrderStart('2025-06-01', makeProduct({ isPreOrderItem: false, itemEffectiveStartDate: '2025-06-20' }))).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), (n) => {
        const slotDay = new Date(Date.UTC(2025, 5, 20 + n)).toISOString().slice(0, 10)
        expect(isBeforePreOrderStart(slotDay, p)).toBe(n < 0)
      }),
    )
  })

  it('finds a slot too soon when preparationTime x 60 x 1000 exceeds the milliseconds until the slot [PRD-047]', () => {
    expect(seedText('001')).toContain('prep time in minutes x 60 x 1000 exceeds the time until the slot')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: -3_600_000, max: 48 * 3_600_000 }), (prep, until) => {
        expect(isSlotTooSoon(prep, NOW + until, NOW)).toBe(prep * 60 * 1000 > until)
      }),
    )
    expect(isSlotTooSoon(45, NOW + 45 * 60_000, NOW)).toBe(false)
    expect(isSlotTooSoon(45, NOW + 45 * 60_000 - 1, NOW)).toBe(true)
    expect(isSlotTooSoon(45, NOW, NOW, { disableMto: true })).toBe(false)
  })
})

describe('time-slot validity', () => {
  // The deli's hours as its products carry them: Wednesday 08:00-20:00, Saturday 09:00-17:00.
  const deli = makeProduct({
    fulfillmentStartTime: '08:00',
    fulfillmentEndTime: '20:00',
    fulfillmentStartTimeSaturday: '09:00',
    fulfillmentEndTimeSaturday: '17:00',
  }).fulfilmentHours

  it("is valid within the department's hours for the weekday, start inclusive, end exclusive [PRD-048]", () => {
    expect(isSlotWithinFulfilmentHours(at(11, 8), deli)).toBe(true)
    expect(isSlotWithinFulfilmentHours(at(11, 7, 59), deli)).toBe(false)
    expect(isSlotWithinFulfilmentHours(at(11, 19, 59), deli)).toBe(true)
    expect(isSlotWithinFulfilmentHours(at(11, 20), deli)).toBe(false)
    expect(isSlotWithinFulfilmentHours(at(14, 18), deli)).toBe(false)
    fc.assert(
      fc.property(hhmm, hhmm, fc.integer({ min: 0, max: 1439 }), (start, end, m) => {
        const s = clockMinutes(start) ?? 0
        const e = clockMinutes(end) ?? 0
        const expected = e >= s ? m >= s && m < e : m >= s || m < e
        expect(isWithinHours(m, { start, end })).toBe(expected)
      }),
    )
    expect(isWithinHours(23 * 60 + 59, { start: '06:00', end: '24:00' })).toBe(true)
  })

  it('checks Saturday and Sunday slots against the Saturday and Sunday fulfilment hours [PRD-049]', () => {
    const p = makeProduct({
      fulfillmentStartTime: '10:00',
      fulfillmentEndTime: '19:00',
      fulfillmentStartTimeSaturday: '10:00',
      fulfillmentEndTimeSaturday: '17:00',
      fulfillmentStartTimeSunday: '11:00',
      fulfillmentEndTimeSunday: '16:00',
    })
    expect(isSlotWithinFulfilmentHours(at(11, 18), p.fulfilmentHours)).toBe(true)
    expect(isSlotWithinFulfilmentHours(at(14, 18), p.fulfilmentHours)).toBe(false)
    expect(isSlotWithinFulfilmentHours(at(14, 16, 59), p.fulfilmentHours)).toBe(true)
    expect(isSlotWithinFulfilmentHours(at(15, 10, 30), p.fulfilmentHours)).toBe(false)
    expect(isSlotWithinFulfilmentHours(at(15, 11), p.fulfilmentHours)).toBe(true)
    expect(fulfilmentHoursFor(p.fulfilmentHours, 6)).toEqual({ start: '10:00', end: '17:00' })
    // a missing weekend variant falls back to the weekday hours
    expect(fulfilmentHoursFor(makeProduct({ fulfillmentStartTime: '10:00', fulfillmentEndTime: '19:00' }).fulfilmentHours, 0)).toEqual({
      start: '10:00',
      end: '19:00',
    })
  })

  it('treats every slot as valid with no opening-hours data, missing or both 00:00 [PRD-050]', () => {
    const midnight = makeProduct({ fulfillmentStartTime: '00:00', fulfillmentEndTime: '00:00' }).fulfilmentHours
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 23 }), (d, h) => {
        expect(isSlotWithinFulfilmentHours(at(d, h), makeProduct().fulfilmentHours)).toBe(true)
        expect(isSlotWithinFulfilmentHours(at(d, h), midnight)).toBe(true)
      }),
    )
  })
})

describe('the reserved slot on a product card', () => {
  it("reads the slot cookie as an ISO date-time or a 'start/end' interval; an opaque id names no time", () => {
    const start = '2025-06-11T14:00:00'
    const end = '2025-06-11T16:00:00'
    expect(parseSlotCookie(start)).toEqual({ start: new Date(start) })
    expect(parseSlotCookie(`${start}/${end}`)).toEqual({ start: new Date(start), end: new Date(end) })
    expect(parseSlotCookie(`${end}/${start}`)).toEqual({ start: new Date(end) })
    for (const bad of [undefined, null, '', 'slot-1', '2025-06-11', 'T14:00', `${start}/${end}/${end}`, '2025-13-45T99:99'])
      expect(parseSlotCookie(bad)).toBeNull()
  })

  it('refuses a pre-order item before its start day, a made-to-order item too soon, a slot outside the hours [PRD-046] [PRD-047] [PRD-048]', () => {
    const slot = { start: at(11, 14), end: at(11, 16) }
    expect(slotConflict(makeProduct({ isPreOrderItem: true, itemEffectiveStartDate: '2025-06-12' }), slot, NOW)).toBe(
      SLOT_CONFLICT_TEXT.preOrder.replace('{slot}', '06/11 2:00 PM - 4:00 PM'),
    )
    expect(slotConflict(makeProduct({ isPreOrderItem: true, itemEffectiveStartDate: '2025-06-11' }), slot, NOW)).toBeNull()
    // NOW is 9:00: 5 hours until the slot.
    const mto = (preparationTime: number) => makeProduct({ isMtoProduct: true, preparationTime })
    expect(slotConflict(mto(301), slot, NOW)).toBe('Takes 5 hrs 1 mins to prepare: too soon for your 06/11 2:00 PM - 4:00 PM slot.')
    expect(slotConflict(mto(300), slot, NOW)).toBeNull()
    expect(slotConflict(mto(301), slot, NOW, { disableMto: true })).toBeNull()
    expect(slotConflict(makeProduct({ fulfillmentStartTime: '15:00', fulfillmentEndTime: '20:00' }), { start: at(11, 14) }, NOW)).toBe(
      SLOT_CONFLICT_TEXT.hours.replace('{slot}', '06/11 2:00 PM'),
    )
    expect(slotConflict(makeProduct({ fulfillmentStartTime: '14:00', fulfillmentEndTime: '20:00' }), slot, NOW)).toBeNull()
  })
})

describe('12-hour slots', () => {
  it("displays time slots in 12-hour form, e.g. '2:00 PM' [PRD-051]", () => {
    expect(formatTime12h('14:00')).toBe('2:00 PM')
    expect(formatTime12h('00:00')).toBe('12:00 AM')
    expect(formatTime12h('12:30')).toBe('12:30 PM')
    expect(formatTime12h('09:05')).toBe('9:05 AM')
    expect(formatTime12h('24:00')).toBe('12:00 AM')
    expect(formatTime12h(at(11, 16, 15))).toBe('4:15 PM')
    expect(formatSlot12h('14:00', '16:00')).toBe('2:00 PM - 4:00 PM')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = formatTime12h(`${h}:${String(m).padStart(2, '0')}`)
        const [, hh = '', mm = '', ap = ''] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text) ?? []
        expect(Number(hh)).toBeGreaterThanOrEqual(1)
        expect(Number(hh)).toBeLessThanOrEqual(12)
        expect((Number(hh) % 12) + (ap === 'PM' ? 12 : 0)).toBe(h)
        expect(Number(mm)).toBe(m)
      }),
    )
  })
})
