/**
 * The fault matrix's rows for <aisle-delivery-address>: the zip-to-city lookup (the zip lookup table, ERR-008..011)
 * and the delivery address save (the delivery address table, ERR-012..016); see matrix-rows.ts.
 */
import { userEvent } from 'vitest/browser'
import { zipLookupErrorMessage, deliveryAddressErrorMessage } from '../../core/rules/profile/errors'
import { CITIES } from '../../sim/data'
import { type FaultColumn, until } from './matrix-kit'
import { type Cell, type MatrixRow, part } from './matrix-row-types'

const BOULDER = CITIES.find((c) => c.zipCode === '80302')!
const field = (cell: Cell, name: string) => cell.el.shadowRoot?.querySelector<HTMLInputElement>(`[name="${name}"]`) ?? null
/** The gateway body of a status-only fault (sim/app.ts), which the tables read their "first error message" from. */
const bodyOf = (column: FaultColumn) =>
  column.fault.body ?? { errors: [{ code: String(column.status), message: 'Simulated failure.' }], message: 'Simulated failure.' }
/** No answer, or one that is not a reply at all (malformed JSON, a list): the fallback, as for any other status. */
const statusOf = (column: FaultColumn) => (column.status === undefined || column.status === 200 ? 0 : column.status)
const zipReqs = (column: FaultColumn) => ({ 404: '[ERR-008]', 504: '[ERR-009]' })[column.status ?? 0] ?? '[ERR-011]'
const addressReqs = (column: FaultColumn) => ({ 404: '[ERR-012]', 504: '[ERR-013]', 400: '[ERR-015]' })[column.status ?? 0] ?? '[ERR-016]'

async function typeZip(cell: Cell) {
  if (!(await until(() => !!field(cell, 'zipCode')))) throw new Error('no address form')
  await userEvent.type(field(cell, 'zipCode') as HTMLInputElement, BOULDER.zipCode)
}

export const PROFILE_ROWS: readonly MatrixRow[] = [
  {
    endpoint: 'GET /api/store-resolver/zip-to-city',
    widget: () => '<aisle-delivery-address></aisle-delivery-address>',
    signIn: { userType: 'C' },
    action: 'type a ZIP code',
    act: typeZip,
    done: (cell) => !!part(cell.el, 'zip-error'),
    reqs: (column) => `[PRF-008] ${zipReqs(column)}`,
    shows: (column) => ({ message: zipLookupErrorMessage(statusOf(column), bodyOf(column)) }),
    kept: { what: 'the ZIP code typed', holds: (cell) => field(cell, 'zipCode')?.value === BOULDER.zipCode },
  },
  {
    endpoint: 'POST /api/customers/:p/profile',
    widget: () => '<aisle-delivery-address></aisle-delivery-address>',
    signIn: { userType: 'C' },
    action: 'fill in a new address and click Save address',
    act: async (cell) => {
      await typeZip(cell)
      await userEvent.fill(field(cell, 'address') as HTMLInputElement, '12 Pearl St')
      if (!(await until(() => field(cell, 'city')?.value === BOULDER.city))) throw new Error('the zip lookup did not fill in the city')
      await userEvent.click(part(cell.el, 'save') as HTMLElement)
    },
    done: (cell) => !!part(cell.el, 'save-error'),
    reqs: (column) => `[PRF-014] ${addressReqs(column)}`,
    shows: (column) => ({ message: deliveryAddressErrorMessage(statusOf(column), bodyOf(column)) }),
    kept: {
      what: 'the address typed, to save again',
      holds: (cell) => field(cell, 'address')?.value === '12 Pearl St' && field(cell, 'zipCode')?.value === BOULDER.zipCode,
    },
  },
]
