/**
 * How the demo server (sim/server.ts) and the bench's front server (bench/server.ts) send static files,
 * as a CDN in front of the library would (Lighthouse uses-text-compression and uses-long-cache-ttl):
 * - text (HTML, JS, CSS, JSON, SVG, source maps) travels compressed, brotli when the browser accepts it,
 *   else gzip, with `Vary: Accept-Encoding`;
 * - hashed chunk files (dist/chunks/<name>-<hash>.js, the compact build's too) are cached for a year,
 *   immutable: their name changes with their content. The loader (aisle.js), the widget entry files
 *   (widgets/<name>.js, stable names a page or the loader asks for) and the pages stay `no-cache`, so a
 *   release reaches the page on its next load.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** A built chunk whose file name carries its content hash (vite.config.ts: `chunks/[name]-[hash].js`), and its source map. */
const HASHED_CHUNK = /(^|\/)chunks\/[^/]+-[A-Za-z0-9_-]{8}\.js(\.map)?$/

/** `path`: the file's path under /aisle/ (e.g. 'chunks/react-CJquPi-j.js'). */
export const isHashedChunk = (path: string): boolean => HASHED_CHUNK.test(path)

/** Cache-Control for a file of the build, by its path under /aisle/. */
export const libraryCacheControl = (path: string): string => (isHashedChunk(path) ? IMMUTABLE : REVALIDATE)

/** Content types worth compressing (images other than SVG are compressed already). */
export const isCompressible = (contentType: string): boolean => /^text\/|json|javascript|svg|xml/.test(contentType)

export type Encoding = 'br' | 'gzip'

/** The encoding to answer with for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const offered = new Map(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().toLowerCase().split(';')
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
        return [name.trim(), q ? Number(q.slice(2)) : 1] as const
      }),
  )
  const accepted = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return undefined
}

/** Compresses `body` (static files: brotli at 9, a good size for a one-off per file; cache the result). */
export function compress(body: Uint8Array, encoding: Encoding, quality: 'static' | 'dynamic' = 'static'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality === 'static' ? 9 : 5 } })
    : gzipSync(body, { level: quality === 'static' ? 9 : 6 })
}

const cache = new Map<string, { key: string; body: Buffer }>()
const CACHE_LIMIT = 500

/**
 * The compressed body of a static file, cached by `id` (its path) and `version` (e.g. its mtime and
 * size, so a rebuild is picked up).
 */
export function compressedFile(id: string, version: string, body: Uint8Array, encoding: Encoding): Buffer {
  const slot = `${encoding}:${id}`
  const hit = cache.get(slot)
  if (hit && hit.key === version) return hit.body
  const packed = compress(body, encoding)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(slot, { key: version, body: packed })
  return packed
}
