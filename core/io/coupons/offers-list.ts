/**
 * The coupon writes and the shopper's list of 001 §7 (API-056..058, API-060, API-061, API-066, API-068): clip,
 * list add and remove, and the list itself. The clip answers the outcome rules/coupons/clip.ts reads from the
 * reply, carrying the log texts of 001 §8 (ERR-025..028); it never throws for a failed call. No card offers
 * an unclip, so the unclip call is not sent (API-059 declined; docs/requirements-declined.md).
 */
import { CLIP_TYPE_LIST, type ClipOutcome, clipRequestBody, interpretClipReply } from '../../rules/coupons/clip'
import type { Offer } from '../../rules/coupons/offer'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import { HEADERS } from '../../rules/http'
import { type ListItem, toListItem } from '../../rules/coupons/list-item'
import { SHOPPING_LIST_API_VERSION, SHOPPING_LIST_CACHE_SUFFIX_PARAM } from '../../rules/coupons/offers-api'
import type { ApiClient } from '../api/client'
import { isApiError } from '../api/errors'
import { clipReplySchema, type ListReply, listReplySchema, type ShoppingListReply, shoppingListReplySchema } from './offers-schemas'
import { cacheBuster } from '../api/session'

/**
 * HTTP status of a failed call, for the outcome readers: the answer's status; 0 for a call that got no
 * answer (network failure, time-out), as browsers report it (docs/decisions/coupons.md); 200 for an answer that came
 * back 2xx but unreadable, so it reads as a failed clip rather than an HTTP failure.
 */
function failure(error: unknown): { status: number; body: unknown } {
  if (!isApiError(error)) throw error
  if (error.kind === 'http') return { status: error.status ?? 0, body: error.details.body }
  if (error.kind === 'malformed' || error.kind === 'shape') return { status: error.status ?? 200, body: error.details.body }
  return { status: 0, body: undefined }
}

/**
 * POST clip ?storeId with items: a 'C' and an 'L' item, or only 'L' for a clipped offer removed from the list
 * (API-056, API-057). The answer is read by items[0].status (API-058): 'clipped' (1), 'expired' (0, with the
 * server's errorCd and errorMsg, ERR-025), 'failed' (another status, ERR-026, or no items, ERR-027), or
 * 'http-error' ('{status}: Coupon Clip failed' with the first error's code and message, ERR-028).
 */
export async function clipOffer(
  api: ApiClient,
  input: { storeId: string; offer: Pick<Offer, 'id' | 'offerPgm' | 'status' | 'deleted'> },
): Promise<ClipOutcome> {
  try {
    // On a business host the clip goes to the business site's own origin (ENV-030; PageConfig.clipOrigin).
    const reply = await api.request(OFFER_PATHS.clip, {
      method: 'POST',
      query: { storeId: input.storeId },
      json: clipRequestBody(input.offer),
      schema: clipReplySchema,
      write: 'coupons',
      origin: api.config.clipOrigin,
    })
    return interpretClipReply(200, reply)
  } catch (error) {
    const { status, body } = failure(error)
    return interpretClipReply(status, body)
  }
}

export interface ListAddItem {
  itemId: string
  itemType: string
  wsSource: string
}

/** POST list add ?storeId with items of clipType 'L', itemId, itemType and wsSource (API-060). */
export function addToList(api: ApiClient, input: { storeId: string; items: readonly ListAddItem[] }): Promise<ListReply> {
  const items = input.items.map((i) => ({ clipType: CLIP_TYPE_LIST, itemId: i.itemId, itemType: i.itemType, wsSource: i.wsSource }))
  return api.request(OFFER_PATHS.listAdd, {
    method: 'POST',
    query: { storeId: input.storeId },
    json: { items },
    schema: listReplySchema,
    write: 'list',
  })
}

/** POST list remove with items holding the list item ids (API-061). */
export function removeFromList(api: ApiClient, ids: readonly string[]): Promise<ListReply> {
  return api.request(OFFER_PATHS.listRemove, {
    method: 'POST',
    json: { items: ids.map((id) => ({ id })) },
    schema: listReplySchema,
    write: 'list',
  })
}

/** items[0].status of a list answer, as a number; undefined when absent (API-060, API-061). */
export function firstItemStatus(reply: ListReply): number | undefined {
  const status = reply.items[0]?.status
  return status === undefined || status === null || status === '' ? undefined : Number(status)
}

/**
 * GET the shopper's list (the path the page gives, else ours) with storeId, rand and a cache-busting suffix
 * (API-066), and version header '4.0' when asked (API-068).
 */
export function fetchShoppingList(
  api: ApiClient,
  input: { storeId: string; path?: string; version4?: boolean },
): Promise<ShoppingListReply> {
  return api.request(input.path ?? OFFER_PATHS.shoppingList, {
    query: { storeId: input.storeId, rand: cacheBuster(), [SHOPPING_LIST_CACHE_SUFFIX_PARAM]: Date.now() },
    ...(input.version4 ? { headers: { [HEADERS.version]: SHOPPING_LIST_API_VERSION } } : {}),
    schema: shoppingListReplySchema,
  })
}

/** shoppingLists[0].items, or an empty list (API-066). */
export const shoppingListItems = (reply: ShoppingListReply): ListItem[] =>
  (reply.shoppingLists[0]?.items ?? []).flatMap((i) => toListItem(i) ?? [])

// ── Domain readers: what the list store calls ──

/** The ids on the shopper's list (list item id = offer id; API-066). */
export async function readShoppingListIds(api: ApiClient, input: { storeId: string }): Promise<string[]> {
  return shoppingListItems(await fetchShoppingList(api, input)).map((i) => i.id)
}

/** Adds items to the list (API-060); answers items[0].status of the reply. */
export async function addListItems(api: ApiClient, input: { storeId: string; items: readonly ListAddItem[] }): Promise<number | undefined> {
  return firstItemStatus(await addToList(api, input))
}

/** Removes list items by id (API-061); answers items[0].status of the reply. */
export async function removeListItems(api: ApiClient, ids: readonly string[]): Promise<number | undefined> {
  return firstItemStatus(await removeFromList(api, ids))
}
