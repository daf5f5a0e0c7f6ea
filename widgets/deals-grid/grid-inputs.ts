/**
 * What a content author gives the deals grid besides plain attributes, read as untrusted text:
 *
 * - `category-mapping`: the category banner swap of the Just-for-U page (CPN-120, CPN-121), a JSON object
 *     {"default": Banner, "categories": {"<category>": Banner, ...}}
 *   where Banner is {"image": url, "alt": text, "link": url, "newTab": boolean}. Every url must be a path or
 *   an http(s) address. A category without an entry shows the default banner; no default, no banner.
 * - a `<script type="application/json">` child holding a JSON list of non-digital coupons, each in the shape
 *   of core/rules/coupons/cms-input.ts.
 *
 * Each problem is one console warning naming the tag and what is valid (core/elements/attributes.ts); what is valid is still used.
 */
import { warnOnce } from '../../core/elements/attributes'
import { parseJsonAttribute } from '../../core/elements/attributes-extra'
import { type CategoryBanner } from '../../core/rules/coupons/page-params'
import { CMS_COUPON_REQUIRED, type CmsCouponInput, isSafeHref, parseCmsCoupon } from '../../core/rules/coupons/cms-input'

export interface CategoryMapping {
  default?: CategoryBanner
  categories: Record<string, CategoryBanner>
}

export const CATEGORY_MAPPING_SHAPE =
  '{"default": {"image", "alt", "link", "newTab"}, "categories": {"<category>": {"image", "alt", "link", "newTab"}}} with path or http(s) image and link'

function banner(raw: unknown): CategoryBanner | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const r = raw as Record<string, unknown>
  const image = typeof r.image === 'string' ? r.image.trim() : ''
  const link = typeof r.link === 'string' ? r.link.trim() : ''
  if (!image || !isSafeHref(image) || (link !== '' && !isSafeHref(link))) return undefined
  return { image, alt: typeof r.alt === 'string' ? r.alt : '', link, newTab: r.newTab === true || r.newTab === 'true' }
}

/** The category mapping attribute; undefined when absent or unusable (with one warning). */
export function parseCategoryMapping(tag: string, value: string | undefined): CategoryMapping | undefined {
  const raw = parseJsonAttribute(tag, value, `invalid category-mapping (not JSON). Valid: ${CATEGORY_MAPPING_SHAPE}. No banner is shown.`)
  if (raw === undefined) return undefined
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    warnOnce(tag, `invalid category-mapping (not an object). Valid: ${CATEGORY_MAPPING_SHAPE}. No banner is shown.`)
    return undefined
  }
  const r = raw as Record<string, unknown>
  const mapping: CategoryMapping = { categories: {} }
  const fallback = banner(r.default)
  if (fallback) mapping.default = fallback
  else if (r.default !== undefined) warnOnce(tag, `category-mapping "default" is not a valid banner. Valid: ${CATEGORY_MAPPING_SHAPE}.`)
  const categories = r.categories && typeof r.categories === 'object' ? (r.categories as Record<string, unknown>) : {}
  for (const [name, entry] of Object.entries(categories)) {
    const b = banner(entry)
    if (b) mapping.categories[name] = b
    else warnOnce(tag, `category-mapping entry "${name}" is not a valid banner and is skipped. Valid: ${CATEGORY_MAPPING_SHAPE}.`)
  }
  return mapping
}

/** The non-digital coupons of the JSON child; entries with a problem are skipped, each with a warning. */
export function parseCmsCouponList(tag: string, json: string | null | undefined): CmsCouponInput[] {
  const raw = parseJsonAttribute(
    tag,
    json,
    `the non-digital coupon JSON child does not parse. Valid: a JSON list of objects with ${CMS_COUPON_REQUIRED.join(', ')}.`,
  )
  if (raw === undefined) return []
  const list = Array.isArray(raw) ? raw : [raw]
  const coupons: CmsCouponInput[] = []
  list.forEach((entry, i) => {
    const parsed = parseCmsCoupon(JSON.stringify(entry))
    if (parsed.ok) coupons.push(parsed.coupon)
    else
      warnOnce(tag, `non-digital coupon ${i + 1} is skipped: ${parsed.problem}. Valid: an object with ${CMS_COUPON_REQUIRED.join(', ')}.`)
  })
  return coupons
}
