import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  ACTIVATE_LABEL,
  ADD_TO_LIST_LABEL,
  BONUS_PATH_COMPLETED,
  BONUS_PATH_LINKS,
  bonusPathLink,
  cardAction,
  CLIP_COUPON_LABEL,
  CLIPPED_HIDDEN_TEXT,
  CLIPPED_LABEL,
  COUPON_ACTION_LABELS,
  IN_PROGRESS_TEXT,
  isBehaviourComplete,
  REDEEM_FRESH_PASS_LINK,
  START_SHOPPING_LINK,
  VIEW_IN_MY_LIST_LINK,
} from './card'
import { offer, normalised } from '../../../test/support/offer-fixtures'
import type { Offer } from './offer'

const seed = () => seedText('001')
const behaviour = (over: Partial<Offer> = {}) =>
  offer({ offerPgm: 'PD', qualificationBehavior: 'GR Clip', status: 'C', bonusPathStatus: 'inprogress', ...over })
const continuity = (progressValue: number, targetValue: number, over: Partial<Offer> = {}) =>
  offer({ offerPgm: 'PD', status: 'C', continuity: { progressValue, targetValue, units: 'ITEMS' }, ...over })
const freshPass = (progressValue: number, targetValue: number) => continuity(progressValue, targetValue, { programType: 'FRESHPASS' })
/** Any spelling of a text: surrounding blanks and mixed case. */
const spelled = (s: string) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ', '\t'), fc.boolean())
    .map(([a, b, up]) => `${a}${up ? s.toUpperCase() : s.toLowerCase()}${b}`)

describe('coupon action labels', () => {
  it('keep the action label codes verbatim [CST-006] [CST-007] [CST-008] [CST-009] [CST-010] [CST-011] [CST-012] [CST-013]', () => {
    expect(COUPON_ACTION_LABELS).toEqual({
      CL: 'Clip',
      CLD: 'Clipped',
      AC: 'ADD',
      ADC: 'ADDED',
      CLC: 'Clip Coupon',
      CLCUDC: 'Clip Offer',
      SCC: 'Activate',
      CC: 'Bonus Path Completed',
    })
    expect(seed()).toContain(
      'Coupon action labels: CL Clip, CLD Clipped, AC ADD, ADC ADDED, CLC Clip Coupon, CLCUDC Clip Offer, SCC Activate, CC Bonus Path Completed.',
    )
  })
})

describe('plain coupon button', () => {
  it("shows 'Clip Coupon' for status 'U' [CPN-038]", () => {
    expect(CLIP_COUPON_LABEL).toBe('Clip Coupon')
    fc.assert(
      fc.property(fc.boolean(), (deleted) => {
        expect(cardAction(offer({ status: 'U', deleted }))).toEqual({ state: 'clip', label: 'Clip Coupon' })
      }),
    )
  })

  it("shows a 'Clipped' badge for status 'C' and not deleted [CPN-039]", () => {
    expect(CLIPPED_LABEL).toBe('Clipped')
    expect(cardAction(offer({ status: 'C' }))).toMatchObject({ state: 'clipped', label: 'Clipped' })
    expect(seed()).toContain('C and not deleted shows a Clipped badge (with hidden text saying it was already clipped)')
  })

  it("gives the 'Clipped' badge the hidden text 'Coupon already clipped' [CPN-040]", () => {
    expect(CLIPPED_HIDDEN_TEXT).toBe('Coupon already clipped')
    expect(cardAction(offer({ status: 'C' }))).toEqual({ state: 'clipped', label: 'Clipped', hiddenText: 'Coupon already clipped' })
  })

  it("shows 'Add to List', or the configured text, for status 'C' and deleted [CPN-041]", () => {
    expect(ADD_TO_LIST_LABEL).toBe('Add to List')
    expect(seed()).toContain('C and deleted shows Add to List (or configured text)')
    expect(cardAction(offer({ status: 'C', deleted: true }))).toEqual({ state: 'add-to-list', label: 'Add to List' })
    expect(cardAction(offer({ status: 'C', deleted: true }), { addToList: 'Add to My List' })).toEqual({
      state: 'add-to-list',
      label: 'Add to My List',
    })
    expect(cardAction(offer({ status: 'C', deleted: true }), { addToList: '  ' }).state === 'add-to-list').toBe(true)
    expect(cardAction(offer({ status: 'C', deleted: true }), { addToList: '  ' })).toMatchObject({ label: 'Add to List' })
  })
})

