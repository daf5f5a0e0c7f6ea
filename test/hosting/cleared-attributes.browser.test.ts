/**
 * Clearing means cleared, for every attribute of every tag in custom-elements.json (property-based): a tag given a
 * value that is then removed, set to '' or whose property is set to null renders what the same tag never given it
 * renders (docs/decisions/hosting.md "Moves, clones and cleared attributes"), in both builds.
 */
import { expect } from '@open-wc/testing'
import { waitUntil } from '../support/wait'
import fc from 'fast-check'
import { afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { simSignIn } from '../support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../support/widget-fixture'
import { MANIFEST_TAGS, MOUNTS, mountTag } from '../hostile/hostile-kit'
import type { AisleTag } from '../../widgets/registry'

/** Attributes holding a node's id in its shadow root: ids differ per instance (useId), so they are compared by order. */
const ID_REFERENCES = new Set([
  'id',
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'headers',
])

/**
 * What the tag's shadow root shows, nested shadow roots included: each element with its attributes in name order (the
 * order a render wrote them in is not what it shows) and each id named by its first appearance.
 */
function rendered(host: Element): string {
  const order = new Map<string, number>()
  const idOf = (id: string) => {
    if (!order.has(id)) order.set(id, order.size)
    return `#${order.get(id)}`
  }
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (!(node instanceof Element)) return ''
    const attributes = node
      .getAttributeNames()
      .sort()
      .map((name) => {
        const value = node.getAttribute(name) ?? ''
        return `${name}="${ID_REFERENCES.has(name) ? value.split(/\s+/).filter(Boolean).map(idOf).join(' ') : value}"`
      })
    const inner = [...(node.shadowRoot?.childNodes ?? []), ...node.childNodes].map(write).join('')
    return `<${node.localName} ${attributes.join(' ')}>${inner}</${node.localName}>`
  }
  return [...(host.shadowRoot?.childNodes ?? [])].map(write).join('')
}

/** Values an author could write: those the description names (quoted values, numbers), and free text. */
function valuesFor(description = ''): fc.Arbitrary<string> {
  const named = [...description.matchAll(/'([^']+)'/g)].map((m) => m[1] as string).filter((v) => !v.includes('{'))
  const numbers = [...description.matchAll(/\b(\d+)\b/g)].map((m) => m[1] as string)
  const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '')
  const known = [...new Set([...named, ...numbers])]
  return known.length ? fc.oneof(fc.constantFrom(...known), text) : text
}

const CLEARS = {
  removed: (el: HTMLElement, name: string) => el.removeAttribute(name),
  "set to ''": (el: HTMLElement, name: string) => el.setAttribute(name, ''),
  'property set to null': (el: HTMLElement, name: string, field: string) => ((el as unknown as Record<string, unknown>)[field] = null),
} as const
type Clear = keyof typeof CLEARS

async function signedIn(): Promise<Harness> {
  const h = setUpHarness()
  await simSignIn(h.sim, { userType: 'C', cartQty: 1 })
  startHarness(h)
  return h
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
const ATTRIBUTES = MANIFEST_TAGS.flatMap(({ tag, attributes }) => attributes.map((a) => ({ tag: tag as AisleTag, ...a })))

describe('clearing means cleared: every attribute of every tag in the manifest', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it('covers every attribute the manifest documents', () => {
    expect(ATTRIBUTES.length).to.equal(MANIFEST_TAGS.reduce((n, t) => n + t.attributes.length, 0))
    expect(ATTRIBUTES.length).to.be.greaterThan(30)
  })

  for (const { tag, name, description } of ATTRIBUTES) {
    it(`<${tag} ${name}>: set, then removed, set to '' or its property set to null, renders as the tag never given it`, async () => {
      const h = await signedIn()
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const base = Object.fromEntries(Object.entries(MOUNTS[tag].ids?.(h) ?? {}).filter(([attribute]) => attribute !== name))
      await fc.assert(
        fc.asyncProperty(valuesFor(description), fc.constantFrom(...(Object.keys(CLEARS) as Clear[])), async (value, how) => {
          const cleared = await mountTag(tag, { ...base, [name]: value })
          CLEARS[how](cleared, name, camel(name))
          const plain = await mountTag(tag, base)
          try {
            await waitUntil(() => rendered(cleared) === rendered(plain), `<${tag} ${name}="${value}"> ${how} rendered otherwise`, {
              timeout: 4000,
            })
          } catch {
            expect(rendered(cleared), `<${tag} ${name}="${value}"> ${how}`).to.equal(rendered(plain))
          } finally {
            cleared.parentElement?.remove()
            plain.parentElement?.remove()
          }
        }),
        { numRuns: 3, seed: 0x5eed },
      )
    })
  }
})
