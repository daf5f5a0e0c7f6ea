/**
 * The docs pages' data, read from custom-elements.json (generated from each element's JSDoc by
 * `npm run manifest`), so a widget's documented attributes, events, parts and properties can never drift
 * from its code. Pure: the React block (ManifestDocs.tsx) renders what this returns, and the unit test
 * (scripts/storybook/stories.test.ts) checks it for every tag.
 *
 * The JSDoc `@attr` tags carry no separate default or list of values; both are written in the
 * description ("Default 12.", "'delivery', 'pickup' or 'instore'."), so they are read from it here.
 */
import type { Attribute, CustomElement, Declaration, Package } from 'custom-elements-manifest/schema'
import manifestJson from '../custom-elements.json' with { type: 'json' }

export const manifest = manifestJson as unknown as Package

/** A custom element's declaration in the manifest. */
export type ElementDeclaration = Declaration & CustomElement & { tagName: string }

const isElement = (d: Declaration): d is ElementDeclaration =>
  'customElement' in d && d.customElement === true && 'tagName' in d && !!d.tagName

/** Every element the manifest declares, by tag, in manifest order. */
export function manifestElements(pkg: Package = manifest): ElementDeclaration[] {
  return pkg.modules.flatMap((m) => (m.declarations ?? []).filter(isElement))
}

/** Every tag in the manifest. */
export const manifestTags = (pkg: Package = manifest): string[] => manifestElements(pkg).map((d) => d.tagName)

/** The declaration of one tag, or undefined when the manifest has none. */
export const declarationOf = (tag: string, pkg: Package = manifest): ElementDeclaration | undefined =>
  manifestElements(pkg).find((d) => d.tagName === tag)

/** One row of the attributes table. */
export interface AttributeRow {
  name: string
  type: string
  /** The default, or '' when the description names none. */
  defaultValue: string
  /** The values the attribute accepts, as written in the description ('1 to 99', or quoted values); [] when free text. */
  validValues: string[]
  description: string
}

/** "Default 12." / "Default: not a link." / "Default 'Offers for you'; …" / "Default per source, e.g. 'Recommended for you'." */
const DEFAULT_SENTENCE = /\bDefault:?\s+((?:'[^']*'|e\.g\.\s|[^.;]|\.(?=\S))+)/
/** "'recommendations' (default), 'sponsored'" */
const DEFAULT_MARK = /('[^']*')\s*\(default\)/
/** "1 to 99", "from 1 to 99999" */
const RANGE = /\b(\d+) to (\d+)\b/
/** "(abs, wineshop, mkp, …)": a parenthesised list of three or more bare tokens. */
const LISTED = /\(([\w-]+(?:, [\w-]+){2,})\)/
/** "Bare or 'true'": a boolean attribute written bare or as 'true'. */
const BARE_OR_TRUE = /\bBare or 'true'/
/** A quoted single word or token: 'delivery', 'j4uGallery', 'false' (not a quoted phrase such as 'Add to List'). */
const QUOTED_TOKEN = /'([\w-]+)'/g

/** The default an attribute's description names ('' when none). */
export function attributeDefault(attribute: Pick<Attribute, 'default' | 'description'>): string {
  if (attribute.default) return attribute.default
  const text = attribute.description ?? ''
  const marked = DEFAULT_MARK.exec(text)
  if (marked) return marked[1]!
  return DEFAULT_SENTENCE.exec(text)?.[1]?.trim() ?? ''
}

/** The values an attribute accepts: a literal union type, a numeric range, or two or more quoted tokens before its default. */
export function attributeValues(attribute: Pick<Attribute, 'type' | 'description'>): string[] {
  const union = attribute.type?.text.split('|').map((s) => s.trim())
  if (union && union.length > 1 && union.every((s) => /^'[^']*'$/.test(s))) return union
  const text = (attribute.description ?? '').split(/\bDefault\b/)[0]!
  const range = RANGE.exec(text)
  if (range) return [`${range[1]} to ${range[2]}`]
  if (BARE_OR_TRUE.test(text)) return ['(bare)', "'true'"]
  const listed = LISTED.exec(text)
  if (listed) return listed[1]!.split(', ')
  const tokens = [...text.matchAll(QUOTED_TOKEN)].map((m) => `'${m[1]}'`)
  return tokens.length >= 2 ? [...new Set(tokens)] : []
}

export function attributeRows(declaration: ElementDeclaration): AttributeRow[] {
  return (declaration.attributes ?? []).map((a) => ({
    name: a.name,
    type: a.type?.text ?? 'string',
    defaultValue: attributeDefault(a),
    validValues: attributeValues(a),
    description: a.description ?? '',
  }))
}

/** One row of the events table: the event's name, its detail type and what it means. */
export interface EventRow {
  name: string
  type: string
  description: string
}

export const eventRows = (declaration: ElementDeclaration): EventRow[] =>
  (declaration.events ?? []).map((e) => ({ name: e.name, type: e.type?.text ?? 'Event', description: e.description ?? '' }))

/** One row of the parts, CSS properties or slots tables. */
export interface NamedRow {
  name: string
  description: string
  defaultValue?: string
}

export const partRows = (declaration: ElementDeclaration): NamedRow[] =>
  (declaration.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' }))

export const cssPropertyRows = (declaration: ElementDeclaration): NamedRow[] =>
  (declaration.cssProperties ?? []).map((p) => ({
    name: p.name,
    description: p.description ?? '',
    defaultValue: p.default ?? attributeDefault({ description: p.description }),
  }))

export const slotRows = (declaration: ElementDeclaration): NamedRow[] =>
  (declaration.slots ?? []).map((s) => ({ name: s.name || '(default)', description: s.description ?? '' }))

/** The attribute a story arg stands for: `itemId` → `item-id`; a kebab-case arg (`reserve-href`) is its own name. */
export const attributeOfArg = (arg: string): string => arg.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** An arg type as far as the manifest fills it in. */
interface ManifestArgType {
  description?: string
  table?: Record<string, unknown>
  [key: string]: unknown
}

/**
 * A story's arg types with each attribute's description, type and default taken from the manifest (the
 * Controls table of every docs page and story); args that stand for no attribute of `tag` are left alone.
 */
export function withManifestArgTypes<T extends Record<string, ManifestArgType>>(argTypes: T, tag: unknown, pkg: Package = manifest): T {
  const declaration = typeof tag === 'string' ? declarationOf(tag, pkg) : undefined
  if (!declaration) return argTypes
  const rows = new Map(attributeRows(declaration).map((r) => [r.name, r]))
  const out: Record<string, ManifestArgType> = {}
  for (const [arg, argType] of Object.entries(argTypes)) {
    const row = rows.get(attributeOfArg(arg))
    out[arg] = row
      ? {
          ...argType,
          description: `\`${row.name}\`: ${row.description}${row.validValues.length > 0 ? ` Valid values: ${row.validValues.join(', ')}.` : ''}`,
          table: {
            ...argType.table,
            category: 'attributes',
            type: { summary: row.type },
            ...(row.defaultValue ? { defaultValue: { summary: row.defaultValue } } : {}),
          },
        }
      : argType
  }
  return out as T
}
