/**
 * Item availability by channel (001 §4) and the item messages and labels of the error catalogue (001 §8).
 */
import type { ChannelEligibility, Product, ProductChannel } from './product'

/** PRD-021: the default unavailable text. Note the capital S (gap C13). */
export const DEFAULT_UNAVAILABLE_TEXT = 'Out of Stock'

/** PRD-023..025: item messages. */
export const ITEM_MESSAGES = {
  outOfStock: 'This item is out of stock',
  notOfferedInStore: 'This item is not offered for in-store.',
  notOfferedFor: 'This item is not offered for {channel}.',
} as const

/** Channel names inside 'not offered for {channel}', matching the long-form labels (gap B13). */
export const CHANNEL_MESSAGE_NAMES = {
  delivery: 'delivery',
  pickup: 'Drive-up and go',
  shipping: 'shipping',
  instore: 'in-store',
} as const satisfies Record<ProductChannel, string>

/** CST-017 (001 §9 channel names): wine and marketplace items are sold on the 'shipping' channel. */
export const SHIPPING_CHANNEL = 'shipping' satisfies ProductChannel
/** How Aisle recognises them: the product's cartCategory (001 §3), as the simulator serves it. */
export const SHIPPING_CART_CATEGORIES = ['1P_WINE', '3P_MARKETPLACE'] as const

/** The channel an item's availability is read on: 'shipping' for wine and marketplace, else the shopper's. */
export function itemChannel(p: Pick<Product, 'cartCategory'>, shopperChannel: ProductChannel): ProductChannel {
  return (SHIPPING_CART_CATEGORIES as readonly string[]).includes(p.cartCategory) ? SHIPPING_CHANNEL : shopperChannel
}

/** PRD-026: the short out-of-stock label (lower-case s, gap C13). */
export const OUT_OF_STOCK_LABEL = 'Out of stock'

/** PRD-027..032: eligibility labels, keyed by which of in-store, delivery and pickup are eligible. */
export const ELIGIBILITY_LABELS = {
  pickup: { short: 'Pickup only', long: 'Only Available for Drive-up and go.' },
  instore: { short: 'In-store only', long: 'Only Available In-Store.' },
  delivery: { short: 'Delivery only', long: 'Only Available for Delivery.' },
  'delivery+pickup': { short: 'Delivery and Pickup only', long: 'Only Available for Delivery or Drive-up and go.' },
  'instore+delivery': { short: 'In-store and Delivery only', long: 'Only Available In-Store or for Delivery.' },
  'instore+pickup': { short: 'In-store and Pickup only', long: 'Only Available In-Store or for Drive-up and go.' },
} as const
export type EligibilityLabel = (typeof ELIGIBILITY_LABELS)[keyof typeof ELIGIBILITY_LABELS]

export interface AvailabilityFlags {
  /** CST-062: skips the in-store channel check (the in-store item is available and gets no in-store message). */
  disableInStoreChannelCheck?: boolean
}

type AvailabilityInput = Pick<Product, 'status' | 'price' | 'channelInventory' | 'channelEligibility' | 'disableInStoreUICheck'>

const ELIGIBILITY_KEY = { delivery: 'delivery', pickup: 'pickUp', instore: 'inStore', shipping: 'shipping' } as const satisfies Record<
  ProductChannel,
  keyof ChannelEligibility
>

/** PRD-016: only an explicit false makes a product ineligible for a channel. */
export const isEligibleFor = (p: Pick<Product, 'channelEligibility'>, channel: ProductChannel) =>
  p.channelEligibility[ELIGIBILITY_KEY[channel]] !== false

const inStoreCheckSkipped = (p: AvailabilityInput, flags: AvailabilityFlags) =>
  !!flags.disableInStoreChannelCheck || p.disableInStoreUICheck

/**
 * PRD-015..020. Unavailable when inactive, not eligible for the channel, priced at 0 or less, or (pickup,
 * delivery, shipping) with an empty or 0 inventory for the channel. In-store needs only a price above 0:
 * no eligibility or inventory check. Decision (gap C16): inactive is unavailable on every channel.
 */
export function isAvailable(p: AvailabilityInput, channel: ProductChannel, flags: AvailabilityFlags = {}): boolean {
  if (p.status === 'inactive') return false
  if (channel === 'instore') return inStoreCheckSkipped(p, flags) || (p.price ?? 0) > 0
  if (!isEligibleFor(p, channel)) return false
  if (!((p.price ?? 0) > 0)) return false
  const stock = p.channelInventory[channel]
  return stock !== null && stock > 0
}

/** PRD-021, PRD-022: the server's itemNotAvailableTxt when itemAvailable is false, else 'Out of Stock'. */
export function unavailableText(p: Pick<Product, 'itemAvailable' | 'itemNotAvailableTxt'>): string {
  return p.itemAvailable === false && p.itemNotAvailableTxt ? p.itemNotAvailableTxt : DEFAULT_UNAVAILABLE_TEXT
}

/**
 * PRD-023..025: the message for the shopper's channel, or null when the item can be bought there.
 * An item not offered for the channel says so; any other unavailable item is out of stock. In-store the
 * "not offered" message is the in-store UI check, which the product or the flag can switch off.
 */
export function itemMessage(p: AvailabilityInput, channel: ProductChannel, flags: AvailabilityFlags = {}): string | null {
  if (channel === 'instore') {
    if (!inStoreCheckSkipped(p, flags) && !isEligibleFor(p, 'instore')) return ITEM_MESSAGES.notOfferedInStore
  } else if (!isEligibleFor(p, channel)) {
    return ITEM_MESSAGES.notOfferedFor.replace('{channel}', CHANNEL_MESSAGE_NAMES[channel])
  }
  return isAvailable(p, channel, flags) ? null : ITEM_MESSAGES.outOfStock
}

/**
 * PRD-027..032: the label for a product sold through some but not all of in-store, delivery and pickup.
 * All three, or none (a shipping-only item), need no label.
 */
export function eligibilityLabel(p: Pick<Product, 'channelEligibility'>): EligibilityLabel | null {
  const inStore = isEligibleFor(p, 'instore')
  const delivery = isEligibleFor(p, 'delivery')
  const pickup = isEligibleFor(p, 'pickup')
  const key = [inStore && 'instore', delivery && 'delivery', pickup && 'pickup'].filter(Boolean).join('+')
  return key in ELIGIBILITY_LABELS ? ELIGIBILITY_LABELS[key as keyof typeof ELIGIBILITY_LABELS] : null
}

/**
 * The short label a card shows for the shopper's channel: 'Out of stock' when the item cannot be bought
 * there (PRD-026), else its eligibility label, else null.
 */
export function shortAvailabilityLabel(p: AvailabilityInput, channel: ProductChannel, flags: AvailabilityFlags = {}): string | null {
  if (isEligibleFor(p, channel) && !isAvailable(p, channel, flags)) return OUT_OF_STOCK_LABEL
  return eligibilityLabel(p)?.short ?? null
}
