/**
 * Family isolation of both builds: a page pays only for its tags' families. For each tag, the
 * loader plus that tag's entry and every chunk they import statically (what the page loads on first paint) may carry
 * shared modules and the tag's own families' modules, nothing of another family. Reads dist/ and dist/compact/ and
 * their source maps (`npm test` builds first).
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { WIDGETS } from '../../widgets/registry'
import { type ChunkGraph, FAMILIES, familyOf, firstPaintChunks, leaks, TAG_FAMILIES } from './families'
import { readBuild } from './built'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Each registered tag's entry (dist/widgets/<entry>.js): the tag's name. */
const tags = Object.keys(WIDGETS).map((tag) => tag.replace(/^aisle-/, ''))
/** The folders whose family modules live in <folder>/<family>/ (core/io/api: the shared client and its calls). */
const LAYER_FOLDERS = ['core/rules', 'core/io', 'core/io/api', 'core/stores', 'core/runtime', 'sim/routes', 'sim/data']
const FAMILY_NAMED = new RegExp(`^(${FAMILIES.filter((f) => f !== 'shared').join('|')})[.-]`)
/** A top-level module named after a family that more than one family reads, with the reason. */
const NAMED_BUT_SHARED: Readonly<Record<string, string>> = {
  'core/io/api/games-request.ts': 'the games and the profile calls both send through it',
}

describe('family isolation: which family a module is', () => {
  it('names each family by path, and shared for the rest', () => {
    expect(familyOf('core/stores/cart/cart.ts')).toBe('cart')
    expect(familyOf('core/rules/coupons/offer.ts')).toBe('coupons')
    expect(familyOf('core/io/games/games.ts')).toBe('games')
    expect(familyOf('core/rules/products/quick-add.ts')).toBe('products')
    expect(familyOf('widgets/delivery-address/DeliveryAddress.connected.tsx')).toBe('profile')
    expect(familyOf('core/io/api/client.ts')).toBe('shared')
    expect(familyOf('node_modules/ky/distribution/core/Ky.js')).toBe('shared')
  })

  it('names the family folders of every layer and of the simulator, and the family modules widgets/shared holds', () => {
    const named = {
      'core/io/cart/items.ts': 'cart',
      'core/stores/coupons/offer-carousel.ts': 'coupons',
      'core/runtime/products/extras.ts': 'products',
      'sim/routes/games/history.ts': 'games',
      'sim/data/coupons/offers.ts': 'coupons',
      'widgets/shared/use-cart-action.ts': 'cart',
      'widgets/shared/boot.ts': 'shared',
      'widgets/ui/Modal.tsx': 'shared',
      'core/rules/cart/pages.ts': 'shared',
    }
    expect(Object.fromEntries(Object.keys(named).map((module) => [module, familyOf(module)]))).toEqual(named)
  })

  it("finds no family module outside its family folder: no file at a layer's top level is named after a family", () => {
    const named = LAYER_FOLDERS.flatMap((folder) =>
      readdirSync(`${ROOT}${folder}`, { withFileTypes: true })
        .filter((entry) => entry.isFile() && FAMILY_NAMED.test(entry.name))
        .map((entry) => `${folder}/${entry.name}`),
    )
    expect(named.filter((module) => !(module in NAMED_BUT_SHARED))).toEqual([])
  })

  it('knows the families of every registered tag', () => {
    expect(tags.filter((tag) => !(tag in TAG_FAMILIES))).toEqual([])
  })
})

describe('family isolation: the check fails on a leak', () => {
  // A fabricated build: the banner brand shares a chunk that carries the cart store.
  const graph: ChunkGraph = {
    imports: {
      'aisle.js': [],
      'widgets/banner-brand.js': ['chunks/runtime.js'],
      'widgets/mini-cart.js': ['chunks/runtime.js', 'chunks/cart.js'],
      'chunks/runtime.js': [],
      'chunks/cart.js': [],
    },
    modules: {
      'chunks/runtime.js': ['core/runtime/index.ts', 'core/stores/cart/cart.ts'],
      'chunks/cart.js': ['core/io/cart/cart.ts'],
      'widgets/banner-brand.js': [],
      'widgets/mini-cart.js': [],
      'aisle.js': [],
    },
  }

  it('walks the static imports of the entries', () => {
    expect(firstPaintChunks(graph, ['aisle.js', 'widgets/mini-cart.js']).sort()).toEqual([
      'aisle.js',
      'chunks/cart.js',
      'chunks/runtime.js',
      'widgets/mini-cart.js',
    ])
  })

  it('reports a cart module in a chunk the brand-only page loads, and none for the mini cart page', () => {
    expect(leaks(graph, 'banner-brand', ['aisle.js', 'widgets/banner-brand.js'], [])).toEqual([
      { page: 'banner-brand', chunk: 'chunks/runtime.js', module: 'core/stores/cart/cart.ts', family: 'cart' },
    ])
    expect(leaks(graph, 'mini-cart', ['aisle.js', 'widgets/mini-cart.js'], ['cart'])).toEqual([])
  })
})

for (const dir of ['dist', 'dist/compact']) {
  describe(`family isolation of ${dir}`, () => {
    const graph = readBuild(ROOT, dir)

    it('reads every built widget and its modules', () => {
      const built = readdirSync(`${ROOT}${dir}/widgets`)
        .filter((f) => f.endsWith('.js'))
        .map((f) => f.slice(0, -3))
      expect(built.sort()).toEqual([...tags].sort())
      expect(graph.modules['widgets/mini-cart.js']).toContain('widgets/mini-cart/MiniCart.connected.tsx')
    })

    it("carries no server code in any file a page may load: no widget's renderer (*.prerender.tsx), prerender/ or react-dom/server", () => {
      const server = /\.prerender\.tsx$|^prerender\/|node_modules\/react-dom\/(server|cjs\/react-dom-server)/
      const carried = Object.entries(graph.modules).flatMap(([chunk, modules]) =>
        modules.filter((m) => server.test(m)).map((m) => `${chunk}: ${m}`),
      )
      expect(carried).toEqual([])
      expect(server.test('widgets/mini-cart/mini-cart.prerender.tsx') && server.test('node_modules/react-dom/server.node.js')).toBe(true)
    })

    it.each(tags)('a page with only <aisle-%s> loads no other family on first paint', (tag) => {
      expect(leaks(graph, tag, ['aisle.js', `widgets/${tag}.js`], TAG_FAMILIES[tag] ?? [])).toEqual([])
    })

    it('the partner page (banner brand + offer carousel) loads no cart, games, products or profile code', () => {
      expect(leaks(graph, 'partner', ['aisle.js', 'widgets/banner-brand.js', 'widgets/offer-carousel.js'], ['coupons'])).toEqual([])
    })

    it("the mini cart page loads the cart queue's sending half only with a first change; a cart button's page loads it at once", () => {
      const sendingHalf = ['core/stores/cart/changes.ts', 'core/io/cart/items.ts', 'core/rules/cart/batch.ts']
      const firstPaint = (entries: string[]) => firstPaintChunks(graph, entries).flatMap((chunk) => graph.modules[chunk] ?? [])
      const miniCart = firstPaint(['aisle.js', 'widgets/mini-cart.js'])
      expect(miniCart).toContain('core/stores/cart/cart.ts')
      expect(sendingHalf.filter((m) => miniCart.includes(m))).toEqual([])
      expect(sendingHalf.filter((m) => !firstPaint(['aisle.js', 'widgets/add-to-cart.js']).includes(m))).toEqual([])
    })
  })
}
