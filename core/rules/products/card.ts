/**
 * What a product card shows (team design over 001 §3-§6, §8, §9; docs/decisions/products.md "Product card"), derived from the product, the shopper's channel, the day and the display
 * profile (001 §3-§6, §8, §9) by the product rules. Pure: the card's view renders this and nothing else.
 */
import type { Channel } from '../cart/cart'
import { eligibilityLabel, isAvailable, itemChannel, itemMessage, shortAvailabilityLabel, unavailableText } from './availability'
import type { ConfiguredPagePaths } from '../pages'
import { type CardExtras, cardExtras } from './card-extras'
import {
  type DisplayProfile,
  displayProfile,
  type DisplayProfileType,
  isCarouselProfile,
  profileExtras,
  profileForCategory,
} from './display-profile'
import { madeToOrderText } from './made-to-order'
import { formatPrice, promoLabel, showsStrikeThrough, validPrice } from './price'
import type { Product } from './product'
import { weightText } from './quick-add'
import { DEFAULT_SNS_FREQUENCY, type SnsFrequency, snsOfferText } from './subscription'
import { DEFAULT_SNS_TEXTS, SNS_TEXT_IDS, type SnsTexts } from './sns-texts'
import { productTags, type TagFlags, visibleBadges } from './tags'
import { type ReservedSlot, slotConflict } from './timeslot'
import { aisleDisplayName } from './units'

/** Card texts the seeds leave to the team (docs/decisions/products.md "Product card"). */
export const PRODUCT_CARD_TEXT = {
  preOrder: 'Pre-order: available from {date}',
  prop65Title: 'WARNING: California Prop 65',
  subscribe: 'Subscribe & save {offer}',
  every: (count: number) => (count === 1 ? 'Every 1 week' : `Every ${count} weeks`),
  /** The shopper's subscriptions already hold this item (SNS-001). */
  subscribed: (count: number) => `You already subscribe: ${count === 1 ? 'every 1 week' : `every ${count} weeks`}.`,
} as const

/** A modifier group of a customizable product as a card offers it (the catalog reply's fields, PRD-053). */
export interface ModifierGroup {
  groupId: string | number
  name: string
  required: boolean
  minSelect: number
  maxSelect: number
  options: readonly { upc: string | number; name: string }[]
}

/** The frequencies a shopper may choose (weeks; the unit is always WEEK: SNS-003). */
export const SNS_FREQUENCY_CHOICES = [1, 2, 4, 8] as const

export interface CardContext {
  channel: Channel
  /** 'yyyy-mm-dd' */
  today: string
  weekday: number
  /** The profile the author asked for; by default the product's program (SNS-010, PRD-058). */
  profile?: DisplayProfileType
  flags?: TagFlags & { isDynamicBadgesDisabled?: boolean }
  /** The configured subscribe-and-save offer text (SNS-009). */
  snsOffer?: string
  /** The page's schedule-and-save notes (SNS-011); the defaults when absent. */
  snsTexts?: SnsTexts
  /** The shopper's reserved slot (the slot cookie), checked against pre-order, prep time and hours; `now` in ms. */
  slot?: ReservedSlot | null
  now?: number
  /** The page's configured paths: product-detail pages per kind and seller landing pages (001 §2). */
  pages?: ConfiguredPagePaths
}

export interface CardModel {
  id: string
  name: string
  imageUrl?: string
  /** The aisle's display name (PRD-057). */
  aisle?: string
  profile: DisplayProfile
  price?: { now: string; was?: string }
  /** The promotion's text: inside the price block, or alone where the profile shows promo text and no price (PRD-062). */
  promoText?: string
  badges: ReturnType<typeof visibleBadges>
  tags: string[]
  available: boolean
  /** Short availability label for the channel ('Out of stock', 'Pickup only', …). */
  shortLabel?: string
  /** Long form: why it cannot be bought here, or where only it is sold. */
  longMessage?: string
  /** Button replacement when unavailable ('Out of Stock' or the server's text). */
  unavailableText?: string
  madeToOrder?: string
  preOrder?: string
  /** Why it cannot be added for the shopper's reserved slot (PRD-046..048); adding is refused while set. */
  slotConflict?: string
  prop65?: { title: string; text: string }
  /** The elements the profile switches beyond those above (PRD-060): rating, labels, links, fulfilment, seller. */
  extras: CardExtras
  buy?: { kind: 'qty'; max: number } | { kind: 'weight'; min: string; step: number }
  subscribe?: { offer: string; frequencies: readonly number[]; defaultFrequency: SnsFrequency; notes: readonly string[] }
}

