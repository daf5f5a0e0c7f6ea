/** The fault matrix's row shape and the helpers the row tables share (matrix-rows*.ts). */
import { type CellPage, type FaultColumn, gamesMessage } from './matrix-kit'

/** What the shopper sees: a message (exact text, somewhere in the widget), or no message where the spec or docs/decisions/testing.md "Fault matrix" says so. */
export type Shown = { message: string } | { silent: string }

export interface Cell {
  page: CellPage
  /** The mounted widget (the first element of the markup). */
  el: HTMLElement
  /** What the page logged (console.warn and console.error), in order. */
  logged: string[]
  /** What an earlier page view (the row's prior) left in storage. */
  stored?: Record<string, string>
  /** Notes the prior leaves for the cell (e.g. which coupon it clipped). */
  memo: Record<string, string>
}

export interface MatrixRow {
  endpoint: string
  /** The markup mounted (attributes included); may depend on the seed. */
  widget: (page: CellPage) => string
  signIn?: Record<string, unknown> | null
  /** Appended to the page's path: more path (a page such as coupons-deals.html), a query string and/or a hash. */
  query?: string
  /** Changes to the seed before the page opens (e.g. wins already shown). */
  arrange?: (page: CellPage) => void
  /** A first page view without faults; what it leaves in storage is there when the cell's page opens. */
  prior?: (cell: Cell) => Promise<void>
  /** What makes the widget call the endpoint: 'mount' or a press, and the press itself. */
  action: string
  act?: (cell: Cell) => Promise<void> | void
  /** The widget has handled the failure (a positive sign: a state, a message, a logged warning). */
  done: (cell: Cell, column: FaultColumn) => boolean
  shows: (column: FaultColumn) => Shown
  /** The requirement rows a cell proves, for its title (e.g. '[ERR-019]'). */
  reqs?: (column: FaultColumn) => string
  kept?: { what: string; holds: (cell: Cell) => boolean }
}

export const part = (el: Element | null | undefined, name: string) =>
  el?.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null
export const stateOf = (el: Element | null | undefined) => part(el, 'root')?.dataset.state
export const warned = (cell: Cell, fragment: string) => cell.logged.some((w) => w.includes(fragment))

/** A games call shows the catalogue's message for the status (ERR-002..007). */
export const games = (column: FaultColumn): Shown => ({ message: gamesMessage(column) })
/** The row of 000 §8 each column proves: 401 ERR-002, 403 ERR-003, 400 ERR-004, 500 ERR-005, 503 ERR-006, any other ERR-007. */
export const gamesReqs = (column: FaultColumn): string =>
  ({ 401: '[ERR-002]', 403: '[ERR-003]', 400: '[ERR-004]', 500: '[ERR-005]', 503: '[ERR-006]' })[column.status ?? 0] ?? '[ERR-007]'
