import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clipDecision,
  decodeTokenClaims,
  gameOverGuardDecision,
  gamesGuardDecision,
  isAuthorisedForGames,
  isAuthorisedForStorefront,
  isStorefrontGuest,
  isTokenActive,
  offerGalleryAccess,
  signInTarget,
  STOREFRONT_AUTHORISED_TYPES,
  STOREFRONT_GUEST_TYPE,
  TOKEN_CLAIMS,
  USER_TYPES,
} from './session'

const NOW = Date.UTC(2025, 5, 1, 12)
const future = fc.integer({ min: NOW + 1, max: NOW + 400 * 86_400_000 })
const pastOrNow = fc.integer({ min: NOW - 400 * 86_400_000, max: NOW })
const token = fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/)
const anyType = fc.oneof(fc.constantFrom('G', 'g', 'A', 'a', 'R', 'r', 'C', 'c', '', ' ', 'E', 'X'), fc.string({ maxLength: 4 }))

describe('session validity', () => {
  it('is valid only with a token and an expireTime in the future [SES-002] [SES-022]', () => {
    fc.assert(fc.property(token, future, (t, exp) => isTokenActive(t, exp, NOW)))
    fc.assert(fc.property(token, pastOrNow, (t, exp) => !isTokenActive(t, exp, NOW)))
    fc.assert(fc.property(fc.constantFrom(undefined, null, ''), future, (t, exp) => !isTokenActive(t, exp, NOW)))
    for (const exp of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) expect(isTokenActive('t', exp, NOW)).toBe(false)
  })
})

describe('sign-in redirect target', () => {
  it("sends userType 'G' to sign-in, even with a keep-me-signed-in cookie [SES-004]", () => {
    expect(signInTarget('G', false)).toBe('sign-in')
    expect(signInTarget('G', true)).toBe('sign-in')
    expect(signInTarget('g', true)).toBe('sign-in')
  })

  it("sends userType 'R' to re-sign-in [SES-005]", () => {
    expect(signInTarget('R', false)).toBe('re-sign-in')
    expect(signInTarget('R', true)).toBe('re-sign-in')
  })

  it('sends any non-guest type with a keep-me-signed-in cookie to re-sign-in [SES-006]', () => {
    fc.assert(
      fc.property(
        fc.option(anyType, { nil: undefined }).filter((t) => t?.toUpperCase() !== 'G'),
        (t) => signInTarget(t, true) === 're-sign-in',
      ),
    )
  })

  it('sends every other type without a keep-me-signed-in cookie to sign-in [SES-007]', () => {
    fc.assert(
      fc.property(
        fc.option(anyType, { nil: undefined }).filter((t) => t !== 'R'),
        (t) => signInTarget(t, false) === 'sign-in',
      ),
    )
  })
})

describe('games authorisation', () => {
  it("authorises a present type that is not empty, 'G' or 'A', in any case [SES-014]", () => {
    fc.assert(
      fc.property(anyType, (t) => {
        const refused = t.trim() === '' || ['G', 'A'].includes(t.trim().toUpperCase())
        expect(isAuthorisedForGames(t)).toBe(!refused)
      }),
    )
    for (const t of ['g', 'a', 'G', 'A', '', null, undefined]) expect(isAuthorisedForGames(t)).toBe(false)
    for (const t of ['R', 'C', 'r', 'X']) expect(isAuthorisedForGames(t)).toBe(true)
  })

  it('refuses guests (G) and anonymous users (A) [SES-015]', () => {
    expect(isAuthorisedForGames('G')).toBe(false)
    expect(isAuthorisedForGames('A')).toBe(false)
    for (const userType of ['G', 'A']) {
      expect(gamesGuardDecision({ token: 't', userType, expireTime: NOW + 60_000 }, false, NOW)).toEqual({
        allow: false,
        target: 'sign-in',
      })
    }
  })
})

