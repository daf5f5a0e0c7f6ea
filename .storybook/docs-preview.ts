/**
 * Preview annotations for the docs pages and controls only (main.ts adds this file with
 * `previewAnnotations`): every widget's docs page is AisleDocsPage, the element's reference from
 * custom-elements.json, and every arg standing for an attribute takes its description, type and default
 * from the manifest too. Kept out of preview.ts so that the portable stories (composeStories with
 * preview.ts, test/a11y) never load the docs blocks.
 */
import type { Preview } from '@storybook/react-vite'
import { AisleDocsPage } from './ManifestDocs'
import { withManifestArgTypes } from './manifest'

const docsPreview: Preview = {
  parameters: { docs: { page: AisleDocsPage } },
  argTypesEnhancers: [(context) => withManifestArgTypes(context.argTypes, context.parameters.tag)],
}

export default docsPreview
