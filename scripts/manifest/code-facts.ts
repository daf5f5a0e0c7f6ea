/**
 * What the code itself says each Aisle element has, independent of its JSDoc, for the manifest check
 * (scripts/manifest/manifest.test.ts):
 * - attributes: the `attributes` list passed to defineAisleElement in the element module, a literal or a const imported from
 *   the widget's folder (kebab-cased as r2wc does);
 * - events: `aisle-*` names dispatched in the widget's folder (dispatchAisleEvent, aisleEvent or `new CustomEvent`),
 *   literals or constants resolved across core/ and widgets/, and aisle-cart-change where the folder uses the
 *   cart-action hook;
 * - parts: `part="…"` / `part={… 'x' …}` in every .tsx reachable from the element module through relative imports
 *   inside widgets/, short of another element module (a shared view renders into the host's shadow root, so its
 *   parts are the host's parts; another element has its own shadow root);
 * - CSS properties: `--aisle-<widget>-*` names in the CSS those modules import (`*.css?inline`), where <widget> is
 *   a widget folder name; other `--aisle-*` names are shared tokens (all declared in styles/tokens.css).
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { attributeName } from '../../core/elements/define'

export const ROOT = path.resolve(import.meta.dirname, '../..')
const WIDGETS = path.join(ROOT, 'widgets')

export interface CodeFacts {
  attributes: string[]
  events: string[]
  parts: string[]
  cssProperties: string[]
}

const read = (file: string) => fs.readFileSync(file, 'utf8')
const sorted = (values: Iterable<string>) => [...new Set(values)].sort()
const isSource = (f: string) =>
  /\.(ts|tsx)$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !/test-kit|fixture/.test(f)

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** Every `export const NAME = 'literal'` in core/ and widgets/ sources. */
function stringConstants(): Map<string, string> {
  const constants = new Map<string, string>()
  for (const file of [...walk(path.join(ROOT, 'core')), ...walk(WIDGETS)].filter(isSource)) {
    for (const m of read(file).matchAll(/export const (\w+)\s*=\s*'([^']+)'/g)) constants.set(m[1]!, m[2]!)
  }
  return constants
}

/**
 * Relative imports (value imports, `?inline` CSS and dynamic `import('./…')`: a view loaded on first need still
 * renders into the host's shadow root) of one module, resolved to files.
 */
function importsOf(file: string): string[] {
  const out: string[] = []
  const code = read(file)
  const specs = [
    ...code.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm),
    ...code.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
  ]
  for (const m of specs) {
    const spec = m[1]!.replace(/\?inline$/, '')
    const base = path.resolve(path.dirname(file), spec)
    const hit = [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    if (hit) out.push(hit)
  }
  return out
}

/** The element module and every widgets/ file it reaches through relative imports. */
function reachable(entry: string): string[] {
  const seen = new Set<string>([entry])
  const queue = [entry]
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift()!)) {
      // Another element module is another element, with its own shadow root and its own manifest entry.
      if (!next.startsWith(WIDGETS + path.sep) || next.endsWith('.element.ts') || seen.has(next)) continue
      seen.add(next)
      if (!next.endsWith('.css')) queue.push(next)
    }
  }
  return [...seen]
}

const parse = (file: string) => ts.createSourceFile(file, read(file), ts.ScriptTarget.ES2022, true)

/** `['a', 'b'] as const` (or `satisfies …`) → its array literal. */
function arrayLiteral(node: ts.Expression | undefined): ts.ArrayLiteralExpression | undefined {
  let inner = node
  while (inner && (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)))
    inner = inner.expression
  return inner && ts.isArrayLiteralExpression(inner) ? inner : undefined
}

