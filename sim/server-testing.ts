/** Helpers for the demo server's own Node tests (Node only: node:http). */
import { request } from 'node:http'

export interface DemoReply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * A GET to the demo server on `port`. Node cannot resolve *.localhost: this asks 127.0.0.1 with the banner's Host
 * header (`host`, default freshway) and keeps the raw bytes.
 */
export const demoGet = (port: number, path: string, options: { acceptEncoding?: string; host?: string; cookie?: string } = {}) =>
  new Promise<DemoReply>((ok, fail) => {
    const headers: Record<string, string> = { host: `${options.host ?? 'freshway'}.localhost:${port}` }
    if (options.acceptEncoding) headers['accept-encoding'] = options.acceptEncoding
    if (options.cookie) headers.cookie = options.cookie
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (c: Buffer) => parts.push(c))
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
    })
    req.on('error', fail)
    req.end()
  })
