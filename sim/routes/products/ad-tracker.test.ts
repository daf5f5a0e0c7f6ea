// The simulator's ad tracker route (sim/routes/products/ad-tracker.ts): shape checks and the request log.
import { describe, expect, test } from 'vitest'
import { AD_TRACKER_PATH, adEventBody, adSetBody } from '../../../core/rules/products/carousel'
import { createSim } from '../../app'
import { call } from '../../testing'
import { SIM_CODES } from '../cart/shopping-data'

const ad = { adId: 'ad-970000001', campaignId: 'cmp-1', bpn: '970000001', position: 1 }
const post = (sim: ReturnType<typeof createSim>, body: unknown) => call(sim, AD_TRACKER_PATH, { method: 'POST', body })

describe('ad tracker', () => {
  test('takes the four events the carousel sends and logs each call [CAR-014]', async () => {
    const sim = createSim()
    for (const body of [
      adEventBody('impression', 'cross-sell', ad),
      adEventBody('click', 'cross-sell', ad),
      adSetBody('onload', 'cross-sell', [ad]),
      adSetBody('relevance', 'cross-sell', [ad], { bpn: '9' }),
    ]) {
      const response = await post(sim, body)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true, event: body.event })
    }
    const logged = sim.state.requests.filter((r) => r.path.endsWith(AD_TRACKER_PATH)).map((r) => (r.body as { event: string }).event)
    expect(logged).toEqual(['impression', 'click', 'onload', 'relevance'])
  })

  test('refuses an unknown event, a missing pagename and an impression without adId', async () => {
    const sim = createSim()
    const code = async (body: unknown) => ((await (await post(sim, body)).json()) as { errors: { code: string }[] }).errors[0]?.code
    expect(await code({ event: 'view', pagename: 'x', adId: 'a' })).toBe(SIM_CODES.badField)
    expect(await code({ event: 'click', adId: 'a' })).toBe(SIM_CODES.missing)
    expect(await code({ event: 'impression', pagename: 'x' })).toBe(SIM_CODES.missing)
    expect(await code({ event: 'onload', pagename: 'x' })).toBe(SIM_CODES.missing)
    expect(await code('not json')).toBe(SIM_CODES.badRequest)
  })
})
