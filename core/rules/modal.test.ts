import { clipErrorModalContent } from './coupons/clip-error'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../test/support/seed'
import { CLIP_FAILED_BAD_STATUS, CLIP_FAILED_NO_ITEMS, COUPON_EXPIRED } from './coupons/clip'
import {
  backdropClickCloses,
  ERROR_MODAL_TEXT,
  escapeCloses,
  interceptorAllowsClose,
  isOutside,
  MODAL_BACKDROP_ANIMATION_MS,
  MODAL_DIALOG_ANIMATION_MS,
  MODAL_HISTORY_KEY,
  modalEntryOf,
  modalsClosedByPopState,
} from './modal'

describe('closing a modal', () => {
  it('closes on Esc unless something inside already handled the key [MDL-001]', () => {
    expect(escapeCloses('Escape', false)).toBe(true)
    expect(escapeCloses('Esc', false)).toBe(true)
    expect(escapeCloses('Escape', true)).toBe(false)
    expect(escapeCloses('Enter', false)).toBe(false)
  })

  it('closes on a backdrop click unless it is static [MDL-002]', () => {
    expect(backdropClickCloses({ isStatic: false, pressOnBackdrop: true, releaseOnBackdrop: true })).toBe(true)
    expect(backdropClickCloses({ isStatic: true, pressOnBackdrop: true, releaseOnBackdrop: true })).toBe(false)
  })

  it('stays open when the press began inside the dialog, or the release was inside [MDL-003]', () => {
    expect(backdropClickCloses({ isStatic: false, pressOnBackdrop: false, releaseOnBackdrop: true })).toBe(false)
    expect(backdropClickCloses({ isStatic: false, pressOnBackdrop: true, releaseOnBackdrop: false })).toBe(false)
    const box = { left: 10, top: 10, right: 110, bottom: 60 }
    expect(isOutside(box, { x: 5, y: 30 })).toBe(true)
    expect(isOutside(box, { x: 60, y: 61 })).toBe(true)
    expect(isOutside(box, { x: 10, y: 10 })).toBe(false)
    expect(isOutside(box, { x: 110, y: 60 })).toBe(false)
  })

  it('closes on browser back: every modal above the history entry landed on, newest first [MDL-004]', () => {
    expect(modalEntryOf({ [MODAL_HISTORY_KEY]: 'm2' })).toBe('m2')
    expect(modalEntryOf(null)).toBeUndefined()
    expect(modalEntryOf({ [MODAL_HISTORY_KEY]: 3 })).toBeUndefined()
    expect(modalsClosedByPopState(['m1', 'm2', 'm3'], 'm1')).toEqual(['m3', 'm2'])
    expect(modalsClosedByPopState(['m1', 'm2'], undefined)).toEqual(['m2', 'm1'])
    expect(modalsClosedByPopState(['m1', 'm2'], 'm2')).toEqual([])
    expect(modalsClosedByPopState(['m1'], 'elsewhere')).toEqual(['m1'])
  })

  it('lets a close interceptor cancel closing with false; any other answer closes [MDL-005]', () => {
    expect(interceptorAllowsClose(false)).toBe(false)
    for (const answer of [true, undefined, null, 0, '', 'no']) expect(interceptorAllowsClose(answer)).toBe(true)
  })
})

describe('animation', () => {
  it('animates the backdrop for 150 ms [MDL-009]', () => {
    expect(MODAL_BACKDROP_ANIMATION_MS).toBe(150)
    expect(seedText('001')).toContain(`backdrop ${MODAL_BACKDROP_ANIMATION_MS} ms`)
  })

  it('animates the dialog for 300 ms [MDL-010]', () => {
    expect(MODAL_DIALOG_ANIMATION_MS).toBe(300)
    expect(seedText('001')).toContain(`dialog ${MODAL_DIALOG_ANIMATION_MS} ms`)
  })
})

describe('generic error modal after a failed clip', () => {
  it('titles an expired coupon Coupon Expired with the server code and message as detail [CPN-073] [ERR-025]', () => {
    expect(
      clipErrorModalContent({ kind: 'expired', message: COUPON_EXPIRED, code: 'OFFER_EXPIRED', errorMessage: 'This offer has expired.' }),
    ).toEqual({
      title: 'Coupon Expired',
      message: ERROR_MODAL_TEXT.expiredMessage,
      detail: 'OFFER_EXPIRED This offer has expired.',
    })
    expect(clipErrorModalContent({ kind: 'expired', message: COUPON_EXPIRED, code: ' ' })).toEqual({
      title: COUPON_EXPIRED,
      message: ERROR_MODAL_TEXT.expiredMessage,
    })
  })

  it('says the coupon could not be clipped, with the catalogue text as detail [CPN-073] [ERR-026] [ERR-027]', () => {
    expect(clipErrorModalContent({ kind: 'failed', message: CLIP_FAILED_BAD_STATUS })).toEqual({
      title: ERROR_MODAL_TEXT.clipFailedTitle,
      message: ERROR_MODAL_TEXT.clipFailedMessage,
      detail: 'Coupon Clip failed - status is not either 0 or 1',
    })
    expect(clipErrorModalContent({ kind: 'failed', message: CLIP_FAILED_NO_ITEMS, code: 'X1' }).detail).toBe(
      'Coupon Clip failed - items is not defined X1',
    )
  })
})
