/**
 * Clip, unclip, list add and remove, and the shopper's list (001 §7; API-056..068). Every call needs a valid
 * Bearer token; the whole request is checked before anything changes, and changes land in SimUser.clipped
 * and SimUser.list only. Clips are idempotent: clipping a clipped offer answers status 1 again.
 */
import { Hono } from 'hono'
import { OFFER_PATHS } from '../../../core/rules/endpoints'
import { CLIP_REPLY_STATUS, CLIP_TYPE_CLIP, CLIP_TYPE_LIST, CLIP_TYPES, type ClipType } from '../../../core/rules/coupons/clip'
import { LIST_STATUS_OK } from '../../../core/rules/coupons/offers-api'
import type { SimOffer, SimUser } from '../../data'
import { jsonBody, type SimContext, type SimEnv } from '../../http'
import {
  badRequest,
  CLIP_STATUS_REFUSED,
  missing,
  OFFER_SIM_CODES,
  OFFER_SIM_MESSAGES,
  offerById,
  offerExpired,
  offerView,
  requireUser,
} from './offers-shared'

/** The list item source of weekly-ad offers and of every other offer (CPN-019; values ours). */
export const LIST_SOURCES = { weeklyAd: 'WS', justForU: 'J4U' } as const
const WEEKLY_AD_PGM = 'WS'

export interface ClipReplyItem {
  itemId: string
  clipType: ClipType
  status: number
  errorCd?: string
  errorMsg?: string
}

const addOnce = (list: string[], id: string) => {
  if (!list.includes(id)) list.push(id)
}
const remove = (list: string[], id: string) => {
  const i = list.indexOf(id)
  if (i >= 0) list.splice(i, 1)
}

/** body.items as a non-empty list, or undefined. */
async function itemsOf(c: SimContext): Promise<Record<string, unknown>[] | undefined> {
  const body = (await jsonBody(c)) as { items?: unknown } | undefined
  const items = body?.items
  return Array.isArray(items) && items.length > 0 && items.every((i) => i && typeof i === 'object')
    ? (items as Record<string, unknown>[])
    : undefined
}

type Checked<T> = { ok: T[] } | { error: Response }

/** Each item's offer (by itemId, or id for the id-only bodies), refusing the whole request on the first unknown one. */
function offersOf(c: SimContext, items: Record<string, unknown>[], key: 'itemId' | 'id'): Checked<SimOffer> {
  const ok: SimOffer[] = []
  for (const item of items) {
    const id = item[key] === undefined || item[key] === null ? '' : String(item[key])
    if (!id) return { error: missing(c, key) }
    const offer = offerById(c.get('state').offers, id)
    if (!offer) return { error: badRequest(c, OFFER_SIM_CODES.unknownOffer, OFFER_SIM_MESSAGES.unknownOffer(id)) }
    ok.push(offer)
  }
  return { ok }
}

/** Checks clip / list-add items: clipType among the allowed ones, itemType present, a known offer. */
function checkClipItems(c: SimContext, items: Record<string, unknown>[], allowed: readonly ClipType[]): Checked<SimOffer> {
  for (const item of items) {
    const type = String(item.clipType ?? '')
    if (!(allowed as readonly string[]).includes(type))
      return { error: badRequest(c, OFFER_SIM_CODES.badClipType, OFFER_SIM_MESSAGES.badClipType(type)) }
    if (item.itemType === undefined || item.itemType === null || item.itemType === '') return { error: missing(c, 'itemType') }
  }
  return offersOf(c, items, 'itemId')
}

/** One clip item: expired → 0, clip of an unclippable offer → 2, else applied → 1 (idempotent). */
function clipOne(c: SimContext, user: SimUser, offer: SimOffer, clipType: ClipType): ClipReplyItem {
  const base = { itemId: offer.offerId, clipType }
  if (offerExpired(c.get('state'), offer))
    return { ...base, status: CLIP_REPLY_STATUS.expired, errorCd: OFFER_SIM_CODES.expired, errorMsg: OFFER_SIM_MESSAGES.expired }
  if (clipType === CLIP_TYPE_CLIP && !offer.isClippable) {
    return { ...base, status: CLIP_STATUS_REFUSED, errorCd: OFFER_SIM_CODES.notClippable, errorMsg: OFFER_SIM_MESSAGES.notClippable }
  }
  addOnce(clipType === CLIP_TYPE_CLIP ? user.clipped : user.list, offer.offerId)
  return { ...base, status: CLIP_REPLY_STATUS.clipped }
}

