/**
 * Zip code validation (000 §5, §7, §8): a zip code is valid when the store resolver's zip-to-city
 * lookup answers with a city (geo.address2) and a state (geo.region).
 */
import { fieldsOf, optionalText } from '../games/values'
import { VALIDATION_MESSAGES, zipLookupErrorMessage } from './errors'

export interface ZipLookupResult {
  city: string
  state: string
}

export type ZipValidation = { valid: true; city: string; state: string } | { valid: false; message: string }

/** What the lookup is asked with: five digits, spaces trimmed (a ZIP+4 is asked by its first five). */
export function zipQueryValue(input: string): string | undefined {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input)
  return match?.[1]
}

/** The city and state of a lookup answer (PRF-007, API-022); undefined when either is missing. */
export function zipLookupResult(body: unknown): ZipLookupResult | undefined {
  const geo = fieldsOf(fieldsOf(body).geo)
  const city = optionalText(geo.address2)
  const state = optionalText(geo.region)
  return city && state ? { city, state: state.toUpperCase() } : undefined
}

/** A zip that is not five digits is refused before any lookup (ERR-018). */
export function zipFormatCheck(input: string): ZipValidation | undefined {
  return zipQueryValue(input) ? undefined : { valid: false, message: VALIDATION_MESSAGES.zipFormat }
}

/**
 * The verdict on a lookup answer (PRF-008): 2xx with a city and a state is valid; 2xx without them is
 * not found; an error status shows the zip lookup error table (ERR-008..011).
 */
export function zipValidation(status: number, body: unknown): ZipValidation {
  if (status >= 200 && status < 300) {
    const result = zipLookupResult(body)
    return result ? { valid: true, ...result } : { valid: false, message: VALIDATION_MESSAGES.zipNotFound }
  }
  return { valid: false, message: zipLookupErrorMessage(status, body) }
}
