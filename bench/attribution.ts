/**
 * Bytes by attribution: which source modules ride on a page, and how many of its bytes each one is. Read from the
 * build's own source maps (every built file has one): each mapped span of minified code belongs to the source its
 * mapping names, so a module's figure is its code as shipped (after minification and tree shaking). A file's gzip
 * and brotli sizes are shared among its modules in proportion to their minified bytes (a file is compressed whole;
 * its parts have no size of their own). A widget's inlined CSS string counts as '(inline CSS)' (folder styles); other
 * code no mapping names (the build's import statements and glue) as '(unmapped)'.
 */
import { posix } from 'node:path'
import { distReader, type Size, sizeOf } from './bytes'

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...VLQ].map((c, i) => [c, i]))

/** One segment of a source map line: [generated column, source index] (the rest of a segment is not needed here). */
type Segment = [column: number, source: number | undefined]

/** Decodes a source map's `mappings` into segments per generated line (columns absolute, source indexes absolute). */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments: Segment[] = []
    let column = 0
    for (const text of line.split(',')) {
      if (text === '') continue
      const values: number[] = []
      let value = 0
      let shift = 0
      for (const c of text) {
        const digit = DIGIT.get(c)
        if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${c}`)
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += values[0] ?? 0
      if (values.length >= 4) source += values[1] ?? 0
      segments.push([column, values.length >= 4 ? source : undefined])
    }
    lines.push(segments)
  }
  return lines
}

export interface SourceMap {
  sources: string[]
  mappings: string
  sourceRoot?: string
}

export const UNMAPPED = '(unmapped)'
/** A widget's CSS, inlined as a string (`?inline`): the bundler maps no source for it. */
export const INLINE_CSS = '(inline CSS)'
/** The import and export statements the bundler writes between chunks (and the flat imports vite.config.ts appends). */
export const IMPORTS = '(import and export statements)'
const CSS_STRING = /`@layer [^`]*`/g

/** Characters of a span no mapping names: its CSS strings, its import/export statements, the rest. */
function unnamed(span: string, add: (key: string, n: number) => void): void {
  let css = 0
  for (const m of span.matchAll(CSS_STRING)) css += m[0].length
  add(INLINE_CSS, css)
  add(/^\s*(?:import|export)\b/.test(span) ? IMPORTS : UNMAPPED, span.length - css)
}

/**
 * Characters of `code` per source module (paths as the map names them, resolved against `file`'s folder and made
 * relative to the build root's parent: '../core/rules/x.ts' from 'chunks/a.js' in dist/ reads 'core/rules/x.ts').
 * Each mapped span runs from its segment to the next one on the line (or the line's end); the line breaks count as unmapped.
 */
export function charsBySource(code: string, map: SourceMap, file: string, distDepth = 1): Map<string, number> {
  const lines = code.split('\n')
  const decoded = decodeMappings(map.mappings)
  const out = new Map<string, number>()
  const add = (key: string, n: number) => n > 0 && out.set(key, (out.get(key) ?? 0) + n)
  const names = map.sources.map((s) => sourcePath(posix.join(map.sourceRoot ?? '', s), file, distDepth))
  lines.forEach((text, i) => {
    const segments = decoded[i] ?? []
    unnamed(text.slice(0, segments[0]?.[0] ?? text.length), add)
    add(UNMAPPED, i < lines.length - 1 ? 1 : 0)
    segments.forEach(([column, source], j) => {
      const end = Math.min(segments[j + 1]?.[0] ?? text.length, text.length)
      if (source === undefined) unnamed(text.slice(column, end), add)
      else add(names[source] ?? UNMAPPED, end - Math.min(column, end))
    })
  })
  return out
}

/**
 * A map's source path as a path from the project root: the map sits beside `file` inside a build folder `distDepth`
 * levels below the root (dist/: 1; dist/compact/: 2). Paths out of node_modules keep their node_modules/ prefix.
 */
export function sourcePath(source: string, file: string, distDepth = 1): string {
  const fromDist = posix.normalize(posix.join(posix.dirname(file), source))
  const up = '../'.repeat(distDepth)
  const rel = fromDist.startsWith(up) ? fromDist.slice(up.length) : fromDist
  const modules = rel.lastIndexOf('node_modules/')
  return (modules >= 0 ? rel.slice(modules) : rel).replace(/\?.*$/, '').replace(/\0/g, '')
}

/**
 * The folder a module is counted under: node_modules/<package> (a scoped one with its scope), core/<layer>/<family> for
 * a family folder (core/<layer> for a shared module at the layer's top), widgets/<name>, styles, or the module itself.
 */
export function groupOf(module: string): string {
  if (module === UNMAPPED) return module
  if (module === INLINE_CSS) return 'styles'
  if (module === IMPORTS) return module
  const parts = module.split('/')
  const pkg = parts.indexOf('node_modules')
  if (pkg >= 0) return parts.slice(0, pkg + ((parts[pkg + 1] ?? '').startsWith('@') ? 3 : 2)).join('/')
  if (parts[0] === 'core') return parts.slice(0, parts.length > 3 ? 3 : 2).join('/')
  if (parts[0] === 'widgets') return parts.slice(0, parts.length > 2 ? 2 : 1).join('/')
  if (parts.length > 1) return parts[0] as string
  return module
}

export interface ModuleBytes {
  module: string
  group: string
  /** Minified bytes (UTF-16 code units of the shipped code; the same as bytes for the ASCII the build emits). */
  raw: number
  /** Its share of its files' gzip and brotli sizes. */
  gzip: number
  brotli: number
  /** The built files it rides in. */
  files: string[]
}

export interface GroupBytes {
  group: string
  raw: number
  gzip: number
  brotli: number
  modules: number
}

export interface Attribution {
  modules: ModuleBytes[]
  groups: GroupBytes[]
}

/** One built file of a page: its size and its characters per source module (charsBySource). */
export interface AttributedFile {
  file: string
  size: Size
  chars: Map<string, number>
}

/** The modules and folders of a page's files, largest gzip share first. Shares are rounded at the end, not per file. */
export function attribute(files: readonly AttributedFile[]): Attribution {
  const modules = new Map<string, ModuleBytes>()
  for (const f of files) {
    const total = [...f.chars.values()].reduce((a, b) => a + b, 0)
    if (total === 0) continue
    for (const [module, chars] of f.chars) {
      const m = modules.get(module) ?? { module, group: groupOf(module), raw: 0, gzip: 0, brotli: 0, files: [] }
      m.raw += (chars / total) * f.size.raw
      m.gzip += (chars / total) * f.size.gzip
      m.brotli += (chars / total) * f.size.brotli
      m.files.push(f.file)
      modules.set(module, m)
    }
  }
  const round = <T extends { raw: number; gzip: number; brotli: number }>(x: T): T => ({
    ...x,
    raw: Math.round(x.raw),
    gzip: Math.round(x.gzip),
    brotli: Math.round(x.brotli),
  })
  const groups = new Map<string, GroupBytes>()
  for (const m of modules.values()) {
    const g = groups.get(m.group) ?? { group: m.group, raw: 0, gzip: 0, brotli: 0, modules: 0 }
    g.raw += m.raw
    g.gzip += m.gzip
    g.brotli += m.brotli
    g.modules += 1
    groups.set(m.group, g)
  }
  const bySize = (a: { gzip: number; raw: number }, b: { gzip: number; raw: number }) => b.gzip - a.gzip || b.raw - a.raw
  return { modules: [...modules.values()].map(round).sort(bySize), groups: [...groups.values()].map(round).sort(bySize) }
}

/** A built file without a source map (the bundler's own runtime) counts as one module named after the file. */
export const unmappedFile = (file: string) => `(no source map) ${file.replace(/-[\w-]{8}\.js$/, '.js')}`

/** One built file of a build folder, attributed: `read` gives a file's text or undefined; `distDepth` as in sourcePath. */
export function attributeFile(
  file: string,
  read: (file: string) => string | undefined,
  size: (code: string) => Size,
  distDepth = 1,
): AttributedFile {
  const code = read(file) ?? ''
  const map = read(`${file}.map`)
  const chars =
    map === undefined ? new Map([[unmappedFile(file), code.length]]) : charsBySource(code, JSON.parse(map) as SourceMap, file, distDepth)
  return { file, size: size(code), chars }
}

/** The pages whose modules the bench lists, in each build (the same pages as the byte goals). */
export const ATTRIBUTED_PAGES = {
  loader: 'loader',
  miniCartPage: 'page with only <aisle-mini-cart>',
  partnerPage: 'partner page',
  allWidgetsPage: 'page with every widget',
} as const
export type AttributedPage = keyof typeof ATTRIBUTED_PAGES

/** A page's files (paths under the build folder `dir`, `distDepth` levels below the project root) attributed to their modules. */
export const pageAttribution = (dir: string, files: readonly string[], distDepth: number): Attribution =>
  attribute(files.map((f) => attributeFile(f, distReader(dir), sizeOf, distDepth)))
