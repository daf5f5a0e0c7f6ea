import { DEFAULT_SNS_TEXTS, SNS_TEXT_IDS } from './sns-texts'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../test/support/products'
import { PRODUCT_CARD_TEXT, productCardModel, SNS_FREQUENCY_CHOICES } from './card'

const TODAY = '2030-05-14'
const ctx = { channel: 'delivery' as const, today: TODAY, weekday: 2 }

describe('product card model', () => {
  it('prices in dollars, strikes the base price through for an active P promotion, keeps the promo text [PRD-010] [PRD-014]', () => {
    const m = productCardModel(
      makeProduct({ price: 2.5, basePrice: 3.5, promoType: 'P', promoEndDate: '2030-05-20', promoText: 'Save $1.00' }),
      ctx,
    )
    expect(m.price).toEqual({ now: '$2.50', was: '$3.50' })
    expect(m.promoText).toBe('Save $1.00')
    const ended = productCardModel(makeProduct({ price: 2.5, basePrice: 3.5, promoType: 'P', promoEndDate: '2030-05-01' }), ctx)
    expect(ended.price).toEqual({ now: '$3.50' })
  })

  it('caps tags at three and shows SNAP only where the profile allows it [PRD-036] [PRD-039]', () => {
    const p = makeProduct({
      snapEligible: true,
      isMtoProduct: true,
      mtoTagText: 'Made to Order',
      dispItemPackageQty: 4,
      dispItemSizeQty: 12,
      dispUnitOfMeasure: 'oz',
      fulfillmentStartTime: '09:00',
      fulfillmentEndTime: '17:00',
    })
    expect(productCardModel(p, ctx).tags).toHaveLength(3)
    expect(productCardModel(makeProduct({ snapEligible: true }), ctx).tags).toEqual(['SNAP'])
    expect(productCardModel(makeProduct({ snapEligible: true }), { ...ctx, profile: 'wineshop' }).tags).toEqual([])
  })

  it('names the channel problem and hides the buying controls when the item cannot be bought there [PRD-024] [PRD-025] [PRD-021]', () => {
    const p = makeProduct({ channelEligibility: { delivery: false, pickUp: true, inStore: false } })
    const m = productCardModel(p, ctx)
    expect(m.available).toBe(false)
    expect(m.longMessage).toBe('This item is not offered for delivery.')
    expect(m.shortLabel).toBe('Pickup only')
    expect(m.unavailableText).toBe('Out of Stock')
    expect(m.buy).toBeUndefined()
    const pickup = productCardModel(p, { ...ctx, channel: 'pickup' })
    expect(pickup.longMessage).toBe('Only Available for Drive-up and go.')
    expect(pickup.buy).toEqual({ kind: 'qty', max: 99 })
    const inStore = productCardModel(p, { ...ctx, channel: 'instore' })
    expect(inStore.longMessage).toBe('This item is not offered for in-store.')
    expect(inStore.buy).toBeUndefined()
  })

  it('buys a sold-by-weight item by weight from its minimum, two decimals [CRT-026]', () => {
    expect(productCardModel(makeProduct({ soldByWeight: true, minWeight: 0.5 }), ctx).buy).toEqual({
      kind: 'weight',
      min: '0.50',
      step: 0.5,
    })
    expect(productCardModel(makeProduct({ maxPurchaseQty: 12 }), ctx).buy).toEqual({ kind: 'qty', max: 12 })
  })

  it("offers subscribe and save with the '5%' default, WEEK frequencies and every 1 week first [SNS-003] [SNS-004] [SNS-009]", () => {
    const m = productCardModel(makeProduct({ snsEligible: true }), ctx)
    expect(m.subscribe).toEqual({
      offer: '5%',
      frequencies: SNS_FREQUENCY_CHOICES,
      defaultFrequency: { count: 1, unit: 'WEEK' },
      notes: SNS_TEXT_IDS.map((id) => DEFAULT_SNS_TEXTS[id]),
    })
    expect(productCardModel(makeProduct({ snsEligible: true }), { ...ctx, snsOffer: '10%' }).subscribe?.offer).toBe('10%')
    expect(productCardModel(makeProduct({ snsEligible: true }), { ...ctx, profile: 'wineshop' }).subscribe).toBeUndefined()
  })

  it('carries the configured schedule-and-save notes in catalogue order, only where subscribe and save is offered [SNS-011]', () => {
    const snsTexts = { ...DEFAULT_SNS_TEXTS, addressNote: 'A', slotNote: 'S', paymentNote: 'P' }
    expect(productCardModel(makeProduct({ snsEligible: true }), { ...ctx, snsTexts }).subscribe?.notes).toEqual([
      'A',
      'S',
      'P',
      DEFAULT_SNS_TEXTS.changeWindowNote,
      DEFAULT_SNS_TEXTS.unsubscribeNote,
    ])
    expect(productCardModel(makeProduct({ snsEligible: false }), { ...ctx, snsTexts }).subscribe).toBeUndefined()
  })

  it('notes made to order, pre-order while the start day is ahead, prop 65 and the seller where the profile allows [PRD-042] [PRD-058] [PRD-063]', () => {
    expect(productCardModel(makeProduct({ isMtoProduct: true, preparationTime: 90 }), ctx).madeToOrder).toBe(
      'Takes 1 hr 30 mins to prepare',
    )
    expect(productCardModel(makeProduct({ isPreOrderItem: true, itemEffectiveStartDate: '2030-06-01' }), ctx).preOrder).toBe(
      'Pre-order: available from 06/01/2030',
    )
    expect(productCardModel(makeProduct({ isPreOrderItem: true, itemEffectiveStartDate: '2030-05-01' }), ctx).preOrder).toBeUndefined()
    expect(productCardModel(makeProduct({ prop65WarningText: 'Cancer and harm' }), ctx).prop65).toEqual({
      title: PRODUCT_CARD_TEXT.prop65Title,
      text: 'Cancer and harm',
    })
    const mkp = makeProduct({ cartCategory: '3P_MARKETPLACE', sellerName: 'Spice Co' })
    expect(productCardModel(mkp, ctx).extras.seller?.text).toBe('Sold by Spice Co')
    expect(productCardModel(makeProduct({ prop65WarningText: 'x' }), { ...ctx, profile: 'light-weight' }).price).toEqual({ now: '$3.50' })
  })

  it('drops the badges when dynamic badges are disabled [PRD-007]', () => {
    const p = makeProduct({ badges: [{ badgeName: 'New', isBoldText: true }] })
    expect(productCardModel(p, ctx).badges).toEqual([{ text: 'New', style: { fontWeight: 'bold' } }])
    expect(productCardModel(p, { ...ctx, flags: { isDynamicBadgesDisabled: true } }).badges).toEqual([])
  })
})
