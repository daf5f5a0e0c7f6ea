/**
 * A personally prerendered mini cart's data (aisle/prerender, for the signed-in shopper whose session cookie the page
 * was asked with): the mini-cart read made for them, the store and channel it was read for, and when. The element's
 * hydrate step puts it into the page's cart store, validated as the store's own read is, so the page reads the cart
 * no second time (widgets/mini-cart/prerendered-mini-cart.ts).
 */
import { type MiniCartReply, miniCartReplyFrom } from '../../io/cart/cart'
import { CHANNELS, type Channel } from '../../rules/cart/cart'
import type { Runtime } from '../index'
import { cartOf } from './cart'

export interface PrerenderedMiniCart {
  reply: MiniCartReply
  storeId?: string
  channel: Channel
  /** Epoch ms of the read. */
  at: number
}

/** The data, validated (the reply by the read's own schema), or undefined. */
export function prerenderedMiniCartOf(data: unknown): PrerenderedMiniCart | undefined {
  const { reply, storeId, channel, at } = (data ?? {}) as Partial<Record<keyof PrerenderedMiniCart, unknown>>
  const read = miniCartReplyFrom(reply)
  if (!read || !(CHANNELS as readonly unknown[]).includes(channel) || typeof at !== 'number') return undefined
  return { reply: read, channel: channel as Channel, at, ...(typeof storeId === 'string' ? { storeId } : {}) }
}

/** Seeds the page's cart store with a prerendered read (a signed-in shopper's: not a guest's cart). */
export function seedPrerenderedMiniCart(runtime: Runtime, data: unknown): void {
  const prerendered = prerenderedMiniCartOf(data)
  if (!prerendered) return
  const { reply, storeId, channel, at } = prerendered
  cartOf(runtime).seed(reply, { storeId, channel, guest: false }, at)
}
