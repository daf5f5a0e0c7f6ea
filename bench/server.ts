/**
 * The bench's servers: the demo server of `npm start` (sim/server.ts) on a free port with a temporary
 * recordings folder, and in front of it a small node:http server the browser talks to. The front server
 * serves /aisle/ from the bench's own copy of the build (other people's builds may empty dist/ mid-run)
 * with the demo server's headers (sim/static-headers.ts: brotli or gzip, hashed chunks immutable for a
 * year, the loader and widget files no-cache); every text reply on the way through (pages, API, CSS,
 * SVG) is compressed too, as behind any production gateway or CDN;
 * the bench's pages (static snapshots, one-widget pages, their CSS) with the demo pages' headers (CSP,
 * no-cache), and proxies everything else to the demo server, rewriting its port in HTML and the CSP, so
 * every page (demo, static, one-widget) is served the same way from the same origin.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { contentSecurityPolicy, PARTNER_HOST, partnerContentSecurityPolicy, startServer } from '../sim/server'
import { compress, compressedFile, isCompressible, libraryCacheControl, pickEncoding } from '../sim/static-headers'

/** Path prefix of the bench's own pages on the front server. */
export const BENCH_PREFIX = '/__bench/'
export const BANNER = 'freshway'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((ok) => probe.close(() => ok()))
  return port
}

export interface BenchServers {
  /** The front server's port: every URL the browser opens. */
  port: number
  /** The demo server's own port (sim/server.ts), for requests that must not go through the front server. */
  demoPort: number
  sim: Awaited<ReturnType<typeof startServer>>['sim']
  /** A demo page, e.g. demoUrl('/products.html') or demoUrl('/', 'partner'). */
  demoUrl(path: string, host?: string): string
  /** A bench page, e.g. benchUrl('static/products.html'). */
  benchUrl(path: string, host?: string): string
  /** Files the bench generates in memory: path under /__bench/ → body (type from the extension). */
  pages: Map<string, string>
  close(): Promise<void>
}

/**
 * `distDir`: the build to serve under /aisle/ (the bench's copy of dist/ or of dist/compact/), and under /aisle/compact/
 * too, so the partner page (whose script names the compact path) runs on the same build as every other page: the bench
 * starts one set of servers per build and measures every page on both.
 */
export async function startBenchServers(distDir: string): Promise<BenchServers> {
  const recordingsDir = mkdtempSync(join(tmpdir(), 'aisle-bench-rec-'))
  const demoPort = await freePort()
  const demo = await startServer({ port: demoPort, recordingsDir })
  const pages = new Map<string, string>()
  const port = await freePort()
  const csp = contentSecurityPolicy(port)
  const partnerCsp = partnerContentSecurityPolicy(port)
  const pageHeaders = { 'content-security-policy': csp, 'cache-control': 'no-cache' }
  const type = (path: string) => TYPES[extname(path)] ?? 'application/octet-stream'

  const front: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (req.method === 'GET' && path.startsWith(BENCH_PREFIX)) {
      const body = pages.get(decodeURIComponent(path.slice(BENCH_PREFIX.length)))
      if (body === undefined) {
        res.writeHead(404).end('not found')
        return
      }
      const encoding = pickEncoding(req.headers['accept-encoding'])
      const headers = { 'content-type': type(path), ...pageHeaders, vary: 'accept-encoding' }
      if (encoding)
        res.writeHead(200, { ...headers, 'content-encoding': encoding }).end(compressedFile(path, body, Buffer.from(body), encoding))
      else res.writeHead(200, headers).end(body)
      return
    }
    if (req.method === 'GET' && path.startsWith('/aisle/')) {
      const file = normalize(join(distDir, decodeURIComponent(path.slice('/aisle/'.length).replace(/^compact\//, ''))))
      if (file.startsWith(distDir) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
        const encoding = pickEncoding(req.headers['accept-encoding'])
        const rel = path.slice('/aisle/'.length)
        const headers = {
          'content-type': type(file),
          'cache-control': libraryCacheControl(rel),
          'access-control-allow-origin': '*',
          vary: 'accept-encoding',
        }
        const raw = readFileSync(file)
        res
          .writeHead(200, encoding ? { ...headers, 'content-encoding': encoding } : headers)
          .end(encoding ? compressedFile(file, String(raw.length), raw, encoding) : raw)
      } else res.writeHead(404, { 'access-control-allow-origin': '*' }).end(`Not built: ${path}`)
      return
    }
    // The demo server answers this server uncompressed (so its HTML can be rewritten); this server compresses for the browser.
    const upstreamHeaders = { ...req.headers }
    delete upstreamHeaders['accept-encoding']
    const upstream = httpRequest(
      { host: '127.0.0.1', port: demoPort, method: req.method, path: req.url, headers: upstreamHeaders },
      (reply) => {
        const headers = { ...reply.headers }
        const partner = (req.headers.host ?? '').split('.')[0] === PARTNER_HOST
        if (headers['content-security-policy']) headers['content-security-policy'] = partner ? partnerCsp : csp
        const contentType = String(headers['content-type'] ?? '')
        const encoding = pickEncoding(req.headers['accept-encoding'])
        const html = contentType.startsWith('text/html')
        if (!html && (!encoding || headers['content-encoding'] || !isCompressible(contentType))) {
          res.writeHead(reply.statusCode ?? 502, headers)
          reply.pipe(res)
          return
        }
        const parts: Buffer[] = []
        reply.on('data', (c: Buffer) => parts.push(c))
        reply.on('end', () => {
          let raw = Buffer.concat(parts)
          if (html) raw = Buffer.from(raw.toString('utf8').replaceAll(`.localhost:${demoPort}`, `.localhost:${port}`))
          delete headers['content-length']
          if (!encoding) {
            res.writeHead(reply.statusCode ?? 502, headers).end(raw)
            return
          }
          res
            .writeHead(reply.statusCode ?? 502, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' })
            .end(compress(raw, encoding, 'dynamic'))
        })
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((ok) => front.listen(port, '127.0.0.1', ok))

  return {
    port,
    demoPort,
    sim: demo.sim,
    pages,
    demoUrl: (path, host = BANNER) => `http://${host}.localhost:${port}${path}`,
    benchUrl: (path, host = BANNER) => `http://${host}.localhost:${port}${BENCH_PREFIX}${path}`,
    async close() {
      front.closeAllConnections()
      await new Promise<void>((ok) => front.close(() => ok()))
      await demo.close()
      rmSync(recordingsDir, { recursive: true, force: true })
    },
  }
}
