/**
 * Hostile input, XSS (issue 7 item 4): every registered tag mounted against the simulator in hostile mode
 * (sim/hostile.ts: every display text and address it serves is an attack payload), signed in so the
 * personalised texts appear, with every attribute a content author sets (besides the ids it needs) a payload
 * too. Rotations move each payload to other fields. Nothing may run (the canary `window.__xss` stays
 * uncalled), nothing the data made may carry an on* handler, srcdoc, or a script or data-document address,
 * and the payloads the widget shows are shown as text.
 */
import { expect } from '@open-wc/testing'
import { afterAll, afterEach, beforeAll, describe, it, vi } from 'vitest'
import { createSim } from '../../sim/app'
import { HOSTILE_TEXT_FIELDS, HOSTILE_URL_FIELDS } from '../../sim/hostile'
import { simSignIn } from '../support/sim-fetch'
import { setUpHarness, startHarness, tearDownHarness } from '../support/widget-fixture'
import {
  attributesOf, deepReadableAttributes, deepText, isAddressAttribute, MOUNTS, mountTag, TAGS, unsafeNodes,
} from './hostile-kit'
import { hostileCorpus, XSS_CANARY, XSS_PAYLOADS, XSS_TEXT_PAYLOADS, XSS_URL_PAYLOADS } from './xss-payloads'

/** Each tag is mounted this many times, the payloads rotated between mounts. */
const ROTATIONS = 2
/** Rotation r shifts the served assignment by r * ROTATION_STEP payloads. */
const ROTATION_STEP = 29

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
  console.log(
    `xss: ${XSS_PAYLOADS.length} payloads x (${served} served fields + ${[...authored.values()].reduce((a, b) => a + b, 0)} authored attributes) x ${TAGS.length} tags, ${mounts} mounts: ` +
      `${executions.length} executions, ${shown.size} distinct payloads shown as text`,
  )
})

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

describe('hostile input: XSS payloads in every served text and authored attribute (issue 7 item 4)', () => {
  for (const tag of TAGS) {
    for (let rotation = 0; rotation < ROTATIONS; rotation++) {
      it(`<${tag}> rotation ${rotation + 1}: no payload runs, no unsafe attribute or element, shown payloads are text`, async () => {
        vi.spyOn(console, 'warn').mockImplementation(() => {})
        const before = executions.length
        const h = setUpHarness({ sim: createSim({ hostile: hostileCorpus(rotation * ROTATION_STEP) }) })
        await simSignIn(h.sim, { userType: 'C', cartQty: 3 })
        // Every seeded win is acknowledged, so the win modal does not cover the area.
        for (const user of h.sim.state.users) for (const w of user.sweepstakesWins) w.displayed = true
        startHarness(h)
        const mount = MOUNTS[tag]
        expect(mount, `${tag} needs a row in test/hostile/hostile-kit.ts MOUNTS`).to.not.equal(undefined)
        const ids = mount.ids?.(h) ?? {}
        const attributes = authoredAttributes(tag, ids, rotation)
        authored.set(tag, Object.keys(attributes).length - Object.keys(ids).length)
        const el = await mountTag(tag, attributes)
        mounts += 1
        const readable = () => `${deepText(el)}\n${deepReadableAttributes(el)}`
        if (mount.showsText) {
          await vi.waitFor(() => expect(XSS_PAYLOADS.some((p) => readable().includes(p)), `${tag} shows no payload as text`).to.equal(true), { timeout: 8000 })
        }
        for (const payload of XSS_PAYLOADS) if (readable().includes(payload)) shown.add(payload)
        expect(unsafeNodes(el)).to.deep.equal([])
        expect(executions.slice(before)).to.deep.equal([])
      }, 20_000)
    }
  }
})
