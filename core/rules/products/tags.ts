/**
 * Product tags and badges (001 §3, §5, §9): which tags show, in which order, under which cap.
 */
import type { DisplayProfile } from './display-profile'
import type { MtoFlags } from './made-to-order'
import type { Product, ProductBadge } from './product'
import { fulfilmentHoursFor, formatTime12h, hasDisplayableHours } from './timeslot'
import { unitName } from './units'

/** PRD-038, PRD-039, CST-034: the tags cap. */
export const TAG_CAP_CAROUSEL = 2
export const TAG_CAP_DEFAULT = 3
export const SNAP_TAG_TEXT = 'SNAP'
/** Unit of a package-quantity tag when the product names none. */
export const DEFAULT_PACKAGE_UOM = 'ct'

/** Tag kinds in display order: the made-to-order facts first, then size facts, then SNAP. */
export const TAG_KINDS = ['mto', 'availability', 'packageQty', 'size', 'snap'] as const
export type TagKind = (typeof TAG_KINDS)[number]
export interface ProductTag {
  kind: TagKind
  text: string
}

export interface TagFlags extends MtoFlags {
  isCarouselAvailabilityTagDisabled?: boolean
  isGridAvailabilityTagDisabled?: boolean
}

export interface TagContext {
  /** A carousel card (cap 2, no SNAP) rather than a grid or detail card (cap 3). */
  carousel: boolean
  profile: Pick<DisplayProfile, 'madeToOrder' | 'snap'>
  /** The weekday (0 Sunday .. 6 Saturday) whose fulfilment hours the availability tag shows. */
  weekday: number
  flags?: TagFlags
}

type TagInput = Pick<
  Product,
  | 'isMtoProduct'
  | 'mtoTagText'
  | 'snapEligible'
  | 'dispItemPackageQty'
  | 'dispItemPackageUOM'
  | 'dispItemSizeQty'
  | 'dispUnitOfMeasure'
  | 'fulfilmentHours'
>

const numberText = (n: number) => String(Math.round(n * 100) / 100)

/** The availability tag (team design; the seed names the tag, not its words). */
export const AVAILABILITY_TAG_TEXT = {
  range: 'Available {start} - {end}',
  from: 'Available from {start}',
  until: 'Available until {end}',
} as const

/** PRD-040, PRD-041: the availability tag text, or null when hidden. */
export function availabilityTag(
  p: Pick<Product, 'fulfilmentHours'>,
  ctx: Pick<TagContext, 'carousel' | 'weekday' | 'flags'>,
): string | null {
  const flags = ctx.flags ?? {}
  if (ctx.carousel ? flags.isCarouselAvailabilityTagDisabled : flags.isGridAvailabilityTagDisabled) return null
  const hours = fulfilmentHoursFor(p.fulfilmentHours, ctx.weekday)
  if (!hasDisplayableHours(hours)) return null
  const start = hours.start ? formatTime12h(hours.start) : ''
  const end = hours.end ? formatTime12h(hours.end) : ''
  const template = start && end ? AVAILABILITY_TAG_TEXT.range : start ? AVAILABILITY_TAG_TEXT.from : AVAILABILITY_TAG_TEXT.until
  return template.replace('{start}', start).replace('{end}', end)
}

/** Every tag the product qualifies for, in TAG_KINDS order, before the cap. */
export function candidateTags(p: TagInput, ctx: TagContext): ProductTag[] {
  const tags: ProductTag[] = []
  const flags = ctx.flags ?? {}
  // PRD-035, CST-064
  if (ctx.profile.madeToOrder && !flags.disableMto && p.isMtoProduct && p.mtoTagText) tags.push({ kind: 'mto', text: p.mtoTagText })
  const hours = availabilityTag(p, ctx)
  if (hours) tags.push({ kind: 'availability', text: hours })
  // PRD-033
  if ((p.dispItemPackageQty ?? 0) > 1) {
    tags.push({
      kind: 'packageQty',
      text: `${numberText(p.dispItemPackageQty ?? 0)} ${unitName(p.dispItemPackageUOM ?? DEFAULT_PACKAGE_UOM)}`,
    })
  }
  // PRD-034; PRD-056: units show by name ('12 Ounce').
  if ((p.dispItemSizeQty ?? 0) > 0 && p.dispUnitOfMeasure)
    tags.push({ kind: 'size', text: `${numberText(p.dispItemSizeQty ?? 0)} ${unitName(p.dispUnitOfMeasure)}` })
  // PRD-036, PRD-037
  if (ctx.profile.snap && p.snapEligible && !ctx.carousel) tags.push({ kind: 'snap', text: SNAP_TAG_TEXT })
  return tags
}

/** PRD-033..041: the tags a card shows, at most 2 on a carousel and 3 elsewhere. */
export function productTags(p: TagInput, ctx: TagContext): ProductTag[] {
  return candidateTags(p, ctx).slice(0, ctx.carousel ? TAG_CAP_CAROUSEL : TAG_CAP_DEFAULT)
}

export interface BadgeStyle {
  color?: string
  textDecoration?: 'line-through'
  fontWeight?: 'bold'
}

/** PRD-006, PRD-007: the badges to render with their style; none when isDynamicBadgesDisabled is on. */
export function visibleBadges(
  badges: readonly ProductBadge[],
  flags: { isDynamicBadgesDisabled?: boolean } = {},
): { text: string; style: BadgeStyle }[] {
  if (flags.isDynamicBadgesDisabled) return []
  return badges.map((b) => ({
    text: b.badgeName,
    style: {
      ...(b.color ? { color: b.color } : {}),
      ...(b.isStrikethrough ? { textDecoration: 'line-through' as const } : {}),
      ...(b.isBoldText ? { fontWeight: 'bold' as const } : {}),
    },
  }))
}
