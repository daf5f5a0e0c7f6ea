// Clip, unclip, list add and remove, and the shopper's list (sim/routes/coupons/offers-list.ts).
import { beforeEach, describe, expect, test } from 'vitest'
import { CLIP_REPLY_STATUS } from '../../../core/rules/coupons/clip'
import { OFFER_PATHS } from '../../../core/rules/endpoints'
import { HEADERS } from '../../../core/rules/http'
import { SHOPPING_LIST_API_VERSION } from '../../../core/rules/coupons/offers-api'
import { createSim, type Sim } from '../../app'
import type { SimOffer, SimUser } from '../../data'
import { DAY_MS } from '../../data/dates'
import { call, signIn } from '../../testing'
import { LIST_SOURCES } from './offers-list'
import { CLIP_STATUS_REFUSED, OFFER_SIM_CODES, OFFER_SIM_MESSAGES } from './offers-shared'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const TODAY = '2030-05-14'
let sim: Sim
let auth: Record<string, string>
beforeEach(async () => {
  sim = createSim({ clock: () => NOW, now: NOW })
  auth = (await signIn(sim, { user: 'R' })).auth
})

type Json = Record<string, unknown> & { errors?: { code: string; message: string }[]; items?: Record<string, unknown>[] }
const json = async (response: Response) => (await response.json()) as Json
const user = (key: string) => sim.state.users.find((u) => u.key === key) as SimUser
const live = (o: SimOffer) => o.endDate.slice(0, 10) > TODAY
const clippable = () => sim.state.offers.filter((o) => o.isClippable && live(o))
const clipBody = (offer: SimOffer, types: string[] = ['C', 'L']) => ({
  items: types.map((clipType) => ({ clipType, itemId: offer.offerId, itemType: offer.offerPgm })),
})
const clip = (body: unknown, headers = auth) => call(sim, `${OFFER_PATHS.clip}?storeId=1100`, { method: 'POST', headers, body })
const view = async (offer: SimOffer, headers = auth) =>
  (await json(await call(sim, `${OFFER_PATHS.offerDetail}?offerId=${offer.offerId}&storeId=1100`, { headers }))) as Record<string, unknown>

describe('clip', () => {
  test('answers status 1 per item and records the clip (C) and the list entry (L) [CPN-035]', async () => {
    const offer = clippable()[0] as SimOffer
    const reply = await json(await clip(clipBody(offer)))
    expect(reply.items).toEqual([
      { itemId: offer.offerId, clipType: 'C', status: CLIP_REPLY_STATUS.clipped },
      { itemId: offer.offerId, clipType: 'L', status: CLIP_REPLY_STATUS.clipped },
    ])
    expect(user('R').clipped).toEqual([offer.offerId])
    expect(user('R').list).toEqual([offer.offerId])
    expect(await view(offer)).toMatchObject({ status: 'C' })
    expect(await view(offer)).not.toHaveProperty('deleted')
  })

  test('is idempotent: a second clip answers status 1 again and adds nothing twice', async () => {
    const offer = clippable()[1] as SimOffer
    await clip(clipBody(offer))
    const again = await json(await clip(clipBody(offer)))
    expect(again.items?.map((i) => i.status)).toEqual([1, 1])
    expect(user('R').clipped).toEqual([offer.offerId])
    expect(user('R').list).toEqual([offer.offerId])
  })

  test('answers status 0 with an error code and message for an offer that ended before today, and changes nothing [CPN-036] [CPN-024]', async () => {
    const expired = sim.state.offers.find((o) => o.kind === 'expired') as SimOffer
    const reply = await json(await clip(clipBody(expired)))
    expect(reply.items?.[0]).toEqual({
      itemId: expired.offerId,
      clipType: 'C',
      status: CLIP_REPLY_STATUS.expired,
      errorCd: OFFER_SIM_CODES.expired,
      errorMsg: OFFER_SIM_MESSAGES.expired,
    })
    expect(user('R').clipped).toEqual([])
  })

  test('an offer ending today is not expired; one that ended yesterday is [CPN-024]', async () => {
    const [today, yesterday] = clippable() as [SimOffer, SimOffer]
    today.endDate = new Date(NOW).toISOString().slice(0, 10) + 'T23:00:00.000Z'
    yesterday.endDate = new Date(NOW - DAY_MS).toISOString()
    expect((await json(await clip(clipBody(today, ['C'])))).items?.[0]?.status).toBe(CLIP_REPLY_STATUS.clipped)
    expect((await json(await clip(clipBody(yesterday, ['C'])))).items?.[0]?.status).toBe(CLIP_REPLY_STATUS.expired)
  })

  test('answers a status that is neither 0 nor 1 when a C item names an offer that cannot be clipped', async () => {
    const weeklyAd = sim.state.offers.find((o) => o.kind === 'weekly-ad' && live(o)) as SimOffer
    const reply = await json(await clip(clipBody(weeklyAd)))
    expect(reply.items?.map((i) => i.status)).toEqual([CLIP_STATUS_REFUSED, CLIP_REPLY_STATUS.clipped])
    expect(reply.items?.[0]).toMatchObject({ errorCd: OFFER_SIM_CODES.notClippable })
  })

  test('answers HTTP 400 with errors[0].code and message for an unknown offer, and applies none of the items', async () => {
    const offer = clippable()[2] as SimOffer
    const response = await clip({ items: [...clipBody(offer).items, { clipType: 'C', itemId: 'nope', itemType: 'CC' }] })
    expect(response.status).toBe(400)
    expect((await json(response)).errors?.[0]).toEqual({
      code: OFFER_SIM_CODES.unknownOffer,
      message: OFFER_SIM_MESSAGES.unknownOffer('nope'),
    })
    expect(user('R').clipped).toEqual([])
  })

  test('refuses a bad clipType, a missing itemType, an empty body, and a call without a valid token', async () => {
    const offer = clippable()[3] as SimOffer
    expect((await json(await clip({ items: [{ clipType: 'X', itemId: offer.offerId, itemType: 'CC' }] }))).errors?.[0]?.code).toBe(
      OFFER_SIM_CODES.badClipType,
    )
    expect((await json(await clip({ items: [{ clipType: 'C', itemId: offer.offerId }] }))).errors?.[0]?.message).toBe(
      'itemType is required.',
    )
    expect((await clip({})).status).toBe(400)
    expect((await clip(clipBody(offer), {})).status).toBe(401)
    const expired = await signIn(sim, { user: 'R', tokenExpiresInMs: -1 })
    expect((await clip(clipBody(offer), expired.auth)).status).toBe(401)
  })

  test('an L-only clip puts a clipped, deleted offer back on the list', async () => {
    const c = await signIn(sim, { user: 'C' })
    const deleted = sim.state.offers.find(
      (o) => user('C').clipped.includes(o.offerId) && !user('C').list.includes(o.offerId) && live(o),
    ) as SimOffer
    expect(await view(deleted, c.auth)).toMatchObject({ status: 'C', deleted: true })
    await clip(clipBody(deleted, ['L']), c.auth)
    expect(await view(deleted, c.auth)).not.toHaveProperty('deleted')
  })
})

