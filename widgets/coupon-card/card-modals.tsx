/**
 * The coupon card's modals, loaded on first need (issue 6; docs/decisions.md "Lazy modals"): the error modal of a
 * failed clip (CPN-073, MDL-013) and the box-top modal (CPN-127, MDL-014) open once their module has arrived,
 * as they did before (focus moves in, Esc closes, focus returns to the pressed control). If the module cannot
 * be downloaded, the card shows the inline alert instead (`fallback`), so a failure never shows nothing.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { type ClipFailure, clipErrorModalContent } from '../../core/rules/modal'
import { LAZY_IMPORTS, lazyOnce } from '../shared/lazy'

export const loadCardModals = lazyOnce(() => LAZY_IMPORTS.cardModals())

type CardModalViews = Awaited<ReturnType<typeof loadCardModals>>

/** The views once loaded (at once if another card loaded them already), or `failed` when the download failed. */
function useCardModalViews(): { views?: CardModalViews | undefined; failed?: boolean } {
  const [state, setState] = useState<{ views?: CardModalViews | undefined; failed?: boolean }>(() => ({ views: loadCardModals.loaded() }))
  const loaded = state.views !== undefined
  useEffect(() => {
    if (loaded) return
    let live = true
    loadCardModals().then(
      (views) => live && setState({ views }),
      (error: unknown) => {
        console.error("Aisle: could not load the coupon card's modals; the card shows an inline alert instead.", error)
        if (live) setState({ failed: true })
      },
    )
    return () => {
      live = false
    }
  }, [loaded])
  return state
}

export function ClipErrorModal({ error, onClose, fallback }: { error: ClipFailure; onClose: () => void; fallback: ReactNode }) {
  const { views, failed } = useCardModalViews()
  if (views) return <views.ErrorModalView open content={clipErrorModalContent(error)} onClose={onClose} />
  return failed ? fallback : null
}

export function BoxTopModal({ onClose, fallback }: { onClose: () => void; fallback: ReactNode }) {
  const { views, failed } = useCardModalViews()
  if (views) return <views.BoxTopView open onClose={onClose} />
  return failed ? fallback : null
}
