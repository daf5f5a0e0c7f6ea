/**
 * Hostile input, malformed attributes: for every attribute of every tag in
 * custom-elements.json that accepts only some values (addresses, JSON, booleans, whole numbers, enums;
 * read from its @attr description, so a new attribute is covered when it is documented), a CMS author's
 * typo gives exactly one console warning naming the tag, the attribute and the valid values, and the
 * widget still renders, with nothing thrown.
 */
import { expect } from '@open-wc/testing'
import { afterAll, afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { simSignIn } from '../support/sim-fetch'
import { setUpHarness, startHarness, tearDownHarness } from '../support/widget-fixture'
import { type AisleTag, WIDGETS } from '../../widgets/registry'
import { classifyAttribute, MANIFEST_TAGS, MOUNTS, mountTag, type RestrictedAttribute } from './hostile-kit'

const RESTRICTED: RestrictedAttribute[] = MANIFEST_TAGS.flatMap(({ tag, attributes }) =>
  attributes.map((a) => classifyAttribute(tag, a)).filter((a): a is RestrictedAttribute => a !== undefined),
)
const ATTRIBUTE_COUNT = MANIFEST_TAGS.reduce((n, t) => n + t.attributes.length, 0)
const passed = { warned: 0, rendered: 0 }

afterEach(() => {
  tearDownHarness()
  vi.restoreAllMocks()
})

afterAll(() => {
  const kinds = ['integer', 'boolean', 'enum', 'json', 'address']
    .map((k) => `${RESTRICTED.filter((a) => a.kind === k).length} ${k}`)
    .join(', ')
  console.log(
    `malformed attributes: ${MANIFEST_TAGS.length} tags, ${ATTRIBUTE_COUNT} attributes, ${RESTRICTED.length} restricted (${kinds}): ` +
      `${passed.warned} warned exactly once, ${passed.rendered} still rendered`,
  )
})

describe('hostile input: a malformed value in every restricted attribute', () => {
  it('finds the restricted attributes of every registered tag in the manifest', () => {
    expect(MANIFEST_TAGS.map((t) => t.tag).sort()).to.deep.equal(Object.keys(WIDGETS).sort())
    expect(RESTRICTED.length).to.be.greaterThan(10)
    expect(RESTRICTED.map((a) => `${a.tag} ${a.name}`)).to.include.members([
      'aisle-deals-grid columns',
      'aisle-product-card channel',
      'aisle-mini-cart href',
    ])
  })

  for (const attribute of RESTRICTED) {
    const { tag, name, kind, invalid, names } = attribute
    it(`<${tag} ${name}="${invalid}"> (${kind}): one console warning naming the tag and the valid values, and the widget renders`, async () => {
      resetAttributeWarnings()
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const errors: unknown[] = []
      const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push('reason' in e ? e.reason : e.error)
      window.addEventListener('error', onError)
      window.addEventListener('unhandledrejection', onError)
      try {
        const h = setUpHarness()
        await simSignIn(h.sim, { userType: 'C', cartQty: 2 })
        startHarness(h)
        const el = await mountTag(tag as AisleTag, { ...(MOUNTS[tag as AisleTag].ids?.(h) ?? {}), [name]: invalid })
        const mine = () => warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes(`<${tag}>`) && m.includes(name))
        await vi.waitFor(() => expect(mine().length, `no warning for ${name}`).to.be.greaterThan(0), { timeout: 5000 })
        expect(mine(), 'exactly one warning').to.have.length(1)
        for (const word of names) expect(mine()[0], `the warning names ${word}`).to.include(word)
        passed.warned += 1
        expect(el.shadowRoot?.childElementCount ?? 0, 'the widget renders').to.be.greaterThan(0)
        expect(errors).to.deep.equal([])
        passed.rendered += 1
      } finally {
        window.removeEventListener('error', onError)
        window.removeEventListener('unhandledrejection', onError)
      }
    }, 20_000)
  }
})
