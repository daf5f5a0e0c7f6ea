/**
 * custom-elements.json's texts held to what the tags render and dispatch, so the catalogue and the editor hints cannot
 * drift from the widgets (both builds): an accessible name an attribute's description quotes ('… {name} …') is the
 * name the tag gives; a required attribute's quoted inert text is what the tag shows without it, with no live
 * button; a press's event carries the name and the detail keys the element's @fires line documents.
 */
import { expect } from '@open-wc/testing'
import { waitUntil } from '../support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import manifest from '../../custom-elements.json'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { simSignIn } from '../support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../support/widget-fixture'
import { deepElements, deepText, MOUNTS, mountTag } from '../hostile/hostile-kit'
import type { AisleTag } from '../../widgets/registry'

interface Entry {
  name: string
  description?: string
  required?: boolean
}
const ELEMENTS = (manifest as { modules: { declarations?: { tagName?: string; attributes?: Entry[]; events?: Entry[] }[] }[] }).modules
  .flatMap((m) => m.declarations ?? [])
  .filter((d): d is { tagName: AisleTag; attributes?: Entry[]; events?: Entry[] } => !!d.tagName)

const SAMPLE = 'Sample Pears'
/** Attributes whose description quotes the accessible name they make: "accessible name ('Add to cart: {name}')". */
const NAMED = ELEMENTS.flatMap((el) =>
  (el.attributes ?? []).flatMap((a) => {
    const quoted = /accessible name \('([^']*\{\w+\}[^']*)'\)/.exec(a.description ?? '')?.[1]
    return quoted ? [{ tag: el.tagName, attribute: a.name, expected: quoted.replace(/\{\w+\}/, SAMPLE) }] : []
  }),
)
/** Required attributes and the inert text their description quotes after 'says'. */
const REQUIRED = ELEMENTS.flatMap((el) =>
  (el.attributes ?? [])
    .filter((a) => a.required)
    .map((a) => ({ tag: el.tagName, attribute: a.name, says: /says '([^']+)'/.exec(a.description ?? '')?.[1] })),
)
/** `detail {itemId, qty, items: [itemId]}` → ['itemId', 'items', 'qty']. */
const detailKeys = (description = '') =>
  (/detail `?\{([^}]*)\}/.exec(description)?.[1] ?? '')
    .split(',')
    .map((k) => k.split(':')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort()
/** The button a shopper presses to add, for the tags whose press this suite drives. */
const PRESSED: Partial<Record<AisleTag, string>> = { 'aisle-add-to-cart': 'button', 'aisle-product-card': 'add' }

async function signedIn(): Promise<Harness> {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C', cartQty: 0 })
  startHarness(h)
  return h
}
const ids = (h: Harness, tag: AisleTag) => MOUNTS[tag].ids?.(h) ?? {}

describe("the manifest's texts are what the tags render", () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it('finds the quoted accessible names, the required attributes and the pressed events it checks', () => {
    expect(NAMED.map((n) => `${n.tag} ${n.attribute}`)).to.include('aisle-add-to-cart product-name')
    expect(REQUIRED.map((r) => `${r.tag} ${r.attribute}`).sort()).to.deep.equal([
      'aisle-add-to-cart item-id',
      'aisle-product-card product-id',
    ])
    for (const r of REQUIRED) expect(r.says, `${r.tag} ${r.attribute}: the inert text its description quotes`).to.be.a('string')
  })

  for (const { tag, attribute, expected } of NAMED) {
    it(`<${tag} ${attribute}="${SAMPLE}"> gives the accessible name its description quotes: '${expected}'`, async () => {
      const h = await signedIn()
      const el = await mountTag(tag, { ...ids(h, tag), [attribute]: SAMPLE })
      const labels = deepElements(el.shadowRoot as ShadowRoot).map((n) => n.getAttribute('aria-label'))
      expect(labels).to.include(expected)
    })
  }

  for (const { tag, attribute, says } of REQUIRED) {
    it(`<${tag}> without its required ${attribute} shows what its description quotes, with no live button`, async () => {
      const h = await signedIn()
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const base = Object.fromEntries(Object.entries(ids(h, tag)).filter(([name]) => name !== attribute))
      const el = await mountTag(tag, base)
      await waitUntil(() => deepText(el).includes(says ?? '\u0000'), `<${tag}> does not say '${says}'`)
      const live = deepElements(el.shadowRoot as ShadowRoot).filter((n) => n instanceof HTMLButtonElement && !n.disabled)
      expect(live).to.deep.equal([])
    })
  }

  for (const el of ELEMENTS.filter((e) => PRESSED[e.tagName])) {
    for (const event of el.events ?? []) {
      it(`<${el.tagName}> pressed fires ${event.name} once, with the detail keys its @fires line documents`, async () => {
        const h = await signedIn()
        const tag = await mountTag(el.tagName, ids(h, el.tagName))
        const heard: unknown[] = []
        const listen = (e: Event) => heard.push((e as CustomEvent).detail)
        document.addEventListener(event.name, listen)
        try {
          await userEvent.click(tag.shadowRoot?.querySelector(`[part~="${PRESSED[el.tagName]}"]`) as HTMLElement)
          await waitUntil(() => heard.length > 0, `no ${event.name}`, { timeout: 5000 })
          expect(heard).to.have.length(1)
          expect(Object.keys(heard[0] as object).sort()).to.deep.equal(detailKeys(event.description))
        } finally {
          document.removeEventListener(event.name, listen)
        }
      })
    }
  }
})
