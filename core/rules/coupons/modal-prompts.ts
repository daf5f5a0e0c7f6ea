/**
 * What the coupon flow's modals say and accept (001 §2, §4, §5; MDL-012, MDL-014, MDL-015, CPN-074..079):
 * the progressive-profile prompt (a mobile number or an e-mail), the box-top modal and the sign-in modal with a
 * one-time passcode. The seed shows none of their wording or flows (gaps A19, B20), so the texts and the
 * passcode flow are the team's (docs/decisions/coupons.md "Coupon modals"). Pure: no I/O, no React.
 */

// ── Progressive profile (MDL-012, CPN-074..079) ─────────────────────────────────────────────────────

/** Which contact the prompt asks for: the one that is missing, or either when both are (CPN-078). */
export const CONTACT_ASKS = ['phone', 'email', 'either'] as const
export type ContactAsk = (typeof CONTACT_ASKS)[number]

const blank = (v: string | null | undefined) => !v || v.trim() === ''

/** The contact to ask for, or undefined when the profile has both (the prompt never shows then, CPN-077). */
export function contactAskFor(email: string | null | undefined, phone: string | null | undefined): ContactAsk | undefined {
  if (blank(email) && blank(phone)) return 'either'
  if (blank(phone)) return 'phone'
  if (blank(email)) return 'email'
  return undefined
}

export const PROGRESSIVE_PROFILE_TEXT = {
  title: 'Get the most from your coupons',
  description: {
    either: 'Add a mobile number or an email so we can send you new deals and reminders before your coupons expire.',
    phone: 'Add a mobile number so we can text you new deals and reminders before your coupons expire.',
    email: 'Add an email so we can send you new deals and reminders before your coupons expire.',
  },
  label: { either: 'Mobile number or email', phone: 'Mobile number', email: 'Email' },
  hint: {
    either: 'For example 5551234567 or name@example.com',
    phone: '10 digits, for example 5551234567',
    email: 'For example name@example.com',
  },
  save: 'Save',
  notNow: 'Not now',
  saved: 'Thanks! We saved your contact details.',
  ok: 'OK',
  saveFailed: "We couldn't save that. Please try again.",
} as const

/** Inline validation messages (gap A19: short messages in one table). */
export const CONTACT_MESSAGES = {
  empty: { either: 'Enter a mobile number or an email.', phone: 'Enter a mobile number.', email: 'Enter an email.' },
  invalid: {
    either: 'Enter a 10-digit mobile number or an email like name@example.com.',
    phone: 'Enter a 10-digit mobile number.',
    email: 'Enter an email like name@example.com.',
  },
} as const

export type ContactValue = { kind: 'phone'; phone: string } | { kind: 'email'; email: string }
export type ContactCheck = ({ ok: true } & ContactValue) | { ok: false; message: string }

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** A US mobile number as ten digits: spaces, dots, dashes, brackets and a leading +1 or 1 are allowed. */
export function normalisePhone(text: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(text)) return undefined
  const digits = text.replace(/\D/g, '')
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^[2-9]\d{9}$/.test(ten) ? ten : undefined
}

/** Checks what the shopper typed against what the prompt asks for. */
export function checkContact(text: string, ask: ContactAsk): ContactCheck {
  const value = text.trim()
  if (!value) return { ok: false, message: CONTACT_MESSAGES.empty[ask] }
  if (ask !== 'phone' && value.includes('@')) {
    return EMAIL.test(value) ? { ok: true, kind: 'email', email: value } : { ok: false, message: CONTACT_MESSAGES.invalid[ask] }
  }
  if (ask !== 'email') {
    const phone = normalisePhone(value)
    if (phone) return { ok: true, kind: 'phone', phone }
  }
  return { ok: false, message: CONTACT_MESSAGES.invalid[ask] }
}

// ── Box-top modal (MDL-014, CPN-126, CPN-127; gap B20) ──────────────────────────────────────────────

