import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type Banner, BANNERS } from '../../rules/banners'
import { ENVIRONMENT_CONFIG, STOREFRONT_ENVIRONMENTS } from '../../rules/env'
import { CLIENT_NAME, COOKIES, HEADERS } from '../../rules/http'
import { fakeFetch, pageConfig } from '../../../test/support/api'
import type { PageConfig } from '../config'
import { createMemoryCookieJar } from '../cookies'
import { type CallFamily, createApiClient, type SessionAccess } from './client'

type User = ReturnType<SessionAccess['current']>

function setup(options: { config?: PageConfig; user?: User; csrf?: string } = {}) {
  const config = options.config ?? pageConfig('qa2.freshway.com')
  const cookies = createMemoryCookieJar()
  if (options.csrf !== undefined) cookies.set(COOKIES.csrf, options.csrf)
  const net = fakeFetch()
  const session: SessionAccess = { current: () => options.user ?? {}, refresh: async () => undefined }
  const api = createApiClient({ config, session, cookies, fetch: net.fetch })
  const call = async (family: CallFamily, extra: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; b2bProgram?: boolean } = {}) => {
    await api.request('/api/thing', { family, schema: v.unknown(), ...extra })
    const request = net.requests.at(-1)
    if (!request) throw new Error('no request was sent')
    return request
  }
  return { api, net, call, config }
}

const signedIn: User = { token: 'tok.en.value', userType: 'C', storeId: '1120', siteType: undefined }
const token = fc.stringMatching(/^[A-Za-z0-9._-]{1,60}$/)
const methods = fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE') as fc.Arbitrary<'POST' | 'PUT' | 'PATCH' | 'DELETE'>

describe('api client: environment prefix and key', () => {
  it('builds every path under the active environment prefix, per call family [ENV-009]', async () => {
    for (const env of STOREFRONT_ENVIRONMENTS) {
      const { call, config } = setup({ config: pageConfig(`${env === 'prod' ? 'www' : env}.freshway.com`) })
      expect(config.storefrontEnvironment).toBe(env)
      const storefront = new URL((await call('storefront')).url)
      expect(storefront.origin).toBe(config.apiOrigin)
      expect(storefront.pathname).toBe(`${ENVIRONMENT_CONFIG[env].apiPrefix}/api/thing`)
      const games = new URL((await call('games')).url)
      expect(games.pathname).toBe(`${ENVIRONMENT_CONFIG[config.gamesEnvironment].apiPrefix}/api/thing`)
    }
    // gap C4: on a dev host the storefront is dev1 while games follow the games rule (local → qa1)
    const { call } = setup({ config: pageConfig('dev1.freshway.localhost:5173') })
    expect(new URL((await call('storefront')).url).pathname).toBe('/abs/dev1/api/thing')
    expect(new URL((await call('games')).url).pathname).toBe('/abs/qa1/api/thing')
  })

  it("sends the active environment's configured subscription key on games calls [ENV-010] [ENV-016]", async () => {
    for (const host of ['qa1.freshway.com', 'stage.bayside.com', 'www.hilltopgrocers.com', 'freshway.localhost']) {
      const { call, config } = setup({ config: pageConfig(host), user: signedIn })
      const request = await call('games')
      expect(request.headers.get(HEADERS.subscriptionKey)).toBe(ENVIRONMENT_CONFIG[config.gamesEnvironment].subscriptionKey)
    }
  })

  it('sends the subscription key header on every storefront call, whoever the shopper is [ENV-010] [ENV-017]', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STOREFRONT_ENVIRONMENTS),
        fc.constantFrom('G', 'g', 'R', 'C', ''),
        fc.constantFrom('GET', 'POST'),
        async (env, userType, method) => {
          const { call } = setup({ config: pageConfig(`${env}.freshway.com`), user: { userType } })
          const request = await call('storefront', { method: method as 'GET' | 'POST' })
          expect(request.headers.get(HEADERS.subscriptionKey)).toBe(ENVIRONMENT_CONFIG[env].subscriptionKey)
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('api client: games call headers', () => {
  it('sends Authorization: Bearer and the SWY_SHOP_TOKEN on every games call [ENV-011]', async () => {
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom('GET', 'POST'), async (t, method) => {
        const { call } = setup({ user: { ...signedIn, token: t } })
        const request = await call('games', { method: method as 'GET' | 'POST' })
        expect(request.headers.get(HEADERS.authorization)).toBe(`Bearer ${t}`)
      }),
      { numRuns: 30 },
    )
  })

  it('sends a fresh correlation id on every games call [ENV-012]', async () => {
    const { call } = setup({ user: signedIn })
    const ids = [] as (string | null)[]
    for (let i = 0; i < 20; i++) ids.push((await call('games')).headers.get(HEADERS.correlationId))
    for (const id of ids) expect(id).toMatch(/\S{8,}/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('sends the active banner in the banner header [ENV-013]', async () => {
    for (const banner of BANNERS as readonly Banner[]) {
      const { call } = setup({ config: pageConfig(`www.${banner.hosts[1] ?? banner.hosts[0]}`), user: signedIn })
      expect((await call('games')).headers.get(HEADERS.banner)).toBe(banner.id)
    }
  })

  it("sends the shopper's store id header [ENV-014]", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[0-9]{1,6}$/), async (storeId) => {
        const { call } = setup({ user: { ...signedIn, storeId } })
        expect((await call('games')).headers.get(HEADERS.storeId)).toBe(storeId)
      }),
      { numRuns: 20 },
    )
  })

  it('sends the client name identifying the web UI [ENV-015]', async () => {
    const { call } = setup({ user: signedIn })
    expect((await call('games')).headers.get(HEADERS.clientName)).toBe(CLIENT_NAME)
    expect((await call('games', { method: 'POST' })).headers.get(HEADERS.clientName)).toBe(CLIENT_NAME)
    expect(CLIENT_NAME).toMatch(/web/)
  })
})

