/**
 * The one modal every Aisle widget uses (001 §2; MDL-001..005, MDL-009, MDL-010): a native <dialog> opened
 * with showModal(), so the browser traps focus inside and makes the page behind it inert. Controlled: `open`
 * says whether it shows, and every way a shopper dismisses it (Esc, a backdrop click, browser back, the close
 * button) asks `onClose(reason)`, after the optional close interceptor agreed. Focus returns to the element
 * that had it when the modal opened.
 *
 * Styles: a widget that renders a Modal inside its shadow root adopts `modalCss` too (see modal-css.ts).
 */
import {
  type CSSProperties,
  type ReactNode,
  type MouseEvent as ReactMouseEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import {
  backdropClickCloses,
  type CloseInterceptorAnswer,
  escapeCloses,
  interceptorAllowsClose,
  isOutside,
  MODAL_BACKDROP_ANIMATION_MS,
  MODAL_DIALOG_ANIMATION_MS,
  type ModalCloseReason,
} from '../../core/rules/modal'
import { wrapTab } from './focus-wrap'
import { nextModalEntryId, pushModalEntry, releaseModalEntry } from './modal-history'

/**
 * The animation timings as CSS custom properties on the dialog (MDL-009, MDL-010): modal.css animates the
 * dialog and its ::backdrop (which inherits from the dialog) for exactly the rule's durations.
 */
const ANIMATION_STYLE = {
  '--_aisle-modal-dialog-ms': `${MODAL_DIALOG_ANIMATION_MS}ms`,
  '--_aisle-modal-backdrop-ms': `${MODAL_BACKDROP_ANIMATION_MS}ms`,
} as CSSProperties

/** The Modal's own texts (team design; the seed shows none). */
export const MODAL_TEXT = {
  /** Accessible name of the × button. */
  close: 'Close',
} as const

/** Asked before a dismissal closes the modal; answering `false` (or a promise of it) keeps it open (MDL-005). */
export type CloseInterceptor = (reason: ModalCloseReason) => CloseInterceptorAnswer | Promise<CloseInterceptorAnswer>

export interface ModalProps {
  /** Whether the modal shows. */
  open: boolean
  /** The shopper dismissed the modal (and the interceptor agreed): set `open` to false. */
  onClose: (reason: ModalCloseReason) => void
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode
  /** Optional text under the heading; it describes the dialog (aria-describedby). */
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the foot of the modal. */
  actions?: ReactNode
  /** A static modal ignores backdrop clicks (MDL-002); Esc, back and the close button still close it. */
  static?: boolean
  /** Consulted on every dismissal; `false` cancels it (MDL-005). Errors let the modal close (never a trap). */
  interceptClose?: CloseInterceptor
  /** Show the × button in the corner (default true). */
  closeButton?: boolean
  /**
   * Where focus goes on opening: 'first', the first control (the browser's default), or 'dialog', the dialog
   * itself, for a view that moves focus later (the progressive-profile field after 500 ms, CPN-079).
   */
  initialFocus?: 'first' | 'dialog'
  /** Extra class on the dialog, for the host widget's own styles. */
  className?: string
}

type Phase = 'closed' | 'open' | 'closing'

const prefersReducedMotion = (win: Window | null) => Boolean(win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches)

/** The element that has focus, looking through shadow roots (the trigger usually sits in one). */
function deepActiveElement(doc: Document): HTMLElement | null {
  let el: Element | null = doc.activeElement
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
  return el instanceof HTMLElement ? el : null
}

export function Modal(props: ModalProps) {
  const {
    open,
    onClose,
    title,
    description,
    children,
    actions,
    static: isStatic = false,
    interceptClose,
    closeButton = true,
    initialFocus = 'first',
    className,
  } = props
  const ref = useRef<HTMLDialogElement>(null)
  const [phase, setPhase] = useState<Phase>('closed')
  const ids = useId()
  const titleId = `${ids}-title`
  const descriptionId = `${ids}-description`
  // Mutable state the event handlers share without re-rendering.
  const live = useRef({ pressOnBackdrop: false, busy: false, entry: '', returnTo: null as HTMLElement | null, closingOnPurpose: false })
  const latest = useRef({ onClose, interceptClose })
  latest.current = { onClose, interceptClose }

  async function requestClose(reason: ModalCloseReason): Promise<void> {
    const s = live.current
    if (s.busy) return
    const intercept = latest.current.interceptClose
    let allowed = true
    if (intercept) {
      s.busy = true
      try {
        allowed = interceptorAllowsClose(await intercept(reason))
      } catch (error) {
        console.error('Aisle: a modal close interceptor failed; the modal closes anyway.', error)
      } finally {
        s.busy = false
      }
    }
    if (!allowed) {
      // Back already left the modal's history entry: put one back so the next back closes it again.
      const dialog = ref.current
      const win = dialog?.ownerDocument.defaultView
      if (reason === 'back' && win && dialog?.open) {
        s.entry = nextModalEntryId()
        pushModalEntry(win, s.entry, () => void requestClose('back'))
      }
      return
    }
    latest.current.onClose(reason)
  }

  // Opened and closed in the commit that renders `open` (a layout effect): preact/compat runs a useEffect a frame later,
  // by when the control that opened it may have lost focus (it would not get it back) and the page has painted a frame
  // with the dialog rendered but not shown.
  useLayoutEffect(() => {
    const dialog = ref.current
    const win = dialog?.ownerDocument.defaultView
    if (!dialog || !win) return
    const s = live.current
    // A tag out of the document (moved, or left out until it is released) shows nothing: showModal() would throw.
    if (open && !dialog.open && dialog.isConnected) {
      s.returnTo = deepActiveElement(dialog.ownerDocument)
      dialog.showModal()
      if (initialFocus === 'dialog') dialog.focus()
      setPhase('open')
      s.entry = nextModalEntryId()
      pushModalEntry(win, s.entry, () => void requestClose('back'))
      return
    }
    if (!open && dialog.open) {
      setPhase('closing')
      const finish = () => {
        s.closingOnPurpose = true
        dialog.close()
        s.closingOnPurpose = false
        setPhase('closed')
        releaseModalEntry(win, s.entry)
        const back = s.returnTo
        s.returnTo = null
        if (back?.isConnected) back.focus()
      }
      if (prefersReducedMotion(win)) {
        finish()
        return
      }
      const timer = win.setTimeout(finish, MODAL_DIALOG_ANIMATION_MS)
      return () => {
        win.clearTimeout(timer)
        if (dialog.open) finish()
      }
    }
    // requestClose reads everything through refs; re-running on its identity would reopen the modal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  // Unmounting an open modal still leaves its history entry and returns focus — once the dialog has left the page:
  // preact/compat runs this cleanup before it removes the dialog, and while a modal dialog is open the rest of the
  // page is inert and cannot take focus (React runs it after the removal).
  useEffect(() => {
    const s = live.current
    const dialog = ref.current
    return () => {
      const win = dialog?.ownerDocument.defaultView
      if (win && s.entry) releaseModalEntry(win, s.entry)
      const back = s.returnTo
      if (back) queueMicrotask(() => back.isConnected && back.focus())
    }
  }, [])

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Tab') {
      wrapTab(e)
      return
    }
    if (!escapeCloses(e.key, e.nativeEvent.defaultPrevented)) return
    // Handled here so the browser's own close (which no interceptor could stop) never runs.
    e.preventDefault()
    void requestClose('escape')
  }

  const pointOf = (e: ReactMouseEvent<HTMLDialogElement>) => ({ x: e.clientX, y: e.clientY })
  const onBackdrop = (e: ReactMouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current
    return Boolean(dialog && e.target === dialog && isOutside(dialog.getBoundingClientRect(), pointOf(e)))
  }

  const onPointerDown = (e: ReactMouseEvent<HTMLDialogElement>) => {
    live.current.pressOnBackdrop = onBackdrop(e)
  }

  const onClick = (e: ReactMouseEvent<HTMLDialogElement>) => {
    const pressOnBackdrop = live.current.pressOnBackdrop
    live.current.pressOnBackdrop = false
    if (backdropClickCloses({ isStatic, pressOnBackdrop, releaseOnBackdrop: onBackdrop(e) })) void requestClose('backdrop')
  }

  return (
    <dialog
      ref={ref}
      part="modal"
      className={['aisle-modal', className].filter(Boolean).join(' ')}
      data-state={phase}
      style={ANIMATION_STYLE}
      data-static={isStatic ? 'true' : undefined}
      tabIndex={initialFocus === 'dialog' ? -1 : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        // A close request that did not come through keydown (a platform back gesture).
        e.preventDefault()
        void requestClose('escape')
      }}
      onClose={() => {
        // The browser closed it without asking (an uncancellable close request): follow it.
        if (!live.current.closingOnPurpose && open) latest.current.onClose('escape')
      }}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {phase !== 'closed' || open ? (
        <div className="aisle-modal__panel" part="modal-panel">
          <h2 id={titleId} className="aisle-modal__title" part="modal-title">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="aisle-modal__description" part="modal-description">
              {description}
            </p>
          ) : null}
          {children}
          {actions ? (
            <div className="aisle-modal__actions" part="modal-actions">
              {actions}
            </div>
          ) : null}
          {/* Last in the DOM (drawn in the corner) so showModal() focuses the content or its first action. */}
          {closeButton ? (
            <button
              type="button"
              className="aisle-modal__close"
              part="modal-close"
              aria-label={MODAL_TEXT.close}
              onClick={() => void requestClose('close-button')}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
