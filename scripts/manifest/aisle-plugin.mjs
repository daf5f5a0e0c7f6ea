/**
 * @custom-elements-manifest/analyzer plugin for Aisle. Our elements are not classes passed to
 * customElements.define(): each element module does
 *
 *   /** …JSDoc with @summary @attr @fires @csspart @slot… *\/
 *   export const AisleMiniCart = defineAisleElement(MINI_CART_TAG, MiniCart, { attributes: MINI_CART_ATTRIBUTES, css, boot })
 *
 * so the analyzer sees only a variable. This plugin finds those calls, resolves the tag (a string literal or
 * an `export const X_TAG = 'aisle-…'` in the module it is imported from), reads the JSDoc on the statement,
 * and replaces the variable with a custom-element class declaration plus its custom-element-definition export.
 * The manifest is documentation: the JSDoc fills it, except two things declared once elsewhere: an element's CSS
 * properties are the `--aisle-<widget>-*` tokens its CSS reads (css-reach.mjs), each described by its comment in
 * styles/tokens.css (the file the theming page reads too); the events' detail types come from their one declaration in
 * core/elements/events.ts (`@fires aisle-cart-change - when`). test/manifest/manifest.test.ts checks it against the code.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readTokens, varReads } from '../../styles/tokens.mjs'
import { cssFilesOf, ownTokenPrefixes, ROOT } from './css-reach.mjs'

const EVENTS_MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../core/elements/events.ts')
const DETAIL_MAPS = ['AisleEventDetails', 'AisleWindowEventDetails']

/** Event name → `CustomEvent<detail>` from the detail maps of core/elements/events.ts. */
export function eventTypes(ts) {
  const source = ts.createSourceFile(EVENTS_MODULE, fs.readFileSync(EVENTS_MODULE, 'utf8'), ts.ScriptTarget.ES2022, true)
  const types = new Map()
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || !DETAIL_MAPS.includes(statement.name.text)) continue
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.type || !member.name) continue
      const name = ts.isStringLiteral(member.name) || ts.isIdentifier(member.name) ? member.name.text : undefined
      if (name) types.set(name, `CustomEvent<${member.type.getText(source).replace(/\s+/g, ' ')}>`)
    }
  }
  return types
}

const DEFINE = 'defineAisleElement'

/** `@attr show-name - 'false' shows the logo only.` → {name, description}; continuation lines join the previous tag. */
export function parseJsDoc(text) {
  const lines = text
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').trimEnd())
  const description = []
  const tags = []
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim())
    if (tag) tags.push({ tag: tag[1], body: tag[2] })
    else if (tags.length > 0) tags[tags.length - 1].body += line.trim() ? ` ${line.trim()}` : ''
    else description.push(line)
  }
  return {
    description: description
      .join('\n')
      .trim()
      .replace(/\s*\n\s*/g, ' '),
    tags,
  }
}

/** A leading `{type}` (braces may nest: `{CustomEvent<{ itemId: string }>}`) and the rest. */
function typeAndRest(body) {
  const text = body.trim()
  if (!text.startsWith('{')) return { type: undefined, rest: text }
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return { type: text.slice(1, i).trim(), rest: text.slice(i + 1).trim() }
  }
  throw new Error(`unbalanced braces in JSDoc tag: ${text}`)
}

/** `[{type}] name - description` (name may be absent for the default slot: `- description`). */
function nameAndDescription(tagBody) {
  const { type, rest: body } = typeAndRest(tagBody)
  const m = /^(\S*)\s*(?:-\s*)?(.*)$/.exec(body.trim())
  const name = m?.[1] === '-' ? '' : (m?.[1] ?? '')
  const description = m?.[1] === '-' ? body.trim().replace(/^-\s*/, '') : (m?.[2] ?? '')
  return { name, description: description.trim(), ...(type ? { type } : {}) }
}

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())

/** The tag: a literal, or an identifier imported from (or declared in) a module that sets it to a literal. */
function resolveTag(ts, arg, sourceFile) {
  if (ts.isStringLiteralLike(arg)) return arg.text
  if (!ts.isIdentifier(arg)) return undefined
  const name = arg.text
  const local = findConst(ts, sourceFile, name)
  if (local) return local
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const named = statement.importClause?.namedBindings
    if (!named || !ts.isNamedImports(named) || !named.elements.some((e) => e.name.text === name)) continue
    const base = path.resolve(path.dirname(sourceFile.fileName), statement.moduleSpecifier.text)
    const file = ['', '.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    if (!file) return undefined
    const imported = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)
    return findConst(ts, imported, name)
  }
  return undefined
}

