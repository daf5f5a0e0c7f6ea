/**
 * The ad tracker (001 §7: "The ad tracker is invoked for impression, click, onload and relevance events";
 * CAR-014): one POST per event to AD_TRACKER_PATH. Tracking never gets in the shopper's way: a failure is
 * logged once per event kind and otherwise ignored.
 */
import * as v from 'valibot'
import { AD_TRACKER_PATH, type AdTrackerBody } from '../../rules/products/carousel'
import type { ApiClient } from '../api/client'

type Logger = Pick<Console, 'warn'>
const replySchema = v.unknown()
const warned = new Set<string>()

export async function sendAdEvent(api: ApiClient, body: AdTrackerBody, log: Logger = console): Promise<boolean> {
  try {
    await api.request(AD_TRACKER_PATH, { method: 'POST', json: body, schema: replySchema })
    return true
  } catch (error) {
    if (!warned.has(body.event)) {
      warned.add(body.event)
      log.warn(`Aisle: the ad tracker did not take a ${body.event} event; ignored.`, error)
    }
    return false
  }
}
