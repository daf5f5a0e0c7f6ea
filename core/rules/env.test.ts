import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  B2B_PROGRAM_HEADER_VALUE,
  B2B_SITE_TYPE,
  clipOriginFor,
  ENVIRONMENT_CONFIG,
  GAMES_ENVIRONMENTS,
  gamesEnvironmentForHost,
  isB2bSite,
  isTestEnvironment,
  STOREFRONT_ENVIRONMENTS,
  storefrontEnvironmentForHost,
} from './env'

/** The words the games rule looks for in a host name (000 §1). */
const GAMES_WORDS = ['qa1', 'qa2', 'qa3', 'stage', 'local'] as const
/** The words the storefront rule looks for (000 §9, 001 §9); 'prod' is the default, not a word. */
const STOREFRONT_WORDS = ['dev1', 'dev2', 'dev3', 'qa1', 'qa2', 'qa3', 'stage', 'betaprod', 'local'] as const

const label = fc.stringMatching(/^[a-z0-9-]{0,10}$/)
const labels = fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { minLength: 1, maxLength: 4 })
const withPort = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })

/** Host names containing exactly the given words (and no other word of `words`). */
function hostWith(word: fc.Arbitrary<string>, words: readonly string[]) {
  return fc
    .tuple(label, word, label, labels, withPort)
    .map(([before, w, after, rest, port]) => ({ word: w, host: `${before}${w}${after}.${rest.join('.')}${port ? `:${port}` : ''}` }))
    .filter(({ word: w, host }) => words.every((other) => other === w || !host.includes(other)))
}

const plainHost = fc.tuple(labels, withPort).map(([rest, port]) => `${rest.join('.')}${port ? `:${port}` : ''}`)

describe('games environment from the host name', () => {
  it('knows exactly qa1, qa2, qa3, stage and prod, and never resolves to anything else [ENV-003]', () => {
    expect([...GAMES_ENVIRONMENTS]).toEqual(['qa1', 'qa2', 'qa3', 'stage', 'prod'])
    fc.assert(fc.property(fc.string(), (host) => (GAMES_ENVIRONMENTS as readonly string[]).includes(gamesEnvironmentForHost(host))))
  })

  it('selects qa1, qa2 or qa3 when the host contains that name [ENV-004]', () => {
    fc.assert(
      fc.property(hostWith(fc.constantFrom('qa1', 'qa2', 'qa3'), GAMES_WORDS), ({ word, host }) => {
        expect(gamesEnvironmentForHost(host)).toBe(word)
      }),
    )
    expect(gamesEnvironmentForHost('qa2.freshway.com')).toBe('qa2')
    // a qa name is more specific than 'local': a local qa3 host is qa3
    expect(gamesEnvironmentForHost('qa3.freshway.localhost:5173')).toBe('qa3')
  })

  it("selects stage when the host contains 'stage' [ENV-005]", () => {
    fc.assert(
      fc.property(hostWith(fc.constant('stage'), GAMES_WORDS), ({ host }) => {
        expect(gamesEnvironmentForHost(host)).toBe('stage')
      }),
    )
    expect(gamesEnvironmentForHost('www-stage.harvestmart.com')).toBe('stage')
  })

  it("selects qa1 when the host contains 'local' [ENV-006]", () => {
    fc.assert(
      fc.property(hostWith(fc.constant('local'), GAMES_WORDS), ({ host }) => {
        expect(gamesEnvironmentForHost(host)).toBe('qa1')
      }),
    )
    expect(gamesEnvironmentForHost('freshway.localhost:8080')).toBe('qa1')
  })

  it('selects prod for any host with no qa, stage or local part, dev and betaprod hosts included [ENV-007]', () => {
    fc.assert(
      fc.property(
        plainHost.filter((h) => GAMES_WORDS.every((w) => !h.includes(w))),
        (host) => {
          expect(gamesEnvironmentForHost(host)).toBe('prod')
        },
      ),
    )
    // gap C4: the games rule does not know the storefront-only environments
    expect(gamesEnvironmentForHost('dev1.freshway.com')).toBe('prod')
    expect(gamesEnvironmentForHost('betaprod.freshway.com')).toBe('prod')
    expect(gamesEnvironmentForHost('www.freshway.com')).toBe('prod')
  })
})

