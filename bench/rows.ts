/** What a row of the bench's table is, and the checks its targets use (pure). */
import type { BuildName } from './results-types'

/** The label a row shows in its build column. */
export const BUILD_LABEL: Record<BuildName, string> = { react: 'React', compact: 'compact' }

export interface Row {
  section: string
  measure: string
  value: string
  /** The build the figure is of ('React', 'compact'); absent: both, or neither. */
  build?: string
  /** The limit, when the row is a target. */
  target?: string
  /** true ✓, false ✗, undefined: a figure without a target. */
  ok?: boolean
}

/** ✓ when value ≤ limit; ✗ when over or not measured. */
export const atMost = (value: number | undefined, limit: number): boolean => value !== undefined && Number.isFinite(value) && value <= limit
/** ✓ when value ≥ limit; ✗ when under or not measured. */
export const atLeast = (value: number | undefined, limit: number): boolean =>
  value !== undefined && Number.isFinite(value) && value >= limit
