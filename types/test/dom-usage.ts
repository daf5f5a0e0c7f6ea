/** Type test for the shipped declarations from plain TypeScript (no React): tag map, properties, event maps. */
const grid = document.querySelector('aisle-deals-grid')
if (grid) {
  const columns: string | undefined = grid.columns
  grid.addEventListener('aisle-deals-grid-load-more', (event) => console.log(event.detail.nextPageToken, columns))
  // @ts-expect-error: the element property is `nextPageToken`, not the kebab-case attribute name.
  console.log(grid.nextpagetoken)
}

const card = document.createElement('aisle-coupon-card')
card.offerId = '123'

document.addEventListener('aisle-cart-change', (event) => {
  // One detail (core/elements/events.ts): items on every add; itemId and qty when one item was added (not quick add).
  console.log(event.detail.items.length)
  if (event.detail.itemId !== undefined) console.log(event.detail.itemId, event.detail.qty)
  // @ts-expect-error: itemId may be absent (quick add adds several items).
  console.log(event.detail.itemId.length)
})

window.addEventListener('DigitalCouponClipped', (event) => console.log(event.detail.offerId))

// @ts-expect-error: an aisle-eligible-items detail carries couponId, not offerId.
document.addEventListener('aisle-eligible-items', (event) => console.log(event.detail.offerId))

export {}
