/**
 * The bench's servers: the demo server of `npm start` (sim/server.ts) on a free port with a temporary
 * recordings folder, and in front of it a small node:http server the browser talks to. The front server
 * serves /aisle/ from the bench's own copy of the build (other people's builds may empty dist/ mid-run),
 * compressed (gzip or brotli, as a CDN would; the demo server sends it uncompressed; API replies and CSS
 * are compressed on the way through too),
 * the bench's pages (static snapshots, one-widget pages, their CSS) with the demo pages' headers (CSP,
 * no-cache), and proxies everything else to the demo server, rewriting its port in HTML and the CSP, so
 * every page (demo, static, one-widget) is served the same way from the same origin.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { contentSecurityPolicy, startServer } from '../sim/server'

/** Path prefix of the bench's own pages on the front server. */
export const BENCH_PREFIX = '/__bench/'
export const BANNER = 'freshway'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
}

const packed = new Map<string, Buffer>()
/** The library's files travel compressed, as from any CDN (the bytes targets count compressed bytes too). */
function compressed(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}`
  let body = packed.get(key)
  if (!body) {
    const raw = readFileSync(file)
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 })
    packed.set(key, body)
  }
  return body
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
  sim: Awaited<ReturnType<typeof startServer>>['sim']
  /** A demo page, e.g. demoUrl('/products.html') or demoUrl('/', 'partner'). */
  demoUrl(path: string, host?: string): string
  /** A bench page, e.g. benchUrl('static/products.html'). */
  benchUrl(path: string, host?: string): string
  /** Files the bench generates in memory: path under /__bench/ → body (type from the extension). */
  pages: Map<string, string>
  close(): Promise<void>
}

/** `distDir`: the build to serve under /aisle/ (the bench's copy of dist/). */
export async function startBenchServers(distDir: string): Promise<BenchServers> {
  const recordingsDir = mkdtempSync(join(tmpdir(), 'aisle-bench-rec-'))
  const demoPort = await freePort()
  const demo = await startServer({ port: demoPort, recordingsDir })
  const pages = new Map<string, string>()
  const port = await freePort()
  const csp = contentSecurityPolicy(port)
  const pageHeaders = { 'content-security-policy': csp, 'cache-control': 'no-cache' }
  const type = (path: string) => TYPES[extname(path)] ?? 'application/octet-stream'

  const front: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (req.method === 'GET' && path.startsWith(BENCH_PREFIX)) {
      const body = pages.get(decodeURIComponent(path.slice(BENCH_PREFIX.length)))
      if (body === undefined) res.writeHead(404).end('not found')
      else res.writeHead(200, { 'content-type': type(path), ...pageHeaders }).end(body)
      return
    }
    if (req.method === 'GET' && path.startsWith('/aisle/')) {
      const file = normalize(join(distDir, decodeURIComponent(path.slice('/aisle/'.length))))
      if (file.startsWith(distDir) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
        const accepts = String(req.headers['accept-encoding'] ?? '')
        const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : undefined
        const headers = { 'content-type': type(file), 'cache-control': 'no-cache', 'access-control-allow-origin': '*', vary: 'accept-encoding' }
        res.writeHead(200, encoding ? { ...headers, 'content-encoding': encoding } : headers).end(encoding ? compressed(file, encoding) : readFileSync(file))
      } else res.writeHead(404).end(`Not built: ${path}`)
      return
    }
    const upstream = httpRequest({ host: '127.0.0.1', port: demoPort, method: req.method, path: req.url, headers: req.headers }, (reply) => {
      const headers = { ...reply.headers }
      if (headers['content-security-policy']) headers['content-security-policy'] = csp
      const contentType = String(headers['content-type'] ?? '')
      const accepts = String(req.headers['accept-encoding'] ?? '')
      const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : undefined
      if (!contentType.startsWith('text/html')) {
        // API replies, CSS and SVG travel compressed, as behind any production gateway or CDN.
        if (!encoding || headers['content-encoding'] || !/json|css|javascript|svg|text\//.test(contentType)) {
          res.writeHead(reply.statusCode ?? 502, headers)
          reply.pipe(res)
          return
        }
        const parts: Buffer[] = []
        reply.on('data', (c: Buffer) => parts.push(c))
        reply.on('end', () => {
          const raw = Buffer.concat(parts)
          const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw, { level: 6 })
          delete headers['content-length']
          res.writeHead(reply.statusCode ?? 502, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' }).end(body)
        })
        return
      }
      const chunks: Buffer[] = []
      reply.on('data', (c: Buffer) => chunks.push(c))
      reply.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replaceAll(`.localhost:${demoPort}`, `.localhost:${port}`)
        delete headers['content-length']
        res.writeHead(reply.statusCode ?? 502, headers).end(html)
      })
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((ok) => front.listen(port, '127.0.0.1', ok))

  return {
    port,
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
