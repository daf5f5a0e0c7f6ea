import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FALLBACK_MESSAGE } from '../errors'
import {
  ADDRESS_BACK_END_ERROR,
  ADDRESS_BAD_REQUEST,
  ADDRESS_GATEWAY_ERROR,
  ADDRESS_NOT_ACCEPTABLE,
  deliveryAddressErrorMessage,
  VALIDATION_MESSAGES,
  ZIP_GATEWAY_TIMEOUT_MESSAGE,
  ZIP_NOT_ACCEPTABLE_MESSAGE,
  zipLookupErrorMessage,
} from './errors'
import { zipFormatCheck, zipLookupResult, zipQueryValue, zipValidation } from './zip'

const FALLBACK = 'Apologies, our site is currently experiencing technical difficulties, please try again later.'
const message = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '')
const otherStatus = (taken: number[]) => fc.integer({ min: 300, max: 599 }).filter((s) => !taken.includes(s))

describe('zip lookup', () => {
  it('reads the city from geo.address2 and the state from geo.region [PRF-007] [API-022]', () => {
    expect(zipLookupResult({ geo: { address2: 'Boulder', region: 'co' } })).toEqual({ city: 'Boulder', state: 'CO' })
    expect(zipLookupResult({ geo: { address2: 'Boulder' } })).toBeUndefined()
    expect(zipLookupResult({ city: 'Boulder', state: 'CO' })).toBeUndefined()
  })

  it('calls a zip valid only when the lookup returns a city and a state, else shows the zip error [PRF-008]', () => {
    expect(zipValidation(200, { geo: { address2: 'Boulder', region: 'CO' } })).toEqual({ valid: true, city: 'Boulder', state: 'CO' })
    expect(zipValidation(200, { geo: { address2: '', region: 'CO' } })).toEqual({ valid: false, message: VALIDATION_MESSAGES.zipNotFound })
    expect(zipValidation(504, {})).toEqual({
      valid: false,
      message: "Sorry, we're having technical difficulties, please check back later.",
    })
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), fc.anything(), (status, body) => {
        expect(zipValidation(status, body)).toEqual({ valid: false, message: zipLookupErrorMessage(status, body) })
      }),
    )
  })

  it('refuses a zip that is not five digits before any lookup [ERR-018] [PRF-008]', () => {
    expect(VALIDATION_MESSAGES.zipFormat).toBe('Enter a valid 5-digit ZIP code.')
    expect(zipQueryValue(' 80302 ')).toBe('80302')
    expect(zipQueryValue('80302-1234')).toBe('80302')
    for (const bad of ['', '8030', '803021', 'abcde', '80 302'])
      expect(zipFormatCheck(bad)).toEqual({ valid: false, message: 'Enter a valid 5-digit ZIP code.' })
    expect(zipFormatCheck('80302')).toBeUndefined()
  })
})

describe('zip lookup errors', () => {
  it('shows the first geo error message on a 404 [ERR-008]', () => {
    fc.assert(
      fc.property(message, message, (first, second) => {
        expect(zipLookupErrorMessage(404, { geo: { errors: [{ message: first }, { message: second }] } })).toBe(first)
        expect(zipLookupErrorMessage(404, { geo: { errors: [first] } })).toBe(first)
      }),
    )
    expect(zipLookupErrorMessage(404, { errors: [{ message: 'Invalid zip code' }] })).toBe('Invalid zip code')
    expect(zipLookupErrorMessage(404, {})).toBe(VALIDATION_MESSAGES.zipNotFound)
  })

  it("shows 'Sorry, we're having technical difficulties, please check back later.' on a 504 [ERR-009]", () => {
    expect(ZIP_GATEWAY_TIMEOUT_MESSAGE).toBe("Sorry, we're having technical difficulties, please check back later.")
    expect(zipLookupErrorMessage(504, { geo: { errors: ['ignored'] } })).toBe(
      "Sorry, we're having technical difficulties, please check back later.",
    )
  })

  it("shows 'Not Acceptable' on a 406 [ERR-010]", () => {
    expect(ZIP_NOT_ACCEPTABLE_MESSAGE).toBe('Not Acceptable')
    expect(zipLookupErrorMessage(406, { geo: { errors: ['ignored'] } })).toBe('Not Acceptable')
  })

  it('shows the fallback message for any other status [ERR-011]', () => {
    expect(FALLBACK_MESSAGE).toBe(FALLBACK)
    fc.assert(fc.property(otherStatus([404, 504, 406]), fc.anything(), (status, body) => zipLookupErrorMessage(status, body) === FALLBACK))
  })
})

describe('delivery address errors', () => {
  const cases: [number, string, string, string][] = [
    [404, 'Back-end error', ADDRESS_BACK_END_ERROR, 'ERR-012'],
    [504, 'Gate-way error', ADDRESS_GATEWAY_ERROR, 'ERR-013'],
    [406, 'Not acceptable', ADDRESS_NOT_ACCEPTABLE, 'ERR-014'],
    [400, 'Bad Request', ADDRESS_BAD_REQUEST, 'ERR-015'],
  ]

  it("shows the first error message on a 404, or 'Back-end error' [ERR-012] [PRF-014]", () => check(cases[0]!))
  it("shows the first error message on a 504, or 'Gate-way error' [ERR-013] [PRF-014]", () => check(cases[1]!))
  it("shows the first error message on a 406, or 'Not acceptable' with a lower-case a [ERR-014] [PRF-014]", () => {
    check(cases[2]!)
    expect(deliveryAddressErrorMessage(406, {})).not.toBe(zipLookupErrorMessage(406, {}))
  })
  it("shows the first error message on a 400, or 'Bad Request' [ERR-015] [PRF-014]", () => check(cases[3]!))

  it('shows the fallback message for any other status [ERR-016] [PRF-014]', () => {
    fc.assert(
      fc.property(
        otherStatus([404, 504, 406, 400]),
        message,
        (status, m) => deliveryAddressErrorMessage(status, { errors: [{ message: m }] }) === FALLBACK,
      ),
    )
  })

  function check([status, literal, constant]: [number, string, string, string]) {
    expect(constant).toBe(literal)
    fc.assert(
      fc.property(message, fc.array(message), (first, rest) => {
        expect(deliveryAddressErrorMessage(status, { errors: [{ message: first }, ...rest] })).toBe(first)
        expect(deliveryAddressErrorMessage(status, { errors: [first] })).toBe(first)
      }),
    )
    for (const body of [undefined, null, {}, { errors: [] }, { errors: [{ code: 'X' }] }, { errors: ['  '] }, 'text'])
      expect(deliveryAddressErrorMessage(status, body)).toBe(literal)
  }
})
