/**
 * Which card last pressed each offer. An offer can be on a page twice (the personalised carousel and the
 * grid), and both cards read the same per-offer error and box-top atoms: only the card the shopper pressed
 * shows the press's modal, rather than one modal per card stacked on each other (the shopper would have to
 * close it twice, and focus would return to the wrong card). Before any press on this page (a clip resumed
 * after sign-in), every card of the offer shows it.
 */
import { useEffect, useState } from 'react'

const lastPresser = new Map<string, symbol>()

export function usePressOwner(offerId: string): { mine: boolean; claim: () => void } {
  const [me] = useState(() => Symbol(offerId))
  useEffect(
    () => () => {
      if (lastPresser.get(offerId) === me) lastPresser.delete(offerId)
    },
    [offerId, me],
  )
  const presser = lastPresser.get(offerId)
  return { mine: presser === undefined || presser === me, claim: () => void lastPresser.set(offerId, me) }
}