describe('unclip and the list', () => {
  test('unclip takes items [{id}], answers status 1 per item, and the offer reads U again', async () => {
    const offer = clippable()[0] as SimOffer
    await clip(clipBody(offer))
    const reply = await json(
      await call(sim, OFFER_PATHS.unclip, { method: 'POST', headers: auth, body: { items: [{ id: offer.offerId }] } }),
    )
    expect(reply.items).toEqual([{ id: offer.offerId, status: 1 }])
    expect(user('R').clipped).toEqual([])
    expect(user('R').list).toEqual([])
    expect(await view(offer)).toMatchObject({ status: 'U' })
    const unknown = await call(sim, OFFER_PATHS.unclip, { method: 'POST', headers: auth, body: { items: [{ id: 'nope' }] } })
    expect(unknown.status).toBe(400)
  })

  test('list add takes L items with wsSource and answers items[0].status 1', async () => {
    const offer = sim.state.offers.find((o) => o.kind === 'weekly-ad') as SimOffer
    const body = { items: [{ clipType: 'L', itemId: offer.offerId, itemType: offer.offerPgm, wsSource: 'weekly-ad' }] }
    const reply = await json(await call(sim, `${OFFER_PATHS.listAdd}?storeId=1100`, { method: 'POST', headers: auth, body }))
    expect(reply.items).toEqual([{ itemId: offer.offerId, clipType: 'L', status: 1 }])
    expect(user('R').list).toEqual([offer.offerId])
    expect(user('R').clipped).toEqual([])
    const clipType = await call(sim, `${OFFER_PATHS.listAdd}?storeId=1100`, {
      method: 'POST',
      headers: auth,
      body: { items: [{ ...body.items[0], clipType: 'C' }] },
    })
    expect(clipType.status).toBe(400)
  })

  test('list remove keeps the clip: the offer reads status C with deleted true (reading A of the list removal)', async () => {
    const offer = clippable()[4] as SimOffer
    await clip(clipBody(offer))
    const reply = await json(
      await call(sim, OFFER_PATHS.listRemove, { method: 'POST', headers: auth, body: { items: [{ id: offer.offerId }] } }),
    )
    expect(reply.items?.[0]).toEqual({ id: offer.offerId, status: 1 })
    expect(await view(offer)).toMatchObject({ status: 'C', deleted: true })
  })

  test("the shopper's list answers shoppingLists[0].items with id, referenceId, itemType and source, any version", async () => {
    const c = await signIn(sim, { user: 'C' })
    for (const headers of [c.auth, { ...c.auth, [HEADERS.version]: SHOPPING_LIST_API_VERSION }]) {
      const reply = await json(await call(sim, `${OFFER_PATHS.shoppingList}?storeId=1100&rand=5&_=1`, { headers }))
      const items = (reply.shoppingLists as { items: Record<string, unknown>[] }[])[0]?.items ?? []
      expect(items.map((i) => i.id)).toEqual(user('C').list)
      const weeklyAd = items.find((i) => i.itemType === 'WS')
      expect(weeklyAd).toMatchObject({ source: LIST_SOURCES.weeklyAd, status: 'U' })
      for (const item of items) expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'referenceId', 'itemType', 'source']))
    }
    expect((await call(sim, OFFER_PATHS.shoppingList)).status).toBe(401)
  })

  test('a reset restores the seeded clips and list', async () => {
    const before = structuredClone({ clipped: user('C').clipped, list: user('C').list })
    const c = await signIn(sim, { user: 'C' })
    await call(sim, OFFER_PATHS.unclip, { method: 'POST', headers: c.auth, body: { items: [{ id: before.clipped[0] }] } })
    expect(user('C').clipped).not.toEqual(before.clipped)
    sim.reset()
    expect({ clipped: user('C').clipped, list: user('C').list }).toEqual(before)
  })
})
