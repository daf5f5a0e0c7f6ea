/** The error catalogue of 000 §8 and 001 §8, verbatim. */
export const FALLBACK_MESSAGE = 'Apologies, our site is currently experiencing technical difficulties, please try again later.'
export const INVALID_AUTHORIZATION = 'Invalid authorization'
export const CART_ERROR_MESSAGE = FALLBACK_MESSAGE
/** 001 §8: a quantity update error on the subscription cart fires this page event. */
export const PRODUCT_QTY_UPDATE_ERROR_EVENT = 'productQtyUpdateError'

/** Error body shapes the APIs answer with; every field optional, anything else ignored. */
export interface ApiErrorBody {
  message?: unknown
  errors?: unknown
  serviceErrors?: unknown
}

function messageOf(entry: unknown): string | undefined {
  if (typeof entry === 'string' && entry.trim()) return entry
  if (entry && typeof entry === 'object') {
    const m = (entry as { message?: unknown; errorMessage?: unknown }).message ?? (entry as { errorMessage?: unknown }).errorMessage
    if (typeof m === 'string' && m.trim()) return m
  }
  return undefined
}

function firstMessage(list: unknown): string | undefined {
  return Array.isArray(list) ? messageOf(list[0]) : undefined
}

/** Games API status → message (ERR-002..007). `body` is the parsed error body, or anything unreadable. */
export function gamesErrorMessage(status: number, body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as ApiErrorBody
  const serverMessage = typeof b.message === 'string' && b.message.trim() ? b.message : undefined
  switch (status) {
    case 401:
      return serverMessage ?? INVALID_AUTHORIZATION
    case 403:
      return serverMessage ?? FALLBACK_MESSAGE
    case 400:
      return firstMessage(b.errors) ?? firstMessage(b.serviceErrors) ?? FALLBACK_MESSAGE
    case 500:
    case 503:
      return firstMessage(b.serviceErrors) ?? FALLBACK_MESSAGE
    default:
      return FALLBACK_MESSAGE
  }
}

/** Thrown when the offers-by-UPC call fails (001 §8; ERR-038). The clip and unclip texts live in rules/coupons/clip.ts. */
export const OFFERS_BY_UPC_ERROR = 'Error in getting offers by upc'