/** A shopping-list entry (CPN-019): the list item id is the offer id (docs/decisions/coupons.md). */
function listItem(offer: SimOffer, user: SimUser) {
  const view = offerView(offer, user)
  return {
    id: offer.offerId,
    referenceId: offer.offerId,
    itemType: offer.offerPgm,
    source: offer.offerPgm === WEEKLY_AD_PGM ? LIST_SOURCES.weeklyAd : LIST_SOURCES.justForU,
    name: offer.name,
    description: offer.description,
    status: view.status,
  }
}

/** A clip or list call's signed-in user, its body's items and their offers (`check` picks and checks them), or the error reply. */
async function requestedOffers(
  c: SimContext,
  check: (items: Record<string, unknown>[]) => Checked<SimOffer>,
): Promise<{ user: SimUser; items: Record<string, unknown>[]; offers: SimOffer[] } | Response> {
  const user = requireUser(c)
  if (user instanceof Response) return user
  const items = await itemsOf(c)
  if (!items) return badRequest(c, OFFER_SIM_CODES.noItems, OFFER_SIM_MESSAGES.noItems)
  const checked = check(items)
  if ('error' in checked) return checked.error
  return { user, items, offers: checked.ok }
}

export function offerListRoutes() {
  const app = new Hono<SimEnv>()

  app.post(OFFER_PATHS.clip, async (c) => {
    const asked = await requestedOffers(c, (items) => checkClipItems(c, items, CLIP_TYPES))
    if (asked instanceof Response) return asked
    return c.json({ items: asked.offers.map((offer, i) => clipOne(c, asked.user, offer, asked.items[i]?.clipType as ClipType)) })
  })

  app.post(OFFER_PATHS.unclip, async (c) => {
    const asked = await requestedOffers(c, (items) => offersOf(c, items, 'id'))
    if (asked instanceof Response) return asked
    for (const offer of asked.offers) {
      remove(asked.user.clipped, offer.offerId)
      remove(asked.user.list, offer.offerId)
    }
    return c.json({ items: asked.offers.map((o) => ({ id: o.offerId, status: LIST_STATUS_OK })) })
  })

  app.post(OFFER_PATHS.listAdd, async (c) => {
    const asked = await requestedOffers(c, (items) => checkClipItems(c, items, [CLIP_TYPE_LIST]))
    if (asked instanceof Response) return asked
    for (const offer of asked.offers) addOnce(asked.user.list, offer.offerId)
    return c.json({ items: asked.offers.map((o) => ({ itemId: o.offerId, clipType: CLIP_TYPE_LIST, status: LIST_STATUS_OK })) })
  })

  // Removing from the list keeps the clip: the offer reads status C with deleted (reading A, 001 §4). No Aisle
  // card removes a digital offer (CPN-029 declined); the retailer's list page does, and the gallery then says so.
  app.post(OFFER_PATHS.listRemove, async (c) => {
    const asked = await requestedOffers(c, (items) => offersOf(c, items, 'id'))
    if (asked instanceof Response) return asked
    for (const offer of asked.offers) remove(asked.user.list, offer.offerId)
    return c.json({ items: asked.offers.map((o) => ({ id: o.offerId, status: LIST_STATUS_OK })) })
  })

  app.get(OFFER_PATHS.shoppingList, (c) => {
    const user = requireUser(c)
    if (user instanceof Response) return user
    const offers = c.get('state').offers
    const items = user.list.flatMap((id) => {
      const offer = offerById(offers, id)
      return offer ? [listItem(offer, user)] : []
    })
    return c.json({ shoppingLists: [{ id: `list-${user.customerId}`, items }] })
  })

  return app
}
