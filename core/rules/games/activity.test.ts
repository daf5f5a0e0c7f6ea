import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, calendarDay, TODAY } from '../../../test/support/games'
import {
  ACTIVITY_WINDOW_DAYS,
  type ActivityEntry,
  activityWindowStart,
  combineActivity,
  normaliseActivity,
  normaliseRewardsHistory,
} from './activity'

const entry = (date: string, source: ActivityEntry['source'], description = date): ActivityEntry => ({
  date,
  description,
  points: 5,
  programCode: 'P1',
  status: undefined,
  source,
})

describe('activity history', () => {
  it('covers the last 180 days [GAM-006] [CST-025]', () => {
    expect(ACTIVITY_WINDOW_DAYS).toBe(180)
    expect(activityWindowStart('2025-06-15')).toBe('2024-12-17')
    fc.assert(
      fc.property(
        calendarDay,
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('activity' as const, 'history' as const),
        (today, ago, source) => {
          const shown = combineActivity(
            source === 'activity' ? [entry(`${addDays(today, -ago)}T12:00:00Z`, source)] : [],
            source === 'history' ? [entry(addDays(today, -ago), source)] : [],
            today,
          )
          expect(shown.length).toBe(ago <= 180 ? 1 : 0)
        },
      ),
    )
  })

  it('keeps an entry dated after the shopper’s today (a server day ahead of theirs) [GAM-006]', () => {
    expect(combineActivity([entry(`${addDays(TODAY, 1)}T01:00:00Z`, 'activity')], [], TODAY)).toHaveLength(1)
  })

  it('combines game activity and the rewards transaction history, newest first [GAM-056]', () => {
    const activity = normaliseActivity([
      { date: '2025-06-10T09:00:00Z', description: 'Bonus points: shopped 3 departments', pointsEarned: 25, programCode: 'SUMMERSTARS' },
      { date: '2025-05-01T09:00:00Z', description: 'Earned points on a purchase', pointsEarned: '40', programCode: 'SUMMERSTARS' },
      { description: 'undated' },
    ])
    const history = normaliseRewardsHistory([
      { date: '2025-06-12T18:30:00Z', description: 'Redeemed $5 Off Your Next Order', points: -200, status: 'completed' },
      { date: '2025-05-20', description: 'Redeemed a recipe pack', points: -25, status: 'PENDING' },
    ])
    const shown = combineActivity(activity, history, TODAY)
    expect(shown.map((e) => [e.date.slice(0, 10), e.source, e.points])).toEqual([
      ['2025-06-12', 'history', -200],
      ['2025-06-10', 'activity', 25],
      ['2025-05-20', 'history', -25],
      ['2025-05-01', 'activity', 40],
    ])
    expect(shown[0]!.status).toBe('COMPLETED')
  })

  it('orders any two lists newest first, keeping server order on equal dates [GAM-056]', () => {
    const dated = fc
      .tuple(fc.integer({ min: 0, max: 179 }), fc.integer({ min: 0, max: 23 }))
      .map(([ago, h]) => `${addDays(TODAY, -ago)}T${String(h).padStart(2, '0')}:00:00Z`)
    fc.assert(
      fc.property(fc.array(dated), fc.array(dated), (a, h) => {
        const shown = combineActivity(
          a.map((d, i) => entry(d, 'activity', `a${i}`)),
          h.map((d, i) => entry(d, 'history', `h${i}`)),
          TODAY,
        )
        expect(shown).toHaveLength(a.length + h.length)
        for (let i = 1; i < shown.length; i++) expect(Date.parse(shown[i - 1]!.date)).toBeGreaterThanOrEqual(Date.parse(shown[i]!.date))
      }),
    )
  })
})
