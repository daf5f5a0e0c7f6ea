/**
 * The package as a site gets it: `npm pack`, the tarball's files, and the README's
 * plain-HTML page served from a folder holding only those files, its widgets calling the simulator on
 * the retailer's origin. Nothing here reads the repository's dist/ or sources at page time.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerById } from '../../core/rules/banners'
import { COUPON_GRID_PAGE_SIZE } from '../../core/rules/coupons/grid'
import { formatPrice } from '../../core/rules/products/price'
import { createSim } from '../../sim/app'
import { readmeExample } from '../../scripts/readme/examples'
import { strictContentSecurityPolicy } from '../../sim/server'
import { bannerUrl, closeBrowser, launch, openPage, port, simCall } from './browser'
import {
  type ExportTarget,
  extract,
  hasDeclaredSideEffects,
  pack,
  resolveExport,
  serveFolder,
  type StaticSite,
  tarballFiles,
} from './package-kit'

const repo = fileURLToPath(new URL('../..', import.meta.url))
/** The retailer origin the README's page names; the test points it at the simulator's freshway host. */
const README_API_ORIGIN = 'https://www.freshway.com'
const PACKAGE_DIR = '/node_modules/aisle/'
/** The simulator's seeded data (the same seed the served simulator starts from after a reset). */
const seeded = createSim().state as unknown as {
  products: { id: string; name: string; price: number }[]
  offers: { offerId: string; brand: string }[]
}
const offerCount = seeded.offers.length
const widgetNames = readdirSync(join(repo, 'widgets')).filter((name) => existsSync(join(repo, 'widgets', name, `${name}.element.ts`)))

interface PackageJson {
  exports: Record<string, ExportTarget>
  sideEffects: string[]
  files: string[]
  customElements: string
  'web-types': string
}