describe('games route guard', () => {
  it('sends guests and anonymous users who reach the games area to sign-in [SES-001]', () => {
    for (const userType of ['G', 'g', 'A', 'a', '']) {
      for (const kmsi of [false, true]) {
        for (const expireTime of [NOW + 1, NOW - 1]) {
          expect(gamesGuardDecision({ token: 't', userType, expireTime }, kmsi, NOW)).toEqual({ allow: false, target: 'sign-in' })
        }
      }
    }
    expect(gamesGuardDecision({ token: 't', userType: 'C', expireTime: NOW + 1 }, false, NOW)).toEqual({ allow: true })
  })

  it('redirects an invalid or missing session to sign-in or re-sign-in [SES-003]', () => {
    fc.assert(
      fc.property(pastOrNow, fc.constantFrom('C', 'R'), fc.boolean(), (exp, userType, kmsi) => {
        const decision = gamesGuardDecision({ token: 't', userType, expireTime: exp }, kmsi, NOW)
        expect(decision).toEqual({ allow: false, target: signInTarget(userType, kmsi) })
      }),
    )
    expect(gamesGuardDecision({ token: 't', userType: 'C', expireTime: NOW - 1 }, false, NOW)).toEqual({ allow: false, target: 'sign-in' })
  })

  it('lets the user through only when user info was obtained, else sends them to sign-in [SES-011] [SES-012]', () => {
    expect(gamesGuardDecision(undefined, false, NOW)).toEqual({ allow: false, target: 'sign-in' })
    expect(gamesGuardDecision(undefined, true, NOW)).toEqual({ allow: false, target: 'sign-in' })
  })

  it('sends a user-info answer without a token to sign-in [SES-013]', () => {
    for (const userType of ['R', 'C']) {
      expect(gamesGuardDecision({ userType, expireTime: NOW + 60_000 }, true, NOW)).toEqual({ allow: false, target: 'sign-in' })
    }
  })
})

describe('game-over guard', () => {
  it('keeps a guest or anonymous user on the game-over page for the anonymous headline; a games user is guarded as everywhere [GAM-034] [GAM-036] [SES-015]', () => {
    for (const userType of ['G', 'a', '']) {
      expect(gameOverGuardDecision({ token: 't', userType, expireTime: NOW + 60_000 }, false, NOW)).toEqual({ allow: 'anonymous' })
    }
    expect(gameOverGuardDecision({ userType: 'A' }, true, NOW)).toEqual({ allow: 'anonymous' })
    expect(gameOverGuardDecision({ token: 't', userType: 'C', expireTime: NOW + 60_000 }, false, NOW)).toEqual({ allow: true })
    expect(gameOverGuardDecision({ token: 't', userType: 'R', expireTime: NOW - 1 }, true, NOW)).toEqual({
      allow: false,
      target: 're-sign-in',
    })
    expect(gameOverGuardDecision(undefined, false, NOW)).toEqual({ allow: false, target: 'sign-in' })
  })
})

describe('user types', () => {
  it('recognises G, A, R and C (R covering recognised, returning and registered users) [SES-018]', () => {
    for (const t of ['G', 'A', 'R', 'C']) expect(USER_TYPES).toContain(t)
  })

  it('knows storefront guests (g), registered (R) and customers (C) [SES-019] [SES-021]', () => {
    expect(STOREFRONT_GUEST_TYPE).toBe('g')
    expect(USER_TYPES).toContain('g')
    expect(isStorefrontGuest('g')).toBe(true)
    expect(isStorefrontGuest('R')).toBe(false)
    expect(isStorefrontGuest('C')).toBe(false)
    expect([...STOREFRONT_AUTHORISED_TYPES]).toEqual(['R', 'C'])
  })

  it("authorises the storefront exactly for 'R' and 'C' [SES-020]", () => {
    fc.assert(fc.property(fc.option(anyType, { nil: undefined }), (t) => isAuthorisedForStorefront(t) === (t === 'R' || t === 'C')))
    for (const t of ['r', 'c', 'G', 'g', 'A', ' R']) expect(isAuthorisedForStorefront(t)).toBe(false)
  })
})

