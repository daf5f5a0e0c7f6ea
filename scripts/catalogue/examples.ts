/**
 * The live example of each tag in the catalogue (demo-pages/catalogue.html): the attributes a content author
 * would typically write, with real ids from the simulator's seed (sim/data: products 970000001…, offers
 * 9000001…; scripts/catalogue/catalogue.test.ts checks they exist). Generation fails when a manifest tag has no
 * row here, or a row names an attribute the tag does not have, so a new widget cannot be left out.
 */

export interface TagExample {
  /** Attribute name → value, in the order the snippet shows them. */
  attributes: Readonly<Record<string, string>>
  /** What the example shows and what to do to see more (plain text). */
  note: string
  /**
   * Why the example runs in a frame of its own page (demo-pages/examples/<tag>.html) rather than inline: a tag
   * that owns the page (its route guard sends a guest to sign in, its router owns the address bar hash).
   */
  isolated?: string
}

/** A clippable manufacturer coupon (kind coupon-mf, unclipped). */
export const EXAMPLE_OFFER_ID = '9000008'
/** Clover Hill Classic Large Grade A Eggs - 12 ct. */
export const EXAMPLE_PRODUCT_ID = '970000001'
export const EXAMPLE_PRODUCT_NAME = 'Clover Hill Classic Large Grade A Eggs - 12 ct'
/** Freshway's first store. */
export const EXAMPLE_STORE_ID = '1100'

export const EXAMPLES: Readonly<Record<string, TagExample>> = {
  'aisle-add-to-cart': {
    attributes: { 'item-id': EXAMPLE_PRODUCT_ID, qty: '2', 'product-name': EXAMPLE_PRODUCT_NAME },
    note: 'Adds two boxes of eggs to the cart; the mini cart in the page header follows.',
  },
  'aisle-banner-brand': {
    attributes: { href: '/', 'show-name': 'true' },
    note: "The banner of this host's name: open the catalogue on another banner host (see the theming page) to see another.",
  },
  'aisle-coupon-card': {
    attributes: { 'offer-id': EXAMPLE_OFFER_ID },
    note: 'One Just for U coupon. A guest pressing Clip Coupon is sent to sign in first.',
  },
  'aisle-deals-grid': {
    attributes: { columns: '3', sort: 'featured' },
    note: 'The whole Just for U gallery, 30 cards at a time, with sort and category filter.',
  },
  'aisle-game-grid': {
    attributes: { 'play-earn-href': '/play-earn.html' },
    note: 'Play & Earn game cards; a signed-in shopper sees their own games and progress.',
  },
  'aisle-mini-cart': {
    attributes: { href: '/products.html' },
    note: 'The cart icon with the number of items; it follows every add to cart on the page.',
  },
  'aisle-coupon-modals': {
    attributes: {},
    note: 'Renders nothing until the coupon flow asks for the shopper\'s profile or a passcode sign-in; put it once on every coupon page.',
  },
  'aisle-offer-carousel': {
    attributes: { source: 'j4uGallery', limit: '8', heading: 'Offers for you' },
    note: 'Eight offers from the Just for U gallery, with previous / next buttons and keyboard support.',
  },
  'aisle-delivery-address': {
    attributes: {},
    note: 'A signed-in shopper sees the delivery addresses of the profile and a form to add or change one: type a ZIP code (e.g. 80302) and city and state fill in once typing pauses. A guest sees a sign-in prompt.',
  },
  'aisle-order-alert': {
    attributes: { 'reserve-href': '/erums/store/prebook' },
    note: 'A signed-in shopper with a pending order sees its alert; others see the reserve-time area.',
  },
  'aisle-play-earn': {
    attributes: {},
    note: 'The whole games area for a signed-in shopper; a guest is sent to sign in first (here, inside the frame). Its inner pages live in the address bar hash (#/games/…), so give it a page of its own.',
    isolated: 'it guards its route (a guest is sent to sign in) and owns the address bar hash',
  },
  'aisle-product-card': {
    attributes: { 'product-id': EXAMPLE_PRODUCT_ID, channel: 'delivery' },
    note: 'Price, availability for delivery and an add-to-cart button for one product.',
  },
  'aisle-product-carousel': {
    attributes: { source: 'cross-sell', bpn: EXAMPLE_PRODUCT_ID, 'store-id': EXAMPLE_STORE_ID, heading: 'Goes well with eggs' },
    note: 'Products bought together with the eggs, from store 1100 when the shopper has not chosen a store.',
  },
  'aisle-quick-add': {
    attributes: {},
    note: 'Buy it again: a signed-in shopper picks previously bought items and adds them together.',
  },
  'aisle-session-timeout': {
    attributes: {},
    note: 'Renders nothing until the session cannot be refreshed, then offers to sign in again; put it once on every page.',
  },
}