describe('behaviour and continuity buttons', () => {
  it("show 'Activate' (behaviour) or 'Add to List' (continuity) when not clipped, or the configured texts [CPN-042]", () => {
    expect(ACTIVATE_LABEL).toBe('Activate')
    expect(cardAction(behaviour({ status: 'U', bonusPathStatus: '' }))).toEqual({ state: 'activate', label: 'Activate' })
    expect(cardAction(continuity(0, 5, { status: 'U' }))).toEqual({ state: 'add-to-list', label: 'Add to List' })
    expect(cardAction(behaviour({ status: 'U' }), { activate: 'Start' })).toEqual({ state: 'activate', label: 'Start' })
    expect(cardAction(continuity(0, 5, { status: 'C', deleted: true }), { addToList: 'Add' })).toEqual({
      state: 'add-to-list',
      label: 'Add',
    })
    for (const o of normalised('behavior').filter((b) => b.status === 'U')) expect(cardAction(o).state).toBe('activate')
  })

  it('show a progress bar with its unit label when clipped and not complete [CPN-043]', () => {
    expect(cardAction(continuity(2, 5))).toEqual({
      state: 'in-progress',
      progress: { label: 'Purchased 2 of 5', percent: 40, value: 2, target: 5 },
    })
    expect(cardAction(continuity(5, 20, { continuity: { progressValue: 5, targetValue: 20, units: 'DOLLARS' } }))).toMatchObject({
      progress: { label: '$5 of $20' },
    })
    for (const o of normalised('continuity').filter((c) => c.status === 'C' && !c.offerComplete))
      expect(cardAction(o).state).toBe('in-progress')
  })

  it('complete a continuity coupon when progress equals target [CPN-044]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (t) => {
        expect(cardAction(continuity(t, t)).state).toBe('completed')
        expect(cardAction(continuity(t - 1, t)).state).toBe('in-progress')
      }),
    )
    for (const o of normalised('continuity').filter((c) => c.status === 'C'))
      expect(cardAction(o).state === 'completed').toBe(o.offerComplete)
  })

  it("complete a behaviour coupon when bonusPathStatus is non-empty and not 'inprogress' [CPN-045]", () => {
    expect(isBehaviourComplete({ bonusPathStatus: 'completed' })).toBe(true)
    expect(isBehaviourComplete({ bonusPathStatus: 'inprogress' })).toBe(false)
    expect(isBehaviourComplete({ bonusPathStatus: ' InProgress ' })).toBe(false)
    expect(isBehaviourComplete({ bonusPathStatus: '' })).toBe(false)
    expect(isBehaviourComplete({})).toBe(false)
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '' && s.trim().toLowerCase() !== 'inprogress'),
        (bonusPathStatus) => cardAction(behaviour({ bonusPathStatus })).state === 'completed',
      ),
    )
    expect(seed()).toContain('Behaviour completion: bonus-path status is non-empty and not inprogress.')
  })
})

