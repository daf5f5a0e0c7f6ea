/**
 * Hostile input, XSS: every registered tag mounted against the simulator in hostile mode
 * (sim/hostile.ts: every display text and address it serves is an attack payload), signed in so the
 * personalised texts appear, with every attribute a content author sets (besides the ids it needs) a payload
 * too. Rotations move each payload to other fields. Nothing may run (the canary `window.__xss` stays
 * uncalled), nothing the data made may carry an on* handler, srcdoc, or a script or data-document address,
 * and the payloads the widget shows are shown as text.
 */
import { expect } from '@open-wc/testing'
import { afterAll, afterEach, beforeAll, describe, it, vi } from 'vitest'
import { createSim } from '../../sim/app'
import type { AisleTag } from '../../widgets/registry'
import { HOSTILE_TEXT_FIELDS, HOSTILE_URL_FIELDS } from '../../sim/hostile'
import { simSignIn } from '../support/sim-fetch'
import { setUpHarness, startHarness, tearDownHarness } from '../support/widget-fixture'
import {
  attributesOf,
  deepReadableAttributes,
  deepText,
  isAddressAttribute,
  jsonChild,
  MOUNTS,
  mountTag,
  TAGS,
  unsafeNodes,
} from './hostile-kit'
import { hostileCorpus, XSS_CANARY, XSS_PAYLOADS, XSS_TEXT_PAYLOADS, XSS_URL_PAYLOADS } from './xss-payloads'

/** Each tag is mounted this many times, the payloads rotated between mounts. */
const ROTATIONS = 2
/** Rotation r shifts the served assignment by r * ROTATION_STEP payloads. */
const ROTATION_STEP = 29

