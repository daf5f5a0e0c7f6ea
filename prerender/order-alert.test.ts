// aisle/prerender's order alert: a signed-in shopper's request only, from their order cookies (no read).
import { describe, expect, it } from 'vitest'
import { createSim } from '../sim/app'
import { signInCookie } from '../test/support/sim-cookie'
import { ORDER_ALERT_TEXT } from '../widgets/order-alert/OrderAlert.view'
import { prerender } from './index'

const PAGE = '<aisle-order-alert reserve-href="/reserve"></aisle-order-alert>'
const URL_ = 'http://freshway.localhost/product.html'

/** The order alert's shadow root as prerendered, or undefined when it was left to the client. */
const alertOf = (html: string) => /<aisle-order-alert\b[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1]

describe('aisle/prerender: the order alert of the shopper who asks [CRT-029] [CRT-030] [CRT-032] [CRT-033] [SHL-040]', () => {
  const sim = createSim()
  const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
  const render = (cookie?: string) => prerender(PAGE, { url: URL_, stylesheetBase: '/s/', fetch: fetchSim, ...(cookie ? { cookie } : {}) })

  it('writes the row their order cookies make: the pending alert and its review link, the order being edited, or the reserve-time area', async () => {
    const shopper = await signInCookie(sim, { user: 'C' })
    sim.state.requests.length = 0
    const pending = alertOf(await render(`${shopper}; aisle_order_number=4711; aisle_order_store_id=1100`))
    expect(pending).toContain('data-state="pending"')
    expect(pending).toContain(ORDER_ALERT_TEXT.pending)
    expect(pending).toContain('href="/order-edit/cart/1100/4711"')
    const editing = alertOf(await render(`${shopper}; aisle_order_number=4711; aisle_order_store_id=1100; aisle_slot=slot-1`))
    expect(editing).toContain(ORDER_ALERT_TEXT.editing('4711'))
    const none = alertOf(await render(shopper))
    expect(none).toContain('data-state="reserve"')
    expect(none).toContain('href="/reserve"')
    // Made from the cookies alone: no call went out.
    expect(sim.state.requests).toEqual([])
  })

  it("leaves it to the client on a public page: no cookie, a guest's session", async () => {
    const guest = await signInCookie(sim, { userType: 'G' })
    expect(alertOf(await render())).toBeUndefined()
    expect(alertOf(await render(`${guest}; aisle_order_number=4711; aisle_order_store_id=1100`))).toBeUndefined()
  })
})