describe('the packed package', () => {
  let work = ''
  let files: string[] = []
  let site: StaticSite | undefined
  let pkg: PackageJson
  const root = () => join(work, 'site')

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'aisle-pack-'))
    // Chromium starts while npm packs.
    const [tarball] = await Promise.all([pack(repo, work), launch()])
    files = await tarballFiles(tarball)
    // The folder a site serves: the extracted package where npm installs it, and the README's page.
    await mkdir(join(root(), PACKAGE_DIR), { recursive: true })
    await extract(tarball, join(root(), PACKAGE_DIR))
    pkg = JSON.parse(await readFile(join(root(), PACKAGE_DIR, 'package.json'), 'utf8')) as PackageJson
    const page = readmeExample(await readFile(join(repo, 'examples/README.md'), 'utf8'), 'plain-html')
    expect(page.split(README_API_ORIGIN)).toHaveLength(2)
    await writeFile(join(root(), 'index.html'), page.replace(README_API_ORIGIN, bannerUrl('freshway').replace(/\/$/, '')))
    site = await serveFolder(root(), { 'content-security-policy': strictContentSecurityPolicy(port()), 'cache-control': 'no-cache' })
  }, 120_000)

  afterAll(async () => {
    await site?.close()
    await closeBrowser()
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('holds the loader, every widget of both builds, the types, the manifest, the editor hints and the README; no source, test or simulator', () => {
    for (const file of [
      'dist/aisle.js',
      'dist/compact/aisle.js',
      'dist/styles/base.css',
      'types/aisle.d.ts',
      'types/prerender.d.ts',
      'custom-elements.json',
      'editor/web-types.json',
      'editor/vscode.html-custom-data.json',
      'README.md',
      'package.json',
    ]) {
      expect(files, file).toContain(file)
    }
    for (const name of widgetNames) {
      expect(files).toContain(`dist/widgets/${name}.js`)
      expect(files).toContain(`dist/compact/widgets/${name}.js`)
    }
    expect(files.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f) && !['types/aisle.d.ts', 'types/prerender.d.ts'].includes(f))).toEqual([])
    expect(
      files.filter((f) => /(^|\/)(test|tests|__tests__|sim|core|widgets\/[^/]+\/)|\.test\.|\.stories\./.test(f) && !f.startsWith('dist/')),
    ).toEqual([])
    expect(
      files.filter((f) => !/^(dist\/|types\/(aisle|prerender)\.d\.ts$|custom-elements\.json$|editor\/|README\.md$|package\.json$)/.test(f)),
    ).toEqual([])
    expect(files).toContain(pkg.customElements)
    expect(files).toContain(pkg['web-types'])
  })

  it('has one import path per widget in both builds, and every export and its types name a file in the tarball', () => {
    const subpaths = ['.', './compact', './styles/base.css', './custom-elements.json', './editor/web-types.json', './package.json']
    for (const name of widgetNames) subpaths.push(`./widgets/${name}`, `./compact/widgets/${name}`)
    for (const subpath of subpaths) {
      const target = resolveExport(pkg.exports, subpath, 'default')
      expect(target, subpath).toBeDefined()
      expect(files, subpath).toContain(target?.replace(/^\.\//, ''))
    }
    expect(resolveExport(pkg.exports, '.', 'default')).toBe('./dist/aisle.js')
    expect(resolveExport(pkg.exports, './widgets/deals-grid', 'default')).toBe('./dist/widgets/deals-grid.js')
    expect(resolveExport(pkg.exports, './compact/widgets/deals-grid', 'default')).toBe('./dist/compact/widgets/deals-grid.js')
    for (const subpath of ['.', './compact', './widgets/deals-grid', './compact/widgets/mini-cart']) {
      expect(resolveExport(pkg.exports, subpath, 'types')).toBe('./types/aisle.d.ts')
    }
    // aisle/prerender: its own declaration.
    expect(resolveExport(pkg.exports, './prerender', 'types')).toBe('./types/prerender.d.ts')
    expect(resolveExport(pkg.exports, './prerender', 'default')).toBe('./dist/prerender/index.js')
  })

  it('declares side effects for exactly the built files that define an element or start the loader (read from their source maps)', async () => {
    const scripts = files.filter((f) => f.startsWith('dist/') && f.endsWith('.js'))
    const registering: string[] = []
    for (const file of scripts) {
      const map = files.includes(`${file}.map`)
        ? (JSON.parse(await readFile(join(root(), PACKAGE_DIR, `${file}.map`), 'utf8')) as { sources: string[] })
        : { sources: [] }
      if (map.sources.some((s) => /\.element\.ts$|widgets\/aisle\.ts$/.test(s))) registering.push(file)
    }
    expect(registering).toContain('dist/aisle.js')
    expect(registering).toContain('dist/widgets/deals-grid.js')
    // An entry imported for its effect (`import 'aisle/widgets/coupon-modals'`) is one even when its code is a chunk's (the modal's is shared).
    const entries = ['.', './compact', ...widgetNames.flatMap((name) => [`./widgets/${name}`, `./compact/widgets/${name}`])].map(
      (subpath) => (resolveExport(pkg.exports, subpath, 'default') ?? '').replace(/^\.\//, ''),
    )
    const expected = scripts.filter((f) => registering.includes(f) || entries.includes(f))
    expect(scripts.filter((f) => hasDeclaredSideEffects(pkg.sideEffects, f))).toEqual(expected)
    expect(hasDeclaredSideEffects(pkg.sideEffects, 'dist/styles/base.css')).toBe(true)
    console.log(
      `sideEffects: ${expected.length} of ${scripts.length} built scripts (entries, element and loader code) declared, the other ${scripts.length - expected.length} not`,
    )
  })

  it("the README's plain-HTML page, served from a folder of the tarball's files, shows three widgets with the simulator's data", async () => {
    const context = await (await launch()).newContext()
    try {
      await simCall(context, 'POST', '/__sim/reset')
      const { page, errors } = await openPage(context)
      // Images are the API's data: the simulator's offer images are paths on the retailer's site, outside this check.
      const requests: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() !== 'image') requests.push(r.url())
      })
      await page.goto(`${site?.origin('shop')}/`)

      const brand = bannerById('freshway').displayName
      await expect.poll(() => page.locator('aisle-banner-brand img').getAttribute('alt'), { timeout: 8000 }).toBe(brand)
      await expect.poll(() => page.locator('aisle-deals-grid li.cell').count(), { timeout: 8000 }).toBe(COUPON_GRID_PAGE_SIZE)
      expect(await page.locator('aisle-deals-grid [part~="count"]').textContent()).toBe(
        `Showing ${COUPON_GRID_PAGE_SIZE} of ${offerCount} coupons`,
      )
      const offers = await page
        .locator('aisle-deals-grid li.cell [part~="card"]')
        .evaluateAll((cards) =>
          cards.map((c) => ({ id: c.getAttribute('data-offer-id'), brand: c.querySelector('[part~="brand"]')?.textContent })),
        )
      for (const offer of offers) expect(offer.brand, `offer ${offer.id}`).toBe(seeded.offers.find((o) => o.offerId === offer.id)?.brand)
      const card = page.locator('aisle-product-card')
      await expect.poll(() => card.locator('[part="root"]').getAttribute('data-state'), { timeout: 8000 }).toBe('ready')
      const productId = (await card.getAttribute('product-id')) ?? ''
      const product = seeded.products.find((p) => p.id === productId)
      expect(await card.locator('[part~="name"]').textContent()).toBe(product?.name)
      expect(await card.locator('[part~="price-now"]').textContent()).toBe(formatPrice(product?.price))

      // The data came from the simulator, called from the page's origin.
      const log = (await simCall(context, 'GET', '/__sim/requests')) as { method: string; path: string; headers: Record<string, string> }[]
      expect(log.filter((r) => r.method === 'GET' && /\/offers\/gallery\/guest$/.test(r.path))).toHaveLength(1)
      expect(log.some((r) => r.method === 'GET' && r.path.includes(productId))).toBe(true)

      // Every file the page fetched is the page or a file of the tarball; every other call went to the retailer's API.
      const shop = site?.origin('shop') ?? ''
      const api = bannerUrl('freshway').replace(/\/$/, '')
      const own = requests.filter((u) => u.startsWith(`${shop}/`)).map((u) => new URL(u).pathname)
      expect(own[0]).toBe('/')
      for (const path of own.slice(1)) {
        expect(path.startsWith(PACKAGE_DIR), path).toBe(true)
        expect(files, path).toContain(path.slice(PACKAGE_DIR.length))
      }
      expect(own).toContain(`${PACKAGE_DIR}dist/aisle.js`)
      expect(own.some((p) => p.startsWith(`${PACKAGE_DIR}dist/chunks/react-`))).toBe(true)
      const others = requests.filter((u) => !u.startsWith(`${shop}/`) && !u.startsWith('data:'))
      for (const url of others) {
        expect(url.startsWith(`${api}/`), url).toBe(true)
        expect(new URL(url).pathname.startsWith('/aisle/'), url).toBe(false)
      }
      expect(site?.missing.filter((p) => !p.startsWith('/sim-assets/') && p !== '/favicon.ico')).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
