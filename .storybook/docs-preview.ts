/**
 * Preview annotations for the docs pages only (main.ts adds this file with `previewAnnotations`): every
 * widget's docs page is AisleDocsPage, the element's reference from custom-elements.json. Kept out of
 * preview.ts so that the portable stories (composeStories with preview.ts, test/a11y) never load the
 * docs blocks.
 */
import type { Preview } from '@storybook/react-vite'
import { AisleDocsPage } from './ManifestDocs'

const docsPreview: Preview = {
  parameters: { docs: { page: AisleDocsPage } },
}

export default docsPreview
