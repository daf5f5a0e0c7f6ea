/**
 * Sign-in with a one-time passcode and the progressive profile's save (MDL-012, MDL-015, gap B20): the seed
 * names both modals but shows neither flow, so these routes are the team's design (sim/README.md "One-time
 * passcode"). Under the API prefix, so the gateway's key, CSRF, faults and request log apply.
 *
 * - POST account/otp/request {email} or {phone}: a code for the seeded user with that e-mail or phone;
 *   answers {requestId, sentTo (masked), expiresInSeconds}. The code is always SIM_OTP_CODE.
 * - POST account/otp/verify {requestId, code}: signs that user in (session cookies, as the sign-in page does)
 *   and answers {userType, customerId}; a wrong code counts, the third one uses the request up.
 * - POST account/contact {email} or {phone} with a Bearer token: saves it on the shopper's profile.
 */
import { Hono } from 'hono'
import { COOKIES } from '../../core/rules/http'
import { checkContact, type ContactValue, normaliseOtpCode, OTP_PATHS, type OtpErrorCode } from '../../core/rules/coupons/modal-prompts'
import type { SimUser } from '../data'
import { bearerSession, cookieString, errorBody, jsonBody, type SimContext, type SimEnv } from '../http'
import { type SimState, userByKey } from '../state'
import { signIn } from './control'

/** A code lives five minutes (as the modal's OTP_TEXT.codeDescription tells the shopper); three wrong tries use it up. The server's rules, not the widget's. */
export const OTP_LIFETIME_SECONDS = 300
export const OTP_MAX_ATTEMPTS = 3

/** 'j•••@example.com' or '•••-•••-4567': enough for the shopper to recognise, not to read off the screen (the server masks `sentTo`). */
export function maskContact(contact: ContactValue): string {
  if (contact.kind === 'phone') return `•••-•••-${contact.phone.slice(-4)}`
  const [name = '', domain = ''] = contact.email.split('@')
  return `${name.slice(0, 1)}•••@${domain}`
}

/** The passcode every simulated request sends (tests and demos type it). */
export const SIM_OTP_CODE = '246810'

export const SIM_OTP_MESSAGES: Record<OtpErrorCode | 'UNAUTHORIZED', string> = {
  OTP_CONTACT_INVALID: 'Send a 10-digit mobile number or an e-mail address.',
  OTP_UNKNOWN_CONTACT: 'No account has that mobile number or e-mail.',
  OTP_CODE_INVALID: 'The code is not right.',
  OTP_CODE_EXPIRED: 'The code has expired or was never sent.',
  OTP_TOO_MANY_ATTEMPTS: 'Too many wrong codes; request a new one.',
  OTP_FAILED: 'The passcode could not be checked.',
  UNAUTHORIZED: 'Sign in first.',
}

interface OtpRequest {
  userKey: string
  at: number
  attempts: number
}

const requests = new WeakMap<SimState, Map<string, OtpRequest>>()
const requestsOf = (state: SimState) => {
  let map = requests.get(state)
  if (!map) requests.set(state, (map = new Map()))
  return map
}
let counter = 0

const fail = (c: SimContext, code: OtpErrorCode | 'UNAUTHORIZED', status: 400 | 401 | 404 | 429) =>
  c.json(errorBody(code, SIM_OTP_MESSAGES[code]), status)

/** {email} or {phone} from a body, checked as the modal checks it. */
function contactOf(body: unknown): ContactValue | undefined {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const text = typeof b.email === 'string' ? b.email : typeof b.phone === 'string' ? b.phone : ''
  const check = checkContact(text, typeof b.email === 'string' ? 'email' : 'phone')
  return check.ok ? (check.kind === 'email' ? { kind: 'email', email: check.email } : { kind: 'phone', phone: check.phone }) : undefined
}

function userWith(state: SimState, contact: ContactValue): SimUser | undefined {
  return state.users.find((u) =>
    contact.kind === 'email' ? u.email.toLowerCase() === contact.email.toLowerCase() : !!u.phoneNumber && u.phoneNumber === contact.phone,
  )
}

export function otpRoutes() {
  const app = new Hono<SimEnv>()

  app.post(OTP_PATHS.request, async (c) => {
    const contact = contactOf(await jsonBody(c))
    if (!contact) return fail(c, 'OTP_CONTACT_INVALID', 400)
    const state = c.get('state')
    const user = userWith(state, contact)
    if (!user) return fail(c, 'OTP_UNKNOWN_CONTACT', 404)
    const requestId = `otp-${++counter}`
    requestsOf(state).set(requestId, { userKey: user.key, at: state.now(), attempts: 0 })
    // Masked as the account holds it, not as typed.
    const sentTo = maskContact(contact.kind === 'email' ? { kind: 'email', email: user.email } : contact)
    return c.json({ requestId, sentTo, expiresInSeconds: OTP_LIFETIME_SECONDS })
  })

  app.post(OTP_PATHS.verify, async (c) => {
    const body = ((await jsonBody(c)) ?? {}) as Record<string, unknown>
    const state = c.get('state')
    const map = requestsOf(state)
    const id = typeof body.requestId === 'string' ? body.requestId : ''
    const request = map.get(id)
    if (!request || state.now() - request.at > OTP_LIFETIME_SECONDS * 1000) {
      map.delete(id)
      return fail(c, 'OTP_CODE_EXPIRED', 400)
    }
    if (normaliseOtpCode(typeof body.code === 'string' ? body.code : '') !== SIM_OTP_CODE) {
      request.attempts++
      if (request.attempts < OTP_MAX_ATTEMPTS) return fail(c, 'OTP_CODE_INVALID', 400)
      map.delete(id)
      return fail(c, 'OTP_TOO_MANY_ATTEMPTS', 429)
    }
    map.delete(id)
    const reply = signIn(state, { user: request.userKey })
    // Routes under the API prefix answer through an inner app: set the cookies on this response itself.
    for (const [name, value] of Object.entries(reply.cookies)) {
      c.header('Set-Cookie', cookieString(name, value, { httpOnly: name === COOKIES.simSession }), { append: true })
    }
    return c.json({ userType: reply.userType, customerId: reply.customerId, cookies: reply.cookies })
  })

  app.post(OTP_PATHS.contact, async (c) => {
    const session = bearerSession(c)
    const user = session && session !== 'expired' ? userByKey(c.get('state'), session.userKey) : undefined
    if (!user) return fail(c, 'UNAUTHORIZED', 401)
    const contact = contactOf(await jsonBody(c))
    if (!contact) return fail(c, 'OTP_CONTACT_INVALID', 400)
    if (contact.kind === 'email') user.email = contact.email
    else user.phoneNumber = contact.phone
    return c.json({ email: user.email, phone: user.phoneNumber })
  })

  return app
}