export const BOX_TOP_TEXT = {
  title: 'Link your General Mills account',
  description: 'This is a Box Tops offer. Link your General Mills account to clip it and earn Box Tops for your school.',
  link: 'Link account',
  notNow: 'Not now',
} as const

/** Where 'Link account' goes unless the page says otherwise (team design; the seed names no page). */
export const BOX_TOP_LINK_PATH = '/customer-account/loyalty-partners.html'

// ── Sign-in with a one-time passcode (MDL-015; gap B20) ─────────────────────────────────────────────

/** The passcode calls and the progressive profile's save, under the API prefix (sim/routes/otp.ts). */
export const OTP_PATHS = { request: '/account/otp/request', verify: '/account/otp/verify', contact: '/account/contact' } as const
export const OTP_CODE_LENGTH = 6

/** Error codes of the passcode calls and what the modal says for each. */
export const OTP_ERRORS = {
  OTP_CONTACT_INVALID: 'Enter a 10-digit mobile number or an email like name@example.com.',
  OTP_UNKNOWN_CONTACT: "We couldn't find an account with that mobile number or email.",
  OTP_CODE_INVALID: "That code isn't right. Check it and try again.",
  OTP_CODE_EXPIRED: 'That code has expired. Send a new code.',
  OTP_TOO_MANY_ATTEMPTS: 'Too many tries. Send a new code.',
  OTP_FAILED: "We couldn't sign you in. Please try again in a few minutes.",
} as const
export type OtpErrorCode = keyof typeof OTP_ERRORS

export const otpErrorMessage = (code: string | undefined): string =>
  code && code in OTP_ERRORS ? OTP_ERRORS[code as OtpErrorCode] : OTP_ERRORS.OTP_FAILED

export const OTP_TEXT = {
  title: 'Sign in with a one-time code',
  contactDescription: "Enter the mobile number or email on your account. We'll send you a 6-digit code.",
  contactLabel: 'Mobile number or email',
  send: 'Send code',
  codeTitle: 'Enter your code',
  /** {contact} is the masked address the code went to. */
  codeDescription: 'We sent a 6-digit code to {contact}. It expires in 5 minutes.',
  codeLabel: '6-digit code',
  verify: 'Sign in',
  resend: 'Send a new code',
  resent: 'We sent a new code.',
  change: 'Use a different mobile number or email',
  doneTitle: "You're signed in",
  doneDescription: 'You can clip coupons now.',
  continue: 'Continue',
  codeEmpty: 'Enter the 6-digit code.',
  codeInvalid: 'The code is 6 digits.',
} as const

/** Where the sign-in modal stands; the store moves it on, the view shows it. */
export const SIGN_IN_STEPS = ['contact', 'code', 'done'] as const
export type SignInStepName = (typeof SIGN_IN_STEPS)[number]
export type SignInStep =
  | { step: 'contact'; busy?: boolean; error?: string }
  /** `sentTo` is the masked address the code went to; `notice` a polite line such as 'We sent a new code.' */
  | { step: 'code'; sentTo: string; busy?: boolean; error?: string; notice?: string }
  | { step: 'done' }

/** The progressive profile's save, as the modal shows it. */
export const SAVE_STATES = ['idle', 'saving', 'failed', 'saved'] as const
export type SaveState = (typeof SAVE_STATES)[number]

/** The code as digits, or undefined unless it is exactly six of them (spaces are forgiven). */
export function normaliseOtpCode(text: string): string | undefined {
  const code = text.replace(/\s/g, '')
  return new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code) ? code : undefined
}

export const checkOtpCode = (text: string): { ok: true; code: string } | { ok: false; message: string } => {
  if (!text.trim()) return { ok: false, message: OTP_TEXT.codeEmpty }
  const code = normaliseOtpCode(text)
  return code ? { ok: true, code } : { ok: false, message: OTP_TEXT.codeInvalid }
}
