import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { createMemoryCookieJar } from '../cookies'
import { type CallFamily, createApiClient } from './client'
import { ApiError, isApiError } from './errors'

/** The error a call answered with `reply` throws. */
async function failure(reply: Reply, family: CallFamily = 'games'): Promise<ApiError> {
  const net = fakeFetch(() => reply)
  const api = createApiClient({
    config: pageConfig('qa1.freshway.com'),
    session: { current: () => ({ userType: 'C', storeId: '1120' }), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: net.fetch,
  })
  try {
    await api.request('/api/programs', { family, schema: v.unknown(), retries: 0 })
  } catch (error) {
    if (isApiError(error)) return error
    throw error
  }
  throw new Error('the call did not fail')
}

describe('api client: games error messages', () => {
  it('gives a failed call the general fallback text unless the catalogue says otherwise [ERR-001]', async () => {
    expect((await failure({ status: 502, body: { message: 'Bad gateway' } })).userMessage).toBe(
      'Apologies, our site is currently experiencing technical difficulties, please try again later.',
    )
    expect((await failure({ status: 500, text: '<html>oops</html>' })).userMessage).toBe(FALLBACK_MESSAGE)
    expect((await failure({ status: 400, body: { errors: ['storefront text'] } }, 'storefront')).userMessage).toBe(FALLBACK_MESSAGE)
  })

  it("shows a games 401's server message, or 'Invalid authorization' [ERR-002]", async () => {
    const withMessage = await failure({ status: 401, body: { message: 'Token expired' } })
    expect(withMessage.status).toBe(401)
    expect(withMessage.userMessage).toBe('Token expired')
    expect((await failure({ status: 401, body: {} })).userMessage).toBe('Invalid authorization')
    expect((await failure({ status: 401 })).userMessage).toBe('Invalid authorization')
  })

  it("shows a games 403's server message, or the fallback [ERR-003]", async () => {
    expect((await failure({ status: 403, body: { message: 'Not your program' } })).userMessage).toBe('Not your program')
    expect((await failure({ status: 403, body: { errors: ['x'] } })).userMessage).toBe(FALLBACK_MESSAGE)
  })

  it("shows a games 400's first errors entry, else first serviceErrors entry, else the fallback [ERR-004]", async () => {
    expect(
      (await failure({ status: 400, body: { errors: [{ message: 'Bad program code' }, 'second'], serviceErrors: ['svc'] } })).userMessage,
    ).toBe('Bad program code')
    expect((await failure({ status: 400, body: { errors: [], serviceErrors: [{ message: 'Service says no' }] } })).userMessage).toBe(
      'Service says no',
    )
    expect((await failure({ status: 400, body: { message: 'top only' } })).userMessage).toBe(FALLBACK_MESSAGE)
  })

  it("shows a games 500's first serviceErrors message, or the fallback [ERR-005]", async () => {
    expect((await failure({ status: 500, body: { serviceErrors: [{ message: 'Points service down' }] } })).userMessage).toBe(
      'Points service down',
    )
    expect((await failure({ status: 500, body: { message: 'ignored', errors: ['ignored'] } })).userMessage).toBe(FALLBACK_MESSAGE)
  })

  it("shows a games 503's first serviceErrors message, or the fallback [ERR-006]", async () => {
    expect((await failure({ status: 503, body: { serviceErrors: ['Maintenance'] } })).userMessage).toBe('Maintenance')
    expect((await failure({ status: 503, body: {} })).userMessage).toBe(FALLBACK_MESSAGE)
  })

  it('shows the fallback for a games error with any other status [ERR-007]', async () => {
    for (const status of [404, 409, 422, 429, 504]) {
      const error = await failure({ status, body: { message: 'server text', errors: ['e'], serviceErrors: ['s'] } })
      expect(error.status).toBe(status)
      expect(error.userMessage).toBe(FALLBACK_MESSAGE)
    }
  })
})
