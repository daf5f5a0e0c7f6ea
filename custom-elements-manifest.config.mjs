import { aislePlugin } from './scripts/manifest/aisle-plugin.mjs'

/** custom-elements.json from every element's JSDoc; `npm run manifest`, checked by test/manifest/manifest.test.ts. */
export default {
  globs: ['widgets/*/*.element.ts'],
  outdir: '.',
  packagejson: false,
  quiet: true,
  plugins: [aislePlugin()],
}
