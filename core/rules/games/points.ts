/**
 * Program points (000 §3, §7): one entry per program with the shopper's four figures. A program the
 * points call says nothing about shows 0 for each figure (GAM-012).
 */
import { count, fieldsOf, listOf, optionalText } from './values'

/** The four figures of a program points entry, in the seed's order (API-006). */
export const POINT_FIGURES = ['totalGamePoints', 'totalPrizesWon', 'sweepstakesEntries', 'gameplaysUsed'] as const
export type PointFigure = (typeof POINT_FIGURES)[number]
export type PointFigures = Record<PointFigure, number>

export interface PointsEntry extends PointFigures {
  programCode: string
}

/** A program points entry as the API sends it (fields named in 000 §3). */
export interface RawPointsEntry {
  programCode?: unknown
  totalGamePoints?: unknown
  totalPrizesWon?: unknown
  sweepstakesEntries?: unknown
  gameplaysUsed?: unknown
}

export const NO_POINTS: Readonly<PointFigures> = Object.freeze({
  totalGamePoints: 0,
  totalPrizesWon: 0,
  sweepstakesEntries: 0,
  gameplaysUsed: 0,
})

/** The figures of any object carrying them (a points entry, the post-game details); a missing figure is 0. */
export function figuresOf(raw: unknown): PointFigures {
  const f = fieldsOf(raw)
  return {
    totalGamePoints: count(f.totalGamePoints),
    totalPrizesWon: count(f.totalPrizesWon),
    sweepstakesEntries: count(f.sweepstakesEntries),
    gameplaysUsed: count(f.gameplaysUsed),
  }
}

/** The points list (API-006); entries without a programCode are dropped. */
export function normalisePointsEntries(raw: unknown): PointsEntry[] {
  const entries: PointsEntry[] = []
  for (const item of listOf(raw)) {
    const programCode = optionalText(fieldsOf(item).programCode)
    if (programCode) entries.push({ programCode, ...figuresOf(item) })
  }
  return entries
}

/** The figures of the entry whose programCode equals the program's code (GAM-011), or zeros (GAM-012). */
export function pointsFor(programCode: string, entries: readonly PointsEntry[]): PointFigures {
  const entry = entries.find((e) => e.programCode === programCode)
  if (!entry) return { ...NO_POINTS }
  const { programCode: _code, ...figures } = entry
  return figures
}
