/**
 * Per-card views of the coupon store's page-wide atoms. $busy, $announcement and $clipError each hold one
 * value for the whole page; a card that subscribed to them directly would re-render on every other card's
 * clip. These computed atoms narrow each to one offer id and only notify when that card's value changes,
 * so a clip re-renders one card however many are on the page. Memoised per store and id.
 */
import { computed, type ReadableAtom } from 'nanostores'
import type { ClipFailure } from '../../core/rules/modal'
import type { CouponStore } from '../../core/stores/coupons'

/** A failed clip of this card: the catalogue text and the server's code and message (ERR-024..027). */
export type CardError = ClipFailure

export interface CardAtoms {
  busy: ReadableAtom<boolean>
  /** The server has just clipped this offer; the store follows after the next paint (issue 6). */
  clippedNow: ReadableAtom<boolean>
  announcement: ReadableAtom<string | null>
  error: ReadableAtom<CardError | null>
  onList: ReadableAtom<boolean>
  listBusy: ReadableAtom<boolean>
  /** The box-top modal is asked for this offer (CPN-127). */
  boxTop: ReadableAtom<boolean>
}

const byStore = new WeakMap<CouponStore, Map<string, CardAtoms>>()

export function cardAtoms(store: CouponStore, id: string): CardAtoms {
  let cards = byStore.get(store)
  if (!cards) {
    cards = new Map()
    byStore.set(store, cards)
  }
  let atoms = cards.get(id)
  if (!atoms) {
    // A new error object per read would notify on every change of the page's error: keep the last one.
    let last: CardError | null = null
    let lastSource: unknown
    atoms = {
      busy: computed(store.$busy, (b) => b[id] === true),
      clippedNow: computed(store.$clippedNow, (c) => c[id] === true),
      announcement: computed(store.$announcement, (a) => (a?.offerId === id ? a.text : null)),
      error: computed(store.$clipError, (e) => {
        if (e === lastSource) return last
        lastSource = e
        if (e && e.offerId === id) {
          const { offerId: _id, ...failure } = e
          last = failure
        } else {
          last = null
        }
        return last
      }),
      onList: computed(store.$listIds, (ids) => ids?.includes(id) ?? false),
      listBusy: computed(store.$listBusy, (b) => b[id] === true),
      boxTop: computed(store.$boxTopPrompt, (p) => p?.offerId === id),
    }
    cards.set(id, atoms)
  }
  return atoms
}

/** The shopper's local day, 'yyyy-mm-dd', as the expiry rule compares it (CPN-024). */
export function localDay(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`
}