describe('storefront environment from the host name', () => {
  it('recognises dev1, dev2, dev3, qa1, qa2, qa3, stage, betaprod, prod and local [ENV-008]', () => {
    expect([...STOREFRONT_ENVIRONMENTS]).toEqual(['dev1', 'dev2', 'dev3', 'qa1', 'qa2', 'qa3', 'stage', 'betaprod', 'prod', 'local'])
    fc.assert(
      fc.property(hostWith(fc.constantFrom(...STOREFRONT_WORDS), STOREFRONT_WORDS), ({ word, host }) => {
        expect(storefrontEnvironmentForHost(host)).toBe(word)
      }),
    )
    fc.assert(
      fc.property(
        plainHost.filter((h) => STOREFRONT_WORDS.every((w) => !h.includes(w))),
        (host) => {
          expect(storefrontEnvironmentForHost(host)).toBe('prod')
        },
      ),
    )
    fc.assert(
      fc.property(fc.string(), (host) => (STOREFRONT_ENVIRONMENTS as readonly string[]).includes(storefrontEnvironmentForHost(host))),
    )
    expect(storefrontEnvironmentForHost('betaprod.freshway.com')).toBe('betaprod')
    expect(storefrontEnvironmentForHost('prod.freshway.com')).toBe('prod')
  })

  it('configures every environment, games and storefront, with its own endpoint prefix [ENV-009]', () => {
    const all = new Set<string>([...GAMES_ENVIRONMENTS, ...STOREFRONT_ENVIRONMENTS])
    for (const env of all) {
      const config = ENVIRONMENT_CONFIG[env as keyof typeof ENVIRONMENT_CONFIG]
      expect(config, env).toBeDefined()
      expect(config.apiPrefix).toMatch(/^\/[^\s]+[^/]$/)
    }
    // distinct back ends per environment; 'local' is served by qa1 (docs/decisions/foundation.md "Environment and banner")
    const prefixes = STOREFRONT_ENVIRONMENTS.filter((e) => e !== 'local').map((e) => ENVIRONMENT_CONFIG[e].apiPrefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    expect(ENVIRONMENT_CONFIG.local.apiPrefix).toBe(ENVIRONMENT_CONFIG.qa1.apiPrefix)
  })

  it('holds a placeholder subscription key per environment, in configuration [ENV-010]', () => {
    const keys = STOREFRONT_ENVIRONMENTS.filter((e) => e !== 'local').map((e) => ENVIRONMENT_CONFIG[e].subscriptionKey)
    for (const key of keys) expect(key).toMatch(/\S/)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('configures the mock recorder and player for test environments only, never for prod [ENV-025]', () => {
    for (const env of STOREFRONT_ENVIRONMENTS) {
      const config = ENVIRONMENT_CONFIG[env]
      if (isTestEnvironment(env)) {
        expect(config.recorderPrefix, env).toMatch(/^\//)
        expect(config.playbackPrefix, env).toMatch(/^\//)
        expect(config.recorderPrefix).not.toBe(config.playbackPrefix)
        expect(config.recorderPrefix).not.toBe(config.apiPrefix)
      } else {
        expect(config.recorderPrefix, env).toBeUndefined()
        expect(config.playbackPrefix, env).toBeUndefined()
      }
    }
    expect(isTestEnvironment('prod')).toBe(false)
    expect(ENVIRONMENT_CONFIG.prod.recorderPrefix).toBeUndefined()
    expect(ENVIRONMENT_CONFIG.prod.playbackPrefix).toBeUndefined()
    for (const env of ['dev1', 'dev2', 'dev3', 'qa1', 'qa2', 'qa3', 'stage', 'local'] as const) expect(isTestEnvironment(env)).toBe(true)
  })
})

describe('business-to-business site', () => {
  it("is identified by siteType 'B' and nothing else [ENV-028]", () => {
    expect(B2B_SITE_TYPE).toBe('B')
    expect(isB2bSite('B')).toBe(true)
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }).filter((s) => s !== 'B'),
        (s) => !isB2bSite(s),
      ),
    )
    expect(isB2bSite('b')).toBe(false)
    expect(isB2bSite(null)).toBe(false)
  })

  it("uses '1P_B2B' as the program header value [ENV-029]", () => {
    expect(B2B_PROGRAM_HEADER_VALUE).toBe('1P_B2B')
  })

  it("clips on the page's own origin when the host contains 'business', else on the API origin [ENV-030]", () => {
    const origin = fc.tuple(fc.constantFrom('http', 'https'), labels).map(([scheme, parts]) => `${scheme}://${parts.join('.')}.test`)
    fc.assert(
      fc.property(label, label, origin, origin, (before, after, pageOrigin, apiOrigin) => {
        const host = `${before}business${after}.freshway.com`
        expect(clipOriginFor({ host, pageOrigin, apiOrigin })).toBe(pageOrigin)
      }),
    )
    fc.assert(
      fc.property(
        plainHost.filter((h) => !h.includes('business')),
        origin,
        origin,
        (host, pageOrigin, apiOrigin) => {
          expect(clipOriginFor({ host, pageOrigin, apiOrigin })).toBe(apiOrigin)
        },
      ),
    )
    expect(
      clipOriginFor({ host: 'BUSINESS.freshway.com', pageOrigin: 'https://business.freshway.com', apiOrigin: 'https://www.freshway.com' }),
    ).toBe('https://business.freshway.com')
  })
})