function findConst(ts, sourceFile, name) {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer && ts.isStringLiteralLike(decl.initializer)) {
        return decl.initializer.text
      }
    }
  }
  return undefined
}

/** The custom-element declaration for one defineAisleElement statement: its JSDoc, its CSS properties (cssPropertiesOf) and the events' declared detail types. */
export function elementDeclaration(name, tagName, jsDoc, cssProperties = [], events = new Map()) {
  const { description, tags } = parseJsDoc(jsDoc)
  const of = (kind) => tags.filter((t) => t.tag === kind).map((t) => nameAndDescription(t.body))
  const summary = tags.find((t) => t.tag === 'summary')?.body.trim()
  const declaration = { kind: 'class', description, name, tagName, customElement: true }
  if (summary) declaration.summary = summary
  // An attribute whose description says 'Required' is marked `required: true` (a custom field: the schema has none).
  const attributes = of('attr').map(({ name: attr, description: d }) => ({
    name: attr,
    type: { text: 'string' },
    description: d,
    fieldName: camel(attr),
    ...(/\bRequired\b/.test(d) ? { required: true } : {}),
  }))
  const fired = of('fires').map(({ name: event, description: d, type }) => {
    if (type) throw new Error(`${tagName}: @fires ${event} gives a type; its detail is declared once, in core/elements/events.ts`)
    const text = events.get(event)
    if (!text) throw new Error(`${tagName}: @fires ${event} is not declared in core/elements/events.ts`)
    return { name: event, type: { text }, description: d }
  })
  const plain = ({ name: n, description: d }) => ({ name: n, description: d })
  const cssParts = of('csspart').map(plain)
  if (tags.some((t) => t.tag === 'cssproperty')) throw new Error(`${tagName}: @cssproperty is read from styles/tokens.css, not the JSDoc`)
  const slots = of('slot').map(plain)
  if (attributes.length) declaration.attributes = attributes
  if (fired.length) declaration.events = fired
  if (cssParts.length) declaration.cssParts = cssParts
  if (cssProperties.length) declaration.cssProperties = cssProperties
  if (slots.length) declaration.slots = slots
  return declaration
}

/** `var(--aisle-color-brand)` → `--aisle-color-brand`: a token's default as the manifest states it. */
const stated = (value) => value.replace(/var\((--aisle-[a-z0-9-]+)\)/g, '$1')

/** The element's own tokens (`--aisle-<widget>-*`, and the shared UI's it adopts) its CSS reads, sorted, each with its tokens.css comment and default. */
export function cssPropertiesOf(elementModule, tokens = readTokens()) {
  const folders = ownTokenPrefixes()
  const own = (name) => folders.some((w) => name.startsWith(`--aisle-${w}-`))
  const names = new Set(
    cssFilesOf(elementModule)
      .flatMap((f) => varReads(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((r) => r.name))
      .filter(own),
  )
  return tokens
    .filter((t) => names.has(t.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map((t) => ({ name: t.name, description: `${t.description} Default: ${stated(t.value)}.` }))
}

export function aislePlugin() {
  const found = new Map()
  let events
  return {
    name: 'aisle-define-element',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isVariableStatement(node)) return
      for (const decl of node.declarationList.declarations) {
        const call = decl.initializer
        if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== DEFINE) continue
        if (!ts.isIdentifier(decl.name)) continue
        const sourceFile = node.getSourceFile()
        const tagName = call.arguments[0] && resolveTag(ts, call.arguments[0], sourceFile)
        if (!tagName) throw new Error(`${moduleDoc.path}: cannot resolve the tag of ${decl.name.text}`)
        const jsDoc = node.jsDoc?.at(-1)?.getFullText() ?? ''
        if (!jsDoc) throw new Error(`${moduleDoc.path}: ${tagName} has no JSDoc`)
        const list = found.get(moduleDoc.path) ?? []
        events ??= eventTypes(ts)
        list.push(elementDeclaration(decl.name.text, tagName, jsDoc.trim(), cssPropertiesOf(moduleDoc.path), events))
        found.set(moduleDoc.path, list)
      }
    },
    // globby lists files in no fixed order: sort, so regenerating gives the same file (the freshness check).
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    },
    moduleLinkPhase({ moduleDoc }) {
      for (const element of found.get(moduleDoc.path) ?? []) {
        moduleDoc.declarations = moduleDoc.declarations.filter((d) => d.name !== element.name)
        moduleDoc.declarations.unshift(element)
        moduleDoc.exports = (moduleDoc.exports ?? []).filter((e) => e.name !== element.name)
        moduleDoc.exports.unshift(
          { kind: 'js', name: element.name, declaration: { name: element.name, module: moduleDoc.path } },
          { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.name, module: moduleDoc.path } },
        )
      }
    },
  }
}
