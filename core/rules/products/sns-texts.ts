/**
 * Schedule-and-save texts (SNS-011; 000 §9 says they are configured but does not show them or their use; gap A22):
 * a catalogue keyed by id, filled from the page configuration's `scheduleAndSave` block over our defaults, and
 * shown only by subscribe-and-save widgets (the product card, once the shopper ticks subscribe and save).
 * They are shown as text, never as HTML.
 */

/** Days before the next order that date and time changes open (000 §9 guidance notes; CST-021). */
export const SNS_CHANGE_WINDOW_DAYS = 5
/** Business days an unsubscribe may take (000 §9 guidance notes; CST-023). */
export const SNS_UNSUBSCRIBE_BUSINESS_DAYS = 10

/**
 * The kinds of note: address, slot and payment (configured, wording not shown), and the two guidance notes the
 * seed does word (date and time changes, unsubscribe).
 */
export const SNS_TEXT_IDS = ['addressNote', 'slotNote', 'paymentNote', 'changeWindowNote', 'unsubscribeNote'] as const
export type SnsTextId = (typeof SNS_TEXT_IDS)[number]
export type SnsTexts = Readonly<Record<SnsTextId, string>>

/** Defaults: our wording for the address, slot and payment notes (the seed's are not shown; docs/decisions/products.md), the seed's for the guidance notes. */
export const DEFAULT_SNS_TEXTS: SnsTexts = {
  addressNote: 'Delivered to the address on your account.',
  slotNote: 'Each delivery comes in the time slot of your first order; you can change it before each delivery.',
  paymentNote: 'Your saved payment method is charged after each delivery.',
  changeWindowNote: `Date and time changes open ${SNS_CHANGE_WINDOW_DAYS} days before the next order.`,
  unsubscribeNote: `Unsubscribe may take up to ${SNS_UNSUBSCRIBE_BUSINESS_DAYS} business days.`,
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
