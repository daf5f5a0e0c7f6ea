/** Content files the CMS publishes outside the API prefix: left navigation per banner and the games flags. */
import { Hono } from 'hono'
import { errorBody, type SimEnv } from '../http'

export function contentRoutes() {
  const app = new Hono<SimEnv>()
  app.get('/content/games/flags.json', (c) => c.json(c.get('state').gamesFlags))
  app.get('/content/:banner/games/left-nav.json', (c) => {
    const nav = c.get('state').navigation[c.req.param('banner')]
    return nav ? c.json(nav) : c.json(errorBody('404', 'No navigation for this banner.'), 404)
  })
  return app
}
