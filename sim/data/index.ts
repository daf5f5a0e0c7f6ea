/**
 * The simulator's seeded, deterministic data: the same seed and day give deep-equal data.
 *
 * Date formats: offers' and programs' startDate/endDate, activity and transaction dates are ISO date-times
 * (UTC); product promoEndDate, itemEffectiveStartDate and the hidden-events offerStartDt/offerEndDt are
 * 'yyyy-mm-dd'. All of them are relative to `today` (opts.now rounded down to the UTC day), with margins of
 * at least two days, so expired stays expired and active stays active in any time zone.
 */
import { createDealsInfo, createCategoryBanners, createDepartments, createGamesFlags, createNavigation } from './content'
import { createClock } from './dates'
import { createPrizes, createPrograms } from './games/games'
import { createOffers, DEFAULT_OFFER_COUNT } from './coupons/offers'
import { createProducts, DEFAULT_PRODUCT_COUNT } from './products/products'
import { createRng } from './random'
import { createStores } from './stores'
import type { SeedData, SeedOptions } from './types'
import { createUsers } from './users'

export const DEFAULT_SEED = 1

/**
 * Builds the simulator's state. `seed` (default 1) picks the variation; `products` (default 600, at least 1)
 * and `offers` (default 320) give exact counts, the cases of each area first, so counts below the case
 * block keep only its first entries; `now` fixes the day (default: the real clock, see SEED_TODAY).
 */
export function createSeedData(opts: SeedOptions = {}): SeedData {
  const seed = opts.seed ?? DEFAULT_SEED
  const clock = createClock(opts.now)
  const today = clock.date(0)
  const productCount = Math.max(1, Math.floor(opts.products ?? DEFAULT_PRODUCT_COUNT))
  const offerCount = Math.max(0, Math.floor(opts.offers ?? DEFAULT_OFFER_COUNT))
  // One stream per area: scaling the catalogue leaves stores, programs and navigation unchanged.
  const stores = createStores(createRng(seed, 'stores'))
  const products = createProducts(createRng(seed, 'products'), clock, productCount)
  const offers = createOffers(createRng(seed, 'offers'), clock, products, offerCount)
  const programs = createPrograms(createRng(seed, 'programs'), clock, stores)
  const prizes = createPrizes(createRng(seed, 'prizes'), programs)
  const users = createUsers(createRng(seed, 'users'), clock, stores, offers, programs, prizes)
  return {
    seed,
    today,
    stores,
    products,
    offers,
    programs,
    prizes,
    users,
    navigation: createNavigation(createRng(seed, 'content')),
    gamesFlags: createGamesFlags(),
    departments: createDepartments(),
    categoryBanners: createCategoryBanners(),
    dealsInfo: createDealsInfo(offers, today),
  }
}

export { CITIES, STORE_WITHOUT_DELI_ECOM, STORE_WITHOUT_DEPARTMENT_HOURS, storeIdFor } from './stores'
export { ALCOHOL_RESTRICTION, BADGES, DEFAULT_PRODUCT_COUNT, PRODUCT_CASE_COUNT, prepTimeText } from './products/products'
export {
  BEHAVIOR_CASES,
  DEFAULT_OFFER_COUNT,
  FRESH_PASS_EVENTS,
  hiddenEventsView,
  OFFER_KINDS,
  type OfferKind,
  PROGRESS_UNITS,
  USAGE_TYPES,
  WELCOME_OFFERS_EVENT,
} from './coupons/offers'
export { PRIZE_TYPES, PROGRAM_CODES } from './games/games'
export { USER_KEYS, type UserKey } from './users'
export { BANNERS_WITHOUT_NAVIGATION, MASTER_NAVIGATION } from './content'
export { DEPARTMENTS, SELLERS } from './products/catalog'
export { describeSeed, OFFER_FACETS, PRODUCT_KINDS, programStatus, type ProgramStatus } from './describe'
export { SEED_TODAY } from './dates'
export type * from './types'
