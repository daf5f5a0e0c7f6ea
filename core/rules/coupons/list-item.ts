/** Shopping-list entries (001 §3): the list identifiers an offer on the list carries. */
import { text } from './offer'

/** A shopping-list entry (CPN-019). */
export interface ListItem {
  id: string
  referenceId?: string
  itemType?: string
  source?: string
}

export function toListItem(input: unknown): ListItem | undefined {
  const raw = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const id = text(raw.id)
  if (!id) return undefined
  const item: ListItem = { id }
  for (const key of ['referenceId', 'itemType', 'source'] as const) {
    const v = text(raw[key])
    if (v !== undefined) item[key] = v
  }
  return item
}
