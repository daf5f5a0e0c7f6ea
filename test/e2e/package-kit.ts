/**
 * What test/e2e/package.e2e.test.ts needs around the package: `npm pack` into a folder, the tarball's
 * file list, its extraction, a tiny static file server for a folder, and the package.json fields it checks.
 */
import { execFile } from 'node:child_process'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs `npm pack` in `repo`, writing the tarball into `dest`; returns its path. */
export async function pack(repo: string, dest: string): Promise<string> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dest], { cwd: repo, maxBuffer: 16 * 1024 * 1024 })
  const [info] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string }[]
  if (!info) throw new Error(`npm pack printed no file: ${stdout}`)
  return join(dest, info.filename)
}

/** The files in a tarball, relative to its package/ folder. */
export async function tarballFiles(tarball: string): Promise<string[]> {
  const { stdout } = await run('tar', ['-tzf', tarball], { maxBuffer: 16 * 1024 * 1024 })
  return stdout
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''))
    .sort()
}

/** Extracts a tarball's package/ folder into `dir` (which must exist). */
export async function extract(tarball: string, dir: string): Promise<void> {
  await run('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'])
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
}

export interface StaticSite {
  origin: (host: string) => string
  /** Every path asked for, and those that were not there (answered 404). */
  requested: string[]
  missing: string[]
  close: () => Promise<void>
}

/** Serves the files of `root` (and index.html for `/`) on a free port, every reply with `headers`. */
export async function serveFolder(root: string, headers: Record<string, string>): Promise<StaticSite> {
  const requested: string[] = []
  const missing: string[] = []
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    requested.push(path)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    void (async () => {
      try {
        if (!file.startsWith(root) || !(await stat(file)).isFile()) throw new Error('not a file')
        const body = await readFile(file)
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers }).end(body)
      } catch {
        missing.push(path)
        res.writeHead(404, headers).end()
      }
    })()
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return {
    origin: (host) => `http://${host}.localhost:${port}`,
    requested,
    missing,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}

export type ExportTarget = string | { types?: string; default: string }

/** The file an `exports` entry gives for `subpath` (`.`, `./widgets/deals-grid`, …), with `*` patterns. */
export function resolveExport(exports: Record<string, ExportTarget>, subpath: string, condition: 'types' | 'default'): string | undefined {
  for (const [key, target] of Object.entries(exports)) {
    const value = typeof target === 'string' ? (condition === 'default' ? target : undefined) : target[condition]
    if (!value) continue
    if (key === subpath) return value
    const star = key.indexOf('*')
    if (star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1))) {
      const match = subpath.slice(star, subpath.length - (key.length - star - 1))
      if (match && !match.includes('/')) return value.replaceAll('*', match)
    }
  }
  return undefined
}

/** Whether a package file (`dist/widgets/x.js`) matches one of package.json's `sideEffects` patterns (as bundlers read them). */
export function hasDeclaredSideEffects(patterns: readonly string[], file: string): boolean {
  return patterns.some((pattern) => {
    const glob = pattern.replace(/^\.\//, '')
    const target = glob.includes('/') ? file : (file.split('/').pop() ?? file)
    const regex = new RegExp(
      `^${glob
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    )
    return regex.test(target)
  })
}
