/**
 * The ad tracker (001 §7, CAR-014; sim/README.md "Shopping"): POST AD_TRACKER_PATH with one event. The
 * request log is the record tests read (one impression per half-visible card, CAR-015); the reply only
 * checks the shape: an event of AD_EVENTS, a pagename, and an adId (impression, click) or adIds (onload,
 * relevance).
 */
import { Hono } from 'hono'
import { AD_EVENTS, AD_TRACKER_PATH } from '../../../core/rules/products/carousel'
import { jsonBody, type SimEnv } from '../../http'
import { fail, isRecord, SIM_CODES, SIM_MESSAGES, text } from '../cart/shopping-data'

export function adTrackerRoutes() {
  const app = new Hono<SimEnv>()
  app.post(AD_TRACKER_PATH, async (c) => {
    const body = await jsonBody(c)
    if (!isRecord(body)) return fail(c, SIM_CODES.badRequest, SIM_MESSAGES.badField('body', 'a JSON object'))
    const event = text(body.event)
    if (!(AD_EVENTS as readonly string[]).includes(event))
      return fail(c, SIM_CODES.badField, SIM_MESSAGES.badField('event', AD_EVENTS.join(', ')))
    if (!text(body.pagename)) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing('pagename'))
    const single = event === 'impression' || event === 'click'
    if (single ? !text(body.adId) : !Array.isArray(body.adIds))
      return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(single ? 'adId' : 'adIds'))
    return c.json({ ok: true, event })
  })
  return app
}
