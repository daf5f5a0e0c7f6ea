/**
 * The checker the story matrix runs after every story (test/a11y/stories.browser.test.ts): it must see a
 * picture that answers 404 inside a shadow root, a missing stylesheet in the document, and pass the
 * pictures the simulator names, served here as Storybook serves them (sim/assets-plugin.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { simAssetPaths } from '../../sim/assets'
import { brokenImages, imagesSettled, watchResources, type ResourceWatch } from './broken-resources'

let host: HTMLElement
let watch: ResourceWatch

/** A host element whose shadow root holds these images, as a widget's does. */
function shadowImages(...srcs: string[]): ShadowRoot {
  const root = host.attachShadow({ mode: 'open' })
  for (const src of srcs) {
    const img = document.createElement('img')
    img.alt = ''
    img.src = src
    root.append(img)
  }
  return root
}

const roots = () => [host]

beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  watch = watchResources()
})
afterEach(() => {
  watch.stop()
  host.remove()
})

describe('broken resources checker', () => {
  it('reports an image in a shadow root that answers 404, by address and by status', async () => {
    shadowImages('/sim-assets/offers/no-such-offer.svg')
    await imagesSettled(roots)
    expect(brokenImages(roots())).toEqual([expect.stringMatching(/^broken image http:.*\/sim-assets\/offers\/no-such-offer\.svg$/)])
    await expect.poll(() => watch.failures()).toEqual([expect.stringMatching(/^404 http:.*\/sim-assets\/offers\/no-such-offer\.svg$/)])
  })

  it('reports a stylesheet of the document that fails to load', async () => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/banners/no-such-sheet.css'
    const failed = new Promise((resolve) => link.addEventListener('error', resolve, { once: true }))
    host.append(link)
    await failed
    expect(watch.failures()).toEqual(expect.arrayContaining(['<link> failed to load /banners/no-such-sheet.css']))
  })

  it("passes every kind of picture the simulator names and the demo's banner pictures; reset forgets earlier failures", async () => {
    shadowImages('/sim-assets/offers/no-such-offer.svg')
    await imagesSettled(roots)
    await expect.poll(() => watch.failures().length).toBe(1)
    watch.reset()
    host.remove()
    host = document.createElement('div')
    document.body.append(host)
    const paths = simAssetPaths()
    const oneOfEachKind = [...new Map(paths.map((p) => [p.split('/')[2], p])).values()]
    expect(oneOfEachKind.length).toBeGreaterThanOrEqual(5)
    const root = shadowImages(...oneOfEachKind, '/banners/pantry.svg')
    await imagesSettled(roots)
    expect(brokenImages(roots())).toEqual([])
    expect([...root.querySelectorAll('img')].map((img) => img.naturalWidth > 0)).toEqual([...oneOfEachKind, 'banner'].map(() => true))
    expect(watch.failures()).toEqual([])
  })
})
