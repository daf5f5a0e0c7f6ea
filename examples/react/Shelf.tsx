/**
 * A React 19 host that does to Aisle's tags what apps do: a keyed list it reorders, rebinds, clears and trims, and a
 * conditional add-to-cart (examples/README.md). Shelf.browser.test.tsx drives it with pointer input in both builds.
 */
import { useState } from 'react'
import 'aisle'

export interface ShelfItem {
  key: number
  id: string | null
}

export function Shelf({ initial, offer }: { initial: ShelfItem[]; offer: string }) {
  const [items, setItems] = useState(initial)
  const [showOffer, setShowOffer] = useState(true)
  const [heard, setHeard] = useState(0)
  const onAdded = () => setHeard((n) => n + 1)
  const first = (id: string | null) => setItems(([head, ...rest]) => (head ? [{ ...head, id }, ...rest] : rest))
  return (
    <main>
      <nav>
        <button type="button" onClick={() => setItems((list) => [...list].reverse())}>
          Reverse
        </button>
        <button type="button" onClick={() => first(offer)}>
          Show the offer first
        </button>
        <button type="button" onClick={() => first(null)}>
          Clear the first
        </button>
        <button type="button" onClick={() => setItems((list) => list.slice(1))}>
          Remove the first
        </button>
        <button type="button" onClick={() => setShowOffer((shown) => !shown)}>
          Toggle the offer
        </button>
      </nav>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <aisle-product-card product-id={item.id ?? undefined} onaisle-cart-change={onAdded} />
          </li>
        ))}
      </ul>
      {showOffer && <aisle-add-to-cart item-id={offer} onaisle-cart-change={onAdded} />}
      <output>{heard}</output>
    </main>
  )
}
