import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CART_ERROR_MESSAGE, FALLBACK_MESSAGE, gamesErrorMessage, INVALID_AUTHORIZATION } from './errors'

const FALLBACK = 'Apologies, our site is currently experiencing technical difficulties, please try again later.'

/** A message a server might send: any text with something visible in it. */
const message = fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== '')
/** An error entry as the APIs send it: a bare string or {message}. */
const entry = (m: fc.Arbitrary<string>) =>
  fc.oneof(
    m,
    m.map((text) => ({ code: 'E1', message: text })),
  )
/** Anything that carries no message: missing, empty, blank, or not text. */
const noMessage = fc.constantFrom(undefined, null, '', '   ', 42, {}, [])

describe('games API error messages', () => {
  it('uses the general fallback text verbatim [ERR-001]', () => {
    expect(FALLBACK_MESSAGE).toBe(FALLBACK)
    expect(gamesErrorMessage(418, null)).toBe(FALLBACK)
  })

  it("shows the server message on a 401, or 'Invalid authorization' without one [ERR-002]", () => {
    expect(INVALID_AUTHORIZATION).toBe('Invalid authorization')
    fc.assert(fc.property(message, (m) => gamesErrorMessage(401, { message: m }) === m))
    fc.assert(fc.property(noMessage, (m) => gamesErrorMessage(401, { message: m }) === 'Invalid authorization'))
    expect(gamesErrorMessage(401, null)).toBe('Invalid authorization')
    expect(gamesErrorMessage(401, 'not json')).toBe('Invalid authorization')
  })

  it('shows the server message on a 403, or the fallback without one [ERR-003]', () => {
    fc.assert(fc.property(message, (m) => gamesErrorMessage(403, { message: m }) === m))
    fc.assert(fc.property(noMessage, (m) => gamesErrorMessage(403, { message: m }) === FALLBACK))
    expect(gamesErrorMessage(403, undefined)).toBe(FALLBACK)
  })

  it('shows the first errors entry on a 400, else the first serviceErrors entry, else the fallback [ERR-004]', () => {
    fc.assert(
      fc.property(message, fc.array(entry(message)), fc.array(entry(message)), (first, rest, service) => {
        const errors = [typeof rest[0] === 'object' ? { message: first } : first, ...rest]
        expect(gamesErrorMessage(400, { errors, serviceErrors: service, message: 'top' })).toBe(first)
      }),
    )
    fc.assert(
      fc.property(message, fc.array(entry(message)), (first, rest) => {
        expect(gamesErrorMessage(400, { errors: [], serviceErrors: [{ message: first }, ...rest] })).toBe(first)
        expect(gamesErrorMessage(400, { serviceErrors: [first, ...rest] })).toBe(first)
      }),
    )
    fc.assert(
      fc.property(
        noMessage,
        noMessage,
        (e, s) => gamesErrorMessage(400, { errors: [e], serviceErrors: [s], message: 'ignored' }) === FALLBACK,
      ),
    )
    expect(gamesErrorMessage(400, {})).toBe(FALLBACK)
  })

  it('shows the first serviceErrors message on a 500, or the fallback [ERR-005]', () => {
    fc.assert(
      fc.property(
        message,
        message,
        (service, other) => gamesErrorMessage(500, { serviceErrors: [{ message: service }], errors: [other], message: other }) === service,
      ),
    )
    fc.assert(fc.property(message, (other) => gamesErrorMessage(500, { errors: [other], message: other }) === FALLBACK))
    expect(gamesErrorMessage(500, { serviceErrors: [] })).toBe(FALLBACK)
  })

  it('shows the first serviceErrors message on a 503, or the fallback [ERR-006]', () => {
    fc.assert(
      fc.property(
        message,
        message,
        (service, other) => gamesErrorMessage(503, { serviceErrors: [service, other], message: other }) === service,
      ),
    )
    fc.assert(fc.property(message, (other) => gamesErrorMessage(503, { message: other, errors: [{ message: other }] }) === FALLBACK))
    expect(gamesErrorMessage(503, null)).toBe(FALLBACK)
  })

  it('shows the fallback for any other status, whatever the body says [ERR-007]', () => {
    const other = fc.integer({ min: 100, max: 599 }).filter((s) => ![400, 401, 403, 500, 503].includes(s))
    const body = fc.oneof(fc.anything(), fc.record({ message, errors: fc.array(entry(message)), serviceErrors: fc.array(entry(message)) }))
    fc.assert(fc.property(other, body, (status, b) => gamesErrorMessage(status, b) === FALLBACK))
    for (const status of [402, 404, 409, 502, 504])
      expect(gamesErrorMessage(status, { message: 'server text', serviceErrors: ['svc'] })).toBe(FALLBACK)
  })

  it('uses the fallback text verbatim for cart errors [ERR-019]', () => {
    expect(CART_ERROR_MESSAGE).toBe(FALLBACK)
  })
})
