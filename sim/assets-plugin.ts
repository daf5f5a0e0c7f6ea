/**
 * A Vite plugin for the servers that render widgets against the in-page simulator — Storybook (dev
 * and `storybook-static`) and the browser tests. It serves every picture the simulator's data names
 * (`/sim-assets/…`, sim/assets.ts) and the demo's banner pictures (`/banners/…`, demo-pages/banners/,
 * which the deals grid's stories name), and writes the same files into a build. Any other path under
 * those folders answers 404, so a story that names a missing picture fails its test
 * (test/support/broken-resources.ts) instead of meeting the dev server's HTML fallback.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'
import type * as Assets from './assets'

/** The folders these files live under. */
export const ASSET_PREFIXES = ['/sim-assets/', '/banners/'] as const

const BANNERS_DIR = fileURLToPath(new URL('../demo-pages/banners/', import.meta.url))
const SVG = 'image/svg+xml'

/**
 * Path → body of every file the plugin serves (all SVG). The simulator's data is loaded through Vite's
 * module runner, not imported: config files (vitest.config.ts, Storybook's main.ts) import this plugin,
 * and the simulator's TypeScript is not theirs to bundle.
 */
export async function assetFiles(): Promise<Map<string, string | Uint8Array>> {
  const { module } = await runnerImport<typeof Assets>(fileURLToPath(new URL('./assets.ts', import.meta.url)), { logLevel: 'error' })
  const files = new Map<string, string | Uint8Array>(module.simAssetFiles())
  for (const name of readdirSync(BANNERS_DIR).filter((f) => f.endsWith('.svg')))
    files.set(`/banners/${name}`, readFileSync(`${BANNERS_DIR}${name}`))
  return files
}

export function simAssets(): Plugin {
  let files: Promise<Map<string, string | Uint8Array>> | undefined
  const all = () => (files ??= assetFiles())
  return {
    name: 'aisle-sim-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_PREFIXES.some((p) => path.startsWith(p))) return next()
        all().then(
          (files) => {
            const body = files.get(path)
            res.statusCode = body === undefined ? 404 : 200
            res.setHeader('content-type', body === undefined ? 'text/plain; charset=utf-8' : SVG)
            res.setHeader('cache-control', 'no-cache')
            res.end(req.method === 'HEAD' ? undefined : (body ?? `No such picture: ${path}`))
          },
          (error: unknown) => next(error),
        )
      })
    },
    async generateBundle() {
      for (const [path, body] of await all()) this.emitFile({ type: 'asset', fileName: path.slice(1), source: body })
    },
  }
}
