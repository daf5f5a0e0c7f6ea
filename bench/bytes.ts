/**
 * Bytes: gzip and brotli sizes (node:zlib, the levels size-limit uses) of the loader, of each widget
 * entry plus the chunks its static ES imports pull in (walked in the built files), of a page with every
 * widget, of the React + react-dom floor built with the same settings, and of the peer's bundle.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const DIST = join(ROOT, 'dist')

export interface Imports {
  /** Static imports and re-exports: loaded with the module. */
  static: string[]
  /** import(): loaded later, on demand. */
  dynamic: string[]
}

const STATIC_FROM =
  /(?:^|[;}\s)])(?:import|export)\s*(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+))?)\s*from\s*(["'`])([^"'`]+)\1/g
const BARE_IMPORT = /(?:^|[;}\s)])import\s*(["'`])([^"'`]+)\1/g
const DYNAMIC = /\bimport\(\s*(["'`])([^"'`]+)\1\s*\)/g

/** The relative specifiers an ES module (as built: minified, no comments between imports) imports. */
export function parseImports(code: string): Imports {
  const collect = (re: RegExp) => [...code.matchAll(re)].map((m) => m[2] as string).filter((s) => s.startsWith('./') || s.startsWith('../'))
  return { static: [...new Set([...collect(STATIC_FROM), ...collect(BARE_IMPORT)])], dynamic: [...new Set(collect(DYNAMIC))] }
}

/** Resolves a relative specifier against the importing file (both '/'-separated, relative to the dist root). */
export const resolveSpecifier = (from: string, spec: string) => posix.normalize(posix.join(posix.dirname(from), spec))

/**
 * Every file an entry loads with it: the entry and its static imports, transitively (dynamic imports
 * are listed apart and not followed). `read` gives a file's code, or undefined when it does not exist.
 */
export function walkImports(
  entry: string,
  read: (file: string) => string | undefined,
): { files: string[]; lazy: string[]; missing: string[] } {
  const files: string[] = []
  const lazy = new Set<string>()
  const missing: string[] = []
  const queue = [entry]
  const seen = new Set(queue)
  while (queue.length > 0) {
    const file = queue.shift() as string
    const code = read(file)
    if (code === undefined) {
      missing.push(file)
      continue
    }
    files.push(file)
    const imports = parseImports(code)
    for (const spec of imports.dynamic) lazy.add(resolveSpecifier(file, spec))
    for (const spec of imports.static) {
      const target = resolveSpecifier(file, spec)
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return { files, lazy: [...lazy].filter((f) => !seen.has(f)), missing }
}

/**
 * The loader's files: aisle.js with its static imports, and its own second half (what it imports lazily outside
 * widgets/: the waiting for reach and the press replay, widgets/loader-reach.ts) with that half's static imports. A
 * widget's entry, which the loader also imports lazily, is not the loader.
 */
export function loaderFiles(read: (file: string) => string | undefined): string[] {
  const loader = walkImports('aisle.js', read)
  const halves = loader.lazy.filter((f) => !f.startsWith('widgets/')).flatMap((f) => walkImports(f, read).files)
  return [...new Set([...loader.files, ...halves])]
}

/**
 * Splits each entry's files into its own and the shared ones: a file loaded by two entries or more is
 * shared. Answers, per entry, the files only it loads.
 */
export function ownFiles(closures: Record<string, readonly string[]>): Record<string, string[]> {
  const users = new Map<string, number>()
  for (const files of Object.values(closures)) for (const f of new Set(files)) users.set(f, (users.get(f) ?? 0) + 1)
  return Object.fromEntries(Object.entries(closures).map(([entry, files]) => [entry, files.filter((f) => users.get(f) === 1)]))
}

export interface Size {
  raw: number
  gzip: number
  brotli: number
}
export const sizeOf = (code: Buffer | string): Size => ({
  raw: Buffer.byteLength(code),
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})
/** Files travel one by one, each compressed on its own: the sum of their sizes. */
export const addSizes = (sizes: readonly Size[]): Size =>
  sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 })

export interface WidgetBytes {
  widget: string
  entry: string
  /** Entry plus every chunk it pulls in. */
  total: Size
  files: string[]
  /** Entry plus the chunks no other widget loads: the widget's own code beyond the shared chunks. */
  own: Size
  ownFiles: string[]
  lazy: string[]
}

export interface BytesReport {
  loader: Size
  widgets: WidgetBytes[]
  shared: { files: string[]; size: Size }
  /** The loader and every widget with the chunks they pull in: a page using every widget. */
  allWidgetsPage: { files: string[]; size: Size }
  /** The React chunk of this build (react, react-dom, scheduler, @r2wc). */
  reactChunk?: { file: string; size: Size }
  /** React + react-dom alone, built by the bench with the library's settings. */
  reactFloor?: Size
  /** @shopify/buy-button-js's distributed, minified bundle; undefined with the reason when not installed. */
  peer: { name: string; file?: string; size?: Size; note?: string }
}

/** A reader of one build's files (paths relative to its root), undefined for a missing file. */
export const distReader =
  (dir: string) =>
  (file: string): string | undefined => {
    const path = join(dir, file)
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined
  }

/** What a page using these widgets downloads: the loader and each widget's entry with its chunks. */
export function pageBytes(dir: string, widgets: readonly string[]): { files: string[]; size: Size } | undefined {
  const read = distReader(dir)
  if (read('aisle.js') === undefined) return undefined
  const files = new Set(walkImports('aisle.js', read).files)
  for (const w of widgets) for (const f of walkImports(`widgets/${w}.js`, read).files) files.add(f)
  const list = [...files]
  return { files: list, size: addSizes(list.map((f) => sizeOf(read(f) as string))) }
}

/** Builds React + react-dom/client (production, minified, es2022) with Vite, in memory. */
async function reactFloor(): Promise<Size> {
  const { build } = await import('vite')
  const dir = join(ROOT, 'node_modules', '.cache', 'aisle-bench')
  mkdirSync(dir, { recursive: true })
  const entry = join(dir, 'react-floor.js')
  writeFileSync(entry, "export * as React from 'react'\nexport * as ReactDOMClient from 'react-dom/client'\n")
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['es'], fileName: () => 'react-floor.js' },
      rolldownOptions: { output: { minify: true } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[]
  return addSizes(
    outputs
      .flatMap((o) => o.output)
      .filter((c) => c.type === 'chunk' && c.code)
      .map((c) => sizeOf(c.code as string)),
  )
}

function peerFigure(): BytesReport['peer'] {
  const name = '@shopify/buy-button-js'
  const file = join(ROOT, 'node_modules', '@shopify', 'buy-button-js', 'dist', 'buybutton.min.js')
  if (!existsSync(file)) return { name, note: 'n/a (not installable here)' }
  return { name, file: relative(ROOT, file), size: sizeOf(readFileSync(file)) }
}

/** `floor`: also build React + react-dom alone and read the peer's bundle (once per run: the React build's report). */
export async function measureBytes(dir: string = DIST, { floor = true }: { floor?: boolean } = {}): Promise<BytesReport> {
  const readDist = distReader(dir)
  const loaderCode = readDist('aisle.js')
  if (loaderCode === undefined) throw new Error('dist/aisle.js is missing: the build did not run.')
  const widgetNames = readdirSync(join(dir, 'widgets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3))
    .sort()
  const closures: Record<string, ReturnType<typeof walkImports>> = {}
  for (const w of widgetNames) closures[w] = walkImports(`widgets/${w}.js`, readDist)
  const own = ownFiles(Object.fromEntries(Object.entries(closures).map(([w, c]) => [w, c.files])))
  const sized = new Map<string, Size>()
  const size = (f: string): Size => {
    let known = sized.get(f)
    if (!known) sized.set(f, (known = sizeOf(readDist(f) as string)))
    return known
  }
  const widgets: WidgetBytes[] = widgetNames.map((w) => {
    const c = closures[w] as ReturnType<typeof walkImports>
    return {
      widget: w,
      entry: `widgets/${w}.js`,
      files: c.files,
      total: addSizes(c.files.map(size)),
      ownFiles: own[w] ?? [],
      own: addSizes((own[w] ?? []).map(size)),
      lazy: c.lazy,
    }
  })
  const sharedFiles = [...new Set(Object.values(closures).flatMap((c) => c.files))]
    .filter((f) => !Object.values(own).some((o) => o.includes(f)))
    .sort()
  const loaderClosure = walkImports('aisle.js', readDist).files
  const pageFiles = [...new Set([...loaderClosure, ...Object.values(closures).flatMap((c) => c.files)])]
  const reactFile = readdirSync(join(dir, 'chunks')).find((f) => /^react-.*\.js$/.test(f))
  return {
    loader: addSizes(loaderClosure.map(size)),
    widgets,
    shared: { files: sharedFiles, size: addSizes(sharedFiles.map(size)) },
    allWidgetsPage: { files: pageFiles, size: addSizes(pageFiles.map(size)) },
    ...(reactFile ? { reactChunk: { file: `chunks/${reactFile}`, size: size(`chunks/${reactFile}`) } } : {}),
    ...(floor ? { reactFloor: await reactFloor() } : {}),
    peer: floor ? peerFigure() : { name: '@shopify/buy-button-js', note: 'n/a (read once, with the React build)' },
  }
}
