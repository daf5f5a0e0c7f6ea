/**
 * The clip failure texts of 001 §8 (ERR-024..028): the log label and the catalogue messages. Apart from clip.ts (the
 * request and the reply's reading, loaded with the first press) because a card's error modal shows them too.
 */
/** The label every clip failure is logged under (ERR-024). */
export const CLIP_LOG_LABEL = 'coupon clipping'
export const COUPON_EXPIRED = 'Coupon Expired'
export const CLIP_FAILED_BAD_STATUS = 'Coupon Clip failed - status is not either 0 or 1'
export const CLIP_FAILED_NO_ITEMS = 'Coupon Clip failed - items is not defined'
export const clipHttpFailed = (status: number): string => `${status}: Coupon Clip failed`
