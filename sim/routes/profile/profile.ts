/**
 * The profile calls of 000 §7 (sim/README-games.md): GET customers/{customerId}/profile in its two fl
 * variants, the POST delivery-address variant with the statuses of the delivery address table (000 §8),
 * and the store resolver's zip-to-city lookup with the statuses of the zip lookup table.
 */
import { Hono } from 'hono'
import { DEFAULT_PROFILE_CUSTOMER_ID, GAMES_PATHS, GAMES_QUERY } from '../../../core/rules/endpoints'
import { CITIES, type SimAddress, type SimUser } from '../../data'
import { jsonBody, type SimContext, type SimEnv } from '../../http'
import type { SimState } from '../../state'
import { badRequest, forbidden, gamesUser, routePattern, SIM_GAMES_CODES } from '../games/shared'

export const SIM_PROFILE_MESSAGES = {
  badFields: `Query parameter fl must be '${GAMES_QUERY.householdFields}' or a list of preferences, address and loyalty.`,
  notYourProfile: 'You can only see and change your own profile.',
  /** The inline zip message of gap A19, also the simulator's geo error for a malformed zip. */
  badZip: 'Enter a valid 5-digit ZIP code.',
  unknownZip: (zip: string) => `We could not find ZIP code ${zip}.`,
  badAddress: 'First name, last name, address, city, state and ZIP code are required.',
  unknownAddress: (id: string) => `Address ${id} was not found.`,
  noDelivery: (zip: string) => `We do not deliver to ZIP code ${zip}.`,
  zipMismatch: (zip: string) => `The city and state do not match ZIP code ${zip}.`,
} as const

export const SIM_PROFILE_CODES = {
  badZip: 'INVALID_ZIP',
  unknownZip: 'ZIP_NOT_FOUND',
  badAddress: 'INVALID_ADDRESS',
  noDelivery: 'NOT_DELIVERABLE',
} as const

/** The household subscription of each seeded shopper (gap: household profile values are not shown). */
export const SIM_SUBSCRIPTIONS: Record<string, string> = { C: 'FRESHPASS_ANNUAL', E: 'FRESHPASS_MONTHLY' }
export const NO_SUBSCRIPTION = 'NONE'
const ZIP = /^\d{5}$/
const PROFILE_PARTS = ['preferences', 'address', 'loyalty']
const DAY_MS = 86_400_000

/** The path's customer is the token's: its own id or the default id 1 (API-020); anyone else is refused. */
function ownProfile(c: SimContext, user: SimUser): Response | undefined {
  const id = c.req.param('customerId')
  return id === user.customerId || id === DEFAULT_PROFILE_CUSTOMER_ID ? undefined : forbidden(c, SIM_PROFILE_MESSAGES.notYourProfile)
}

function summary(user: SimUser, parts: string[]) {
  return {
    customerId: user.customerId,
    firstName: user.firstName,
    lastName: user.lastName,
    customerType: user.customerType,
    phoneNumber: user.phoneNumber || null,
    primaryemail: user.email,
    ...(parts.includes('address') ? { addresses: user.addresses.map((a) => ({ ...a })) } : {}),
    ...(parts.includes('preferences')
      ? { preferences: { preference: user.preference, storeId: user.storeId, zipCode: user.zipCode } }
      : {}),
    ...(parts.includes('loyalty') ? { loyalty: { clubCardNumber: user.clubCardNumber, householdId: user.householdId } } : {}),
  }
}

function household(state: SimState, user: SimUser, withSubscriptions: boolean) {
  const subscriptionValue = SIM_SUBSCRIPTIONS[user.key] ?? NO_SUBSCRIPTION
  const today = Math.floor(state.now() / DAY_MS) * DAY_MS
  return {
    householdId: user.householdId,
    ...(withSubscriptions
      ? {
          subscriptionValue,
          effectiveTimePeriods:
            subscriptionValue === NO_SUBSCRIPTION
              ? []
              : [{ startDate: new Date(today - 30 * DAY_MS).toISOString(), endDate: new Date(today + 335 * DAY_MS).toISOString() }],
        }
      : {}),
    optin: true,
    errors: (user.profileErrors ?? []).map((message) => ({ code: 'PROFILE', message })),
    phones: user.phoneNumber ? [{ phoneNumber: user.phoneNumber, type: 'MOBILE', primary: true }] : [],
  }
}

