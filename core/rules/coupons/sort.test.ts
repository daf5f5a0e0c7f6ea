import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { sortItems, type SortOption } from '../products/sort'
import { sortOption } from '../products/sort-options'
import { arbOffers, normalised, offer } from '../../../test/support/offer-fixtures'
import type { Offer } from './offer'
import { GALLERY_GROUPS, galleryGroup, sortGallery } from './sort'

const seed = () => seedText('001')
const ids = (list: Offer[]) => list.map((o) => o.id)
const option = (key: string): SortOption => {
  const o = sortOption(key)
  if (!o) throw new Error(`no sort option ${key}`)
  return o
}

describe('gallery order', () => {
  it('puts offers with a purchaseRank first, by ascending rank [CPN-097] [CPN-018]', () => {
    fc.assert(
      fc.property(arbOffers(), (offers) => {
        const sorted = sortGallery(offers)
        const ranked = offers.filter((o) => o.purchaseRank !== undefined).length
        const head = sorted.slice(0, ranked)
        expect(head.every((o) => o.purchaseRank !== undefined)).toBe(true)
        for (let i = 1; i < head.length; i++) expect(head[i - 1]!.purchaseRank! <= head[i]!.purchaseRank!).toBe(true)
      }),
    )
    expect(seed()).toContain('By purchaseRank, then unclipped PD offers, then other unclipped offers, then clipped offers.')
  })

  it('then shows unclipped PD offers, then other unclipped offers, then clipped offers, each group in server order [CPN-098]', () => {
    expect([...GALLERY_GROUPS]).toEqual(['ranked', 'unclipped-pd', 'unclipped', 'clipped'])
    const list = [
      offer({ id: 'clipped-cc', status: 'C' }),
      offer({ id: 'cc-1' }),
      offer({ id: 'pd-1', offerPgm: 'PD' }),
      offer({ id: 'rank-2', purchaseRank: 2, status: 'C' }),
      offer({ id: 'clipped-pd', offerPgm: 'PD', status: 'C' }),
      offer({ id: 'pd-2', offerPgm: 'PD' }),
      offer({ id: 'rank-1', purchaseRank: 1 }),
      offer({ id: 'cc-2' }),
    ]
    expect(ids(sortGallery(list))).toEqual(['rank-1', 'rank-2', 'pd-1', 'pd-2', 'cc-1', 'cc-2', 'clipped-cc', 'clipped-pd'])
    fc.assert(
      fc.property(arbOffers(), (offers) => {
        const groups = sortGallery(offers).map((o) => GALLERY_GROUPS.indexOf(galleryGroup(o)))
        expect(groups).toEqual([...groups].sort((a, b) => a - b))
        const sorted = sortGallery(offers)
        for (const g of GALLERY_GROUPS.slice(1)) {
          expect(ids(sorted.filter((o) => galleryGroup(o) === g))).toEqual(ids(offers.filter((o) => galleryGroup(o) === g)))
        }
        expect(ids(sorted).sort()).toEqual(ids(offers).sort())
      }),
    )
  })

  it('sorts a coupon removed from the list among the unclipped ones [CPN-098] [CPN-028]', () => {
    expect(galleryGroup(offer({ status: 'C', deleted: true }))).toBe('unclipped')
    expect(galleryGroup(offer({ offerPgm: 'PD', status: 'C', deleted: true }))).toBe('unclipped-pd')
  })

  it('orders the seeded bought-before offers by their purchaseRank [CPN-097]', () => {
    const ranked = normalised('bought-before')
    const sorted = sortGallery([...ranked].reverse())
    expect(sorted.map((o) => o.purchaseRank)).toEqual(ranked.map((o) => o.purchaseRank).sort((a, b) => a! - b!))
  })
})

describe('client sort options on offers', () => {
  it("'a-z' and 'z-a' order offers by lower-cased name [SRT-009] [SRT-005]", () => {
    const list = [offer({ id: '1', name: 'banana' }), offer({ id: '2', name: 'Apple' }), offer({ id: '3', name: 'cherry' })]
    expect(ids(sortItems(list, option('a-z')))).toEqual(['2', '1', '3'])
    expect(ids(sortItems(list, option('z-a')))).toEqual(['3', '1', '2'])
  })

  it("'about-to-expire' orders offers by endDate, earliest first [SRT-011]", () => {
    const list = [
      offer({ id: 'late', endDate: '2025-08-01T00:00:00.000Z' }),
      offer({ id: 'none' }),
      offer({ id: 'soon', endDate: '2025-06-20T00:00:00.000Z' }),
    ]
    expect(ids(sortItems(list, option('about-to-expire')))).toEqual(['soon', 'late', 'none'])
    const seeded = normalised('coupon-cc')
    const ends = sortItems(seeded, option('about-to-expire')).map((o) => o.endDate ?? '')
    expect(ends).toEqual([...ends].sort())
  })

  it("'purchase-history' orders offers by purchaseRank parsed as a number [SRT-006] [CPN-018]", () => {
    const list = [offer({ id: 'ten', purchaseRank: 10 }), offer({ id: 'two', purchaseRank: 2 }), offer({ id: 'none' })]
    expect(ids(sortItems(list, option('purchase-history')))).toEqual(['two', 'ten', 'none'])
  })
})
