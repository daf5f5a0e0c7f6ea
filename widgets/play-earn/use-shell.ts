/**
 * The shell's behaviour (SHL-022..025): the left navigation turns into a dropdown at 990px or less, Tab
 * stays inside the open dropdown, and the keyboard-focus outline mode follows Tab presses and mouse clicks.
 * Decisions come from core/rules/games/navigation.ts.
 */
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react'
import { focusOutlineMode, MOBILE_MEDIA_QUERY, trappedFocusIndex } from '../../core/rules/games/navigation'

const FOCUSABLE = 'button, a[href]'

export function useLeftNav(win: Window) {
  const [dropdown, setDropdown] = useState(() => win.matchMedia(MOBILE_MEDIA_QUERY).matches)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const query = win.matchMedia(MOBILE_MEDIA_QUERY)
    const change = () => {
      setDropdown(query.matches)
      setOpen(false)
    }
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [win])

  const onToggle = useCallback(() => setOpen((o) => !o), [])
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!dropdown || !open) return
      const nav = event.currentTarget
      const focusables = [...nav.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'))
      if (event.key === 'Escape') {
        setOpen(false)
        focusables[0]?.focus()
        return
      }
      if (event.key !== 'Tab') return
      const active = (nav.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null
      const next = trappedFocusIndex(active ? focusables.indexOf(active) : -1, focusables.length, event.shiftKey)
      if (next === undefined) return
      event.preventDefault()
      focusables[next]?.focus()
    },
    [dropdown, open],
  )
  return { dropdown, open, onToggle, onKeyDown }
}

/** On at the first Tab press, off at a mouse click, page-wide (SHL-024, SHL-025). */
export function useFocusOutline(win: Window): boolean {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const doc = win.document
    const key = (event: globalThis.KeyboardEvent) => setOn((o) => focusOutlineMode(o, { type: 'keydown', key: event.key }))
    const mouse = () => setOn((o) => focusOutlineMode(o, { type: 'mousedown' }))
    doc.addEventListener('keydown', key, true)
    doc.addEventListener('mousedown', mouse, true)
    return () => {
      doc.removeEventListener('keydown', key, true)
      doc.removeEventListener('mousedown', mouse, true)
    }
  }, [win])
  return on
}
