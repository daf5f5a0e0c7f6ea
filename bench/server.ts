/**
 * The bench's servers: the demo server of `npm start` (sim/server.ts) on a free port with a temporary
 * recordings folder, and beside it a small node:http server for the bench's own pages (the static
 * snapshots and one-widget pages). Those are served with the demo pages' headers (CSP, no-cache) and
 * every other request is proxied to the demo server, so they load the same /aisle/ files, CSS and API.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentSecurityPolicy, startServer } from '../sim/server'

export const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url))
export const STATIC_DIR = join(BENCH_DIR, 'static')
/** Path prefix of the bench's own pages on the bench server. */
export const BENCH_PREFIX = '/__bench/'
export const BANNER = 'freshway'

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((ok) => probe.close(() => ok()))
  return port
}

export interface BenchServers {
  /** The demo server's port (demo pages, /aisle/, simulator). */
  port: number
  /** The bench server's port (static snapshots and one-widget pages, the rest proxied). */
  benchPort: number
  sim: Awaited<ReturnType<typeof startServer>>['sim']
  /** A demo page, e.g. demoUrl('/products.html') or demoUrl('/', 'partner'). */
  demoUrl(path: string, host?: string): string
  /** A bench page, e.g. benchUrl('static/products.html'). */
  benchUrl(path: string, host?: string): string
  /** Pages the bench generates in memory (one-widget pages): path under /__bench/ → HTML. */
  pages: Map<string, string>
  close(): Promise<void>
}

export async function startBenchServers(): Promise<BenchServers> {
  const recordingsDir = mkdtempSync(join(tmpdir(), 'aisle-bench-rec-'))
  const port = await freePort()
  const demo = await startServer({ port, recordingsDir })
  const pages = new Map<string, string>()
  const headers = { 'content-security-policy': contentSecurityPolicy(port), 'cache-control': 'no-cache' }

  const bench: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (req.method === 'GET' && path.startsWith(BENCH_PREFIX)) {
      const rel = decodeURIComponent(path.slice(BENCH_PREFIX.length))
      const page = pages.get(rel)
      if (page !== undefined) {
        res.writeHead(200, { 'content-type': TYPES['.html'], ...headers }).end(page)
        return
      }
      const file = normalize(join(BENCH_DIR, rel))
      if (file.startsWith(STATIC_DIR)) {
        try {
          const body = readFileSync(file)
          res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers }).end(body)
          return
        } catch {
          // falls through to 404
        }
      }
      res.writeHead(404).end('not found')
      return
    }
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers)
      reply.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  const benchPort = await freePort()
  await new Promise<void>((ok) => bench.listen(benchPort, '127.0.0.1', ok))

  return {
    port,
    benchPort,
    sim: demo.sim,
    pages,
    demoUrl: (path, host = BANNER) => `http://${host}.localhost:${port}${path}`,
    benchUrl: (path, host = BANNER) => `http://${host}.localhost:${benchPort}${BENCH_PREFIX}${path}`,
    async close() {
      bench.closeAllConnections()
      await new Promise<void>((ok) => bench.close(() => ok()))
      await demo.close()
      rmSync(recordingsDir, { recursive: true, force: true })
    },
  }
}
