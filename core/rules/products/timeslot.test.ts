import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSeedData } from '../../../sim/data'
import { makeProduct } from '../../test-support/products'
import { seedText } from '../../test-support/seed'
import { clockMinutes, localDay } from './dates'
import {
  formatSlot12h,
  formatTime12h,
  fulfilmentHoursFor,
  isBeforePreOrderStart,
  isSlotTooSoon,
  isSlotWithinDepartmentHours,
  isSlotWithinFulfilmentHours,
  isWithinHours,
} from './timeslot'

// 2025-06-11 is a Wednesday, 06-14 a Saturday, 06-15 a Sunday; Date(y, m, d, h, mi) is local time in any zone.
const at = (day: number, h: number, mi = 0) => new Date(2025, 5, day, h, mi)
const NOW = at(11, 9).getTime()
const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)

describe('pre-order and prep time', () => {
  it('rejects, for a pre-order item, a slot whose date is before itemEffectiveStartDate [PRD-046]', () => {
    const p = makeProduct({ isPreOrderItem: true, itemEffectiveStartDate: '2025-06-20' })
    expect(isBeforePreOrderStart(localDay(at(19, 23, 59)), p)).toBe(true)
    expect(isBeforePreOrderStart(localDay(at(20, 0)), p)).toBe(false)
    expect(isBeforePreOrderStart('2025-06-21', p)).toBe(false)
    expect(isBeforePreOrderStart('2025-06-01', makeProduct({ isPreOrderItem: false, itemEffectiveStartDate: '2025-06-20' }))).toBe(false)
    fc.assert(fc.property(fc.integer({ min: -60, max: 60 }), (n) => {
      const slotDay = new Date(Date.UTC(2025, 5, 20 + n)).toISOString().slice(0, 10)
      expect(isBeforePreOrderStart(slotDay, p)).toBe(n < 0)
    }))
  })

  it('finds a slot too soon when preparationTime x 60 x 1000 exceeds the milliseconds until the slot [PRD-047]', () => {
    expect(seedText('001')).toContain('prep time in minutes x 60 x 1000 exceeds the time until the slot')
    fc.assert(fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: -3_600_000, max: 48 * 3_600_000 }), (prep, until) => {
      expect(isSlotTooSoon(prep, NOW + until, NOW)).toBe(prep * 60 * 1000 > until)
    }))
    expect(isSlotTooSoon(45, NOW + 45 * 60_000, NOW)).toBe(false)
    expect(isSlotTooSoon(45, NOW + 45 * 60_000 - 1, NOW)).toBe(true)
    expect(isSlotTooSoon(45, NOW, NOW, { disableMto: true })).toBe(false)
  })
})

describe('time-slot validity', () => {
  const deli = { '3': { start: '08:00', end: '20:00' }, '6': { start: '09:00', end: '17:00' }, '0': { start: '00:00', end: '00:00' } }

  it("is valid within the department's hours for the weekday, start inclusive, end exclusive [PRD-048]", () => {
    expect(isSlotWithinDepartmentHours(at(11, 8), deli)).toBe(true)
    expect(isSlotWithinDepartmentHours(at(11, 7, 59), deli)).toBe(false)
    expect(isSlotWithinDepartmentHours(at(11, 19, 59), deli)).toBe(true)
    expect(isSlotWithinDepartmentHours(at(11, 20), deli)).toBe(false)
    expect(isSlotWithinDepartmentHours(at(14, 18), deli)).toBe(false)
    expect(isSlotWithinDepartmentHours(at(15, 12), deli)).toBe(false)
    fc.assert(fc.property(hhmm, hhmm, fc.integer({ min: 0, max: 1439 }), (start, end, m) => {
      const s = clockMinutes(start) ?? 0
      const e = clockMinutes(end) ?? 0
      const expected = e >= s ? m >= s && m < e : m >= s || m < e
      expect(isWithinHours(m, { start, end })).toBe(expected)
    }))
    expect(isWithinHours(23 * 60 + 59, { start: '06:00', end: '24:00' })).toBe(true)
  })

  it('checks Saturday and Sunday slots against the Saturday and Sunday fulfilment hours [PRD-049]', () => {
    const p = makeProduct({
      fulfillmentStartTime: '10:00', fulfillmentEndTime: '19:00',
      fulfillmentStartTimeSaturday: '10:00', fulfillmentEndTimeSaturday: '17:00',
      fulfillmentStartTimeSunday: '11:00', fulfillmentEndTimeSunday: '16:00',
    })
    expect(isSlotWithinFulfilmentHours(at(11, 18), p.fulfilmentHours)).toBe(true)
    expect(isSlotWithinFulfilmentHours(at(14, 18), p.fulfilmentHours)).toBe(false)
    expect(isSlotWithinFulfilmentHours(at(14, 16, 59), p.fulfilmentHours)).toBe(true)
    expect(isSlotWithinFulfilmentHours(at(15, 10, 30), p.fulfilmentHours)).toBe(false)
    expect(isSlotWithinFulfilmentHours(at(15, 11), p.fulfilmentHours)).toBe(true)
    expect(fulfilmentHoursFor(p.fulfilmentHours, 6)).toEqual({ start: '10:00', end: '17:00' })
    // a missing weekend variant falls back to the weekday hours
    expect(fulfilmentHoursFor(makeProduct({ fulfillmentStartTime: '10:00', fulfillmentEndTime: '19:00' }).fulfilmentHours, 0)).toEqual({ start: '10:00', end: '19:00' })
  })

  it('treats every slot as valid with no opening-hours data [PRD-050]', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 23 }), (d, h) => {
      expect(isSlotWithinDepartmentHours(at(d, h), undefined)).toBe(true)
      expect(isSlotWithinDepartmentHours(at(d, h), {})).toBe(true)
      expect(isSlotWithinFulfilmentHours(at(d, h), makeProduct().fulfilmentHours)).toBe(true)
    }))
  })

  it('agrees with the department hours the simulator publishes [PRD-048] [PRD-050]', () => {
    const { stores } = createSeedData({ seed: 3 })
    const withHours = stores.find((s) => s.departmentHours?.deli)
    const without = stores.find((s) => !s.departmentHours)
    const hours = withHours?.departmentHours?.deli
    expect(hours, 'the simulator seeds a store with deli hours').toBeDefined()
    expect(without, 'the simulator seeds a store without department hours').toBeDefined()
    let checked = 0
    if (hours) {
      for (let day = 8; day < 15; day++) {
        const h = hours[String(at(day, 0).getDay())]
        const open = clockMinutes(h?.start)
        const close = clockMinutes(h?.end)
        if (open === undefined || close === undefined || close <= open) continue
        expect(isSlotWithinDepartmentHours(at(day, Math.floor(open / 60), open % 60), hours)).toBe(true)
        expect(isSlotWithinDepartmentHours(new Date(at(day, 0).getTime() + close * 60_000), hours)).toBe(false)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
    if (without) expect(isSlotWithinDepartmentHours(at(11, 3), without.departmentHours?.deli)).toBe(true)
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
    fc.assert(fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
      const text = formatTime12h(`${h}:${String(m).padStart(2, '0')}`)
      const [, hh = '', mm = '', ap = ''] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text) ?? []
      expect(Number(hh)).toBeGreaterThanOrEqual(1)
      expect(Number(hh)).toBeLessThanOrEqual(12)
      expect((Number(hh) % 12) + (ap === 'PM' ? 12 : 0)).toBe(h)
      expect(Number(mm)).toBe(m)
    }))
  })
})
