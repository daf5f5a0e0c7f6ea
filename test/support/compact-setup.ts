/**
 * Setup of the `browser-compact` project: fails every test at once if `react` still resolves to React,
 * so the compact build's tests can never pass while testing the React build by mistake.
 */
import { version } from 'react'
import { createRoot } from 'react-dom/client'
import { options } from 'preact'

// preact/compat reports React 18's version to libraries; React itself is 19.
const PREACT_COMPAT_VERSION = '18.3.1'

if (version !== PREACT_COMPAT_VERSION || typeof createRoot !== 'function' || typeof options !== 'object') {
  throw new Error(
    `browser-compact: 'react' resolved to React ${version}, not preact/compat; check PREACT_COMPAT_ALIASES in vite.config.ts.`,
  )
}

/**
 * Preact runs effects after the next frame: requestAnimationFrame, then setTimeout (with a 35 ms setTimeout in case no
 * frame comes). A test that fakes setTimeout (vi.useFakeTimers) would hold every effect back — and, the queue being
 * scheduled once, every later test's too — and a test that waits a frame for React's effects (React flushes them in a
 * MessageChannel task, before the next frame) would look before Preact's ran. So the compact project runs Preact's
 * effects in the frame callback itself, with the fallback on the timers the page started with: what preact/test-utils
 * does inside act(), and what `options.requestAnimationFrame` is for (docs/decisions/builds-and-bytes.md, "The compact build is a full
 * peer"). The build keeps Preact's default.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis)
const realClearTimeout = globalThis.clearTimeout.bind(globalThis)
const NO_FRAME_FALLBACK_MS = 35
options.requestAnimationFrame = (callback) => {
  let ran = false
  const run = () => {
    if (ran) return
    ran = true
    realClearTimeout(timeout)
    cancelAnimationFrame(frame)
    callback()
  }
  const timeout = realSetTimeout(run, NO_FRAME_FALLBACK_MS)
  const frame = requestAnimationFrame(run)
}
