import { cardExtras } from './card-extras'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../test/support/products'
import { seedText } from '../../../test/support/seed'
import {
  CAROUSEL_TYPES,
  DISPLAY_ELEMENTS,
  DISPLAY_PROFILE_ELEMENTS,
  DISPLAY_PROFILE_TYPES,
  displayProfile,
  isCarouselProfile,
  PROGRAM_TYPES,
  profileExtras,
  profileForCategory,
  WINE_CAROUSEL_ELEMENTS,
} from './display-profile'

const count = (type: string) => Object.values(displayProfile(type)).filter(Boolean).length

describe('display profiles', () => {
  it('defines a profile per program type (abs, wineshop, mkp, 1P_B2B, weeklyAd, dnf, 1P_SNS, light-weight) and the carousels [PRD-059]', () => {
    expect(PROGRAM_TYPES).toEqual(['abs', 'wineshop', 'mkp', '1P_B2B', 'weeklyAd', 'dnf', '1P_SNS', 'light-weight'])
    expect(seedText('001')).toContain(`(${PROGRAM_TYPES.join(', ')}, and the carousels)`)
    expect(CAROUSEL_TYPES.every(isCarouselProfile)).toBe(true)
    expect(PROGRAM_TYPES.some(isCarouselProfile)).toBe(false)
    for (const type of DISPLAY_PROFILE_TYPES) expect(DISPLAY_PROFILE_ELEMENTS[type], type).toBeDefined()
    expect(displayProfile('unknown')).toEqual(displayProfile('abs'))
  })

  it('switches each of the 18 named elements on or off in every profile [PRD-060]', () => {
    expect(DISPLAY_ELEMENTS).toHaveLength(18)
    expect(seedText('001')).toContain(
      'estimate label, sponsored label, not-available text, in-store label, unattended delivery label, made-to-order, coupons, add to cart, schedule and save, buy it again, star rating, price, similar-items link, seller tag, prop 65 title, nested fulfilment, promo text, SNAP.',
    )
    for (const type of DISPLAY_PROFILE_TYPES) {
      const profile = displayProfile(type)
      expect(Object.keys(profile).sort(), type).toEqual([...DISPLAY_ELEMENTS].sort())
      for (const e of DISPLAY_PROFILE_ELEMENTS[type]) expect(DISPLAY_ELEMENTS, `${type}.${e}`).toContain(e)
    }
    expect(displayProfile('abs').sellerTag).toBe(false)
    expect(displayProfile('1P_SNS').scheduleAndSave).toBe(true)
  })

  it('shows fewer elements on wine and marketplace carousels and light-weight cards than on abs [PRD-061]', () => {
    for (const type of ['wine-carousel', 'mkp-carousel', 'light-weight']) expect(count(type), type).toBeLessThan(count('abs'))
    for (const type of ['wine-carousel', 'mkp-carousel', 'light-weight']) {
      const p = displayProfile(type)
      for (const e of DISPLAY_ELEMENTS) if (p[e] && e !== 'sellerTag') expect(displayProfile('abs')[e], `${type}.${e}`).toBe(true)
    }
  })

  it('shows on the wine carousel only image and title plus prop 65 title, nested fulfilment and promo text [PRD-062]', () => {
    expect(WINE_CAROUSEL_ELEMENTS).toEqual(['prop65Title', 'nestedFulfilment', 'promoText'])
    const on = DISPLAY_ELEMENTS.filter((e) => displayProfile('wine-carousel')[e])
    expect(on).toEqual(['prop65Title', 'nestedFulfilment', 'promoText'])
  })

  it('never shows SNAP on a carousel profile [PRD-037]', () => {
    for (const type of CAROUSEL_TYPES) expect(displayProfile(type).snap, type).toBe(false)
  })

  it('shows the seller tag of marketplace items where the profile allows, and wine and marketplace items get their own profiles [PRD-058]', () => {
    const mkp = makeProduct({ cartCategory: '3P_MARKETPLACE', sellerId: 'S1', sellerName: 'Hearth & Home Co.' })
    expect(profileForCategory(mkp.cartCategory)).toBe('mkp')
    expect(profileForCategory(mkp.cartCategory, true)).toBe('mkp-carousel')
    expect(profileForCategory('1P_WINE')).toBe('wineshop')
    expect(profileForCategory('1P_WINE', true)).toBe('wine-carousel')
    expect(profileForCategory('1P')).toBe('abs')
    expect(profileForCategory('1P', true)).toBe('abs-carousel')
    expect(cardExtras(mkp, displayProfile('mkp')).seller?.text).toBe('Sold by Hearth & Home Co.')
    expect(cardExtras(mkp, displayProfile('wine-carousel')).seller).toBeUndefined()
    expect(cardExtras(makeProduct({ sellerName: 'Not a seller' }), displayProfile('mkp')).seller).toBeUndefined()
  })

  it('shows prop65WarningText under the prop 65 title wherever the profile enables it [PRD-063]', () => {
    const wine = makeProduct({ cartCategory: '1P_WINE', prop65WarningText: 'WARNING: Drinking distilled spirits ...' })
    for (const type of DISPLAY_PROFILE_TYPES) {
      const shown = profileExtras(wine, displayProfile(type)).prop65Text
      expect(shown, type).toBe(displayProfile(type).prop65Title ? 'WARNING: Drinking distilled spirits ...' : undefined)
    }
    expect(profileExtras(makeProduct(), displayProfile('abs')).prop65Text).toBeUndefined()
  })

  it('uses the 1P_SNS profile for subscribe-and-save items [SNS-010]', () => {
    expect(profileForCategory('1P_SNS')).toBe('1P_SNS')
    expect(displayProfile('1P_SNS').scheduleAndSave).toBe(true)
    expect(displayProfile('1P_SNS').coupons).toBe(false)
  })
})
