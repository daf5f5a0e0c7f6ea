/**
 * The fifteen fictional banners that share the storefront (ENV-001, ENV-002).
 * Data, not code: a banner is chosen from the page host name and its tokens theme every widget.
 */
export interface Banner {
  /** Stable id, also the first label of its demo host (`freshway.localhost`). */
  readonly id: string
  /** Display name, used in texts such as '<banner> for U'. */
  readonly displayName: string
  /** Brand colour (AA contrast against white text). */
  readonly color: string
  /** Host names (or host-name fragments) that select this banner. */
  readonly hosts: readonly string[]
  /** Marks the banner that uses the banner-B cookie variants (STO-009). */
  readonly cookieVariant?: 'b'
}

export const BANNERS = [
  { id: 'freshway', displayName: 'Freshway', color: '#0b6e4f', hosts: ['freshway.localhost', 'freshway.com'] },
  { id: 'greenbasket', displayName: 'Green Basket', color: '#2f6b1f', hosts: ['greenbasket.localhost', 'greenbasket.com'] },
  { id: 'harvestmart', displayName: 'Harvest Mart', color: '#a0410d', hosts: ['harvestmart.localhost', 'harvestmart.com'] },
  { id: 'pantryplus', displayName: 'Pantry Plus', color: '#1d4f91', hosts: ['pantryplus.localhost', 'pantryplus.com'] },
  { id: 'cornerstone', displayName: 'Cornerstone Market', color: '#6a1b9a', hosts: ['cornerstone.localhost', 'cornerstonemarket.com'] },
  { id: 'maplegrocer', displayName: 'Maple Grocer', color: '#b3261e', hosts: ['maplegrocer.localhost', 'maplegrocer.com'] },
  { id: 'sunvalley', displayName: 'Sun Valley Foods', color: '#8a5a00', hosts: ['sunvalley.localhost', 'sunvalleyfoods.com'] },
  { id: 'bayside', displayName: 'Bayside Foods', color: '#005f73', hosts: ['bayside.localhost', 'baysidefoods.com'] },
  { id: 'urbanfresh', displayName: 'Urban Fresh', color: '#37474f', hosts: ['urbanfresh.localhost', 'urbanfresh.com'] },
  { id: 'prairie', displayName: 'Prairie Pantry', color: '#7b3f00', hosts: ['prairie.localhost', 'prairiepantry.com'] },
  { id: 'coastline', displayName: 'Coastline Market', color: '#0d47a1', hosts: ['coastline.localhost', 'coastlinemarket.com'] },
  { id: 'hilltop', displayName: 'Hilltop Grocers', color: '#4e342e', hosts: ['hilltop.localhost', 'hilltopgrocers.com'] },
  { id: 'riverbend', displayName: 'Riverbend', color: '#00695c', hosts: ['riverbend.localhost', 'riverbend.com'] },
  { id: 'northstar', displayName: 'Northstar Foods', color: '#283593', hosts: ['northstar.localhost', 'northstarfoods.com'] },
  {
    id: 'goldenfield',
    displayName: 'Goldenfield Market',
    color: '#8d3b72',
    hosts: ['goldenfield.localhost', 'goldenfield.com'],
    cookieVariant: 'b',
  },
] as const satisfies readonly Banner[]

export type BannerId = (typeof BANNERS)[number]['id']

/** Banner used when the host names none of the fifteen (a CMS preview host, a partner site). */
export const DEFAULT_BANNER_ID: BannerId = 'freshway'

/** The banner whose host matches; longest host first so 'x.com' never shadows 'shop.x.com'. */
export function bannerForHost(host: string): Banner {
  const h = host.toLowerCase().replace(/:\d+$/, '')
  let best: Banner | undefined
  let bestLength = -1
  for (const banner of BANNERS as readonly Banner[]) {
    for (const candidate of banner.hosts) {
      if ((h === candidate || h.endsWith(`.${candidate}`) || h.includes(candidate)) && candidate.length > bestLength) {
        best = banner
        bestLength = candidate.length
      }
    }
  }
  return best ?? bannerById(DEFAULT_BANNER_ID)
}

export function bannerById(id: string): Banner {
  const found = (BANNERS as readonly Banner[]).find((b) => b.id === id)
  if (!found) throw new Error(`Unknown banner '${id}'. Valid banners: ${BANNERS.map((b) => b.id).join(', ')}`)
  return found
}

export function isBannerId(id: string): id is BannerId {
  return (BANNERS as readonly Banner[]).some((b) => b.id === id)
}

/** The banner's white logo: an SVG wordmark of its initials on its colour (ENV-002). */
export function bannerLogoSvg(banner: Banner): string {
  const initials = banner.displayName
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" role="img" aria-label="${banner.displayName}"><rect width="40" height="40" rx="8" fill="${banner.color}"/><text x="20" y="26" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
}
