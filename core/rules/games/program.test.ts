import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeProgram, RAW_PROGRAM, TODAY } from '../../../test/support/games'
import {
  DEFAULT_TOKEN_LABEL_PLURAL,
  DEFAULT_TOKEN_LABEL_SINGULAR,
  DIVISION_MIN_AGE,
  EARN_MODES,
  EPISODIC_MIN_AGE,
  isOptedIn,
  minAgeOf,
  normaliseProgram,
  optInStatusSaysOptedIn,
  PROGRAM_MIN_AGE_DEFAULT,
  PROGRAM_TYPES,
  pointsText,
  tokenLabelFor,
  tokenLabelsOf,
  UI_ATTRIBUTES,
} from './program'

const noMinAge = fc.constantFrom(undefined, null, '', '   ', 'n/a', 'abc', Number.NaN)

describe('program fields', () => {
  it('reads code, type, optInStatus, startDate, endDate, postProgLiveDate, howItWorks and uiAttributes [GAM-008]', () => {
    expect(PROGRAM_TYPES).toEqual(['DIVISION', 'EPISODIC'])
    expect(UI_ATTRIBUTES).toEqual(['FAQURL', 'RULESURL', 'GAMEURL', 'tokenLabelSingular', 'tokenLabelPlural', 'minAge'])
    const p = makeProgram({
      type: 'EPISODIC',
      optInStatus: 'OPTED_IN',
      postProgLiveDate: '2025-09-01',
      startDate: '2025-05-01',
      endDate: '2025-08-01',
    })
    expect(p).toMatchObject({
      code: 'SUMMERSTARS',
      type: 'EPISODIC',
      optInStatus: 'OPTED_IN',
      startDate: '2025-05-01',
      endDate: '2025-08-01',
      postProgLiveDate: '2025-09-01',
      howItWorks: RAW_PROGRAM.howItWorks,
    })
    expect(makeProgram({ type: 'LOTTERY' }).type).toBeUndefined()
    expect(makeProgram({ type: 'division' }).type).toBe('DIVISION')
  })

  it('drops a program without a code [GAM-008]', () => {
    for (const code of [undefined, '', '  ', null]) {
      expect(normaliseProgram({ ...RAW_PROGRAM, code }, { optedInCodes: new Set(), points: [], today: TODAY })).toBeUndefined()
    }
  })

  it('derives gameStatus, the four figures and faqurl, rulesurl, gameurl for each program [GAM-009]', () => {
    const points = [{ programCode: 'SUMMERSTARS', totalGamePoints: 120, totalPrizesWon: 2, sweepstakesEntries: 7, gameplaysUsed: 3 }]
    expect(makeProgram({}, { optedIn: true, points })).toMatchObject({
      gameStatus: 1,
      totalGamePoints: 120,
      totalPrizesWon: 2,
      sweepstakesEntries: 7,
      gameplaysUsed: 3,
      faqurl: '/sim-assets/games/summerstars/faq.html',
      rulesurl: '/sim-assets/games/summerstars/rules.html',
      gameurl: '/sim-assets/games/summerstars/play.html',
    })
  })

  it('takes faqurl, rulesurl and gameurl from uiAttributes FAQURL, RULESURL and GAMEURL [GAM-010]', () => {
    const url = fc.webUrl({ validSchemes: ['https'] })
    fc.assert(
      fc.property(url, url, url, (faq, rules, game) => {
        const p = makeProgram({ uiAttributes: { FAQURL: faq, RULESURL: rules, GAMEURL: game } })
        expect([p.faqurl, p.rulesurl, p.gameurl]).toEqual([faq, rules, game])
      }),
    )
    const none = makeProgram({ uiAttributes: {} })
    expect([none.faqurl, none.rulesurl, none.gameurl]).toEqual([undefined, undefined, undefined])
    // a link that would run script is no link at all
    expect(makeProgram({ uiAttributes: { GAMEURL: 'javascript:alert(1)', FAQURL: '//evil.example/x' } })).toMatchObject({
      gameurl: undefined,
      faqurl: undefined,
    })
  })

  it("reads the earn modes 'EARN', 'BURN' and 'SWEEPSTAKES' [GAM-015]", () => {
    expect(EARN_MODES).toEqual(['EARN', 'BURN', 'SWEEPSTAKES'])
    for (const mode of ['EARN', 'BURN', 'SWEEPSTAKES']) expect(makeProgram({ earnMode: mode }).earnMode).toBe(mode)
    expect(makeProgram({ earnMode: 'SPEND' }).earnMode).toBeUndefined()
  })
})

