/**
 * Prizes and prize transactions (000 §3, §7). The seed names the prize types and the transaction status
 * COMPLETED but not the reply shapes; the shapes here are the team's (gaps A7..A9), served by the simulator.
 */
import { GAME_STATUS, type GameStatus } from './status'
import { count, fieldsOf, listOf, optionalText } from './values'

/** Prize types, verbatim (GAM-014). */
export const PRIZE_TYPES = ['SWEEPSTAKES', 'VENDOR', 'REWARD', 'ALTERNATE_PRIZES', 'FRESH_PASS', 'B4U_OFFER', 'RECIPE'] as const
export type PrizeType = (typeof PRIZE_TYPES)[number]
export const SWEEPSTAKES_PRIZE_TYPE: PrizeType = 'SWEEPSTAKES'

/** Transaction status named by the seed (GAM-016). */
export const TRANSACTION_STATUS_COMPLETED = 'COMPLETED'

export interface Prize {
  prizeId: string
  /** The wire value, kept as sent: prize details are requested with it (API-008). */
  prizeType: string
  name: string
  description: string | undefined
  imageUrl: string | undefined
  pointsRequired: number
  programCode: string | undefined
  terms: string | undefined
  redemptionInstructions: string | undefined
}

/** A prize as the simulator sends it (gap A7: list entry; A8: details add terms and redemptionInstructions). */
export interface RawPrize {
  prizeId?: unknown
  prizeType?: unknown
  name?: unknown
  description?: unknown
  imageUrl?: unknown
  pointsRequired?: unknown
  programCode?: unknown
  terms?: unknown
  redemptionInstructions?: unknown
}

/** A prize, or undefined without a prizeId (it could be neither opened nor redeemed). */
export function normalisePrize(raw: RawPrize | null | undefined): Prize | undefined {
  const f = fieldsOf(raw)
  const prizeId = optionalText(f.prizeId)
  if (!prizeId) return undefined
  const prizeType = optionalText(f.prizeType)?.toUpperCase() ?? ''
  return {
    prizeId,
    prizeType,
    name: optionalText(f.name) ?? '',
    description: optionalText(f.description),
    imageUrl: optionalText(f.imageUrl),
    pointsRequired: Math.max(0, count(f.pointsRequired)),
    programCode: optionalText(f.programCode),
    terms: optionalText(f.terms),
    redemptionInstructions: optionalText(f.redemptionInstructions),
  }
}

/** The prize list (API-007); entries without a prizeId are dropped, duplicates keep the first. */
export function normalisePrizes(raw: unknown): Prize[] {
  const seen = new Set<string>()
  const prizes: Prize[] = []
  for (const item of listOf(raw)) {
    const prize = normalisePrize(item as RawPrize)
    if (prize && !seen.has(prize.prizeId)) {
      seen.add(prize.prizeId)
      prizes.push(prize)
    }
  }
  return prizes
}

export type RedeemAvailability = 'redeemable' | 'sweepstakes' | 'game-not-in-progress' | 'not-enough-points'

/**
 * Whether the Redeem button is offered (team design, gap A5; SES-017 decides who may redeem at all): a
 * sweepstakes prize is an entry, not a redemption; a prize can only be redeemed in a game that is In
 * Progress; and the shopper needs at least its pointsRequired.
 */
export function redeemAvailability(
  prize: Pick<Prize, 'prizeType' | 'pointsRequired'>,
  program: { gameStatus: GameStatus; totalGamePoints: number },
): RedeemAvailability {
  if (prize.prizeType === SWEEPSTAKES_PRIZE_TYPE) return 'sweepstakes'
  if (program.gameStatus !== GAME_STATUS.IN_PROGRESS) return 'game-not-in-progress'
  return program.totalGamePoints >= prize.pointsRequired ? 'redeemable' : 'not-enough-points'
}

export interface Transaction {
  transactionId: string
  date: string | undefined
  description: string
  points: number
  status: string
  programCode: string | undefined
  prizeId: string | undefined
}

/** A prize transaction as the simulator sends it (gap A9). */
export interface RawTransaction {
  transactionId?: unknown
  date?: unknown
  description?: unknown
  points?: unknown
  status?: unknown
  programCode?: unknown
  prizeId?: unknown
}

/** The transactions list (API-009); entries without a transactionId are dropped. */
export function normaliseTransactions(raw: unknown): Transaction[] {
  const transactions: Transaction[] = []
  for (const item of listOf(raw)) {
    const f = fieldsOf(item)
    const transactionId = optionalText(f.transactionId)
    if (!transactionId) continue
    transactions.push({
      transactionId,
      date: optionalText(f.date),
      description: optionalText(f.description) ?? '',
      points: count(f.points),
      status: optionalText(f.status)?.toUpperCase() ?? '',
      programCode: optionalText(f.programCode),
      prizeId: optionalText(f.prizeId),
    })
  }
  return transactions
}

export const isCompleted = (t: Pick<Transaction, 'status'>): boolean => t.status === TRANSACTION_STATUS_COMPLETED

/** Prizes the shopper has redeemed: only COMPLETED transactions count (GAM-016, gap B4). */
export function redeemedPrizeIds(transactions: readonly Transaction[]): Set<string> {
  return new Set(transactions.filter(isCompleted).flatMap((t) => (t.prizeId ? [t.prizeId] : [])))
}