const MAX_QTY = 99

/** mm/dd/yyyy of a 'yyyy-mm-dd' day (the seed's display form for dates). */
const displayDate = (day: string) => {
  const [y, m, d] = day.split('-')
  return `${m}/${d}/${y}`
}

export function productCardModel(p: Product, ctx: CardContext): CardModel {
  const type = ctx.profile ?? profileForCategory(p.cartCategory)
  const profile = displayProfile(type)
  // Wine and marketplace items are sold on 'shipping' (CST-017).
  const channel = itemChannel(p, ctx.channel)
  const unavailableMessage = itemMessage(p, channel)
  // In store, availability needs only a price (PRD-019), but an item the store does not offer says so (PRD-024):
  // the card does not offer to buy what its own message says cannot be had.
  const available = isAvailable(p, channel) && unavailableMessage === null
  const strike = showsStrikeThrough(p, ctx.today)
  const promo = promoLabel(p)
  const extras = profileExtras(p, profile)
  const mto = profile.madeToOrder && p.isMtoProduct ? madeToOrderText(p.preparationTime, ctx.flags) : null
  const conflict = available && ctx.slot && ctx.now !== undefined ? slotConflict(p, ctx.slot, ctx.now, ctx.flags) : null
  const aisle = aisleDisplayName(p.aisleName)
  return {
    id: p.id,
    name: p.name,
    imageUrl: p.imageUrl,
    ...(aisle ? { aisle } : {}),
    profile,
    ...(profile.price
      ? {
          price: {
            now: formatPrice(validPrice(p, ctx.today)),
            ...(strike ? { was: formatPrice(p.basePrice) } : {}),
          },
        }
      : {}),
    ...(profile.promoText && promo ? { promoText: promo } : {}),
    badges: visibleBadges(p.badges, ctx.flags),
    // A carousel profile asked of a card gets the carousel's cap of 2 and no SNAP (PRD-037, PRD-038).
    tags: productTags(p, { carousel: isCarouselProfile(type), profile, weekday: ctx.weekday, flags: ctx.flags }).map((t) => t.text),
    available,
    shortLabel: shortAvailabilityLabel(p, channel) ?? undefined,
    longMessage: unavailableMessage ?? eligibilityLabel(p)?.long,
    ...(!available && profile.notAvailableText ? { unavailableText: unavailableText(p) } : {}),
    ...(mto ? { madeToOrder: mto } : {}),
    ...(p.isPreOrderItem && p.itemEffectiveStartDate && p.itemEffectiveStartDate > ctx.today
      ? { preOrder: PRODUCT_CARD_TEXT.preOrder.replace('{date}', displayDate(p.itemEffectiveStartDate)) }
      : {}),
    ...(conflict ? { slotConflict: conflict } : {}),
    ...(extras.prop65Text ? { prop65: { title: PRODUCT_CARD_TEXT.prop65Title, text: extras.prop65Text } } : {}),
    extras: cardExtras(p, profile, ctx.pages),
    ...(profile.addToCart && available
      ? {
          buy: p.soldByWeight
            ? { kind: 'weight' as const, min: weightText(p.minWeight ?? 1), step: p.minWeight ?? 1 }
            : { kind: 'qty' as const, max: Math.min(MAX_QTY, p.maxPurchaseQty && p.maxPurchaseQty > 0 ? p.maxPurchaseQty : MAX_QTY) },
        }
      : {}),
    ...(profile.scheduleAndSave && p.snsEligible && available && !p.soldByWeight
      ? {
          subscribe: {
            offer: snsOfferText(ctx.snsOffer),
            frequencies: SNS_FREQUENCY_CHOICES,
            defaultFrequency: { ...DEFAULT_SNS_FREQUENCY },
            notes: SNS_TEXT_IDS.map((id) => (ctx.snsTexts ?? DEFAULT_SNS_TEXTS)[id]),
          },
        }
      : {}),
  }
}
