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
  // The detail is {itemId, qty} (add-to-cart, product card, carousel) or {items} (quick add).
  if ('items' in event.detail) console.log(event.detail.items.length)
  else console.log(event.detail.itemId, event.detail.qty)
})

window.addEventListener('DigitalCouponClipped', (event) => console.log(event.detail.offerId))

// @ts-expect-error: an aisle-eligible-items detail carries couponId, not offerId.
document.addEventListener('aisle-eligible-items', (event) => console.log(event.detail.offerId))

export {}
