/**
 * A promise that settles once the browser has painted the next frame (issue 6): what a click changed is on
 * screen before the work that can wait (storage writes, refreshing grids) takes the main thread. A
 * requestAnimationFrame, then a task after it (a MessageChannel message, so fake timers in tests do not hold
 * it). A hidden page paints no frame and Node has none: there it settles at once; `fallbackMs` bounds the wait
 * where frames are throttled.
 */
export function afterNextPaint(win: (Window & typeof globalThis) | undefined = typeof window === 'undefined' ? undefined : window, fallbackMs = 100): Promise<void> {
  if (!win || typeof win.requestAnimationFrame !== 'function' || win.document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise<void>((settle) => {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      settle()
    }
    const fallback = win.setTimeout(finish, fallbackMs)
    win.requestAnimationFrame(() => {
      const channel = new win.MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        win.clearTimeout(fallback)
        finish()
      }
      channel.port2.postMessage(null)
    })
  })
}