/** The library's sources (tests and stories aside), to find every place that renders HTML. */
const SOURCES = import.meta.glob(
  ['../../widgets/**/*.{ts,tsx}', '../../core/**/*.{ts,tsx}', '!../../**/*.test.*', '!../../**/*.stories.*'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>
const HTML_SINK =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|createContextualFragment|document\.write|setHTMLUnsafe/
let htmlSources = -1

const executions: number[] = []
const shown = new Set<string>()
let mounts = 0
/** Authored attributes set to payloads, per tag. */
const authored = new Map<string, number>()

beforeAll(() => {
  ;(window as unknown as Record<string, unknown>)[XSS_CANARY] = (n: number) => executions.push(n)
})

afterEach(() => {
  tearDownHarness()
  vi.restoreAllMocks()
})

afterAll(() => {
  const served = HOSTILE_TEXT_FIELDS.length + HOSTILE_URL_FIELDS.length
  const attributes = [...authored.values()].reduce((a, b) => a + b, 0)
  console.log(
    `xss: ${XSS_PAYLOADS.length} payloads x (${served} served fields + ${attributes} authored attributes + ${AUTHORED_JSON_FIELDS} authored JSON fields) x ${TAGS.length} tags, ${mounts} mounts: ` +
      `${executions.length} executions, ${shown.size} distinct payloads shown as text; ` +
      `${Object.keys(SOURCES).length} source files scanned, ${htmlSources} render HTML (all through DOMPurify)`,
  )
})

/** The fields of the authored JSON a content author writes (CMS coupon: brand, description, detailsUrl; category banner: alt, image, link). */
const AUTHORED_JSON_FIELDS = 6

/** Mounts, then checks: nothing ran, nothing unsafe, and (when it shows text) some payload shown as text. */
async function mountAndCheck(tag: AisleTag, attributes: Record<string, string>, showsText: boolean, setUp?: (el: HTMLElement) => void) {
  const before = executions.length
  const el = await mountTag(tag, attributes, setUp)
  mounts += 1
  const readable = () => `${deepText(el)}\n${deepReadableAttributes(el)}`
  if (showsText) {
    await vi.waitFor(
      () =>
        expect(
          XSS_PAYLOADS.some((p) => readable().includes(p)),
          `${tag} shows no payload as text`,
        ).to.equal(true),
      { timeout: 8000 },
    )
  }
  for (const payload of XSS_PAYLOADS) if (readable().includes(payload)) shown.add(payload)
  expect(unsafeNodes(el)).to.deep.equal([])
  expect(executions.slice(before)).to.deep.equal([])
  return el
}

/** Every authored attribute but the ids: address attributes get an address payload, the rest a text payload. */
function authoredAttributes(tag: string, ids: Record<string, string>, rotation: number): Record<string, string> {
  const out: Record<string, string> = { ...ids }
  attributesOf(tag)
    .filter((a) => !(a.name in ids))
    .forEach((a, i) => {
      const list = isAddressAttribute(a.name) ? XSS_URL_PAYLOADS : XSS_TEXT_PAYLOADS
      out[a.name] = list[(i * 5 + rotation * 11 + tag.length) % list.length] as string
    })
  return out
}

describe('hostile input: XSS payloads in every served text and authored attribute', () => {
  for (const tag of TAGS) {
    for (let rotation = 0; rotation < ROTATIONS; rotation++) {
      it(`<${tag}> rotation ${rotation + 1}: no payload runs, no unsafe attribute or element, shown payloads are text`, async () => {
        vi.spyOn(console, 'warn').mockImplementation(() => {})
        const h = setUpHarness({ sim: createSim({ hostile: hostileCorpus(rotation * ROTATION_STEP) }) })
        await simSignIn(h.sim, { userType: 'C', cartQty: 3 })
        // Every seeded win is acknowledged, so the win modal does not cover the area.
        for (const user of h.sim.state.users) for (const w of user.sweepstakesWins) w.displayed = true
        startHarness(h)
        const mount = MOUNTS[tag]
        expect(mount, `${tag} needs a hostile mount in its widgets/<name>/<name>.widget.ts`).to.not.equal(undefined)
        const ids = mount.ids?.(h) ?? {}
        const attributes = authoredAttributes(tag, ids, rotation)
        authored.set(tag, Object.keys(attributes).length - Object.keys(ids).length)
        await mountAndCheck(tag, attributes, mount.showsText)
      }, 20_000)
    }
  }
})

describe('hostile input: HTML from data', () => {
  it('is rendered only through DOMPurify: every library source that writes HTML imports dompurify and sanitises with it', () => {
    expect(Object.keys(SOURCES).length).to.be.greaterThan(50)
    const writers = Object.entries(SOURCES).filter(([, source]) => HTML_SINK.test(source))
    const unsanitised = writers
      .filter(([, source]) => !/from 'dompurify'/.test(source) || !/DOMPurify\.sanitize\(/.test(source))
      .map(([file]) => file)
    expect(unsanitised).to.deep.equal([])
    htmlSources = writers.length
  })
})

const text = (i: number) => XSS_TEXT_PAYLOADS[i % XSS_TEXT_PAYLOADS.length] as string
const address = (i: number) => XSS_URL_PAYLOADS[i % XSS_URL_PAYLOADS.length] as string
/** A CMS coupon as an author writes it; every third one links to a hostile address (refused, with a warning). */
const cmsCoupon = (i: number) => ({
  id: `90009${String(i).padStart(2, '0')}`,
  brand: text(2 * i),
  description: text(2 * i + 1),
  detailsUrl: i % 3 === 2 ? address(i) : `/weekly-ad/item-${i}.html`,
  startDate: '2025-06-01',
  endDate: '2099-06-30',
})

describe('hostile input: XSS payloads in the JSON a content author writes', () => {
  for (let rotation = 0; rotation < ROTATIONS; rotation++) {
    it(`<aisle-coupon-card> CMS coupon JSON, rotation ${rotation + 1}: brand and description show as text, a hostile details link is refused`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      startHarness(setUpHarness())
      const coupon = cmsCoupon(rotation * 7)
      const el = await mountAndCheck('aisle-coupon-card', {}, true, jsonChild(coupon))
      expect(deepText(el)).to.include(coupon.brand).and.to.include(coupon.description)
      await mountAndCheck('aisle-coupon-card', {}, false, jsonChild(cmsCoupon(rotation * 7 + 2)))
    }, 20_000)
  }

  it('<aisle-deals-grid> non-digital coupon list and category-mapping JSON: the brand and description of every kept coupon and the banner alt show as text, hostile links refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness({ sim: createSim({ hostile: hostileCorpus() }) })
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const coupons = Array.from({ length: Math.ceil(XSS_TEXT_PAYLOADS.length / 2) }, (_, i) => cmsCoupon(i))
    const mapping = {
      default: { image: '/sim-assets/banners/default.svg', alt: text(5), link: '/foru/coupons-deals.html', newTab: false },
      categories: { Beverages: { image: address(0), alt: text(6), link: address(1), newTab: true } },
    }
    const el = await mountAndCheck('aisle-deals-grid', { 'category-mapping': JSON.stringify(mapping) }, true, jsonChild(coupons))
    const readable = `${deepText(el)}\n${deepReadableAttributes(el)}`
    const kept = coupons.filter((c) => c.detailsUrl.startsWith('/weekly-ad/'))
    expect(kept.flatMap((c) => [c.brand, c.description]).filter((t) => !readable.includes(t))).to.deep.equal([])
    expect(readable).to.include(mapping.default.alt)
  }, 20_000)
})
