import { describe, expect, it } from 'vitest'
import { PAGE_PATHS, offerDetailsPath } from '../../core/rules/coupons/pages'
import { createSim } from '../app'
import { signIn } from '../routes/control'
import { cookieHeader, ORIGIN } from '../testing'
import { isPagePath, notFoundPage, storefrontPage } from './index'

const XSS = '<img src=x onerror=alert(1)>'

function open(sim: ReturnType<typeof createSim>, path: string, user?: string) {
  const cookies = user ? signIn(sim.state, { user }).cookies : {}
  const cookie = cookieHeader(cookies)
  return storefrontPage(new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }), sim.state)
}
const h1 = (html: string | undefined) => /<h1>([^<]*)<\/h1>/.exec(html ?? '')?.[1]

describe('storefront pages the widgets link to', () => {
  it('shows an offer at its offer-details address, with its coupon card [CPN-112]', () => {
    const sim = createSim()
    const offer = sim.state.offers[0]!
    const page = open(sim, offerDetailsPath({ id: offer.offerId, offerTs: offer.offerTs, offerPgm: offer.offerPgm }))
    expect(page?.status).toBe(200)
    expect(page?.html).toContain(`<aisle-coupon-card offer-id="${offer.offerId}"></aisle-coupon-card>`)
    expect(page?.html).toContain('<aisle-mini-cart href="/products.html"></aisle-mini-cart>')
  })

  it('shows a product at each product-details address, with its product card', () => {
    const sim = createSim()
    const product = sim.state.products[0]!
    for (const prefix of ['/shop/product-details', '/shop/wine/product-details', '/shop/marketplace/product-details']) {
      const page = open(sim, `${prefix}/${product.id}`)
      expect(page?.status).toBe(200)
      expect(page?.html).toContain(`<aisle-product-card product-id="${product.id}"></aisle-product-card>`)
    }
  })

  it("lists a product's similar items, same aisle, on its product page at the card's similar-items anchor [PRD-060]", () => {
    const sim = createSim()
    const product = sim.state.products.find((p) => p.cartCategory === '1P_WINE')!
    const html = open(sim, `/shop/wine/product-details/${product.id}`)?.html ?? ''
    expect(html).toContain('<section id="similar-items"')
    const other = sim.state.products.find((p) => p.id !== product.id && p.aisleName === product.aisleName && p.status === 'active')!
    expect(html).toContain(`href="/shop/wine/product-details/${other.id}"`)
  })

  it('shows the marketplace and wine-shop search results for q, each item with its product card [PRD-058] [SHL-029]', () => {
    const sim = createSim()
    const seller = sim.state.products.find((p) => p.cartCategory === '3P_MARKETPLACE')!
    const page = open(sim, `/shop/marketplace/search-results?q=${encodeURIComponent(String(seller.sellerName))}`)
    expect(page?.status).toBe(200)
    const sold = sim.state.products.filter((p) => p.sellerName === seller.sellerName && p.status === 'active')
    for (const p of sold) expect(page?.html).toContain(`product-id="${p.id}"`)
    expect(page?.html).not.toContain(`product-id="${sim.state.products[0]!.id}"`)
    const wine = open(sim, '/shop/wine/search-results')
    const wines = sim.state.products.filter((p) => p.cartCategory === '1P_WINE' && p.status === 'active')
    expect(wine?.html).toContain(`${wines.length} items`)
  })

  it('answers an unknown offer, product or game page with the designed not-found page, status 404', () => {
    const sim = createSim()
    for (const path of ['/foru/offer-details.1.2.PD.html', '/shop/product-details/nope', '/sim-assets/games/summerstars/nope.html']) {
      const page = open(sim, path)
      expect(page?.status).toBe(404)
      expect(h1(page?.html)).toBe('Page not found')
      expect(page?.html).toContain('<a href="/">Back to the home page</a>')
    }
    expect(notFoundPage(new Request(`${ORIGIN}/nothing.html`)).status).toBe(404)
  })

  it("lists the signed-in shopper's clipped and listed offers on My List, and asks a guest to sign in", () => {
    const sim = createSim()
    const user = sim.state.users.find((u) => u.key === 'C')!
    const mine = open(sim, PAGE_PATHS.myList, 'C')?.html ?? ''
    for (const id of new Set([...user.clipped, ...user.list])) expect(mine).toContain(`offer-id="${id}"`)
    const guest = open(sim, PAGE_PATHS.myList)?.html ?? ''
    expect(guest).not.toContain('aisle-coupon-card')
    expect(guest).toContain('href="/account/sign-in.html"')
  })

  it("shows the signed-in shopper's points by game on the rewards page", () => {
    const sim = createSim()
    const user = sim.state.users.find((u) => u.key === 'C')!
    const html = open(sim, PAGE_PATHS.groceryRewards, 'C')?.html ?? ''
    const [code, points] = Object.entries(user.points)[0]!
    const name = sim.state.programs.find((p) => p.code === code)!.name
    expect(html).toContain(`<th scope="row">${name}</th><td>${points.totalGamePoints}</td>`)
  })

  it("serves each game's play, rules and FAQ page the programs name, linking back to Play & Earn", () => {
    const sim = createSim()
    const named = sim.state.programs.flatMap((p) =>
      Object.entries(p.uiAttributes)
        .filter(([k]) => k.endsWith('URL'))
        .map(([, v]) => v as string),
    )
    expect(named.length).toBeGreaterThan(0)
    for (const path of named) {
      const page = open(sim, path)
      expect(page?.status, path).toBe(200)
      expect(page?.html).toContain('<a href="/play-earn.html">Back to Play &#38; Earn</a>')
    }
  })

  it('serves the other pages the widgets and the navigation link to', () => {
    const sim = createSim()
    const paths = [
      '/foru.html',
      '/foru/coupons-deals.html',
      '/foru/games.html',
      '/freshpass/manage/subscribe',
      '/customer-account/communication-preferences.html',
      '/erums/store/prebook',
      '/weeklyad.html',
      '/shop/aisles/produce.html',
      '/order-edit/cart/1100/42',
    ]
    for (const path of paths) expect(open(sim, path)?.status, path).toBe(200)
    expect(open(sim, '/coupons.html')).toBeUndefined()
  })

  it('escapes every text from the data: a hostile offer and product show as text', () => {
    const sim = createSim({ hostile: { text: [XSS] } })
    const offer = sim.state.offers[0]!
    const product = sim.state.products[0]!
    const pages = [
      open(sim, offerDetailsPath({ id: offer.offerId, offerTs: offer.offerTs, offerPgm: offer.offerPgm })),
      open(sim, `/shop/product-details/${product.id}`),
    ]
    for (const page of pages) {
      expect(page?.html).not.toContain('<img')
      expect(page?.html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    }
  })

  it('reads only page addresses as pages: not the API, the controls or the library', () => {
    expect(['/a.html', '/shop/product-details/1', '/'].map(isPagePath)).toEqual([true, true, true])
    expect(['/abs/qa1/api/x', '/__sim/requests', '/aisle/aisle.js', '/content/games/flags.json'].map(isPagePath)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
