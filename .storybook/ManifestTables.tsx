/**
 * The manifest's sections of a widget's docs page: summary, description, attributes (type, default, valid
 * values), events, slots, CSS parts and CSS custom properties, all from custom-elements.json (manifest.ts).
 * Pure React with no Storybook import, so the unit test renders it for every tag.
 */
import type { ReactNode } from 'react'
import { attributeRows, cssPropertyRows, type ElementDeclaration, eventRows, type NamedRow, partRows, slotRows } from './manifest'

/** The headings of the manifest's sections, as the docs page shows them. */
export const MANIFEST_SECTIONS = {
  attributes: 'Attributes',
  events: 'Events',
  slots: 'Slots',
  parts: 'CSS parts',
  cssProperties: 'CSS custom properties',
} as const

const code = (text: string) => (text ? <code>{text}</code> : '—')

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i}>
            {cells.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const namedTable = (rows: NamedRow[], withDefault = false) => (
  <Table
    head={withDefault ? ['Name', 'Default', 'Description'] : ['Name', 'Description']}
    rows={rows.map((r) => (withDefault ? [code(r.name), r.defaultValue || '—', r.description] : [code(r.name), r.description]))}
  />
)

/** The manifest's sections for one element; pure, so the unit test renders it for every tag. */
export function ManifestTables({ declaration }: { declaration: ElementDeclaration }) {
  const attributes = attributeRows(declaration)
  const events = eventRows(declaration)
  const slots = slotRows(declaration)
  const parts = partRows(declaration)
  const properties = cssPropertyRows(declaration)
  return (
    <section aria-label={`<${declaration.tagName}> reference`} data-manifest-tag={declaration.tagName}>
      {declaration.summary ? (
        <p>
          <strong>{declaration.summary}</strong>
        </p>
      ) : null}
      {declaration.description ? <p>{declaration.description}</p> : null}
      <h3>{MANIFEST_SECTIONS.attributes}</h3>
      {attributes.length === 0 ? (
        <p>No attributes.</p>
      ) : (
        <Table
          head={['Attribute', 'Type', 'Default', 'Valid values', 'Description']}
          rows={attributes.map((a) => [code(a.name), code(a.type), a.defaultValue || '—', a.validValues.join(', ') || '—', a.description])}
        />
      )}
      <h3>{MANIFEST_SECTIONS.events}</h3>
      {events.length === 0 ? (
        <p>No events.</p>
      ) : (
        <Table head={['Event', 'Type', 'Description']} rows={events.map((e) => [code(e.name), code(e.type), e.description])} />
      )}
      {slots.length > 0 ? (
        <>
          <h3>{MANIFEST_SECTIONS.slots}</h3>
          {namedTable(slots)}
        </>
      ) : null}
      <h3>{MANIFEST_SECTIONS.parts}</h3>
      {parts.length === 0 ? <p>No CSS parts.</p> : namedTable(parts)}
      <h3>{MANIFEST_SECTIONS.cssProperties}</h3>
      {properties.length === 0 ? <p>No CSS custom properties.</p> : namedTable(properties, true)}
    </section>
  )
}
