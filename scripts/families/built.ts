/** Reads a build (dist/ or dist/compact/) into a ChunkGraph: static imports from the built code, modules from the source maps. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import type { ChunkGraph } from './families'

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g

export function readBuild(root: string, dir: string): ChunkGraph {
  const base = join(root, dir)
  if (!existsSync(join(base, 'aisle.js'))) throw new Error(`${dir}/aisle.js is missing: build first (npm run build).`)
  const files = [
    'aisle.js',
    ...['widgets', 'chunks'].flatMap((sub) =>
      readdirSync(join(base, sub))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `${sub}/${f}`),
    ),
  ]
  const imports: Record<string, string[]> = {}
  const modules: Record<string, string[]> = {}
  for (const file of files) {
    const path = join(base, file)
    const code = readFileSync(path, 'utf8')
    imports[file] = [...code.matchAll(STATIC_IMPORT)].map((m) => posix.normalize(posix.join(posix.dirname(file), m[1] as string)))
    // A chunk of the bundler's own helpers (rolldown-runtime) has no source map: no source module of ours.
    if (!existsSync(`${path}.map`)) {
      modules[file] = []
      continue
    }
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[]; sourceRoot?: string }
    modules[file] = map.sources.map((source) =>
      relative(root, resolve(dirname(path), map.sourceRoot ?? '', source))
        .split('\\')
        .join('/'),
    )
  }
  return { imports, modules }
}
