/**
 * In the browser tests (the story matrix first): failed loads on the page. A widget that shows an
 * empty picture box, or a story whose stylesheet or picture answers 404, fails the test that reads these.
 * - `watchResources()` records every response of 400 or more (Resource Timing's `responseStatus`, any
 *   element, in any shadow root) and every element in the document that fired `error` on loading;
 * - `brokenImages(roots)` lists every <img> under the roots, through open shadow roots, that finished
 *   loading without a picture (`complete && naturalWidth === 0`: a 404, a refused or an undecodable file).
 */

export interface ResourceWatch {
  /** The failures since the last reset, e.g. '404 http://localhost:63315/sim-assets/offers/1.svg'. */
  failures(): string[]
  reset(): void
  stop(): void
}

export function watchResources(): ResourceWatch {
  let failed: string[] = []
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceResourceTiming[])
      if (entry.responseStatus >= 400) failed.push(`${entry.responseStatus} ${entry.name}`)
  }
  const observer = new PerformanceObserver((list) => record(list.getEntries()))
  observer.observe({ type: 'resource' })
  // Load errors do not bubble: a capturing listener sees those of the document's own elements (shadow roots: brokenImages).
  const onError = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const url = target.getAttribute('src') ?? target.getAttribute('href') ?? ''
    failed.push(`<${target.localName}> failed to load ${url}`)
  }
  window.addEventListener('error', onError, true)
  return {
    failures() {
      record(observer.takeRecords())
      return [...new Set(failed)]
    },
    reset() {
      observer.takeRecords()
      failed = []
    },
    stop() {
      observer.disconnect()
      window.removeEventListener('error', onError, true)
    },
  }
}

/** Every <img> under the roots, through open shadow roots (a root's own and nested ones too). */
export function imagesUnder(roots: readonly ParentNode[]): HTMLImageElement[] {
  const found: HTMLImageElement[] = []
  const walk = (root: ParentNode) => {
    if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot)
    for (const el of root.querySelectorAll('*')) {
      if (el instanceof HTMLImageElement) found.push(el)
      if (el.shadowRoot) walk(el.shadowRoot)
    }
  }
  roots.forEach(walk)
  return found
}

/** Images that finished loading without a picture, by address. An <img> without a source is not a load. */
export function brokenImages(roots: readonly ParentNode[]): string[] {
  return imagesUnder(roots)
    .filter((img) => img.getAttribute('src') && img.complete && img.naturalWidth === 0)
    .map((img) => `broken image ${img.currentSrc || img.src}`)
}

/**
 * Resolves once every image under the roots that the browser is loading has finished (loaded or
 * failed); lazy images outside the viewport are not loading and are not waited for. Rejects after
 * `timeoutMs` naming the images still loading.
 */
export async function imagesSettled(roots: () => readonly ParentNode[], timeoutMs = 15_000): Promise<void> {
  const started = performance.now()
  for (;;) {
    const loading = imagesUnder(roots()).filter((img) => img.getAttribute('src') && !img.complete && !isDeferred(img))
    if (loading.length === 0) return
    if (performance.now() - started > timeoutMs)
      throw new Error(`Images still loading after ${timeoutMs} ms: ${loading.map((img) => img.src).join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A lazy image the browser has not started: outside the viewport (or not rendered). */
function isDeferred(img: HTMLImageElement): boolean {
  if (img.loading !== 'lazy') return false
  const box = img.getBoundingClientRect()
  return box.width === 0 || box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth
}
