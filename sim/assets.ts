/**
 * The pictures a page meets when the simulator is not behind the same server (Storybook, dev and
 * built; the browser tests' Vite server): every `/sim-assets/<kind>/<name>.svg` the simulator's seed
 * data names, with the placeholder tile sim/routes/content.ts serves for it on the demo server.
 * sim/assets-plugin.ts serves them from a Vite dev server and writes them into a Vite build.
 * Runs in Node and in the browser (the story tests check every picture they met is in this list).
 */
import { createSeedData } from './data'
import { placeholderSvg } from './routes/content'

/** A picture path of the simulator's data: `/sim-assets/<kind>/<name>.svg` (what the demo server's route answers). */
const SIM_ASSET_PATH = /\/sim-assets\/[\w-]+\/[\w.-]+\.svg/g

/** Every `/sim-assets/…svg` path named anywhere in the data (offers, products, games, prizes, banners), sorted. */
export function simAssetPaths(data: unknown = createSeedData()): string[] {
  return [...new Set(JSON.stringify(data).match(SIM_ASSET_PATH))].sort()
}

/** Path → SVG text, for every path of simAssetPaths: the same picture the demo server answers. */
export function simAssetFiles(data?: unknown): Map<string, string> {
  return new Map(
    simAssetPaths(data).map((path) => {
      const [, kind = '', name = ''] = /^\/sim-assets\/([\w-]+)\/([\w.-]+)\.svg$/.exec(path) ?? []
      return [path, placeholderSvg(kind, name)]
    }),
  )
}
