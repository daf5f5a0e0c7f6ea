import { describe, expect, it } from 'vitest'
import { PARTNER_CLIP_LANDING_PATH, PARTNER_CLIP_PARAM, partnerClipOffer, partnerClipUrl } from './partner-clip'

describe('partner clip address', () => {
  it('carries the offer to the landing page on the banner origin, and reads it back [CPN-059]', () => {
    const url = partnerClipUrl('http://freshway.localhost:4173', '9000001')
    expect(url).toBe(`http://freshway.localhost:4173${PARTNER_CLIP_LANDING_PATH}?${PARTNER_CLIP_PARAM}=9000001`)
    expect(partnerClipOffer(new URL(url).search)).toBe('9000001')
    expect(partnerClipUrl('https://www.example.com', 'a b&c', '/foru/coupons-deals.html')).toBe('https://www.example.com/foru/coupons-deals.html?clipOfferId=a+b%26c')
  })

  it('ignores a missing, blank or implausible offer id', () => {
    for (const search of ['', '?clipOfferId=', '?clipOfferId=%20', '?clipOfferId=<script>', `?clipOfferId=${'9'.repeat(65)}`, '?offerId=9000001']) {
      expect(partnerClipOffer(search)).toBeUndefined()
    }
    expect(partnerClipOffer(new URLSearchParams({ clipOfferId: ' PD-42.x ' }))).toBe('PD-42.x')
  })
})
