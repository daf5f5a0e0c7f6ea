/**
 * demo-pages/theming.html: the fifteen banners (core/rules/banners.ts) with their logo, their tokens
 * (core/rules/theme.ts bannerTokens) as swatches, and a link to the catalogue on each banner's host; then every
 * `--aisle-*` custom property the widgets read, as styles/tokens.css declares it (scripts/catalogue/sources.ts): the
 * tags reading it, its default, the banner's value and its description. A page has one banner (its host name), so the swatches are
 * drawn from the token values rather than by switching the page's theme.
 */
import { type Banner, BANNERS, bannerLogoSvg, DEFAULT_BANNER_ID } from '../../core/rules/banners'
import { CLIP_COUPON_LABEL } from '../../core/rules/coupons/card'
import { bannerTokens } from '../../core/rules/theme'
import { contrastRatio } from '../../core/rules/theme-contrast.testing'
import { CATALOGUE_PATH } from './catalogue-page'
import { anchorId, code, escapeHtml, page, table } from './html'
import { type CustomProperty, customProperties, type Manifest } from './sources'

export const THEMING_PATH = '/theming.html'
/** Demo pages are written for the demo server's default port; it rewrites links to the port it runs on. */
const DEMO_PORT = 4173

const banners = BANNERS as readonly Banner[]
const tokensOf = (banner: Banner): Record<string, string> => bannerTokens(banner)

export const bannerCatalogueUrl = (banner: Banner) => `http://${banner.id}.localhost:${DEMO_PORT}${CATALOGUE_PATH}`

const logoImg = (banner: Banner) =>
  `<img class="banner-logo" src="data:image/svg+xml;charset=utf-8,${escapeHtml(encodeURIComponent(bannerLogoSvg(banner)))}" alt="${escapeHtml(banner.displayName)} logo" width="40" height="40" />`

/** A sample button in the banner's colours, drawn as SVG (presentation attributes, no style). */
function swatch(banner: Banner): string {
  const tokens = tokensOf(banner)
  const brand = tokens['--aisle-color-brand'] ?? banner.color
  const contrast = tokens['--aisle-color-brand-contrast'] ?? '#ffffff'
  const ratio = contrastRatio(brand, contrast).toFixed(1)
  const label = `${banner.displayName} sample button: ${contrast} text on ${brand}, contrast ${ratio} to 1`
  return [
    `<svg class="swatch" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="${escapeHtml(label)}">`,
    `<rect width="160" height="40" rx="8" fill="${escapeHtml(brand)}"/>`,
    `<text x="80" y="25" fill="${escapeHtml(contrast)}" font-family="system-ui, sans-serif" font-size="15" font-weight="700" text-anchor="middle">${escapeHtml(CLIP_COUPON_LABEL)}</text>`,
    `</svg> <span class="ratio">${ratio}:1</span>`,
  ].join('')
}

const tokenList = (banner: Banner) =>
  `<ul class="tokens">${Object.entries(tokensOf(banner))
    .map(([name, value]) => `<li>${code(`${name}: ${value}`)}</li>`)
    .join('')}</ul>`

function bannersTable(): string {
  return table(
    'The fifteen banners and their theme tokens',
    [
      {
        header: 'Banner',
        cell: (b: Banner) => `${escapeHtml(b.displayName)}${b.id === DEFAULT_BANNER_ID ? ' (default)' : ''}`,
        rowHeader: true,
      },
      { header: 'Logo', cell: logoImg },
      { header: 'Colours', cell: swatch },
      { header: 'Tokens', cell: tokenList },
      { header: 'Hosts', cell: (b) => b.hosts.map((h) => code(h)).join(', ') },
      { header: 'Catalogue', cell: (b) => `<a href="${bannerCatalogueUrl(b)}">${escapeHtml(b.displayName)} catalogue</a>` },
    ],
    banners,
    'catalogue-table banners-table',
  )
}

/** The banners' value of a property: one value, 'per banner', or '' when no banner token sets it. */
export function bannerValue(name: string): string {
  const values = banners.map((b) => tokensOf(b)[name])
  if (values.every((v) => v === undefined)) return ''
  const distinct = [...new Set(values)]
  return distinct.length === 1 ? distinct[0]! : `per banner (${distinct.length} values, see Banners)`
}

function propertiesTable(properties: CustomProperty[]): string {
  return table(
    `Every --aisle-* custom property the widgets read (${properties.length})`,
    [
      { header: 'Property', cell: (p: CustomProperty) => `<span id="${anchorId('prop', p.name)}">${code(p.name)}</span>`, rowHeader: true },
      {
        header: 'Read by',
        cell: (p) => p.tags.map((t) => `<a href="${CATALOGUE_PATH}#${anchorId('tag', t)}">${escapeHtml(t)}</a>`).join(', '),
      },
      { header: 'Default', cell: (p) => code(p.defaultValue) },
      {
        header: 'Banner value',
        cell: (p) => (bannerValue(p.name) ? code(bannerValue(p.name)) : '<span class="none">not set by the banner</span>'),
      },
      { header: 'Description', cell: (p) => escapeHtml(p.description) },
    ],
    properties,
    'catalogue-table properties-table',
  )
}

export function themingPage(manifest: Manifest): string {
  const properties = customProperties(manifest)
  const body = [
    '<h1>Theming</h1>',
    "<p>The page's host name picks one of the fifteen banners (<code>greenbasket.localhost</code> is Green Basket; any other host is Freshway). The banner's tokens are set as <code>--aisle-*</code> custom properties on the page's <code>:root</code>, in the low-priority <code>aisle.theme</code> cascade layer, and every widget reads only those tokens and its own <code>--aisle-&lt;widget&gt;-*</code> properties, so a page's own CSS always wins.</p>",
    "<p>To restyle one widget, set its property on the tag: <code>aisle-product-card { --aisle-product-card-accent: #1d4f91; }</code>. A page shows one banner, so each banner's colours are drawn below from its tokens; follow a banner's catalogue link to see the live widgets in its theme.</p>",
    '<h2 id="banners">Banners</h2>',
    bannersTable(),
    '<h2 id="properties">Custom properties</h2>',
    '<p>Every token, its default and its description come from <code>styles/tokens.css</code>, their one home (custom-elements.json reads the same file); a tag reads a token when its CSS does (every <code>var(--aisle-…)</code>), or through the default of a token it reads. The default applies when neither the banner nor the page sets the property.</p>',
    propertiesTable(properties),
  ].join('\n')
  return page({ title: 'Aisle demo: theming', path: THEMING_PATH, body })
}
