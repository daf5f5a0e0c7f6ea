/**
 * Where the gallery pipeline runs. On the banner site (the library served from the page's own
 * origin) in a worker, so parsing, checking and normalising 5,000 offers never holds the main thread; on a
 * partner page (the library comes from another origin: a worker must be same-origin), or when the worker cannot
 * start (a CSP without worker-src/script-src 'self', Trusted Types refusing the script URL, a failed load), in
 * short slices on the main thread. The same steps either way (core/io/api/gallery-pipeline.ts).
 */
import workerUrl from './gallery.worker.ts?worker&url'
import type { Steps } from '../rules/steps'
import type { PreparedGallery } from './api/gallery-pipeline'
import { runInSlices } from './slices'

export type GalleryPreparer = (text: string) => Promise<PreparedGallery>

/** The name of the Trusted Types policy that vouches for the worker's own URL (pages that require Trusted Types). */
export const WORKER_POLICY = 'aisle-gallery-worker'

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown }
}

let policy: { createScriptURL(url: string): unknown } | null | undefined

/** The worker's URL as the page accepts it: a TrustedScriptURL where Trusted Types exist, else the URL. */
function scriptUrl(url: string): string | URL {
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes
  if (!tt) return url
  if (policy === undefined) {
    try {
      policy = tt.createPolicy(WORKER_POLICY, {
        createScriptURL: (asked) => {
          if (asked !== url) throw new TypeError(`${WORKER_POLICY} vouches only for ${url}`)
          return asked
        },
      })
    } catch {
      policy = null
    }
  }
  return (policy ? policy.createScriptURL(url) : url) as string
}

/** The built gallery worker, beside this script. */
export const startGalleryWorker = (): Worker =>
  new Worker(scriptUrl(new URL(workerUrl, import.meta.url).href), { type: 'module', name: WORKER_POLICY })

/**
 * The worker's answer (gallery-pipeline.ts encodePreparedParts) read back as steps: the head, then one part of
 * offers per step. Here rather than beside the encoder so this chunk carries no pipeline module.
 */
export function* decodePreparedSteps(parts: readonly string[]): Steps<PreparedGallery> {
  const head = JSON.parse(parts[0] ?? 'null') as PreparedGallery
  if (!head.ok) return head
  for (let i = 1; i < parts.length; i++) {
    yield
    for (const offer of JSON.parse(parts[i] as string) as Extract<PreparedGallery, { ok: true }>['offers']) head.offers.push(offer)
  }
  return head
}

export interface PreparerOptions {
  /** Whether to try a worker at all (false on a partner page). */
  worker: boolean
  /**
   * The pipeline's steps (galleryPipelineSteps) for the main-thread slices: handed in, so this module (its own
   * chunk, core/runtime/coupons/coupons.ts) shares no rule module with the page's chunks and moves none out of them.
   */
  steps: (text: string) => Steps<PreparedGallery>
  /** Starts the worker (injected in tests); by default the built gallery worker beside this script. */
  start?: () => Worker
}

export function galleryPreparer(options: PreparerOptions): GalleryPreparer {
  const sliced: GalleryPreparer = (text) => runInSlices(options.steps(text))
  let worker: Worker | null | undefined = options.worker && typeof Worker === 'function' ? undefined : null
  let seq = 0
  const start = options.start ?? startGalleryWorker

  function running(): Worker | null {
    if (worker !== undefined) return worker
    try {
      worker = start()
    } catch {
      worker = null
    }
    return worker
  }

  // Started now (with the coupon store), so it has loaded and compiled by the time the gallery reply arrives.
  running()
  return (text) => {
    const w = running()
    if (!w) return sliced(text)
    const id = (seq += 1)
    return new Promise<PreparedGallery>((resolve) => {
      const settle = (result: PreparedGallery | undefined) => {
        w.removeEventListener('message', onMessage)
        w.removeEventListener('error', onFailure)
        w.removeEventListener('messageerror', onFailure)
        if (result) resolve(result)
        else {
          // The worker could not load or run: this and every later gallery is prepared in slices.
          worker = null
          w.terminate()
          resolve(sliced(text))
        }
      }
      const onMessage = (event: MessageEvent<{ id: number; parts: string[] }>) => {
        if (event.data?.id !== id) return
        // Read back one part per slice: the page keeps its frames while 5,000 offers cross (encodePreparedParts).
        w.removeEventListener('message', onMessage)
        runInSlices(decodePreparedSteps(event.data.parts)).then(settle, () => settle(undefined))
      }
      const onFailure = (event: Event) => {
        event.preventDefault()
        settle(undefined)
      }
      w.addEventListener('message', onMessage)
      w.addEventListener('error', onFailure)
      w.addEventListener('messageerror', onFailure)
      w.postMessage({ id, text })
    })
  }
}
