import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  DEFAULT_SNS_TEXTS,
  resolveSnsTexts,
  SNS_CHANGE_WINDOW_DAYS,
  SNS_TEXT_IDS,
  SNS_TEXT_MAX_LENGTH,
  SNS_UNSUBSCRIBE_BUSINESS_DAYS,
} from './sns-texts'

describe('schedule-and-save texts', () => {
  it('keeps the address, slot and payment notes in a catalogue keyed by id, configured over the defaults [SNS-011]', () => {
    expect(SNS_TEXT_IDS).toEqual(['addressNote', 'slotNote', 'paymentNote', 'changeWindowNote', 'unsubscribeNote'])
    expect(resolveSnsTexts(undefined)).toEqual(DEFAULT_SNS_TEXTS)
    const texts = resolveSnsTexts({ slotNote: '  Deliveries come on Tuesdays.  ' })
    expect(texts).toEqual({ ...DEFAULT_SNS_TEXTS, slotNote: 'Deliveries come on Tuesdays.' })
  })

  it('warns once per bad entry and keeps the default: unknown ids, blank or non-text values, a non-object block [SNS-011]', () => {
    const warnings: string[] = []
    const texts = resolveSnsTexts({ adressNote: 'typo', paymentNote: 42, slotNote: '   ' }, (m) => warnings.push(m))
    expect(texts).toEqual(DEFAULT_SNS_TEXTS)
    expect(warnings).toEqual([
      "Aisle: unknown schedule-and-save text 'adressNote'. Known: addressNote, slotNote, paymentNote, changeWindowNote, unsubscribeNote.",
      "Aisle: schedule-and-save text 'paymentNote' must be non-empty text; using the default.",
      "Aisle: schedule-and-save text 'slotNote' must be non-empty text; using the default.",
    ])
    expect(resolveSnsTexts('note', (m) => warnings.push(m))).toEqual(DEFAULT_SNS_TEXTS)
    expect(warnings.at(-1)).toBe(
      'Aisle: scheduleAndSave in the page config must be an object with addressNote, slotNote, paymentNote, changeWindowNote, unsubscribeNote; ignored.',
    )
  })

  it('guides the shopper: date and time changes open 5 days before the next order, unsubscribe may take up to 10 business days [CST-021] [CST-023]', () => {
    expect(SNS_CHANGE_WINDOW_DAYS).toBe(5)
    expect(SNS_UNSUBSCRIBE_BUSINESS_DAYS).toBe(10)
    expect(DEFAULT_SNS_TEXTS.changeWindowNote).toBe('Date and time changes open 5 days before the next order.')
    expect(DEFAULT_SNS_TEXTS.unsubscribeNote).toBe('Unsubscribe may take up to 10 business days.')
    expect(seedText('000')).toContain('date and time changes open 5 days before the next order')
    expect(seedText('000')).toContain('unsubscribe may take up to 10 business days')
  })

  it('cuts a configured note at 200 characters', () => {
    expect(resolveSnsTexts({ addressNote: 'x'.repeat(500) }).addressNote).toHaveLength(SNS_TEXT_MAX_LENGTH)
    expect(SNS_TEXT_MAX_LENGTH).toBe(200)
  })
})
