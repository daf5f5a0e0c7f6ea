/**
 * Hostile mode: the seed with every display-text field replaced by an attack payload, so
 * browser tests can prove that no served text executes and that each shows as text. Ids, codes, enums,
 * dates, amounts and the links the flows need keep their seeded values; links and images get address
 * payloads (javascript:, data: documents, src breakouts).
 *
 * Every string in the seed is named below as text, address or kept (sim/hostile.test.ts fails on a new
 * string field until it is classified here), by its path: arrays as `[]`, numeric keys as `#`, and the
 * entries of a map (navigation files per banner, category banners, games flags) as `*`.
 *
 * Payloads are spread, not repeated: the n-th value of a field kind takes payload (n + 7k + offset), so
 * a field of many entities (offer names) carries the whole corpus, neighbouring fields of one entity carry
 * different payloads, and `offset` rotates the assignment between runs.
 */
import type { SeedData } from './data'

export interface HostileOptions {
  /** Payloads for display text. */
  text: readonly string[]
  /** Payloads for links and image addresses (default: the text payloads). */
  urls?: readonly string[]
  /** Rotates which payload lands in which field (default 0). */
  offset?: number
}

const OFFER_TEXT = [
  'brand',
  'name',
  'description',
  'category',
  'categories[]',
  'categoryType',
  'offerPgmLabel',
  'savingsValue',
  'usageType',
  'ecomDescription',
  'priceTitle',
  'forUDescription',
  'regularPrice',
  'titleDsc1',
  'titleDsc2',
  'titleDsc3',
  'prodDsc1',
  'prodDsc2',
  'prodDsc3',
]
const OFFER_KEEP = [
  'offerId',
  'offerPgm',
  'offerType',
  'offerTs',
  'status',
  'deliveryChannel',
  'startDate',
  'endDate',
  'imageId',
  'upcList[]',
  'kind',
  'offerProgramType',
  'offerProtoType',
  'offerDetail.promoType',
  'continuity.units',
  'programType',
  'events[]',
  'qualificationBehavior',
  'bonusPathStatus',
  'programSubType',
  'hierarchies.events[]',
  'offerSubPgm',
  'clipStatus',
  'couponID',
  'offerStartDt',
  'offerEndDt',
  'purchaseInd',
]
const under = (prefix: string, fields: readonly string[]) => fields.map((f) => `${prefix}.${f}`)

/** Display text: each gets a text payload. */
export const HOSTILE_TEXT_FIELDS: readonly string[] = [
  ...under('stores[]', ['name', 'city', 'address', 'phone']),
  ...under('products[]', [
    'name',
    'brand',
    'productType',
    'department',
    'aisleName',
    'prop65WarningText',
    'sellerName',
    'mtoTagText',
    'mtoDisplyableTime',
    'promoTitle',
    'promoText',
    'promoDescription',
    'offerText',
    'badges[].badgeName',
    'customizationOptions[].name',
    'customizationOptions[].options[].name',
  ]),
  ...under('offers[]', OFFER_TEXT),
  ...under('dealsInfo[]', OFFER_TEXT),
  ...under('programs[]', ['name', 'howItWorks', 'description', 'uiAttributes.tokenLabelSingular', 'uiAttributes.tokenLabelPlural']),
  ...under('prizes[]', ['name', 'description', 'terms', 'redemptionInstructions']),
  ...under('users[]', [
    'firstName',
    'lastName',
    'addresses[].firstName',
    'addresses[].lastName',
    'addresses[].address',
    'addresses[].address2',
    'addresses[].city',
    'activity[].description',
    'transactions[].description',
  ]),
  'navigation.*.title',
  'navigation.*.menuItems[].label',
  'departments[].name',
  'categoryBanners.*.alt',
]

/** Links and image addresses: each gets an address payload. */
export const HOSTILE_URL_FIELDS: readonly string[] = [
  'products[].imageUrl',
  'offers[].image',
  'dealsInfo[].image',
  'programs[].imageUrl',
  'programs[].uiAttributes.FAQURL',
  'programs[].uiAttributes.RULESURL',
  'programs[].uiAttributes.GAMEURL',
  'prizes[].imageUrl',
  'navigation.*.menuItems[].url',
  'categoryBanners.*.image',
  'categoryBanners.*.link',
  'gamesFlags.*',
]

