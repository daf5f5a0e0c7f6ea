// A consumer's use of aisle/prerender, type-checked against types/prerender.d.ts (`tsc --noEmit -p types`).
import { prerender, prerenderHandler, PRERENDERED_TAGS, type PrerenderOptions } from '../prerender'

const options: PrerenderOptions = {
  url: new URL('https://www.freshway.example/product.html'),
  stylesheetBase: 'https://cdn.example/aisle/styles/',
}
export const page: Promise<string> = prerender('<aisle-banner-brand></aisle-banner-brand>', options)

// In front of a CMS, at an edge: `export default { fetch: handler }`.
export const handler: (request: Request) => Promise<Response> = prerenderHandler(
  (request) => fetch(new URL(new URL(request.url).pathname, 'https://cms.example')),
  { now: Date.now() },
)

export const cardAttributes: readonly string[] | undefined = PRERENDERED_TAGS['aisle-product-card']?.attributes

// @ts-expect-error the handler takes the address from the request
prerenderHandler(() => new Response(''), { url: 'https://www.freshway.example/' })
