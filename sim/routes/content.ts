/** Content files the CMS publishes outside the API prefix: left navigation per banner and the games flags. */
import { Hono } from 'hono'
import { errorBody, type SimEnv } from '../http'

/** Soft background colours for the placeholder pictures, picked by the file name so each item keeps its colour. */
const TINTS = ['#e8f5e9', '#fff3e0', '#e3f2fd', '#fce4ec', '#f3e5f5', '#e0f7fa', '#fffde7', '#efebe9']

/**
 * The pictures the seed data points at (`/sim-assets/<kind>/<name>.svg`: products, offers, games, banners):
 * a generated placeholder tile, so demo pages show a picture instead of a broken image.
 */
export function placeholderSvg(kind: string, name: string): string {
  const hash = [...`${kind}/${name}`].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7)
  const label = `${kind.replace(/s$/, '')} ${name}`.replace(/[^\w .-]/g, '').slice(0, 24)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">',
    `<rect width="320" height="320" fill="${TINTS[hash % TINTS.length]}"/>`,
    '<circle cx="160" cy="140" r="56" fill="#ffffff" opacity="0.8"/>',
    `<text x="160" y="262" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#37474f">${label}</text>`,
    '</svg>',
  ].join('')
}

export function contentRoutes() {
  const app = new Hono<SimEnv>()
  app.get('/sim-assets/:kind/:file{[\\w.-]+\\.svg}', (c) =>
    c.body(placeholderSvg(c.req.param('kind'), c.req.param('file').replace(/\.svg$/, '')), 200, {
      'content-type': 'image/svg+xml',
      // A path's picture never changes (the image CDN's ids): cached for a year, as Lighthouse expects of static assets.
      'cache-control': 'public, max-age=31536000, immutable',
    }),
  )
  app.get('/content/games/flags.json', (c) => c.json(c.get('state').gamesFlags))
  app.get('/content/:banner/games/left-nav.json', (c) => {
    const nav = c.get('state').navigation[c.req.param('banner')]
    return nav ? c.json(nav) : c.json(errorBody('404', 'No navigation for this banner.'), 404)
  })
  return app
}