/** Ids, codes, enums, dates, times, amounts and units: kept, so the flows still work. */
export const HOSTILE_KEPT_FIELDS: readonly string[] = [
  'today',
  ...under('stores[]', ['storeId', 'zipCode', 'state', 'banner', 'hours.#.start', 'hours.#.end']),
  ...['deli', 'bakery', 'pharmacy'].flatMap((d) => [`stores[].departmentHours.${d}.#.start`, `stores[].departmentHours.${d}.#.end`]),
  ...under('products[]', [
    'id',
    'upc',
    'departmentKey',
    'status',
    'dispItemPackageUOM',
    'dispUnitOfMeasure',
    'cartCategory',
    'kinds[]',
    'restrictedValue',
    'sellerId',
    'fulfillmentStartTime',
    'fulfillmentEndTime',
    'fulfillmentStartTimeSaturday',
    'fulfillmentEndTimeSaturday',
    'fulfillmentStartTimeSunday',
    'fulfillmentEndTimeSunday',
    'customizationOptions[].groupId',
    'customizationOptions[].options[].upc',
    'itemEffectiveStartDate',
    'promoType',
    'promoEndDate',
    'badges[].color',
    'purchaseInd',
  ]),
  ...under('offers[]', OFFER_KEEP),
  ...under('dealsInfo[]', OFFER_KEEP),
  ...under('programs[]', ['code', 'type', 'startDate', 'endDate', 'earnMode', 'uiAttributes.minAge', 'storeIds[]', 'postProgLiveDate']),
  ...under('prizes[]', ['prizeId', 'prizeType', 'programCode']),
  ...under('users[]', [
    'key',
    'userType',
    'customerId',
    'uuid',
    'householdId',
    'gid',
    'email',
    'phoneNumber',
    'clubCardNumber',
    'storeId',
    'zipCode',
    'preference',
    'customerType',
    'siteType',
    'addresses[].addressId',
    'addresses[].state',
    'addresses[].zipCode',
    'optedInPrograms[]',
    'activity[].date',
    'activity[].programCode',
    'transactions[].transactionId',
    'transactions[].date',
    'transactions[].status',
    'transactions[].programCode',
    'transactions[].prizeId',
    'sweepstakesWins[].prizeId',
    'sweepstakesWins[].programCode',
    'clipped[]',
    'list[]',
  ]),
  'departments[].key',
]

/** Top-level keys whose children are map entries (named `*` in a path). */
const MAPS = new Set(['navigation', 'categoryBanners', 'gamesFlags'])

/** Calls `visit` with the normalised path of every string in `value`; its answer replaces the string. */
export function mapStrings(value: unknown, visit: (path: string, text: string) => string, path = ''): unknown {
  if (typeof value === 'string') return visit(path, value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, visit, `${path}[]`))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const segment = MAPS.has(path) ? '*' : /^\d+$/.test(key) ? '#' : key
      out[key] = mapStrings(item, visit, path ? `${path}.${segment}` : segment)
    }
    return out
  }
  return value
}

/** The seed in hostile mode: a copy with every text and address field replaced by a payload. */
export function applyHostile(data: SeedData, options: HostileOptions | undefined): SeedData {
  if (!options || options.text.length === 0) return data
  const text = options.text
  const urls = options.urls?.length ? options.urls : text
  const offset = options.offset ?? 0
  const counters = new Map<string, number>()
  const pick = (list: readonly string[], kind: number, path: string) => {
    const n = counters.get(path) ?? 0
    counters.set(path, n + 1)
    return list[(((n + 7 * kind + offset) % list.length) + list.length) % list.length] as string
  }
  return mapStrings(data, (path, value) => {
    const t = HOSTILE_TEXT_FIELDS.indexOf(path)
    if (t >= 0) return pick(text, t, path)
    const u = HOSTILE_URL_FIELDS.indexOf(path)
    if (u >= 0) return pick(urls, u, path)
    return value
  }) as SeedData
}
