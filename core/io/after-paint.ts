/** The longest wait for an idle period before the follow-up work runs anyway. */
export const IDLE_TIMEOUT_MS = 200

/**
 * A promise that settles once the browser has painted the next frame: what a click changed is on
 * screen before the work that can wait (a call to build, storage writes, refreshing grids) takes the main
 * thread. A requestAnimationFrame, then a task after it (a MessageChannel message, so fake timers in tests do
 * not hold it); with `idle`, then also the next idle period (requestIdleCallback), so work that nobody is
 * waiting for does not delay the tasks queued behind that frame. A hidden page paints no frame and Node has
 * none: there it settles at once; `fallbackMs` bounds the wait where frames are throttled, `IDLE_TIMEOUT_MS`
 * the wait for an idle period.
 */
export function afterNextPaint(options: { idle?: boolean; fallbackMs?: number; win?: Window & typeof globalThis } = {}): Promise<void> {
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window)
  if (!win || typeof win.requestAnimationFrame !== 'function' || win.document.visibilityState === 'hidden') return Promise.resolve()
  const fallbackMs = options.fallbackMs ?? 1_000
  return new Promise<void>((settle) => {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      win.clearTimeout(fallback)
      settle()
    }
    const fallback = win.setTimeout(finish, fallbackMs)
    win.requestAnimationFrame(() => {
      const channel = new win.MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        if (options.idle && typeof win.requestIdleCallback === 'function') win.requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS })
        else finish()
      }
      channel.port2.postMessage(null)
    })
  })
}
