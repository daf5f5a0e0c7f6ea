import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing'
import { waitUntil } from '../../../test/support/wait'
import { atom } from 'nanostores'
import { afterEach, describe, it } from 'vitest'
import { simSignIn } from '../../../test/support/sim-fetch'
import { setUpHarness, startHarness, tearDownHarness } from '../../../test/support/widget-fixture'
import { offer } from '../../../test/support/offer-fixtures'
import { OFFER_LINK_STATE_ATTRIBUTE } from '../../rules/coupons/offer-links'
import { OFFER_LINK_UPDATE_DELAY_MS, offerDetailsPath } from '../../rules/coupons/pages'
import type { CouponCache } from '../../rules/coupons/status'
import { couponStoreOf } from './coupons'
import { startOfferLinks } from './offer-links'

const known = offer({ id: '9000008', offerTs: '1750000000000', offerPgm: 'PD' })

function links() {
  return fixture<HTMLElement>(
    html`<div>
      <a id="known" href="/foru/coupons-deals.html" data-aisle-offer-id="9000008">Yogurt deal</a>
      <a id="unknown" href="/foru/coupons-deals.html" data-aisle-offer-id="404">Old deal</a>
      <a id="plain" href="/elsewhere.html">Not an offer link</a>
    </div>`,
  )
}

describe('offer links in CMS content', () => {
  afterEach(() => {
    fixtureCleanup()
    tearDownHarness()
  })

  it('points each link at its offer details 1000 ms after the gallery is ready, and leaves unknown offers as written [CPN-119] [CST-057]', async () => {
    const root = await links()
    const timers: { run: () => void; ms: number }[] = []
    const $status = atom({ status: 'loading' })
    const $cache = atom<CouponCache | null>(null)
    const handle = startOfferLinks({
      doc: document,
      $status,
      $cache,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => {},
    })
    expect(timers).to.have.length(0)
    $cache.set({ objCoupons: { [known.id]: known } } as unknown as CouponCache)
    $status.set({ status: 'ready' })
    $status.set({ status: 'ready' })
    expect(timers.map((t) => t.ms)).to.deep.equal([OFFER_LINK_UPDATE_DELAY_MS])
    expect(OFFER_LINK_UPDATE_DELAY_MS).to.equal(1000)
    // Nothing changes until the timer fires.
    expect(root.querySelector('#known')?.getAttribute('href')).to.equal('/foru/coupons-deals.html')
    timers[0]?.run()
    expect(root.querySelector('#known')?.getAttribute('href')).to.equal(offerDetailsPath(known))
    expect(root.querySelector('#known')?.getAttribute(OFFER_LINK_STATE_ATTRIBUTE)).to.equal('updated')
    expect(root.querySelector('#unknown')?.getAttribute('href')).to.equal('/foru/coupons-deals.html')
    expect(root.querySelector('#unknown')?.getAttribute(OFFER_LINK_STATE_ATTRIBUTE)).to.equal('unknown')
    expect(root.querySelector('#plain')?.getAttribute('href')).to.equal('/elsewhere.html')
    handle.dispose()
  })

  it('runs on a page whose coupon store reads the gallery, with the real timer', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'R' })
    startHarness(h)
    const root = await links()
    const store = couponStoreOf(h.runtime)
    await store.load({ limit: 12 })
    const id = store.$offers.get()[0]?.id ?? ''
    root.querySelector('#known')?.setAttribute('data-aisle-offer-id', id)
    const target = store.$offers.get()[0]
    await waitUntil(() => root.querySelector('#known')?.getAttribute(OFFER_LINK_STATE_ATTRIBUTE) === 'updated', 'links not updated', {
      timeout: 5000,
    })
    expect(root.querySelector('#known')?.getAttribute('href')).to.equal(target ? offerDetailsPath(target) : 'missing offer')
  })
})