describe('bonus-path texts and links', () => {
  it("show 'In Progress' plus exactly one link chosen by qualificationBehavior for an in-progress behaviour offer [CPN-046]", () => {
    expect(IN_PROGRESS_TEXT).toBe('In Progress')
    for (const q of ['GR Clip', 'UCA Email Opt In', 'ECOM Fulfillment']) {
      const action = cardAction(behaviour({ qualificationBehavior: q }))
      expect(action).toEqual({ state: 'in-progress', statusText: 'In Progress', link: bonusPathLink(q) })
    }
    expect(cardAction(behaviour({ qualificationBehavior: 'Unknown Task' }))).toEqual({ state: 'in-progress', statusText: 'In Progress' })
  })

  it("links 'GR Clip' to 'Go to Grocery Rewards' at /foru/rewards.html [CPN-047]", () => {
    expect(bonusPathLink('GR Clip')).toEqual({ text: 'Go to Grocery Rewards', href: '/foru/rewards.html' })
    expect(seed()).toContain('GR Clip leads to Go to Grocery Rewards')
    expect(seed()).toContain('Grocery rewards: /foru/rewards.html')
  })

  it("links 'UCA Email Opt In' to 'Go to Account Settings' at the communication preferences page [CPN-048]", () => {
    expect(bonusPathLink('UCA Email Opt In')).toEqual({
      text: 'Go to Account Settings',
      href: '/customer-account/communication-preferences.html',
    })
    expect(seed()).toContain('UCA Email Opt In to Go to Account Settings')
  })

  it("links 'ECOM Fulfillment' to 'Go to My Cart' at / [CPN-049]", () => {
    expect(bonusPathLink('ECOM Fulfillment')).toEqual({ text: 'Go to My Cart', href: '/' })
    expect(seed()).toContain('ECOM Fulfillment to Go to My Cart')
  })

  it("matches qualificationBehavior trimmed and lower-cased (' gr clip ' matches 'GR Clip') [CPN-050]", () => {
    expect(bonusPathLink(' gr clip ')).toBe(BONUS_PATH_LINKS['gr clip'])
    fc.assert(
      fc.property(
        fc.constantFrom('GR Clip', 'UCA Email Opt In', 'ECOM Fulfillment').chain((q) => fc.tuple(fc.constant(q), spelled(q))),
        ([q, variant]) => bonusPathLink(variant) === bonusPathLink(q),
      ),
    )
    for (const o of normalised('behavior').filter((b) => b.bonusPathStatus === 'inprogress'))
      expect(cardAction(o)).toMatchObject({ link: { text: expect.stringMatching(/^Go to /) } })
  })

  it("show 'Bonus Path Completed' plus 'View in My List' (/mylist.html) for a completed offer [CPN-051]", () => {
    expect(BONUS_PATH_COMPLETED).toBe('Bonus Path Completed')
    expect(VIEW_IN_MY_LIST_LINK).toEqual({ text: 'View in My List', href: '/mylist.html' })
    expect(cardAction(behaviour({ bonusPathStatus: 'completed' }))).toEqual({
      state: 'completed',
      label: 'Bonus Path Completed',
      link: VIEW_IN_MY_LIST_LINK,
    })
    expect(cardAction(continuity(5, 5))).toEqual({ state: 'completed', label: 'Bonus Path Completed', link: VIEW_IN_MY_LIST_LINK })
    expect(seed()).toContain(
      'Completed offers show Bonus Path Completed plus View in My List, or Redeem FreshPass offer for a fresh-pass continuity coupon.',
    )
  })

  it("show 'Redeem FreshPass offer' (/freshpass/manage/subscribe) for a completed fresh-pass continuity coupon [CPN-052]", () => {
    expect(REDEEM_FRESH_PASS_LINK).toEqual({ text: 'Redeem FreshPass offer', href: '/freshpass/manage/subscribe' })
    expect(cardAction(freshPass(4, 4))).toEqual({ state: 'completed', label: 'Bonus Path Completed', link: REDEEM_FRESH_PASS_LINK })
    expect(cardAction(continuity(4, 4, { programType: 'FRESHPASS LTO' }))).toMatchObject({ link: REDEEM_FRESH_PASS_LINK })
  })

  it("show a 'Start Shopping' link for an in-progress fresh-pass continuity coupon [CPN-053]", () => {
    expect(START_SHOPPING_LINK.text).toBe('Start Shopping')
    expect(cardAction(freshPass(1, 4))).toEqual({
      state: 'in-progress',
      progress: { label: 'Purchased 1 of 4', percent: 25, value: 1, target: 4 },
      link: START_SHOPPING_LINK,
    })
    expect(cardAction(continuity(1, 4))).not.toHaveProperty('link')
    expect(seed()).toContain('In-progress fresh-pass continuity shows a Start Shopping link.')
    const seeded = normalised('fresh-pass-continuity').map((o) => cardAction(o))
    expect(new Set(seeded.map((a) => a.state))).toEqual(new Set(['completed', 'in-progress']))
  })
})
