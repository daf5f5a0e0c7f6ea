/**
 * demo-pages/catalogue.html: every tag of custom-elements.json with its purpose, attributes (type, default,
 * valid values), events, slots, CSS parts and properties, the snippet to copy and a live example running
 * against the simulator (the demo server serves the page).
 */
import { EXAMPLES, type TagExample } from './examples'
import { anchorId, code, escapeHtml, indent, page, table, tagMarkup } from './html'
import { attributeFacts, elementsOf, type Manifest, type ManifestElement } from './sources'

type Entry = NonNullable<ManifestElement['attributes']>[number]

export const CATALOGUE_PATH = '/catalogue.html'
export const tagSectionId = (tag: string) => anchorId('tag', tag)
export const snippetId = (tag: string) => anchorId('snippet', tag)

/** The example of every manifest tag; throws when a tag has none or an example names an unknown attribute. */
export function examplesFor(elements: ManifestElement[]): Map<string, TagExample> {
  const missing = elements.filter((el) => !EXAMPLES[el.tagName]).map((el) => el.tagName)
  if (missing.length) throw new Error(`No catalogue example for ${missing.join(', ')}: declare one in its widgets/<name>/<name>.widget.ts.`)
  const tags = new Set(elements.map((el) => el.tagName))
  const stale = Object.keys(EXAMPLES).filter((tag) => !tags.has(tag))
  if (stale.length)
    throw new Error(`Widget declarations have examples for tags the manifest lacks (run \`npm run manifest\`): ${stale.join(', ')}.`)
  const out = new Map<string, TagExample>()
  for (const el of elements) {
    const example = EXAMPLES[el.tagName]!
    const known = new Set((el.attributes ?? []).map((a) => a.name))
    const unknown = Object.keys(example.attributes).filter((a) => !known.has(a))
    if (unknown.length) throw new Error(`The ${el.tagName} example names attributes it does not have: ${unknown.join(', ')}.`)
    out.set(el.tagName, example)
  }
  return out
}

const tagCode = (tag: string) => code(`<${tag}>`)
const orDash = (html: string) => html || '<span class="none">—</span>'

function attributesTable(el: ManifestElement): string {
  const rows = (el.attributes ?? []).map((a) => attributeFacts(a.name, a.description))
  if (!rows.length) return '<p>No attributes.</p>'
  return table(
    `Attributes of <${el.tagName}>`,
    [
      { header: 'Attribute', cell: (r) => code(r.name), rowHeader: true },
      { header: 'Type', cell: (r) => escapeHtml(r.type) },
      { header: 'Default', cell: (r) => orDash(escapeHtml(r.defaultValue)) },
      { header: 'Valid values', cell: (r) => (r.validValues ? escapeHtml(r.validValues) : 'any text') },
      { header: 'Description', cell: (r) => escapeHtml(r.description) },
    ],
    rows,
  )
}

function entriesTable(caption: string, header: string, entries: Entry[], withType = false): string {
  const columns = [
    { header, cell: (e: Entry) => code(e.name || '(default slot)'), rowHeader: true },
    ...(withType ? [{ header: 'Detail type', cell: (e: Entry) => code(e.type?.text ?? 'CustomEvent') }] : []),
    { header: 'Description', cell: (e: Entry) => escapeHtml(e.description ?? '') },
  ]
  return table(caption, columns, entries)
}

/** A subsection: its heading, then the table (collapsed behind a disclosure when it is long) or a 'none' line. */
function part(tag: string, title: string, entries: Entry[] | undefined, none: string, render: (list: Entry[]) => string): string {
  const heading = `<h3 id="${anchorId(title.toLowerCase().replace(/\s+/g, '-'), tag)}">${escapeHtml(title)}</h3>`
  if (!entries?.length) return `${heading}\n<p>${escapeHtml(none)}</p>`
  if (entries.length <= 12) return `${heading}\n${render(entries)}`
  return `${heading}\n<details>\n  <summary>Show all ${entries.length} ${escapeHtml(title.toLowerCase())}</summary>\n${indent(render(entries), 2)}\n</details>`
}

function snippetBlock(tag: string, snippet: string): string {
  const id = snippetId(tag)
  return [
    `<h3 id="${anchorId('snippet-heading', tag)}">Snippet</h3>`,
    `<div class="snippet">`,
    `  <pre><code id="${id}">${escapeHtml(snippet)}</code></pre>`,
    `  <div class="snippet-actions">`,
    `    <button type="button" class="copy-button" data-copy-target="${id}">Copy<span class="visually-hidden"> the ${escapeHtml(`<${tag}>`)} snippet</span></button>`,
    `    <span class="copy-status" id="${id}-status" role="status" aria-live="polite"></span>`,
    `  </div>`,
    `</div>`,
  ].join('\n')
}

