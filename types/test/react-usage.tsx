/**
 * Type test for the shipped declarations (types/aisle.d.ts), checked by `tsc --noEmit -p types` in `npm test`:
 * a React 19 component using Aisle tags typechecks; a wrong attribute, value or event detail does not.
 */
import type { AisleDealsGridAttributes } from '../aisle'

export function DealsPage({ onMore }: { onMore: (token: string) => void }) {
  return (
    <main>
      <aisle-mini-cart href="/cart" />
      <aisle-deals-grid
        columns={3}
        sort="a-z"
        bonus-path
        category-mapping='{"default": {"image": "/b.png", "alt": "Deals", "link": "/deals"}}'
        className="deals"
        onaisle-deals-grid-load-more={(event) => onMore(event.detail.nextPageToken)}
        onaisle-category-change={(event) => console.log(event.detail.category.toUpperCase())}
      />
      <aisle-add-to-cart item-id="960127167" qty={2} onaisle-cart-change={(event) => console.log(event.detail.itemId, event.detail.qty)} />
    </main>
  )
}

export function WrongAttribute() {
  // @ts-expect-error: <aisle-deals-grid> has no `colums` attribute (typo of columns).
  return <aisle-deals-grid colums={3} />
}

export function WrongValue() {
  // @ts-expect-error: an attribute is a string, number or boolean, not an object.
  return <aisle-deals-grid columns={{ count: 3 }} />
}

export function WrongEventDetail() {
  return (
    <aisle-deals-grid
      onaisle-category-change={(event) => {
        // @ts-expect-error: the category-change detail is {category: string}; it has no nextPageToken.
        console.log(event.detail.nextPageToken)
      }}
    />
  )
}

export function WrongHandler() {
  // @ts-expect-error: an event handler is a function. (TypeScript does not flag an unknown *hyphenated* JSX name,
  // such as a misspelt `category-maping`; declared hyphenated names are typed.)
  return <aisle-deals-grid onaisle-category-change="reload" />
}

export function UnknownTag() {
  // @ts-expect-error: there is no <aisle-deal-grid>.
  return <aisle-deal-grid columns={3} />
}

export const defaults: AisleDealsGridAttributes = { columns: 4, sort: 'featured' }
