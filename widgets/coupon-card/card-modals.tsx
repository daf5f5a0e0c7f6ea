/**
 * The coupon card's modals, loaded on first need (docs/decisions/builds-and-bytes.md "Lazy modals"): the error modal of a
 * failed clip (CPN-073, MDL-013) and the box-top modal (CPN-127, MDL-014) open once their module has arrived,
 * as they did before (focus moves in, Esc closes, focus returns to the pressed control). If the module cannot
 * be downloaded, the card shows the inline alert instead (`fallback`), so a failure never shows nothing. The
 * Modal's styles come with the views and are adopted by the card's shadow root then (not with the page).
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { clipErrorModalContent } from '../../core/rules/coupons/clip-error'
import type { ClipFailure } from '../../core/rules/modal'
import { lazyOnce } from '../../core/stores/lazy'

/** The card modals' import(), as an object so a test can make it fail the way a lost download does. */
export const CARD_MODAL_IMPORTS = { views: () => import('../coupon-modals/card-modal-views') }

export const loadCardModals = lazyOnce(() => CARD_MODAL_IMPORTS.views())

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

/** Adopts the Modal's styles into the card's shadow root before the modal first paints (layout effect, before its showModal). */
function useModalCss(views: CardModalViews | undefined) {
  const anchor = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => views?.adoptModalCss(anchor.current), [views])
  return <span ref={anchor} hidden />
}

export function ClipErrorModal({ error, onClose, fallback }: { error: ClipFailure; onClose: () => void; fallback: ReactNode }) {
  const { views, failed } = useCardModalViews()
  const anchor = useModalCss(views)
  return (
    <>
      {anchor}
      {views ? <views.ErrorModalView open content={clipErrorModalContent(error)} onClose={onClose} /> : failed ? fallback : null}
    </>
  )
}

export function BoxTopModal({ onClose, fallback }: { onClose: () => void; fallback: ReactNode }) {
  const { views, failed } = useCardModalViews()
  const anchor = useModalCss(views)
  return (
    <>
      {anchor}
      {views ? <views.BoxTopView open onClose={onClose} /> : failed ? fallback : null}
    </>
  )
}
