import { describe, expect, it } from 'vitest'
import { createSim } from './app'
import { simAssetFiles, simAssetPaths } from './assets'
import { ORIGIN } from './testing'

describe('the pictures Storybook and the browser tests serve (sim/assets-plugin.ts)', () => {
  it('lists every picture the seed names, of every kind: offers, products, games, prizes, banners', () => {
    const sim = createSim()
    const paths = simAssetPaths()
    for (const offer of sim.state.offers.filter((o) => o.image)) expect(paths, offer.offerId).toContain(offer.image)
    for (const product of sim.state.products.filter((p) => p.imageUrl)) expect(paths, product.id).toContain(product.imageUrl)
    expect(new Set(paths.map((p) => p.split('/')[2]))).toEqual(new Set(['offers', 'products', 'games', 'prizes', 'banners']))
  })

  it("holds, for each, the very picture the demo server's route answers", async () => {
    const sim = createSim()
    const files = simAssetFiles()
    expect(files.size).toBe(simAssetPaths().length)
    for (const [path, svg] of files) {
      const reply = await sim.fetch(new Request(`${ORIGIN}${path}`))
      expect(reply.status, path).toBe(200)
      expect(await reply.text(), path).toBe(svg)
    }
  })
})
