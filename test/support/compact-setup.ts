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
  throw new Error(`browser-compact: 'react' resolved to React ${version}, not preact/compat; check PREACT_COMPAT_ALIASES in vite.config.ts.`)
}
