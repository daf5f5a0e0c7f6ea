import { describe, expect, it } from 'vitest'
import { couponCardModel } from './card'
import { offer } from '../../../test/support/offer-fixtures'
import { CLIPPED, UNCLIPPED } from './offer'
import { offerCard, shownOffer } from './offer-card'

const base = { today: '2030-05-14', logos: null }

describe('the one offer selector (offer → what its card shows)', () => {
  it('shows the offer clipped while the server has clipped it and the stores have not caught up [CPN-035]', () => {
    const unclipped = offer({ id: '7', status: UNCLIPPED })
    expect(shownOffer(unclipped, false)).toBe(unclipped)
    expect(shownOffer(unclipped, true).status).toBe(CLIPPED)
    expect(offerCard(unclipped, { ...base, clippedNow: true }).model).toEqual(
      couponCardModel({ ...unclipped, status: CLIPPED, deleted: false, instantAllocation: false }),
    )
    expect(offerCard(unclipped, { ...base, clippedNow: false }).model).toEqual(couponCardModel(unclipped))
  })

  it('an unclipped offer past its end date is expired, a clipped one is not [CPN-024]', () => {
    const past = offer({ id: '8', status: UNCLIPPED, endDate: '2030-05-13' })
    expect(offerCard(past, { ...base, clippedNow: false }).expired).toBe(true)
    expect(offerCard(past, { ...base, clippedNow: true }).expired).toBe(false)
  })

  it("on a partner page the card's details link and image lead to the banner site", () => {
    const o = offer({ id: '9', image: '/images/9.png' })
    const { model } = offerCard(o, { ...base, clippedNow: false, placement: 'carousel', linkOrigin: 'https://banner.example' })
    const local = couponCardModel(o, { placement: 'carousel' })
    expect(model.detailsLink.href).toBe(new URL(local.detailsLink.href, 'https://banner.example').href)
    expect(model.image).toBe('https://banner.example/images/9.png')
  })
})
