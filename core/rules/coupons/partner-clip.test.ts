import { describe, expect, it } from 'vitest'
import {
  CLIP_LINK_GUEST_INVITATION_TEXT,
  CLIP_LINK_INVITATION_TEXT,
  clipLinkInvitation,
  linkedOfferFirst,
  PARTNER_CLIP_LANDING_PATH,
  PARTNER_CLIP_PARAM,
  partnerClipOffer,
  partnerClipUrl,
  withClipOffer,
} from './partner-clip'

describe('partner clip address', () => {
  it('carries the offer to the landing page on the banner origin, and reads it back [CPN-059]', () => {
    const url = partnerClipUrl('http://freshway.localhost:4173', '9000001')
    expect(url).toBe(`http://freshway.localhost:4173${PARTNER_CLIP_LANDING_PATH}?${PARTNER_CLIP_PARAM}=9000001`)
    expect(partnerClipOffer(new URL(url).search)).toBe('9000001')
    expect(partnerClipUrl('https://www.example.com', 'a b&c', '/foru/coupons-deals.html')).toBe(
      'https://www.example.com/foru/coupons-deals.html?clipOfferId=a+b%26c',
    )
  })

  it('ignores a missing, blank or implausible offer id', () => {
    for (const search of [
      '',
      '?clipOfferId=',
      '?clipOfferId=%20',
      '?clipOfferId=<script>',
      `?clipOfferId=${'9'.repeat(65)}`,
      '?offerId=9000001',
    ]) {
      expect(partnerClipOffer(search)).toBeUndefined()
    }
    expect(partnerClipOffer(new URLSearchParams({ clipOfferId: ' PD-42.x ' }))).toBe('PD-42.x')
  })
})

describe('clip link', () => {
  it('carries the offer back from sign-in in the page address, keeping the rest of it [CPN-059] [CPN-066]', () => {
    const back = withClipOffer('http://freshway.localhost:4173/coupons.html?category=Dairy#top', '9000001')
    expect(back).toBe('http://freshway.localhost:4173/coupons.html?category=Dairy&clipOfferId=9000001#top')
    expect(partnerClipOffer(new URL(back).search)).toBe('9000001')
  })

  it('says what pressing the button does, naming the button [CPN-066]', () => {
    expect(CLIP_LINK_INVITATION_TEXT).toContain('{label}')
    expect(CLIP_LINK_GUEST_INVITATION_TEXT).toContain('{label}')
    expect(clipLinkInvitation('Clip Coupon')).toBe('Not clipped yet. Press Clip Coupon to clip this coupon to your card.')
    expect(clipLinkInvitation('Activate', true)).toBe(
      'Not clipped yet. Press Activate to sign in, then press it again here to clip this coupon to your card.',
    )
  })

  it('moves the linked offer to the front and keeps the others in order [CPN-066]', () => {
    const offers = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(linkedOfferFirst(offers, 'c').map((o) => o.id)).toEqual(['c', 'a', 'b'])
    expect(linkedOfferFirst(offers, 'a')).toBe(offers)
    expect(linkedOfferFirst(offers, 'z')).toBe(offers)
    expect(linkedOfferFirst(offers, undefined)).toBe(offers)
  })
})
