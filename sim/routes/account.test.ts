// The account pages (sim/routes/account.ts) and the content files (sim/routes/content.ts).
import { beforeEach, describe, expect, test } from 'vitest'
import { COOKIES } from '../../core/rules/http'
import { ERROR_PAGE_PATH, SIGN_IN_PATHS } from '../../core/rules/session'
import { createSim, type Sim } from '../app'
import { call, ORIGIN } from '../testing'
import { ACCOUNT_TEXT, safeRedirect } from './account'

let sim: Sim
beforeEach(() => {
  sim = createSim()
})

const page = (path: string) => call(sim, `${ORIGIN}${path}`, { noKey: true })

function postSignIn(form: Record<string, string>, cookies: Record<string, string> = {}) {
  return call(sim, `${ORIGIN}/account/sign-in`, {
    method: 'POST',
    noKey: true,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    cookies,
  })
}

const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
const cookieValue = (response: Response, name: string) =>
  setCookie(response, name)
    ?.split(';')[0]
    ?.slice(name.length + 1)

describe('account pages', () => {
  test('GET /account/sign-in.html is an HTML page with the sign-in form', async () => {
    const response = await page(SIGN_IN_PATHS['sign-in'])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain(`<title>${ACCOUNT_TEXT.signInTitle}</title>`)
    expect(html).toContain('<form method="post" action="/account/sign-in">')
    expect(html).toContain('name="keepSignedIn"')
  })

  test('the re-sign-in and error pages are HTML with their own titles', async () => {
    const again = await page(SIGN_IN_PATHS['re-sign-in'])
    expect(again.headers.get('content-type')).toContain('text/html')
    expect(await again.text()).toContain(`<h1>${ACCOUNT_TEXT.reSignInTitle}</h1>`)
    const error = await page(ERROR_PAGE_PATH)
    expect(error.status).toBe(200)
    expect(await error.text()).toContain(`<h1>${ACCOUNT_TEXT.errorTitle}</h1>`)
  })
})

describe('POST /account/sign-in', () => {
  test('answers 303 to the aisle_redirect address, sets aisle_sid and clears the redirect cookie', async () => {
    const back = 'http://freshway.localhost:4173/games/?program=SUMMERSTARS'
    const response = await postSignIn({ user: 'C' }, { [COOKIES.redirect]: encodeURIComponent(back) })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(back)
    expect(setCookie(response, COOKIES.simSession)).toContain('HttpOnly')
    expect(setCookie(response, COOKIES.redirect)).toContain('Max-Age=0')
    expect(setCookie(response, COOKIES.csrf)).toBeDefined()
    expect(setCookie(response, COOKIES.keepSignedIn)).toBeUndefined()

    const sid = cookieValue(response, COOKIES.simSession) as string
    const info = await call(sim, '/api/session/userinfo/freshway', { cookies: { [COOKIES.simSession]: sid } })
    expect(await info.json()).toMatchObject({ userType: 'C', SWY_SHOP_TOKEN: expect.any(String) })
  })

  test('returns to a path on this host, and prefers the B2B redirect cookie', async () => {
    const plain = await postSignIn({ user: 'C' }, { [COOKIES.redirect]: encodeURIComponent('/deals?aisle=7#top') })
    expect(plain.headers.get('location')).toBe('/deals?aisle=7#top')
    const b2b = await postSignIn(
      { user: 'B' },
      { [COOKIES.redirect]: '/deals', [COOKIES.redirectB2b]: encodeURIComponent('/business/cart') },
    )
    expect(b2b.headers.get('location')).toBe('/business/cart')
    expect(setCookie(b2b, COOKIES.redirectB2b)).toContain('Max-Age=0')
  })

  test('without a redirect cookie it returns to /', async () => {
    expect((await postSignIn({ user: 'C' })).headers.get('location')).toBe('/')
  })

  test('the chosen user and keep-me-signed-in are honoured', async () => {
    const response = await postSignIn({ user: 'R', keepSignedIn: 'true' })
    expect(cookieValue(response, COOKIES.keepSignedIn)).toBe('true')
    const sid = cookieValue(response, COOKIES.simSession) as string
    const info = await call(sim, '/api/session/userinfo/freshway', { cookies: { [COOKIES.simSession]: sid } })
    expect(await info.json()).toMatchObject({ userType: 'R' })
  })

  test('the Guest choice starts a guest session: user info answers userType G without a token', async () => {
    const response = await postSignIn({ user: 'G' })
    expect(response.status).toBe(303)
    const sid = cookieValue(response, COOKIES.simSession) as string
    const info = await call(sim, '/api/session/userinfo/freshway', { cookies: { [COOKIES.simSession]: sid } })
    expect(await info.json()).toMatchObject({ userType: 'G', SWY_SHOP_TOKEN: null })
  })

  test('an off-site redirect cookie (https://evil.example/) falls back to /', async () => {
    const response = await postSignIn({ user: 'C' }, { [COOKIES.redirect]: encodeURIComponent('https://evil.example/') })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
  })

  test.each([
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    'https://evil.example/?next=http://a.localhost/',
    'http://freshway.localhost@evil.example/',
    'http://user:pw@freshway.localhost/',
    'javascript:alert(1)',
    'deals',
  ])('an address a browser would leave the site for, or cannot read (%j), falls back to /', (value) => {
    expect(safeRedirect(encodeURIComponent(value), `${ORIGIN}/account/sign-in`)).toBe('/')
  })

  test('addresses on *.localhost hosts pass, normalised; a cookie that does not decode falls back to /', () => {
    const here = `${ORIGIN}/account/sign-in`
    expect(safeRedirect(encodeURIComponent('http://partner.localhost:4173/embed?x=1'), here)).toBe(
      'http://partner.localhost:4173/embed?x=1',
    )
    expect(safeRedirect(encodeURIComponent('/a/../b'), here)).toBe('/b')
    expect(safeRedirect(undefined, here)).toBe('/')
    expect(safeRedirect('%E0%A4%A', here)).toBe('/')
  })
})

describe('content files', () => {
  test('games flags and a banner’s left navigation are served as JSON', async () => {
    const flags = await page('/content/games/flags.json')
    expect(flags.status).toBe(200)
    expect(await flags.json()).toEqual(sim.state.gamesFlags)
    const nav = await page('/content/freshway/games/left-nav.json')
    expect(await nav.json()).toEqual(sim.state.navigation.freshway)
  })

  test('a banner without a navigation file answers 404', async () => {
    const response = await page('/content/riverbend/games/left-nav.json')
    expect(response.status).toBe(404)
  })
})
