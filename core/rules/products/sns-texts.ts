/**
 * Schedule-and-save texts (SNS-011; 000 §9 says they are configured but does not show them or their use; gap A22):
 * a catalogue keyed by id, filled from the page configuration's `scheduleAndSave` block over our defaults, and
 * shown only by subscribe-and-save widgets (the product card, once the shopper ticks subscribe and save).
 * They are shown as text, never as HTML.
 */

/** The three kinds of note the seed names: address, slot and payment. */
export const SNS_TEXT_IDS = ['addressNote', 'slotNote', 'paymentNote'] as const
export type SnsTextId = (typeof SNS_TEXT_IDS)[number]
export type SnsTexts = Readonly<Record<SnsTextId, string>>

/** Our defaults (the seed's own texts are not shown; docs/decisions.md). */
export const DEFAULT_SNS_TEXTS: SnsTexts = {
  addressNote: 'Delivered to the address on your account.',
  slotNote: 'Each delivery comes in the time slot of your first order; you can change it before each delivery.',
  paymentNote: 'Your saved payment method is charged after each delivery.',
}

/** The longest note a page may configure; longer ones are cut (a CMS paste should not flood a card). */
export const SNS_TEXT_MAX_LENGTH = 200

/** Merges the configured texts over the defaults: unknown ids and non-text values get a warning and are ignored. */
export function resolveSnsTexts(configured: unknown, warn: (message: string) => void = () => {}): SnsTexts {
  const out: Record<SnsTextId, string> = { ...DEFAULT_SNS_TEXTS }
  if (configured === undefined || configured === null) return out
  if (typeof configured !== 'object' || Array.isArray(configured)) {
    warn(`Aisle: scheduleAndSave in the page config must be an object with ${SNS_TEXT_IDS.join(', ')}; ignored.`)
    return out
  }
  for (const [id, value] of Object.entries(configured as Record<string, unknown>)) {
    if (!(SNS_TEXT_IDS as readonly string[]).includes(id)) {
      warn(`Aisle: unknown schedule-and-save text '${id}'. Known: ${SNS_TEXT_IDS.join(', ')}.`)
    } else if (typeof value !== 'string' || value.trim() === '') {
      warn(`Aisle: schedule-and-save text '${id}' must be non-empty text; using the default.`)
    } else {
      out[id as SnsTextId] = value.trim().slice(0, SNS_TEXT_MAX_LENGTH)
    }
  }
  return out
}
