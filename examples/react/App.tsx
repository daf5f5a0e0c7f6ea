/**
 * The React example of examples/README.md: the region between the example markers is copied into that README
 * verbatim (scripts/readme/examples.test.ts fails when they differ). `tsc -p types` typechecks it against the
 * shipped types (`import 'aisle'` resolves through package.json's exports to types/aisle.d.ts), and
 * App.browser.test.tsx renders it in Chromium against the in-page simulator.
 */
// example:react
import { useState } from 'react'
// The loader: registers each aisle-* tag the first time the page uses it, and brings its types.
import 'aisle'

export function App() {
  const [added, setAdded] = useState<string>()
  return (
    <>
      <header>
        <aisle-banner-brand href="/" />
        <aisle-mini-cart href="/cart" />
      </header>
      <main>
        <aisle-add-to-cart
          item-id="970000001"
          qty={2}
          product-name="Large Grade A Eggs"
          onaisle-cart-change={(event) => setAdded(`${event.detail.qty} × ${event.detail.itemId}`)}
        />
        {added && <p role="status">Added {added}</p>}
      </main>
    </>
  )
}
// /example:react
