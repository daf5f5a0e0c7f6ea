/**
 * A non-digital (CMS) coupon as a content author writes it inside `<aisle-coupon-card>`:
 *
 *   <aisle-coupon-card>
 *     <script type="application/json">
 *       {"id": "9000095", "brand": "Sunny Grove", "description": "$3.89 Apple Juice in store this week.",
 *        "startDate": "2025-06-01", "endDate": "2025-06-30", "detailsUrl": "/weekly-ad/apple-juice.html"}
 *     </script>
 *   </aisle-coupon-card>
 *
 * Read as untrusted text: every field is checked, texts are shown as text (never as HTML), and the details
 * link must be a web address (http, https or a path), so `javascript:` and the like are refused.
 */
import type { CmsCoupon } from './cms-card'

export { CMS_LIST_ITEM_TYPE, CMS_LIST_SOURCE } from './list-toggle'

export const CMS_COUPON_FIELDS = ['id', 'brand', 'description', 'detailsUrl', 'startDate', 'endDate', 'itemType'] as const
export const CMS_COUPON_REQUIRED = ['id', 'brand', 'description', 'detailsUrl'] as const

export interface CmsCouponInput extends CmsCoupon {
  itemType?: string
}

export type CmsCouponParse = { ok: true; coupon: CmsCouponInput } | { ok: false; problem: string }

const text = (v: unknown): string | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
}

/** A path on this site ('/…', not '//…') or an absolute http(s) address; anything else is refused. */
export function isSafeHref(href: string): boolean {
  if (/^\/(?!\/)/.test(href)) return true
  try {
    const url = new URL(href)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Parses the JSON text of a CMS coupon; a problem names what is wrong in words an author can act on. */
export function parseCmsCoupon(json: string | null | undefined): CmsCouponParse {
  if (!json || json.trim() === '') return { ok: false, problem: 'the coupon JSON is empty' }
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return { ok: false, problem: 'the coupon JSON does not parse' }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, problem: 'the coupon JSON is not an object' }
  const r = raw as Record<string, unknown>
  const missing = CMS_COUPON_REQUIRED.filter((f) => text(r[f]) === undefined)
  if (missing.length > 0) return { ok: false, problem: `missing ${missing.join(', ')}` }
  const detailsUrl = text(r.detailsUrl) as string
  if (!isSafeHref(detailsUrl)) return { ok: false, problem: `detailsUrl "${detailsUrl}" is not an http(s) address or a path` }
  const coupon: CmsCouponInput = {
    id: text(r.id) as string,
    brand: text(r.brand) as string,
    description: text(r.description) as string,
    detailsUrl,
  }
  for (const key of ['startDate', 'endDate', 'itemType'] as const) {
    const value = text(r[key])
    if (value !== undefined) coupon[key] = value
  }
  return { ok: true, coupon }
}
