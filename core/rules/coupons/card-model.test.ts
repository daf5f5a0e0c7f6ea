import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { couponCardModel, EXPIRES_PREFIX, expiryLine, OFFER_DETAILS_LINK_TEXT } from './card'
import { arbOffer, normalised, offer } from '../../../test/support/offer-fixtures'
import { OFFER_LINK_UPDATE_DELAY_MS, offerDetailsPath, PAGE_PATHS } from './pages'

const seed = () => seedText('001')

describe('coupon card model', () => {
  it('puts the price in the header, or the offer description when there is no price [CPN-110]', () => {
    const priced = couponCardModel(offer({ offerPrice: '$1.00 OFF' }))
    expect(priced).toMatchObject({
      header: '$1.00 OFF',
      headerIsPrice: true,
      description: 'Save $1.00 on any ONE (1) Sunny Acres Greek Yogurt.',
    })
    const pd = couponCardModel(offer({ offerPgm: 'PD', priceTitle: '$2.09' }))
    expect(pd).toMatchObject({ header: '$2.09', headerIsPrice: true })
    const plain = couponCardModel(offer({ description: 'Buy 2, get 1 FREE.' }))
    expect(plain).toMatchObject({ header: 'Buy 2, get 1 FREE.', headerIsPrice: false })
    expect(plain).not.toHaveProperty('description')
    expect(seed()).toContain('Coupon card: header with price or offer description')
  })

  it('shows the in-store regular price on the grid only [CPN-111]', () => {
    const o = offer({ offerPgm: 'PD', priceTitle: '$2.09', regularPrice: '$2.99' })
    expect(couponCardModel(o, { placement: 'grid' }).regularPrice).toBe('$2.99')
    expect(couponCardModel(o).regularPrice).toBe('$2.99')
    expect(couponCardModel(o, { placement: 'carousel' })).not.toHaveProperty('regularPrice')
    expect(couponCardModel(offer(), { placement: 'grid' })).not.toHaveProperty('regularPrice')
  })

  it("shows the brand title, description, an 'Offer Details' link to /foru/offer-details.{offerId}.{offerTs}.{offerPgm}.html and the image [CPN-112]", () => {
    const o = offer({ id: '9000123', offerTs: '1749945600000', offerPgm: 'PD', offerPrice: '$1 OFF', image: '/img/9000123.svg' })
    const model = couponCardModel(o)
    expect(model).toMatchObject({ brand: 'Sunny Acres', description: o.description, image: '/img/9000123.svg' })
    expect(model.detailsLink).toEqual({ text: 'Offer Details', href: '/foru/offer-details.9000123.1749945600000.PD.html' })
    expect(OFFER_DETAILS_LINK_TEXT).toBe('Offer Details')
    expect(seed()).toContain('Offer details: /foru/offer-details.{offerId}.{offerTs}.{offerPgm}.html')
    fc.assert(fc.property(arbOffer, (a) => offerDetailsPath(a) === `/foru/offer-details.${a.id}.${a.offerTs}.${a.offerPgm}.html`))
  })

  it("shows the expiry line 'Expires {date}' with the usage type [CPN-113]", () => {
    expect(EXPIRES_PREFIX).toBe('Expires')
    expect(seed()).toContain('an expiry line (Expires {date}) with the usage type')
    expect(expiryLine(offer({ endDate: '2025-07-04T00:00:00.000Z', usageType: 'One Time Use' }))).toEqual({
      text: 'Expires 07/04/2025',
      usageType: 'One Time Use',
    })
    expect(expiryLine(offer({ endDate: '2025-07-04' }))).toEqual({ text: 'Expires 07/04/2025' })
    expect(expiryLine(offer())).toBeUndefined()
    for (const o of normalised('coupon-cc')) expect(couponCardModel(o).expiry?.text).toMatch(/^Expires \d{2}\/\d{2}\/\d{4}$/)
  })

  it('holds the button state of the card in its action area [CPN-114]', () => {
    expect(couponCardModel(offer()).action).toEqual({ state: 'clip', label: 'Clip Coupon' })
    expect(couponCardModel(offer({ status: 'C', deleted: true }), { labels: { addToList: 'Add' } }).action).toEqual({
      state: 'add-to-list',
      label: 'Add',
    })
  })

  it('carries the small icon: fresh-pass, rewards or the Just-for-U logo [CPN-115]', () => {
    expect(couponCardModel(offer({ events: ['FreshPass'] })).icon).toBe('fresh-pass')
    expect(couponCardModel(offer({ offerProgramType: 'REWARDS_FLAT' })).icon).toBe('rewards')
    expect(couponCardModel(offer()).icon).toBe('just-for-u')
    expect(couponCardModel(offer({ events: ['Member Day'] }), { freshPassEvents: ['Member Day'] }).icon).toBe('fresh-pass')
  })

  it('labels the card with its coupon type', () => {
    expect(couponCardModel(offer({ offerPgm: 'PD' })).typeLabel).toBe('Personalized Deal')
    expect(couponCardModel(offer({ offerPgm: 'GR' })).typeLabel).toBe('Grocery Reward')
  })
})

describe('named pages and delays', () => {
  it('keep the named coupon pages of 001 §2 verbatim', () => {
    const text = seed()
    for (const [name, path] of [
      ['Grocery rewards', PAGE_PATHS.groceryRewards],
      ['Communication preferences', PAGE_PATHS.communicationPreferences],
      ['My list', PAGE_PATHS.myList],
      ['Fresh-pass subscribe', PAGE_PATHS.freshPassSubscribe],
    ]) {
      expect(text).toContain(`${name}: ${path}`)
    }
    expect(PAGE_PATHS.rewardGrid('freshway')).toBe('/content/www/freshway/en/justforyou/rewards/rewards-details')
    expect(text).toContain('Reward grid: /content/www/{banner}/en/justforyou/rewards/rewards-details.')
  })

  it('keep the offer-link update delay at 1000 ms [CST-057]', () => {
    expect(OFFER_LINK_UPDATE_DELAY_MS).toBe(1000)
    expect(seed()).toContain('offer-link update 1000 ms')
  })
})
