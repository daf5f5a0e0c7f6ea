/**
 * The one-time-passcode sign-in and the progressive profile's contact save (MDL-012, MDL-015; routes in
 * sim/routes/otp.ts, gap B20). Replies are checked here; a refusal reaches the caller as an error code of
 * OTP_ERRORS, so stores never read the wire's error shape.
 */
import * as v from 'valibot'
import { type ContactValue, OTP_PATHS, type OtpErrorCode, OTP_ERRORS } from '../../rules/coupons/modal-prompts'
import type { ApiClient } from '../api/client'
import { isApiError } from '../api/errors'

const requestReplySchema = v.looseObject({ requestId: v.string(), sentTo: v.string(), expiresInSeconds: v.optional(v.number()) })
/** A sign-in answers the shopper's user type: a 2xx without one (an error page, a wrong reply) is no sign-in (test/faults, fault 'shape'). */
const verifyReplySchema = v.looseObject({ userType: v.string() })
/** A JSON list (valibot's object schemas take one) is no answer: a save it answers has failed. */
const contactReplySchema = v.pipe(
  v.custom<unknown>((x) => !Array.isArray(x), 'contact: not an object'),
  v.looseObject({ email: v.optional(v.nullable(v.string())), phone: v.optional(v.nullable(v.string())) }),
)

export type OtpOutcome<T> = { ok: true; value: T } | { ok: false; code: OtpErrorCode }

const body = (contact: ContactValue) => (contact.kind === 'email' ? { email: contact.email } : { phone: contact.phone })

/** The error code of a refused call: the server's when it is one we know, else OTP_FAILED. */
export function otpErrorCodeOf(error: unknown): OtpErrorCode {
  if (!isApiError(error)) return 'OTP_FAILED'
  const b = error.details.body as { errors?: { code?: unknown }[] } | undefined
  const code = b && Array.isArray(b.errors) ? b.errors[0]?.code : undefined
  return typeof code === 'string' && code in OTP_ERRORS ? (code as OtpErrorCode) : 'OTP_FAILED'
}

async function attempt<T>(call: () => Promise<T>): Promise<OtpOutcome<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    return { ok: false, code: otpErrorCodeOf(error) }
  }
}

/** POST account/otp/request: sends a code to the account with that mobile number or e-mail. */
export const requestPasscode = (api: ApiClient, contact: ContactValue) =>
  attempt(() => api.request(OTP_PATHS.request, { method: 'POST', json: body(contact), schema: requestReplySchema, credentials: true }))

/** POST account/otp/verify: signs the shopper in (the server sets the session cookies). */
export const verifyPasscode = (api: ApiClient, requestId: string, code: string) =>
  attempt(() => api.request(OTP_PATHS.verify, { method: 'POST', json: { requestId, code }, schema: verifyReplySchema, credentials: true }))

/** POST account/contact: saves the progressive profile's mobile number or e-mail. */
export async function saveContact(api: ApiClient, contact: ContactValue): Promise<boolean> {
  return (
    await attempt(() =>
      api.request(OTP_PATHS.contact, { method: 'POST', json: body(contact), schema: contactReplySchema, write: 'profile' }),
    )
  ).ok
}
