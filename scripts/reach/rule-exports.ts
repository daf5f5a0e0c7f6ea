/**
 * Which exports of core/rules no shipped code reaches (issue 15: "every rule reaches a shopper, or is declined").
 *
 * Shipped code is core/ and widgets/ less tests, stories, test kits and *.testing.ts files. An export of a rules module is
 * reached when shipped code outside that module uses it, or when a reached export of the same module uses it (a constant
 * read by a function a widget calls). Type-only exports are not rules and are skipped. Run it alone to print the list:
 * `npx tsx scripts/reach/rule-exports.ts`.
 */
import { relative, resolve } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '..', '..')
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|\.testing\.ts$|\/test-support\/|test-kit\.ts$|\.d\.ts$/

export const isShipped = (file: string) => {
  const path = relative(ROOT, file)
  return (path.startsWith('core/') || path.startsWith('widgets/')) && !NOT_SHIPPED.test(path)
}
const isRules = (file: string) => relative(ROOT, file).startsWith('core/rules/') && isShipped(file)

export interface RuleExport {
  file: string
  name: string
}

function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error('tsconfig.json could not be read')
  return ts.createProgram(config.fileNames.filter(isShipped), config.options)
}

const isValueDeclaration = (d: ts.Declaration) => !ts.isTypeAliasDeclaration(d) && !ts.isInterfaceDeclaration(d)

/** Every value export of core/rules that no shipped code reaches, sorted by file and name. */
export function unreachedRuleExports(): RuleExport[] {
  const prog = program()
  const checker = prog.getTypeChecker()
  const resolveAlias = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s)

  // Each rule export, keyed by its symbol.
  const exportsBySymbol = new Map<ts.Symbol, RuleExport & { node: ts.Node }>()
  for (const sf of prog.getSourceFiles()) {
    if (!isRules(sf.fileName)) continue
    const moduleSymbol = checker.getSymbolAtLocation(sf)
    if (!moduleSymbol) continue
    for (const ex of checker.getExportsOfModule(moduleSymbol)) {
      const target = resolveAlias(ex)
      const decl = target.declarations?.[0]
      if (!decl || decl.getSourceFile() !== sf || !isValueDeclaration(decl)) continue
      const node = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl
      exportsBySymbol.set(target, { file: relative(ROOT, sf.fileName), name: ex.name, node })
    }
  }

  // Uses: from outside the module (roots) and from one export to another inside it (edges).
  const roots = new Set<ts.Symbol>()
  const edges = new Map<ts.Symbol, Set<ts.Symbol>>()
  for (const sf of prog.getSourceFiles()) {
    if (!isShipped(sf.fileName)) continue
    const owners = [...exportsBySymbol.entries()].filter(([, e]) => e.node.getSourceFile() === sf)
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        const s = checker.getSymbolAtLocation(node)
        const used = s && resolveAlias(s)
        const target = used && exportsBySymbol.get(used)
        if (used && target) {
          const owner = owners.find(([sym, e]) => sym !== used && node.pos >= e.node.pos && node.end <= e.node.end)
          if (target.node.getSourceFile() !== sf) {
            if (!isImportOrExportSpecifier(node)) roots.add(used)
          } else if (owner) {
            if (!edges.has(owner[0])) edges.set(owner[0], new Set())
            edges.get(owner[0])!.add(used)
          } else if (!(node.pos >= target.node.pos && node.end <= target.node.end)) {
            roots.add(used) // used at the module's top level, outside any export
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }

  const reached = new Set<ts.Symbol>()
  const walk = (s: ts.Symbol) => {
    if (reached.has(s)) return
    reached.add(s)
    for (const next of edges.get(s) ?? []) walk(next)
  }
  roots.forEach(walk)

  return [...exportsBySymbol.entries()]
    .filter(([s]) => !reached.has(s))
    .map(([, { file, name }]) => ({ file, name }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
}

/** `import { x }` and `export { x } from` name a symbol without using it: a re-export that nothing uses reaches nothing. */
function isImportOrExportSpecifier(node: ts.Identifier): boolean {
  const p = node.parent
  return ts.isImportSpecifier(p) || ts.isImportClause(p) || ts.isNamespaceImport(p) || ts.isExportSpecifier(p)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const { file, name } of unreachedRuleExports()) console.log(`${file}\t${name}`)
}