/** The array a `const name = [...]` declares in `source`, or in the relative module `source` imports `name` from. */
function constArray(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression | undefined {
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const decl = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name)
      if (decl) return arrayLiteral(decl.initializer)
    }
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      !statement.moduleSpecifier.text.startsWith('.')
    )
      continue
    const named = statement.importClause?.namedBindings
    if (!named || !ts.isNamedImports(named) || !named.elements.some((e) => e.name.text === name)) continue
    const base = path.resolve(path.dirname(source.fileName), statement.moduleSpecifier.text)
    const file = [`${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f))
    return file ? constArray(parse(file), name) : undefined
  }
  return undefined
}

/** The `attributes` list of the defineAisleElement call (an array literal, or a const it names), kebab-cased. */
function attributesOf(file: string): string[] {
  const source = parse(file)
  const names: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineAisleElement') {
      const options = node.arguments[2]
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const prop of options.properties) {
          if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name) || prop.name.text !== 'attributes') continue
          const list = ts.isIdentifier(prop.initializer) ? constArray(source, prop.initializer.text) : arrayLiteral(prop.initializer)
          if (!list) throw new Error(`${file}: the attributes of defineAisleElement are neither an array literal nor a const naming one`)
          for (const el of list.elements) if (ts.isStringLiteralLike(el)) names.push(attributeName(el.text))
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return names
}

function eventsIn(folder: string, constants: Map<string, string>): string[] {
  const events: string[] = []
  for (const file of fs
    .readdirSync(folder)
    .map((f) => path.join(folder, f))
    .filter(isSource)) {
    const text = read(file)
    for (const m of text.matchAll(/(?:dispatchAisleEvent\([^,]+,|\baisleEvent\()\s*(?:'([^']+)'|(\w+))/g))
      events.push(m[1] ?? constants.get(m[2]!) ?? `unresolved:${m[2]}`)
    // The cart-action hook (widgets/shared/use-cart-action.ts) fires aisle-cart-change for the widget that uses it.
    if (/\buseCartAction\(/.test(text)) events.push(constants.get('CART_CHANGE_EVENT') ?? 'unresolved:CART_CHANGE_EVENT')
    for (const m of text.matchAll(/new CustomEvent\(\s*'(aisle-[^']+)'/g)) events.push(m[1]!)
  }
  return events
}

function partsIn(files: string[]): string[] {
  const parts: string[] = []
  for (const file of files.filter((f) => f.endsWith('.tsx'))) {
    for (const m of read(file).matchAll(/\bpart=(?:"([^"]*)"|\{([^}]*)\})/g)) {
      const literals = m[1] !== undefined ? [m[1]] : [...m[2]!.matchAll(/'([^']*)'|"([^"]*)"/g)].map((l) => l[1] ?? l[2]!)
      for (const literal of literals) parts.push(...literal.split(/\s+/).filter(Boolean))
    }
  }
  return parts
}

function cssPropertiesIn(files: string[]): string[] {
  const widgets = fs
    .readdirSync(WIDGETS, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
  // A shared UI primitive's sheet (widgets/ui/modal.css → --aisle-modal-*) owns its tokens as a widget folder does.
  const sheets = fs
    .readdirSync(path.join(WIDGETS, 'ui'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => f.slice(0, -'.css'.length))
  const own = (name: string) => [...widgets, ...sheets].some((w) => name.startsWith(`--aisle-${w}-`))
  return files.filter((f) => f.endsWith('.css')).flatMap((f) => [...read(f).matchAll(/--aisle-[a-z0-9-]+/g)].map((m) => m[0]).filter(own))
}

/** Code facts of the element defined in `elementModule` (a path relative to the repository root). */
export function codeFacts(elementModule: string, constants = stringConstants()): CodeFacts {
  const entry = path.join(ROOT, elementModule)
  const files = reachable(entry)
  return {
    attributes: sorted(attributesOf(entry)),
    events: sorted(eventsIn(path.dirname(entry), constants)),
    parts: sorted(partsIn(files)),
    cssProperties: sorted(cssPropertiesIn(files)),
  }
}

/** Every string constant value in core/ and widgets/ (for events dispatched on window under a non-aisle name). */
export function knownStrings(): Set<string> {
  return new Set(stringConstants().values())
}

export { stringConstants }
