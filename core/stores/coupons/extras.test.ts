// The coupon store's extras (core/stores/coupons/list.ts, gallery.ts) against the in-process simulator: the logo
// fragment, the shopper's list and the add-to-list / added-to-list toggle of a non-digital coupon card.
import { describe, expect, it } from 'vitest'
import { CMS_LIST_ITEM_TYPE, CMS_LIST_SOURCE } from '../../rules/coupons/cms-input'
import { OFFER_PATHS } from '../../rules/endpoints'
import { SIGN_IN_PATHS } from '../../rules/session'
import { couponHarness, type CouponHarness, simUser } from '../../../test/support/coupons'

const CLICK = { trusted: true } as const
const listAdds = (h: CouponHarness) => h.calls(OFFER_PATHS.listAdd, 'POST')
const listRemoves = (h: CouponHarness) => h.calls(OFFER_PATHS.listRemove, 'POST')
/** A weekly-ad offer: what a CMS coupon card's id names (the list item id is the offer id). */
const weeklyAd = (h: CouponHarness, onListOf?: string) =>
  h.sim.state.offers.find((o) => o.kind === 'weekly-ad' && (onListOf === undefined || simUser(h.sim, onListOf).list.includes(o.offerId)))!

describe('logos', () => {
  it('reads the logo fragment once per page for the card icons [API-070] [CPN-118]', async () => {
    const h = await couponHarness()
    await Promise.all([h.store.loadLogos(), h.store.loadLogos()])
    expect(h.calls(OFFER_PATHS.logoFragment)).toHaveLength(1)
    expect(Object.keys(h.store.$logos.get() ?? {}).sort()).toEqual(['freshPass', 'justForU', 'rewards'])
  })

  it('answers no logos when the fragment cannot be read, and warns [ERR-044]', async () => {
    const h = await couponHarness()
    h.sim.state.faults.push({ path: OFFER_PATHS.logoFragment, status: 404 })
    await h.store.loadLogos()
    expect(h.store.$logos.get()).toBeNull()
    expect(h.logs.some((l) => l.level === 'warn')).toBe(true)
  })
})

describe("shopper's list", () => {
  it('reads the list ids once for an authorised shopper, and not at all for a guest [API-066]', async () => {
    const h = await couponHarness({ user: 'C' })
    await Promise.all([h.store.loadList(), h.store.loadList()])
    expect(h.calls(OFFER_PATHS.shoppingList)).toHaveLength(1)
    expect([...(h.store.$listIds.get() ?? [])].sort()).toEqual([...simUser(h.sim, 'C').list].sort())
    const guest = await couponHarness({ user: 'G' })
    await guest.store.loadList()
    expect(guest.calls(OFFER_PATHS.shoppingList)).toHaveLength(0)
    expect(guest.store.$listIds.get()).toBeUndefined()
  })

  it('adds a coupon to the list, then removes it, following items[0].status [CPN-109] [CPN-131] [CPN-132] [API-060] [API-061]', async () => {
    const h = await couponHarness({ user: 'R' })
    await h.store.loadList()
    const coupon = { id: weeklyAd(h).offerId }
    expect(await h.store.toggleListItem(coupon, CLICK)).toBe('added')
    expect(await listAdds(h)[0]!.json()).toEqual({
      items: [{ clipType: 'L', itemId: coupon.id, itemType: CMS_LIST_ITEM_TYPE, wsSource: CMS_LIST_SOURCE }],
    })
    expect(new URL(listAdds(h)[0]!.url).searchParams.get('storeId')).toBe('1100')
    expect(h.store.$listIds.get()).toContain(coupon.id)
    expect(simUser(h.sim, 'R').list).toContain(coupon.id)
    expect(await h.store.toggleListItem(coupon, CLICK)).toBe('removed')
    expect(await listRemoves(h)[0]!.json()).toEqual({ items: [{ id: coupon.id }] })
    expect(h.store.$listIds.get()).not.toContain(coupon.id)
    expect(simUser(h.sim, 'R').list).not.toContain(coupon.id)
  })

  it('reads the list first when a toggle comes before it was read, so a coupon already on it is removed [CPN-109]', async () => {
    const h = await couponHarness({ user: 'C' })
    const coupon = { id: weeklyAd(h, 'C').offerId }
    expect(await h.store.toggleListItem(coupon, CLICK)).toBe('removed')
    expect(listAdds(h)).toHaveLength(0)
    expect(simUser(h.sim, 'C').list).not.toContain(coupon.id)
  })

  it('sends a guest to sign-in and calls nothing [CPN-059] [SES-032]', async () => {
    const h = await couponHarness({ user: 'G' })
    expect(await h.store.toggleListItem({ id: weeklyAd(h).offerId }, CLICK)).toBe('sign-in')
    expect(h.record.assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['sign-in']])
    expect(listAdds(h)).toHaveLength(0)
  })

  it('ignores a synthetic press and refuses a second press while the first runs [CPN-066]', async () => {
    const h = await couponHarness({ user: 'R' })
    await h.store.loadList()
    const coupon = { id: weeklyAd(h).offerId }
    expect(await h.store.toggleListItem(coupon, { trusted: false })).toBe('ignored')
    expect(await Promise.all([h.store.toggleListItem(coupon, CLICK), h.store.toggleListItem(coupon, CLICK)])).toEqual(['added', 'busy'])
    expect(listAdds(h)).toHaveLength(1)
    expect(h.store.$listBusy.get()).toEqual({})
  })

  it('answers failed and keeps the list when the call fails or the status is not 1 [API-060]', async () => {
    const h = await couponHarness({ user: 'R' })
    await h.store.loadList()
    const coupon = { id: weeklyAd(h).offerId }
    h.sim.state.faults.push(
      { path: OFFER_PATHS.listAdd, status: 500, times: 1 },
      { path: OFFER_PATHS.listAdd, status: 200, body: { items: [{ status: 0 }] }, times: 1 },
    )
    expect(await h.store.toggleListItem(coupon, CLICK)).toBe('failed')
    expect(await h.store.toggleListItem(coupon, CLICK)).toBe('failed')
    expect(h.store.$listIds.get()).not.toContain(coupon.id)
    expect(h.store.$listBusy.get()).toEqual({})
    expect(await h.store.toggleListItem(coupon, CLICK)).toBe('added')
  })
})
