import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createSim, SIM_GATEWAY_MESSAGES } from '../../../sim/app'
import { ENVIRONMENT_CONFIG, STOREFRONT_ENVIRONMENTS } from '../../rules/env'
import { HEADERS } from '../../rules/http'
import { pageConfig } from '../../../test/support/api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from './client'
import { isApiError } from './errors'
import { fetchUserInfo } from './session'

const root = fileURLToPath(new URL('../../..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.(ts|tsx|css|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}

describe('subscription keys against the simulator', () => {
  it('calls in every environment with its placeholder key, which the simulator accepts [ENV-010]', async () => {
    const sim = createSim()
    for (const env of STOREFRONT_ENVIRONMENTS) {
      const host = env === 'prod' ? 'www.freshway.com' : `${env}.freshway.com`
      const api = createApiClient({
        config: pageConfig(host),
        session: { current: () => ({}), refresh: async () => undefined },
        cookies: createMemoryCookieJar(),
        fetch: (input, init) => sim.fetch(new Request(input, init)),
      })
      const shopper = await fetchUserInfo(api)
      expect(shopper.userType, env).toBe('G')
      const logged = sim.state.requests.at(-1)
      expect(logged?.headers[HEADERS.subscriptionKey]).toBe(ENVIRONMENT_CONFIG[env].subscriptionKey)
    }
  })

  it('is refused by the simulator with any other key, so keys cannot silently drift [ENV-010]', async () => {
    const sim = createSim()
    const api = createApiClient({
      config: pageConfig('qa2.freshway.com'),
      session: { current: () => ({}), refresh: async () => undefined },
      cookies: createMemoryCookieJar(),
      fetch: (input, init) => {
        const request = new Request(input, init)
        request.headers.set(HEADERS.subscriptionKey, ENVIRONMENT_CONFIG.qa3.subscriptionKey)
        return sim.fetch(request)
      },
    })
    const error = await fetchUserInfo(api).catch((e: unknown) => e)
    expect(isApiError(error) && error.status).toBe(401)
    expect(isApiError(error) && JSON.stringify(error.details.body)).toContain(SIM_GATEWAY_MESSAGES.missingKey)
  })

  it('keeps key values out of widgets and every module but the environment configuration [ENV-010]', () => {
    const keys = Object.values(ENVIRONMENT_CONFIG).map((c) => c.subscriptionKey)
    const files = [...sources(join(root, 'widgets')), ...sources(join(root, 'core'))].filter(
      (f) => !f.endsWith(join('core', 'rules', 'env.ts')),
    )
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const key of keys) expect(text.includes(key), `${relative(root, file)} contains ${key}`).toBe(false)
    }
  })
})
