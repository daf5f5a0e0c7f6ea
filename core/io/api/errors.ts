/** Typed API errors with guards (STYLE: ky's typed errors). A view shows `userMessage`, never a crash. */
import { FALLBACK_MESSAGE } from '../../rules/errors'

/** 'identity': a write not sent because the shopper's sign-in could not be confirmed (never sent as a guest's). */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'shape' | 'identity'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { status?: number; body?: unknown; path: string; issues?: string[] },
    readonly userMessage: string = FALLBACK_MESSAGE,
  ) {
    super(message)
  }
  get status(): number | undefined {
    return this.details.status
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
