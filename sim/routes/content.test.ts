import { describe, expect, it } from 'vitest'
import { createSim } from '../app'
import { ORIGIN } from '../testing'

describe('simulator pictures', () => {
  it('serves a placeholder picture for every /sim-assets path the seed data names, the same one every time', async () => {
    const sim = createSim()
    const paths = [
      `${ORIGIN}/sim-assets/offers/9000008.svg`,
      `${ORIGIN}/sim-assets/products/970000051.svg`,
      `${ORIGIN}/sim-assets/banners/default.svg`,
    ]
    for (const url of paths) {
      const first = await sim.fetch(new Request(url))
      expect(first.status).toBe(200)
      expect(first.headers.get('content-type')).toBe('image/svg+xml')
      const svg = await first.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      expect(await (await sim.fetch(new Request(url))).text()).toBe(svg)
    }
    expect(await (await sim.fetch(new Request(paths[0] as string))).text()).toContain('>offer 9000008</text>')
  })

  it('answers 404 for a path that is not a picture', async () => {
    const sim = createSim()
    expect((await sim.fetch(new Request(`${ORIGIN}/sim-assets/offers/9000008.html`))).status).toBe(404)
  })
})
