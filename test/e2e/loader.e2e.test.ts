import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { parseImports, resolveSpecifier, walkImports } from '../../bench/bytes'
import { bannerUrl, build, closeBrowser, launch, openPage } from './browser'

describe('lazy loading on a real page', () => {
  afterAll(closeBrowser)

  it('downloads only the modules of the tags a page uses, plus the shared chunks', async () => {
    const context = await (await launch()).newContext()
    try {
      const { page, errors } = await openPage(context)
      const fetched: string[] = []
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname
        if (path.startsWith('/aisle/')) fetched.push(path.slice('/aisle/'.length))
      })
      await page.goto(bannerUrl('freshway'))
      await expect.poll(() => page.locator('aisle-mini-cart [part="badge"]').textContent(), { timeout: 5000 }).toBe('0')
      await expect
        .poll(() => page.locator('aisle-game-grid [part="root"]').getAttribute('data-state'), { timeout: 5000 })
        .toBe('signed-out')
      const widgets = fetched.filter((f) => f.startsWith('widgets/')).sort()
      // The session-timeout modal is loaded only when a session times out, not with the page.
      expect(widgets).toEqual(['widgets/banner-brand.js', 'widgets/game-grid.js', 'widgets/mini-cart.js'])
      // The React build's pages load its React chunk; the compact build's load preact (test/e2e/global-setup.ts).
      expect(fetched.some((f) => (build() === 'compact' ? /^chunks\/preact-/ : /^chunks\/react-/).test(f))).toBe(true)
      expect(fetched.some((f) => /^chunks\/runtime-/.test(f))).toBe(true)

      fetched.length = 0
      await page.goto(bannerUrl('freshway', '/products.html'))
      await expect.poll(() => page.locator('aisle-add-to-cart button').count(), { timeout: 5000 }).toBeGreaterThan(0)
      expect(fetched).toContain('widgets/add-to-cart.js')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  // vite.config.ts flatImports: a chunk only another chunk imported was requested a round trip later.
  it('each widget entry of both builds imports every chunk it needs itself, so a page requests them in one round trip', () => {
    for (const dir of ['dist', 'dist/compact']) {
      const read = (file: string) => (existsSync(`${dir}/${file}`) ? readFileSync(`${dir}/${file}`, 'utf8') : undefined)
      const entries = readdirSync(`${dir}/widgets`)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `widgets/${f}`)
      expect(entries.length).toBeGreaterThan(10)
      for (const entry of entries) {
        const { files, missing } = walkImports(entry, read)
        expect(missing, `${dir}/${entry}`).toEqual([])
        const direct = parseImports(read(entry) as string).static.map((spec) => resolveSpecifier(entry, spec))
        expect(
          files.filter((f) => f !== entry && !direct.includes(f)),
          `${dir}/${entry}: chunks it does not import itself`,
        ).toEqual([])
      }
    }
  })
})
