/**
 * The docs page of every widget (preview.ts sets it as `parameters.docs.page`): Storybook's title, the
 * element's summary and description, its attributes, events, slots, CSS parts and CSS custom properties
 * from custom-elements.json (manifest.ts), then the story's own notes, the first story, its controls and
 * every story. A stories file names its element with `parameters.tag` in its meta.
 *
 * Storybook's `setCustomElementsManifest` belongs to the web-components framework; these stories use
 * @storybook/react-vite, whose arg tables read React components, so the manifest is rendered here.
 */
import { Controls, Description, Primary, Stories, Title, useOf } from '@storybook/addon-docs/blocks'
import { declarationOf } from './manifest'
import { ManifestTables } from './ManifestTables'

/** The docs block: the manifest's sections for the tag named by the meta's `parameters.tag`. */
export function ManifestDocs({ tag }: { tag?: string }) {
  const resolved = useOf('meta')
  const name = tag ?? (resolved.type === 'meta' ? (resolved.preparedMeta.parameters.tag as string | undefined) : undefined)
  if (!name)
    return (
      <p>
        This stories file names no element: add `parameters: {'{'} tag: &apos;aisle-…&apos; {'}'}` to its meta.
      </p>
    )
  const declaration = declarationOf(name)
  if (!declaration) return <p>custom-elements.json has no &lt;{name}&gt;: run `npm run manifest`.</p>
  return <ManifestTables declaration={declaration} />
}

/** Every widget's docs page. */
export function AisleDocsPage() {
  return (
    <>
      <Title />
      <ManifestDocs />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  )
}
