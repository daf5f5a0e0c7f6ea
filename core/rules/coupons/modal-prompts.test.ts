import { describe, expect, it } from 'vitest'
import {
  checkContact,
  checkOtpCode,
  CONTACT_MESSAGES,
  contactAskFor,
  normalisePhone,
  OTP_ERRORS,
  OTP_TEXT,
  otpErrorMessage,
} from './modal-prompts'

describe('progressive profile rules', () => {
  it('asks for the missing contact, either when both are missing [CPN-074] [CPN-078]', () => {
    expect(contactAskFor('', '')).toBe('either')
    expect(contactAskFor(null, undefined)).toBe('either')
    expect(contactAskFor('a@example.com', ' ')).toBe('phone')
    expect(contactAskFor('', '5551234567')).toBe('email')
  })

  it('asks nothing when both e-mail and phone are present [CPN-077]', () => {
    expect(contactAskFor('a@example.com', '5551234567')).toBeUndefined()
  })

  it('accepts a 10-digit US mobile number in the usual spellings', () => {
    for (const t of ['5551234567', '(555) 123-4567', '555.123.4567', '+1 555 123 4567', '1-555-123-4567'])
      expect(normalisePhone(t)).toBe('5551234567')
    for (const t of ['555123456', '0551234567', '55512345678', '555-CALL-NOW', '']) expect(normalisePhone(t)).toBeUndefined()
  })

  it('checks the input against what is asked, with one message per case [CPN-078]', () => {
    expect(checkContact('  ', 'either')).toEqual({ ok: false, message: CONTACT_MESSAGES.empty.either })
    expect(checkContact('', 'phone')).toEqual({ ok: false, message: 'Enter a mobile number.' })
    expect(checkContact('x', 'email')).toEqual({ ok: false, message: 'Enter an email like name@example.com.' })
    expect(checkContact('name@example', 'either')).toEqual({ ok: false, message: CONTACT_MESSAGES.invalid.either })
    expect(checkContact(' Name@Example.com ', 'either')).toEqual({ ok: true, kind: 'email', email: 'Name@Example.com' })
    expect(checkContact('(555) 123-4567', 'either')).toEqual({ ok: true, kind: 'phone', phone: '5551234567' })
    expect(checkContact('a@example.com', 'phone')).toEqual({ ok: false, message: CONTACT_MESSAGES.invalid.phone })
    expect(checkContact('5551234567', 'email')).toEqual({ ok: false, message: CONTACT_MESSAGES.invalid.email })
  })
})

describe('one-time passcode rules', () => {
  it('a code is exactly six digits; spaces are forgiven [MDL-015]', () => {
    expect(checkOtpCode('123 456')).toEqual({ ok: true, code: '123456' })
    expect(checkOtpCode('')).toEqual({ ok: false, message: OTP_TEXT.codeEmpty })
    expect(checkOtpCode('12345')).toEqual({ ok: false, message: OTP_TEXT.codeInvalid })
    expect(checkOtpCode('12345a')).toEqual({ ok: false, message: OTP_TEXT.codeInvalid })
  })

  it('maps error codes to messages [MDL-015]', () => {
    expect(otpErrorMessage('OTP_CODE_INVALID')).toBe(OTP_ERRORS.OTP_CODE_INVALID)
    expect(otpErrorMessage('SOMETHING_ELSE')).toBe(OTP_ERRORS.OTP_FAILED)
    expect(otpErrorMessage(undefined)).toBe(OTP_ERRORS.OTP_FAILED)
  })
})
