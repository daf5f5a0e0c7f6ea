import { describe, expect, it } from 'vitest'
import { maskDates } from './masked-dates'

describe('maskDates: the time-travel run compares screens with their dates written as placeholders', () => {
  it('masks the date forms the widgets print', () => {
    expect(maskDates('Expires 12/19/2026 · One Time Use')).toBe('Expires <date> · One Time Use')
    expect(maskDates('- time: 2026-11-22')).toBe('- time: <date>')
    expect(maskDates('at 2026-11-22T08:00:00-08:00 then')).toBe('at <date> then')
    expect(maskDates('Ends Dec 8, 2026 on Tuesday at 3:00 PM')).toBe('Ends <date> on <weekday> at <time>')
    expect(maskDates('valid through 12/08')).toBe('valid through <date>')
    expect(maskDates('/foru/offer-details.9000050.1793404800049.PD.html')).toBe('/foru/offer-details.9000050.<timestamp>.PD.html')
  })

  it('leaves prices, counts, quantities and ids alone', () => {
    const text = '$3.49 · Up to 5 Uses · 12 ct · 4 x 5.3 oz · offer 9000008 · 99+'
    expect(maskDates(text)).toBe(text)
  })
})
