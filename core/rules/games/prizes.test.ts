import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GAME_STATUS } from './status'
import {
  isCompleted,
  normalisePrize,
  normalisePrizes,
  normaliseTransactions,
  PRIZE_TYPES,
  redeemAvailability,
  redeemedPrizeIds,
  TRANSACTION_STATUS_COMPLETED,
} from './prizes'

const RAW_PRIZE = {
  prizeId: 'PZ0102',
  prizeType: 'VENDOR',
  name: 'Free Clear Spring Water 24-Pack',
  description: 'Free Clear Spring Water 24-Pack. Part of Summer Stars; while supplies last.',
  imageUrl: '/sim-assets/prizes/PZ0102.svg',
  pointsRequired: 150,
  programCode: 'SUMMERSTARS',
  terms: 'Valid for 30 days after redemption.',
  redemptionInstructions: 'Redeemed prizes are loaded to your account within 48 hours and apply at checkout.',
}

describe('prize types', () => {
  it("are 'SWEEPSTAKES', 'VENDOR', 'REWARD', 'ALTERNATE_PRIZES', 'FRESH_PASS', 'B4U_OFFER' and 'RECIPE' [GAM-014]", () => {
    expect(PRIZE_TYPES).toEqual(['SWEEPSTAKES', 'VENDOR', 'REWARD', 'ALTERNATE_PRIZES', 'FRESH_PASS', 'B4U_OFFER', 'RECIPE'])
    // 001's spelling of the fresh pass is not a prize type (gap C8)
    expect(PRIZE_TYPES).not.toContain('FRESHPASS')
  })
})

describe('prizes', () => {
  it('reads a prize for its details page [GAM-004] [API-008]', () => {
    expect(normalisePrize(RAW_PRIZE)).toEqual(RAW_PRIZE)
    expect(normalisePrize({ prizeId: 77, prizeType: 'reward' })).toMatchObject({
      prizeId: '77',
      prizeType: 'REWARD',
      name: '',
      pointsRequired: 0,
      programCode: undefined,
    })
    expect(normalisePrize({ name: 'no id' })).toBeUndefined()
    expect(normalisePrize(null)).toBeUndefined()
  })

  it("reads a game's prize list, dropping entries without an id and repeats [GAM-055] [API-007]", () => {
    expect(normalisePrizes([RAW_PRIZE, { name: 'x' }, { ...RAW_PRIZE, name: 'again' }, 'junk']).map((p) => p.name)).toEqual([
      RAW_PRIZE.name,
    ])
    expect(normalisePrizes(undefined)).toEqual([])
  })

  it('offers Redeem only for a non-sweepstakes prize of a game in progress with enough points [GAM-005] [SES-017]', () => {
    const points = fc.integer({ min: 0, max: 5000 })
    fc.assert(
      fc.property(
        fc.constantFrom(...PRIZE_TYPES),
        points,
        points,
        fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
        (prizeType, required, have, gameStatus) => {
          const result = redeemAvailability({ prizeType, pointsRequired: required }, { gameStatus, totalGamePoints: have })
          const expected =
            prizeType === 'SWEEPSTAKES'
              ? 'sweepstakes'
              : gameStatus !== GAME_STATUS.IN_PROGRESS
                ? 'game-not-in-progress'
                : have >= required
                  ? 'redeemable'
                  : 'not-enough-points'
          expect(result).toBe(expected)
        },
      ),
    )
  })
})

describe('transactions', () => {
  it("recognises the transaction status 'COMPLETED' [GAM-016]", () => {
    expect(TRANSACTION_STATUS_COMPLETED).toBe('COMPLETED')
    const [done, pending, lower] = normaliseTransactions([
      { transactionId: 'TX-1', status: 'COMPLETED', prizeId: 'PZ1', points: -150, date: '2025-06-01T10:00:00Z', description: 'Redeemed X' },
      { transactionId: 'TX-2', status: 'PENDING', prizeId: 'PZ2', points: '-90' },
      { transactionId: 'TX-3', status: 'completed', prizeId: 'PZ3' },
    ])
    expect([isCompleted(done!), isCompleted(pending!), isCompleted(lower!)]).toEqual([true, false, true])
    expect(pending!.points).toBe(-90)
  })

  it('counts only COMPLETED transactions as redeemed prizes [GAM-016] [API-009]', () => {
    const tx = normaliseTransactions([
      { transactionId: 'TX-1', status: 'COMPLETED', prizeId: 'PZ1' },
      { transactionId: 'TX-2', status: 'PENDING', prizeId: 'PZ2' },
      { transactionId: 'TX-3', status: 'COMPLETED' },
      { status: 'COMPLETED', prizeId: 'PZ4' },
    ])
    expect(tx.map((t) => t.transactionId)).toEqual(['TX-1', 'TX-2', 'TX-3'])
    expect([...redeemedPrizeIds(tx)]).toEqual(['PZ1'])
  })
})
