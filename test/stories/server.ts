/** Serves the built Storybook over HTTP on localhost, with the seed's pictures. */
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { placeholderSvg } from '../../sim/routes/content'
import { STORYBOOK_DIR } from './storybook'

export async function serveStorybook(port: number, dir = STORYBOOK_DIR): Promise<{ origin: string; close: () => void }> {
  const app = new Hono()
  // The seed's pictures are real URLs (/sim-assets/…), which the in-page simulator cannot answer for an <img>:
  // served here as the demo server serves them (sim/routes/content.ts), so stories show their pictures, not broken images.
  app.get('/sim-assets/:kind/:file{[\\w.-]+\\.svg}', (c) =>
    c.body(placeholderSvg(c.req.param('kind'), c.req.param('file').replace(/\.svg$/, '')), 200, { 'content-type': 'image/svg+xml' }),
  )
  app.use('/*', serveStatic({ root: `./${dir}` }))
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s))
    s.once('error', reject)
  })
  // Port 0 asks for a free one: the origin names the one the server got.
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return { origin: `http://127.0.0.1:${bound}`, close: () => server.close() }
}