describe('opt-in', () => {
  it('counts a program listed in userOptedInPrograms as opted in, whatever its optInStatus [GAM-013]', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (status) => isOptedIn({ code: 'X1', optInStatus: status }, new Set(['X1']))),
    )
  })

  it('counts a program whose optInStatus says so as opted in, and no other [GAM-013]', () => {
    for (const s of ['Y', 'yes', 'TRUE', 'OPTED_IN', 'Opted In', 'opted-in', 'OPTIN', 'ACTIVE', 'ENROLLED', true]) {
      expect(optInStatusSaysOptedIn(s)).toBe(true)
      expect(isOptedIn({ code: 'X1', optInStatus: s }, new Set())).toBe(true)
    }
    for (const s of ['N', 'NO', 'false', 'NOT_OPTED_IN', 'OPTED_OUT', '', undefined, null, false, 0]) {
      expect(isOptedIn({ code: 'X1', optInStatus: s }, new Set(['OTHER']))).toBe(false)
    }
  })
})

describe('minimum age', () => {
  it('parses an explicit minAge as an integer and uses it [GAM-027]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.constantFrom('DIVISION', 'EPISODIC', 'OTHER', undefined), (age, type) => {
        expect(minAgeOf(type, String(age))).toBe(age)
        expect(minAgeOf(type, ` ${age} `)).toBe(age)
        expect(minAgeOf(type, `${age}+`)).toBe(age)
        expect(minAgeOf(type, age)).toBe(age)
      }),
    )
    expect(minAgeOf('DIVISION', '21.9')).toBe(21)
    expect(makeProgram({ uiAttributes: { minAge: '21' } }).minAge).toBe(21)
    expect(makeProgram({ type: 'EPISODIC', uiAttributes: { minAge: '13' } }).minAge).toBe(13)
  })

  it('is 18 for a DIVISION program without minAge [GAM-028] [CST-024]', () => {
    expect(DIVISION_MIN_AGE).toBe(18)
    fc.assert(fc.property(noMinAge, (m) => minAgeOf('DIVISION', m) === 18))
    expect(makeProgram({ type: 'DIVISION', uiAttributes: {} }).minAge).toBe(18)
  })

  it('is 16 for an EPISODIC program without minAge [GAM-029] [CST-024]', () => {
    expect(EPISODIC_MIN_AGE).toBe(16)
    fc.assert(fc.property(noMinAge, (m) => minAgeOf('EPISODIC', m) === 16))
    expect(makeProgram({ type: 'EPISODIC', uiAttributes: null }).minAge).toBe(16)
  })

  it('uses the program-level default 0 only for a type that is neither DIVISION nor EPISODIC [GAM-030] [CST-024]', () => {
    expect(PROGRAM_MIN_AGE_DEFAULT).toBe(0)
    fc.assert(
      fc.property(
        fc.string().filter((t) => !['DIVISION', 'EPISODIC'].includes(t.trim().toUpperCase())),
        noMinAge,
        (type, m) => minAgeOf(type, m) === 0,
      ),
    )
    expect(minAgeOf(undefined, undefined)).toBe(0)
  })
})

describe('token labels', () => {
  it("uses 'Game point' when the program gives no tokenLabelSingular [GAM-031]", () => {
    expect(DEFAULT_TOKEN_LABEL_SINGULAR).toBe('Game point')
    for (const ui of [undefined, null, {}, { tokenLabelSingular: '' }, { tokenLabelSingular: '  ' }])
      expect(tokenLabelsOf(ui).singular).toBe('Game point')
    expect(tokenLabelsOf({ tokenLabelSingular: 'Star' }).singular).toBe('Star')
  })

  it("uses 'Game points' when the program gives no tokenLabelPlural [GAM-032]", () => {
    expect(DEFAULT_TOKEN_LABEL_PLURAL).toBe('Game points')
    for (const ui of [undefined, null, {}, { tokenLabelPlural: '' }]) expect(tokenLabelsOf(ui).plural).toBe('Game points')
    expect(makeProgram({ uiAttributes: { tokenLabelSingular: 'Star' } }).tokenLabels).toEqual({ singular: 'Star', plural: 'Game points' })
    expect(makeProgram().tokenLabels).toEqual({ singular: 'Star', plural: 'Stars' })
  })

  it('uses the singular label for exactly 1 and the plural for any other count [GAM-033]', () => {
    const labels = { singular: 'Chip', plural: 'Chips' }
    fc.assert(fc.property(fc.integer({ min: -10_000, max: 10_000 }), (n) => tokenLabelFor(n, labels) === (n === 1 ? 'Chip' : 'Chips')))
    expect(pointsText(1, tokenLabelsOf({}))).toBe('1 Game point')
    expect(pointsText(0, tokenLabelsOf({}))).toBe('0 Game points')
    expect(pointsText(1250, labels)).toBe('1,250 Chips')
  })

  it('writes a count as en-US does with its thousands separators, whatever the number [GAM-033]', () => {
    const labels = { singular: 'Chip', plural: 'Chips' }
    fc.assert(fc.property(fc.double(), (n) => pointsText(n, labels) === `${n.toLocaleString('en-US')} ${n === 1 ? 'Chip' : 'Chips'}`))
    expect(pointsText(1234567.891, labels)).toBe('1,234,567.891 Chips')
  })
})