const geoError = (code: string, message: string) => ({ geo: { errors: [{ code, message }] }, message })
const addressError = (code: string, message: string) => ({ errors: [{ code, message }], message })

type AddressBody = Partial<Record<keyof SimAddress, unknown>>
const REQUIRED_ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'city', 'state', 'zipCode'] as const

export function profileRoutes() {
  const app = new Hono<SimEnv>()

  // GET customers/{customerId}/profile: fl=preferences,address,loyalty (API-018) or fl=HOUSEHOLD&hhSubs=true (API-019).
  app.get(routePattern(GAMES_PATHS.profile, 'customerId'), (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const refused = ownProfile(c, user)
    if (refused) return refused
    const parts = (c.req.query('fl') ?? '').split(GAMES_QUERY.listSeparator).map((s) => s.trim())
    if (parts.includes(GAMES_QUERY.householdFields)) return c.json(household(c.get('state'), user, c.req.query('hhSubs') === 'true'))
    if (!parts.some((p) => PROFILE_PARTS.includes(p))) return badRequest(c, SIM_GAMES_CODES.badRequest, SIM_PROFILE_MESSAGES.badFields)
    return c.json(summary(user, parts))
  })

  // POST customers/{customerId}/profile, the delivery-address variant (API-021, gap A15): 400, 404 and 406 per 000 §8.
  app.post(routePattern(GAMES_PATHS.deliveryAddressProfile, 'customerId'), async (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const refused = ownProfile(c, user)
    if (refused) return refused
    const body = (await jsonBody(c)) as AddressBody | undefined
    if (!body || REQUIRED_ADDRESS_FIELDS.some((k) => typeof body[k] !== 'string' || !(body[k] as string).trim())) {
      return c.json(addressError(SIM_PROFILE_CODES.badAddress, SIM_PROFILE_MESSAGES.badAddress), 400)
    }
    const zip = String(body.zipCode)
    if (!ZIP.test(zip)) return c.json(addressError(SIM_PROFILE_CODES.badZip, SIM_PROFILE_MESSAGES.badZip), 400)
    const existing = body.addressId === undefined ? undefined : user.addresses.find((a) => a.addressId === body.addressId)
    if (body.addressId !== undefined && !existing)
      return c.json(addressError(SIM_GAMES_CODES.notFound, SIM_PROFILE_MESSAGES.unknownAddress(String(body.addressId))), 404)
    const place = CITIES.find((p) => p.zipCode === zip)
    if (!place) return c.json(addressError(SIM_PROFILE_CODES.noDelivery, SIM_PROFILE_MESSAGES.noDelivery(zip)), 406)
    if (place.city.toLowerCase() !== String(body.city).trim().toLowerCase() || place.state !== String(body.state).trim().toUpperCase()) {
      return c.json(addressError(SIM_PROFILE_CODES.noDelivery, SIM_PROFILE_MESSAGES.zipMismatch(zip)), 406)
    }
    const saved: SimAddress = {
      addressId: existing?.addressId ?? `${user.customerId}-A${user.addresses.length + 1}`,
      firstName: String(body.firstName).trim(),
      lastName: String(body.lastName).trim(),
      address: String(body.address).trim(),
      state: place.state,
      city: place.city,
      zipCode: zip,
    }
    if (typeof body.address2 === 'string' && body.address2.trim()) saved.address2 = body.address2.trim()
    if (existing) user.addresses[user.addresses.indexOf(existing)] = saved
    else user.addresses.push(saved)
    return c.json(saved)
  })

  // GET store-resolver zip-to-city (API-022): geo.address2 is the city and geo.region the state; 406 for an unknown zip.
  app.get(GAMES_PATHS.zipToCity, (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const zip = c.req.query('zipcode') ?? ''
    if (!ZIP.test(zip)) return c.json(geoError(SIM_PROFILE_CODES.badZip, SIM_PROFILE_MESSAGES.badZip), 404)
    const place = CITIES.find((p) => p.zipCode === zip)
    if (!place) return c.json(geoError(SIM_PROFILE_CODES.unknownZip, SIM_PROFILE_MESSAGES.unknownZip(zip)), 406)
    return c.json({ geo: { postalCode: zip, address2: place.city, region: place.state, countryCode: 'US' } })
  })

  return app
}
