/**
 * Storybook for designers and content authors: every widget's real custom element, in every state,
 * against the in-page simulator (.storybook/sim.ts). `npm run storybook` / `npm run build-storybook`.
 */
import type { StorybookConfig } from '@storybook/react-vite'
import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import { simAssets } from '../sim/assets-plugin'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../widgets/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The docs pages (AisleDocsPage, from custom-elements.json); separate from preview.ts, see docs-preview.ts.
  previewAnnotations: async (entries = []) => [...entries, fileURLToPath(new URL('./docs-preview.ts', import.meta.url))],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The stories render custom elements, not React components: there are no React props to document
  // (the element's attributes are described in each story file), so skip react-docgen's extra pass.
  typescript: { reactDocgen: false },
  // The project's vite.config.ts is loaded too (its React plugin); Storybook drops its library `build` block.
  viteFinal: (vite, { configType }) =>
    mergeConfig(vite, {
      // The repository has no public/ folder, and the library config already turns it off.
      publicDir: false,
      // The pictures the stories' simulator names (/sim-assets/…) and the demo's banner pictures (/banners/…):
      // served by `storybook dev`, written into storybook-static by the build (sim/assets-plugin.ts).
      plugins: [simAssets()],
      // React picks its build from process.env.NODE_ENV, which browsers do not have.
      define: { 'process.env.NODE_ENV': JSON.stringify(configType === 'PRODUCTION' ? 'production' : 'development') },
    }),
}

export default config
