/**
 * A proxy in front of the simulator that sends one HTML document the way a slow network does: in pieces,
 * pausing at the cut points a test picks, so Chromium paints the half-parsed page in between. Everything
 * else (CSS, scripts, calls) passes straight through. The banner is kept: the proxy forwards the request's
 * host name with the simulator's port.
 */
import { createServer, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StreamingProxy {
  port: number
  close(): Promise<void>
}

/** The document at `path` is sent cut before each offset of `cuts(html)`, pausing `pauseMs` after each piece. */
export async function streamingProxy(
  simPort: number,
  path: string,
  cuts: (html: string) => number[],
  pauseMs: number,
): Promise<StreamingProxy> {
  const server: Server = createServer((req, res) => {
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '')
    const upstream = request(
      {
        host: '127.0.0.1',
        port: simPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `${host}:${simPort}`, 'accept-encoding': 'identity' },
      },
      (reply) => {
        if (req.url !== path) {
          res.writeHead(reply.statusCode ?? 502, reply.headers)
          reply.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        reply.on('data', (c: Buffer) => chunks.push(c))
        reply.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8')
          const { 'content-length': _length, ...headers } = reply.headers
          res.writeHead(reply.statusCode ?? 502, headers)
          void sendInPieces(res, html, cuts(html), pauseMs)
        })
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function sendInPieces(res: ServerResponse, html: string, cuts: number[], pauseMs: number) {
  let from = 0
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= from || cut >= html.length) continue
    res.write(html.slice(from, cut))
    from = cut
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
  res.end(html.slice(from))
}

/** Offsets just after each match of `pattern` (a global RegExp) in `html`, the first `limit` of them. */
export function offsetsAfter(html: string, pattern: RegExp, limit = Infinity): number[] {
  const offsets: number[] = []
  for (const m of html.matchAll(pattern)) {
    if (offsets.length >= limit) break
    offsets.push(m.index + m[0].length)
  }
  return offsets
}
