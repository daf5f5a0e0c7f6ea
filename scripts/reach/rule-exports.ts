/**
 * Which exports of core/ no shipped widget reaches (every rule reaches a shopper, or is declined).
 *
 * Shipped code is core/ and widgets/ less tests, stories, test kits and *.testing.ts files. The roots are what a page runs:
 * the statements at the top level of every shipped module (an element's registration, the loader's start) and the exports
 * of the package's entries (widgets/aisle.ts, widgets/<name>/<name>.element.ts). A top-level declaration is reached when a
 * root or a reached declaration uses it — so a rule called only by an io function that no store calls is not reached.
 * Type-only declarations are not code and are skipped. Run it alone to print the list: `npx tsx scripts/reach/rule-exports.ts`
 * (`--all` adds io, stores and runtime).
 */
import { relative, resolve } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '..', '..')
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|\.testing\.ts$|test-kit\.ts$|\.d\.ts$/
const ENTRY = /^widgets\/(aisle\.ts|[^/]+\/[^/]+\.element\.ts)$/

const rel = (file: string) => relative(ROOT, file)
export const isShipped = (file: string) => {
  const path = rel(file)
  return (path.startsWith('core/') || path.startsWith('widgets/')) && !NOT_SHIPPED.test(path)
}

export interface UnreachedExport {
  file: string
  name: string
}

function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  return ts.createProgram(config.fileNames.filter(isShipped), config.options)
}

/** The code declarations at a module's top level: functions, classes, enums and each variable. */
function topLevelDeclarations(sf: ts.SourceFile): ts.Declaration[] {
  const out: ts.Declaration[] = []
  for (const s of sf.statements) {
    if (ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) || ts.isEnumDeclaration(s)) out.push(s)
    else if (ts.isVariableStatement(s)) out.push(...s.declarationList.declarations)
  }
  return out
}

const isExported = (d: ts.Declaration) => {
  const statement = ts.isVariableDeclaration(d) ? d.parent.parent : d
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
}
const nameOf = (d: ts.Declaration) => (ts.getNameOfDeclaration(d) as ts.Identifier | undefined)?.text ?? '(default)'

/** Every exported code declaration of the given folders that no shipped widget reaches, sorted by file and name. */
export function unreachedExports(folders: readonly string[] = ['core/rules/']): UnreachedExport[] {
  const prog = program()
  const checker = prog.getTypeChecker()
  const target = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s)

  /** `({ loadEditOrder }) => …` on a module a dynamic import() gives: the name binds the module's export, not a new value. */
  const bindingProperty = (node: ts.Identifier): ts.Symbol | undefined => {
    const element = node.parent
    if (!ts.isBindingElement(element) || !ts.isObjectBindingPattern(element.parent)) return undefined
    if (element.propertyName ? element.propertyName !== node : element.name !== node) return undefined
    return checker.getTypeAtLocation(element.parent).getProperty(node.text)
  }

  const declarationOf = new Map<ts.Symbol, ts.Declaration>()
  const files = prog.getSourceFiles().filter((sf) => isShipped(sf.fileName))
  for (const sf of files) {
    for (const d of topLevelDeclarations(sf)) {
      const name = ts.getNameOfDeclaration(d)
      const symbol = name && checker.getSymbolAtLocation(name)
      if (symbol) declarationOf.set(symbol, d)
    }
  }

  const roots = new Set<ts.Symbol>()
  const edges = new Map<ts.Declaration, Set<ts.Symbol>>()
  for (const sf of files) {
    const entry = ENTRY.test(rel(sf.fileName))
    const declarations = topLevelDeclarations(sf)
    const ownerOf = (node: ts.Node) => declarations.find((d) => node.pos >= d.pos && node.end <= d.end)
    const visit = (node: ts.Node) => {
      if (
        ts.isIdentifier(node) &&
        !ts.isImportSpecifier(node.parent) &&
        !ts.isImportClause(node.parent) &&
        !ts.isNamespaceImport(node.parent)
      ) {
        const found = bindingProperty(node) ?? checker.getSymbolAtLocation(node)
        const used = found && target(found)
        if (used && declarationOf.has(used)) {
          const owner = ownerOf(node)
          const reExport = ts.isExportSpecifier(node.parent)
          if (owner && owner !== declarationOf.get(used)) {
            if (!edges.has(owner)) edges.set(owner, new Set())
            edges.get(owner)!.add(used)
          } else if (!owner && (!reExport || entry)) {
            roots.add(used)
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
    if (entry) for (const d of declarations) if (isExported(d)) roots.add(checker.getSymbolAtLocation(ts.getNameOfDeclaration(d)!)!)
  }

  const reached = new Set<ts.Declaration>()
  const walk = (s: ts.Symbol) => {
    const d = declarationOf.get(s)
    if (!d || reached.has(d)) return
    reached.add(d)
    for (const next of edges.get(d) ?? []) walk(next)
  }
  roots.forEach(walk)

  const out: UnreachedExport[] = []
  for (const d of declarationOf.values()) {
    const file = rel(d.getSourceFile().fileName)
    if (!folders.some((f) => file.startsWith(f)) || !isExported(d) || reached.has(d)) continue
    out.push({ file, name: nameOf(d) })
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const folders = process.argv.includes('--all') ? ['core/'] : ['core/rules/']
  for (const { file, name } of unreachedExports(folders)) console.log(`${file}\t${name}`)
}