describe('api client: storefront bearer token', () => {
  it('sends a bearer token only for userType R or C, never for guests [ENV-018]', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('R', 'C', 'G', 'g', 'A', 'r', 'c', ''), fc.string({ maxLength: 3 })),
        token,
        async (userType, t) => {
          const { call } = setup({ user: { token: t, userType } })
          const auth = (await call('storefront')).headers.get(HEADERS.authorization)
          if (userType === 'R' || userType === 'C') expect(auth).toBe(`Bearer ${t}`)
          else expect(auth).toBeNull()
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('api client: CSRF header', () => {
  it('copies the CSRF cookie into a header on every non-GET call to the page origin [ENV-019]', async () => {
    await fc.assert(
      fc.asyncProperty(
        methods,
        fc.constantFrom<CallFamily>('games', 'storefront'),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        async (method, family, csrf) => {
          const { call } = setup({ user: signedIn, csrf })
          const request = await call(family, { method })
          expect(request.method).toBe(method)
          expect(request.headers.get(HEADERS.csrf)).toBe(csrf)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('sends no CSRF header on GET calls, nor on calls to another origin [ENV-020]', async () => {
    const get = setup({ user: signedIn, csrf: 'c-1' })
    expect((await get.call('storefront')).headers.get(HEADERS.csrf)).toBeNull()
    expect((await get.call('games')).headers.get(HEADERS.csrf)).toBeNull()
    // a partner page calls the banner origin with absolute URLs
    const embedded = setup({
      config: pageConfig('partner.example', { overrides: { apiOrigin: 'https://www.freshway.com', banner: 'freshway' } }),
      user: signedIn,
      csrf: 'c-2',
    })
    const request = await embedded.call('storefront', { method: 'POST' })
    expect(new URL(request.url).origin).toBe('https://www.freshway.com')
    expect(request.headers.get(HEADERS.csrf)).toBeNull()
  })
})

describe('api client: record and playback', () => {
  it("routes calls to the recorder with mode 'record', in test environments only [ENV-026] [ENV-025]", async () => {
    const qa = setup({ config: pageConfig('qa3.freshway.com', { search: '?mode=record' }) })
    expect(new URL((await qa.call('storefront')).url).pathname).toBe(`${ENVIRONMENT_CONFIG.qa3.recorderPrefix}/api/thing`)
    const prod = setup({ config: pageConfig('www.freshway.com', { search: '?mode=record' }) })
    expect(new URL((await prod.call('storefront')).url).pathname).toBe(`${ENVIRONMENT_CONFIG.prod.apiPrefix}/api/thing`)
  })

  it("routes calls to the player with mode 'playback', in test environments only [ENV-027] [ENV-025]", async () => {
    const stage = setup({ config: pageConfig('stage.freshway.com', { search: '?mode=playback' }) })
    expect(new URL((await stage.call('storefront')).url).pathname).toBe(`${ENVIRONMENT_CONFIG.stage.playbackPrefix}/api/thing`)
    expect(new URL((await stage.call('games')).url).pathname).toBe(`${ENVIRONMENT_CONFIG.stage.playbackPrefix}/api/thing`)
    const beta = setup({ config: pageConfig('betaprod.freshway.com', { search: '?mode=playback' }) })
    expect(new URL((await beta.call('storefront')).url).pathname).toBe(`${ENVIRONMENT_CONFIG.betaprod.apiPrefix}/api/thing`)
  })
})

describe('api client: B2B program header', () => {
  it("sends pgm '1P_B2B' on the calls that name it, for siteType 'B' only [ENV-028] [ENV-029]", async () => {
    const b2b = setup({ user: { ...signedIn, siteType: 'B' } })
    expect((await b2b.call('storefront', { b2bProgram: true })).headers.get(HEADERS.program)).toBe('1P_B2B')
    expect((await b2b.call('storefront')).headers.get(HEADERS.program)).toBeNull()
    for (const siteType of [undefined, '', 'C', 'b']) {
      const retail = setup({ user: { ...signedIn, siteType } })
      expect((await retail.call('storefront', { b2bProgram: true })).headers.get(HEADERS.program)).toBeNull()
    }
  })
})