describe('token claims', () => {
  const claim = fc.oneof(fc.string({ maxLength: 20 }), fc.integer())
  const claims = fc.record(Object.fromEntries(TOKEN_CLAIMS.map((c) => [c, claim])) as Record<(typeof TOKEN_CLAIMS)[number], typeof claim>, {
    requiredKeys: [],
  })
  const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`

  it('reads aln, hid, zip, gid, uuid, exp, fnm and lnm from the token, and nothing else [SES-030]', () => {
    expect([...TOKEN_CLAIMS]).toEqual(['aln', 'hid', 'zip', 'gid', 'uuid', 'exp', 'fnm', 'lnm'])
    fc.assert(
      fc.property(claims, fc.dictionary(fc.stringMatching(/^x[a-z]{1,5}$/), fc.string()), (c, extra) => {
        expect(decodeTokenClaims(jwt({ ...extra, ...c }))).toEqual(c)
      }),
    )
    expect(decodeTokenClaims(jwt({ fnm: 'Zoë', exp: 1700000000, role: 'admin' }))).toEqual({ fnm: 'Zoë', exp: 1700000000 })
    for (const bad of [undefined, '', 'abc', 'a.!!!.c', `h.${Buffer.from('not json').toString('base64url')}.s`])
      expect(decodeTokenClaims(bad)).toEqual({})
  })
})

describe('storefront guests and signed-in shoppers', () => {
  it('gives guests the guest offer path with the anonymous filter, in guest mode [SES-031]', () => {
    for (const t of ['g', 'G', undefined])
      expect(offerGalleryAccess(t, undefined)).toEqual({ mode: 'guest', bearer: false, guestFlag: true, anonymousFilter: true })
  })

  it('sends a guest pressing clip, activate or add-to-list to sign-in [SES-032]', () => {
    fc.assert(
      fc.property(
        fc.option(token, { nil: undefined }),
        future,
        (t, exp) => clipDecision({ userType: 'g', token: t, expireTime: exp, now: NOW }) === 'sign-in',
      ),
    )
  })

  it('gives R and C the registered gallery with a bearer token and their customer id [SES-033]', () => {
    for (const t of ['R', 'C']) expect(offerGalleryAccess(t, '55501')).toEqual({ mode: 'registered', bearer: true, customerId: '55501' })
  })

  it('lets a clip proceed only with an active shop token [SES-034]', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('R', 'C'),
        fc.option(token, { nil: undefined }),
        fc.integer({ min: NOW - 1000, max: NOW + 1000 }),
        (userType, t, exp) => {
          const d = clipDecision({ userType, token: t, expireTime: exp, now: NOW })
          expect(d === 'proceed').toBe(!!t && exp > NOW)
        },
      ),
    )
    const soft = { userType: 'R', sharedSession: { userType: 'R', userData: { expireTime: NOW + 60_000 } }, now: NOW }
    expect(clipDecision(soft)).toBe('refresh')
    expect(clipDecision({ ...soft, sharedSession: { userType: 'R', userData: { expireTime: NOW - 1 } } })).toBe('reload')
  })

  // The guest cart half of SES-035 is proven by the cart store (core/stores/cart/cart.test.ts, one guest cart).
  it('lets guests use the guest offer gallery [SES-035]', () => {
    expect(offerGalleryAccess('g', undefined).mode).toBe('guest')
  })

  it('has no administrative role and no admin screen [SES-036]', () => {
    for (const t of USER_TYPES) expect(t).toMatch(/^[GARCg]$/)
    expect(isAuthorisedForStorefront('ADMIN')).toBe(false)
    const widgets = fileURLToPath(new URL('../../widgets', import.meta.url))
    const names = readdirSync(widgets)
    expect(names.filter((n) => /admin/i.test(n))).toEqual([])
    const files = names.map((n) => join(widgets, n)).filter((p) => statSync(p).isFile())
    for (const f of files) expect(readFileSync(f, 'utf8')).not.toMatch(/aisle-admin/i)
  })
})