export const examplePath = (tag: string) => `/examples/${tag}.html`

/** The live example: the tag itself, or a frame of its own page when it owns the page (see TagExample.isolated). */
function liveExample(tag: string, example: TagExample, snippet: string): string {
  if (!example.isolated) return `<div class="live-example" data-example="${tag}">\n  ${snippet}\n</div>`
  return [
    `<p>Shown in a frame of <a href="${examplePath(tag)}">its own page</a>: ${escapeHtml(example.isolated)}.</p>`,
    `<div class="live-example" data-example="${tag}">`,
    `  <iframe class="example-frame" loading="lazy" src="${examplePath(tag)}" title="${escapeHtml(`Live example of <${tag}>`)}"></iframe>`,
    `</div>`,
  ].join('\n')
}

/** The page an isolated example runs on (demo-pages/examples/<tag>.html): the tag alone. */
function examplePage(tag: string, snippet: string): string {
  return page({
    title: `Aisle demo: <${tag}> example`,
    path: examplePath(tag),
    body: `<h1>${tagCode(tag)} example</h1>\n${snippet}`,
    bare: true,
  })
}

/** The example pages of the isolated examples, path relative to the repository root → content. */
export function examplePages(manifest: Manifest): Map<string, string> {
  const out = new Map<string, string>()
  for (const [tag, example] of examplesFor(elementsOf(manifest))) {
    if (example.isolated) out.set(`demo-pages${examplePath(tag)}`, examplePage(tag, tagMarkup(tag, example.attributes)))
  }
  return out
}

function tagSection(el: ManifestElement, example: TagExample): string {
  const tag = el.tagName
  const snippet = tagMarkup(tag, example.attributes)
  const id = tagSectionId(tag)
  return [
    `<section class="tag" id="${id}" aria-labelledby="${id}-heading" data-tag="${tag}">`,
    `  <h2 id="${id}-heading">${tagCode(tag)}</h2>`,
    `  <p class="summary">${escapeHtml(el.summary ?? '')}</p>`,
    el.description ? `  <p>${escapeHtml(el.description)}</p>` : '',
    indent(`<h3 id="${anchorId('attributes', tag)}">Attributes</h3>\n${attributesTable(el)}`, 2),
    indent(
      part(tag, 'Events', el.events, 'No events.', (list) => entriesTable(`Events of <${tag}>`, 'Event', list, true)),
      2,
    ),
    el.slots?.length
      ? indent(
          part(tag, 'Slots', el.slots, '', (list) => entriesTable(`Slots of <${tag}>`, 'Slot', list)),
          2,
        )
      : '',
    indent(
      part(tag, 'CSS parts', el.cssParts, 'No CSS parts.', (list) => entriesTable(`CSS parts of <${tag}>`, 'Part', list)),
      2,
    ),
    indent(
      part(tag, 'CSS custom properties', el.cssProperties, 'No CSS custom properties of its own (it follows the banner theme).', (list) =>
        entriesTable(`CSS custom properties of <${tag}>`, 'Property', list),
      ),
      2,
    ),
    indent(snippetBlock(tag, snippet), 2),
    `  <h3 id="${anchorId('example', tag)}">Live example</h3>`,
    `  <p class="example-note">${escapeHtml(example.note)}</p>`,
    indent(liveExample(tag, example, snippet), 2),
    `</section>`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** The whole catalogue page. */
export function cataloguePage(manifest: Manifest): string {
  const elements = elementsOf(manifest)
  const examples = examplesFor(elements)
  const toc = elements
    .map((el) => `<li><a href="#${tagSectionId(el.tagName)}">${tagCode(el.tagName)}</a>: ${escapeHtml(el.summary ?? '')}</li>`)
    .join('\n')
  const body = [
    '<h1>Aisle tag catalogue</h1>',
    `<p>Every Aisle tag a content author can put on a CMS page: what it is for, its attributes, the events it sends, and a snippet to copy. The ${elements.length} live examples run against the simulator.</p>`,
    '<p>Attribute values are always text. A value that is not valid logs one console warning naming the tag and the valid values, and the widget uses the default. Widgets that need a shopper show their guest state: <a href="/account/sign-in.html">sign in</a> as a seeded shopper to see more. Colours and logos come from the banner: see <a href="/theming.html">Theming</a>.</p>',
    '<nav class="toc" aria-labelledby="toc-heading">',
    '  <h2 id="toc-heading">Tags</h2>',
    '  <ol>',
    indent(toc, 4),
    '  </ol>',
    '</nav>',
    ...elements.map((el) => tagSection(el, examples.get(el.tagName)!)),
  ].join('\n')
  return page({ title: 'Aisle demo: tag catalogue', path: CATALOGUE_PATH, scripts: ['/catalogue.js'], body })
}
