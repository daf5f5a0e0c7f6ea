/**
 * The zip lookup and delivery address error tables of 000 §8, verbatim (note 'Not Acceptable' for the
 * zip lookup against 'Not acceptable' for a delivery address, gap C18), and the team's validation
 * messages beyond the catalogue (ERR-018, gap A19).
 */
import { FALLBACK_MESSAGE } from '../errors'
import { fieldsOf, firstMessage } from '../reply-values'

/** Validation messages the seed leaves to the team (ERR-018), one table. */
export const VALIDATION_MESSAGES = {
  zipFormat: 'Enter a valid 5-digit ZIP code.',
  /** A lookup that finds no city and state (PRF-008), or a 404 without a geo error message. */
  zipNotFound: "We couldn't find that ZIP code. Check it and try again.",
  required: 'This field is required.',
  state: 'Choose a state.',
} as const

export const ZIP_GATEWAY_TIMEOUT_MESSAGE = "Sorry, we're having technical difficulties, please check back later."
export const ZIP_NOT_ACCEPTABLE_MESSAGE = 'Not Acceptable'

/** Zip lookup statuses with a fixed message (ERR-010, ERR-011); a 404 reads the reply first. */
const ZIP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  504: ZIP_GATEWAY_TIMEOUT_MESSAGE,
  406: ZIP_NOT_ACCEPTABLE_MESSAGE,
}

/**
 * The first geo error message of a zip lookup reply: geo.errors[0], else errors[0]. The seed names
 * 'the first geo error message' but not where it sits; these are the places our simulator uses.
 */
export function firstGeoErrorMessage(body: unknown): string | undefined {
  const f = fieldsOf(body)
  return firstMessage(fieldsOf(f.geo).errors) ?? firstMessage(f.errors)
}

/** Zip lookup status → message (ERR-008..011). A 404 without a geo message says the ZIP was not found. */
export function zipLookupErrorMessage(status: number, body: unknown): string {
  if (status === 404) return firstGeoErrorMessage(body) ?? VALIDATION_MESSAGES.zipNotFound
  return ZIP_STATUS_MESSAGES[status] ?? FALLBACK_MESSAGE
}

export const ADDRESS_BACK_END_ERROR = 'Back-end error'
export const ADDRESS_GATEWAY_ERROR = 'Gate-way error'
export const ADDRESS_NOT_ACCEPTABLE = 'Not acceptable'
export const ADDRESS_BAD_REQUEST = 'Bad Request'

/** Delivery address statuses with a message of their own, used when the reply names no error. */
const ADDRESS_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  404: ADDRESS_BACK_END_ERROR,
  504: ADDRESS_GATEWAY_ERROR,
  406: ADDRESS_NOT_ACCEPTABLE,
  400: ADDRESS_BAD_REQUEST,
}

/** Delivery address status → message (ERR-012..016, PRF-014): the first error message, or the status's text; other statuses → fallback. */
export function deliveryAddressErrorMessage(status: number, body: unknown): string {
  const fallback = ADDRESS_STATUS_MESSAGES[status]
  if (fallback === undefined) return FALLBACK_MESSAGE
  return firstMessage(fieldsOf(body).errors) ?? fallback
}
