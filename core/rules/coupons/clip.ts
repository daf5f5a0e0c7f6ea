/**
 * The clip call's payload and the reading of its answers (001 §4, §7, §8): which outcome a
 * reply means, whether it opens the error modal, what is logged under 'coupon clipping', and what it does to
 * the offer.
 */
import { CLIPPED, type Offer } from './offer'
import { CLIP_REPLY_STATUS } from './offers-api'
import { CLIP_FAILED_BAD_STATUS, CLIP_FAILED_NO_ITEMS, CLIP_LOG_LABEL, clipHttpFailed, COUPON_EXPIRED } from './clip-texts'

export const CLIP_TYPES = ['C', 'L'] as const
/** 'C' clips to the card, 'L' adds to the shopping list. */
export type ClipType = (typeof CLIP_TYPES)[number]
/** The two clip item types by name: C clips, L lists (API-057, API-060). */
export const CLIP_TYPE_CLIP: ClipType = CLIP_TYPES[0]
export const CLIP_TYPE_LIST: ClipType = CLIP_TYPES[1]

export interface ClipItem {
  clipType: ClipType
  itemId: string
  itemType: string
}

/**
 * The clip body: a 'C' and an 'L' item, or the 'L' item only for a coupon still clipped but removed from the
 * list (status 'C' and deleted), which is put back on the list. itemType is the offer's program.
 */
export function clipRequestBody(offer: Pick<Offer, 'id' | 'offerPgm' | 'status' | 'deleted'>): { items: ClipItem[] } {
  const item = (clipType: ClipType): ClipItem => ({ clipType, itemId: offer.id, itemType: offer.offerPgm })
  return { items: offer.status === CLIPPED && offer.deleted ? [item(CLIP_TYPE_LIST)] : [item(CLIP_TYPE_CLIP), item(CLIP_TYPE_LIST)] }
}

/** Clip reply statuses of items[0].status (CPN-035..037). */
export { CLIP_REPLY_STATUS }

/** The clip failure texts (clip-texts.ts). */
export { CLIP_FAILED_BAD_STATUS, CLIP_FAILED_NO_ITEMS, CLIP_LOG_LABEL, clipHttpFailed, COUPON_EXPIRED } from './clip-texts'

export interface ClipLog {
  label: typeof CLIP_LOG_LABEL
  message: string
  /** The server's error code, when it sent one. */
  code?: string
  /** The server's error message, when it sent one. */
  errorMessage?: string
}

export type ClipOutcome =
  | { kind: 'clipped'; itemId?: string }
  | { kind: 'expired'; modal: true; log: ClipLog }
  | { kind: 'failed'; modal: true; log: ClipLog }
  | { kind: 'http-error'; modal: false; log: ClipLog }

const str = (v: unknown): string | undefined =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' ? String(v) : undefined

function serverError(entry: unknown): Pick<ClipLog, 'code' | 'errorMessage'> {
  if (typeof entry === 'string') return str(entry) ? { errorMessage: entry } : {}
  if (!entry || typeof entry !== 'object') return {}
  const e = entry as Record<string, unknown>
  const code = str(e.code) ?? str(e.errorCode) ?? str(e.errorCd)
  const errorMessage = str(e.message) ?? str(e.errorMessage) ?? str(e.errorMsg)
  return { ...(code ? { code } : {}), ...(errorMessage ? { errorMessage } : {}) }
}

const log = (message: string, extra: Pick<ClipLog, 'code' | 'errorMessage'> = {}): ClipLog => ({ label: CLIP_LOG_LABEL, message, ...extra })

/** The first error of an error body: errors[0], else serviceErrors[0], else the body's own fields. */
function firstError(body: unknown): Pick<ClipLog, 'code' | 'errorMessage'> {
  if (!body || typeof body !== 'object') return {}
  const b = body as Record<string, unknown>
  if (Array.isArray(b.errors) && b.errors.length > 0) return serverError(b.errors[0])
  if (Array.isArray(b.serviceErrors) && b.serviceErrors.length > 0) return serverError(b.serviceErrors[0])
  return serverError(b)
}

const isOk = (httpStatus: number) => httpStatus >= 200 && httpStatus < 300

/**
 * Reads a clip answer (CPN-025, CPN-035..037, CPN-073; ERR-024..030). A 2xx answer is read by items[0].status:
 * 1 clipped, 0 expired (with the item's errorCd and errorMsg), anything else failed; without items it failed.
 * Those failures open the error modal. Any other HTTP status opens no modal and changes nothing.
 */
export function interpretClipReply(httpStatus: number, body: unknown): ClipOutcome {
  if (!isOk(httpStatus)) return { kind: 'http-error', modal: false, log: log(clipHttpFailed(httpStatus), firstError(body)) }
  const items = body && typeof body === 'object' ? (body as { items?: unknown }).items : undefined
  const first: unknown = Array.isArray(items) ? items[0] : undefined
  if (!first || typeof first !== 'object') return { kind: 'failed', modal: true, log: log(CLIP_FAILED_NO_ITEMS) }
  const item = first as Record<string, unknown>
  const is = (n: number) => item.status === n || item.status === String(n)
  if (is(CLIP_REPLY_STATUS.clipped)) {
    const itemId = str(item.itemId)
    return itemId ? { kind: 'clipped', itemId } : { kind: 'clipped' }
  }
  if (is(CLIP_REPLY_STATUS.expired)) return { kind: 'expired', modal: true, log: log(COUPON_EXPIRED, serverError(item)) }
  return { kind: 'failed', modal: true, log: log(CLIP_FAILED_BAD_STATUS) }
}

/** Whether an outcome opens the generic error modal (CPN-073; ERR-024, ERR-029). */
export const opensErrorModal = (o: ClipOutcome): boolean => o.kind !== 'clipped' && o.modal
