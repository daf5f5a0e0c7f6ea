/**
 * The retailer's account pages the widgets send shoppers to (SES-004..010): sign-in, re-sign-in and
 * the error page. Signing in sets the session cookies and returns to the address in the redirect
 * cookie (or its B2B variant), which the widgets set for 600 s.
 */
import { Hono } from 'hono'
import { COOKIES } from '../../core/rules/http'
import { ERROR_PAGE_PATH, SIGN_IN_PATHS } from '../../core/rules/session'
import { cookieString, type SimEnv } from '../http'
import { escapeHtml } from '../pages/layout'
import { signIn } from './control'

export const ACCOUNT_TEXT = {
  signInTitle: 'Sign in',
  reSignInTitle: 'Welcome back: sign in again',
  errorTitle: 'Something went wrong',
  submit: 'Sign in',
} as const

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/demo.css"></head><body><main class="account"><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

function signInForm(title: string): string {
  const users = [
    ['C', 'Customer (C)'],
    ['G', 'Guest (G)'],
    ['R', 'Recognised (R)'],
    ['E', 'Employee (E)'],
    ['B', 'Business site (B)'],
  ]
  const options = users
    .map(([v, l], i) => `<label><input type="radio" name="user" value="${v}"${i === 0 ? ' checked' : ''}> ${l}</label>`)
    .join('')
  return page(
    title,
    `<form method="post" action="/account/sign-in"><fieldset><legend>Sign in as</legend>${options}</fieldset><label><input type="checkbox" name="keepSignedIn" value="true"> Keep me signed in</label><button type="submit">${ACCOUNT_TEXT.submit}</button></form>`,
  )
}

/**
 * Where a sign-in may send the shopper back to: a path on this host or an address on a *.localhost
 * host, else '/'. An open redirect would let any page bounce shoppers elsewhere. The address is
 * parsed as a browser would, so '/\\evil.example' or a tab inside '//' cannot slip through.
 */
export function safeRedirect(cookieValue: string | undefined, requestUrl: string): string {
  let text: string
  try {
    text = decodeURIComponent(cookieValue ?? '/')
  } catch {
    return '/'
  }
  if (!/^(\/|https?:\/\/)/i.test(text)) return '/'
  const here = new URL(requestUrl)
  let url: URL
  try {
    url = new URL(text, here)
  } catch {
    return '/'
  }
  if (url.origin === here.origin) return url.pathname + url.search + url.hash
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost')
  return local && /^https?:$/.test(url.protocol) && !url.username && !url.password ? url.href : '/'
}

export function accountRoutes() {
  const app = new Hono<SimEnv>()
  app.get(SIGN_IN_PATHS['sign-in'], (c) => c.html(signInForm(ACCOUNT_TEXT.signInTitle)))
  app.get(SIGN_IN_PATHS['re-sign-in'], (c) => c.html(signInForm(ACCOUNT_TEXT.reSignInTitle)))
  app.get(ERROR_PAGE_PATH, (c) => c.html(page(ACCOUNT_TEXT.errorTitle, '<p><a href="/">Back to the home page</a></p>'), 200))

  app.post('/account/sign-in', async (c) => {
    const form = await c.req.parseBody()
    const user = typeof form.user === 'string' ? form.user : 'C'
    const reply = signIn(c.get('state'), { user, keepSignedIn: form.keepSignedIn === 'true' })
    for (const [name, value] of Object.entries(reply.cookies)) {
      c.get('setCookies').push(cookieString(name, value, { httpOnly: name === COOKIES.simSession }))
    }
    const cookies = c.get('cookies')
    const back = cookies[COOKIES.redirectB2b] ?? cookies[COOKIES.redirect]
    for (const name of [COOKIES.redirect, COOKIES.redirectB2b]) c.get('setCookies').push(cookieString(name, '', { maxAge: 0 }))
    return c.redirect(safeRedirect(back, c.req.url), 303)
  })
  return app
}
