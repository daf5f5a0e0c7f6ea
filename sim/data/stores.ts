/**
 * Stores: two or three per banner, with opening hours per weekday (0 = Sunday) and department hours for
 * the time-slot rule. Store ids are fixed by position (banner index, store index) so that fixtures can
 * name them; cities, addresses and hours vary with the seed.
 */
import { BANNERS } from '../../core/rules/banners'
import type { Rng } from './random'
import type { SimStore } from './types'

type Hours = Record<string, { start: string; end: string }>

/** Places the stores stand in; the simulator's zip-to-city lookup answers from this list too. */
export const CITIES = [
  { city: 'Pleasanton', state: 'CA', zipCode: '94588', latitude: 37.6624, longitude: -121.8747 },
  { city: 'Walnut Creek', state: 'CA', zipCode: '94596', latitude: 37.9101, longitude: -122.0652 },
  { city: 'Sacramento', state: 'CA', zipCode: '95814', latitude: 38.5816, longitude: -121.4944 },
  { city: 'San Diego', state: 'CA', zipCode: '92101', latitude: 32.7157, longitude: -117.1611 },
  { city: 'Portland', state: 'OR', zipCode: '97201', latitude: 45.5152, longitude: -122.6784 },
  { city: 'Eugene', state: 'OR', zipCode: '97401', latitude: 44.0521, longitude: -123.0868 },
  { city: 'Seattle', state: 'WA', zipCode: '98101', latitude: 47.6062, longitude: -122.3321 },
  { city: 'Spokane', state: 'WA', zipCode: '99201', latitude: 47.6588, longitude: -117.426 },
  { city: 'Boise', state: 'ID', zipCode: '83702', latitude: 43.615, longitude: -116.2023 },
  { city: 'Phoenix', state: 'AZ', zipCode: '85004', latitude: 33.4484, longitude: -112.074 },
  { city: 'Tucson', state: 'AZ', zipCode: '85701', latitude: 32.2226, longitude: -110.9747 },
  { city: 'Denver', state: 'CO', zipCode: '80202', latitude: 39.7392, longitude: -104.9903 },
  { city: 'Boulder', state: 'CO', zipCode: '80302', latitude: 40.015, longitude: -105.2705 },
  { city: 'Albuquerque', state: 'NM', zipCode: '87102', latitude: 35.0844, longitude: -106.6504 },
  { city: 'Las Vegas', state: 'NV', zipCode: '89101', latitude: 36.1699, longitude: -115.1398 },
  { city: 'Reno', state: 'NV', zipCode: '89501', latitude: 39.5296, longitude: -119.8138 },
  { city: 'Salt Lake City', state: 'UT', zipCode: '84101', latitude: 40.7608, longitude: -111.891 },
  { city: 'Dallas', state: 'TX', zipCode: '75201', latitude: 32.7767, longitude: -96.797 },
  { city: 'Fort Worth', state: 'TX', zipCode: '76102', latitude: 32.7555, longitude: -97.3308 },
  { city: 'Houston', state: 'TX', zipCode: '77002', latitude: 29.7604, longitude: -95.3698 },
  { city: 'Chicago', state: 'IL', zipCode: '60601', latitude: 41.8781, longitude: -87.6298 },
  { city: 'Naperville', state: 'IL', zipCode: '60540', latitude: 41.7508, longitude: -88.1535 },
  { city: 'Philadelphia', state: 'PA', zipCode: '19103', latitude: 39.9526, longitude: -75.1652 },
  { city: 'Pittsburgh', state: 'PA', zipCode: '15222', latitude: 40.4406, longitude: -79.9959 },
  { city: 'Baltimore', state: 'MD', zipCode: '21202', latitude: 39.2904, longitude: -76.6122 },
  { city: 'Bethesda', state: 'MD', zipCode: '20814', latitude: 38.9847, longitude: -77.0947 },
  { city: 'Arlington', state: 'VA', zipCode: '22201', latitude: 38.8816, longitude: -77.091 },
  { city: 'Boston', state: 'MA', zipCode: '02108', latitude: 42.3601, longitude: -71.0589 },
  { city: 'Cambridge', state: 'MA', zipCode: '02139', latitude: 42.3736, longitude: -71.1097 },
  { city: 'Newark', state: 'NJ', zipCode: '07102', latitude: 40.7357, longitude: -74.1724 },
  { city: 'Anchorage', state: 'AK', zipCode: '99501', latitude: 61.2181, longitude: -149.9003 },
  { city: 'Honolulu', state: 'HI', zipCode: '96813', latitude: 21.3069, longitude: -157.8583 },
  { city: 'Billings', state: 'MT', zipCode: '59101', latitude: 45.7833, longitude: -108.5007 },
  { city: 'Cheyenne', state: 'WY', zipCode: '82001', latitude: 41.14, longitude: -104.8202 },
  { city: 'Omaha', state: 'NE', zipCode: '68102', latitude: 41.2565, longitude: -95.9345 },
  { city: 'Des Moines', state: 'IA', zipCode: '50309', latitude: 41.5868, longitude: -93.625 },
  { city: 'Minneapolis', state: 'MN', zipCode: '55401', latitude: 44.9778, longitude: -93.265 },
  { city: 'Madison', state: 'WI', zipCode: '53703', latitude: 43.0731, longitude: -89.4012 },
  { city: 'Columbus', state: 'OH', zipCode: '43215', latitude: 39.9612, longitude: -82.9988 },
  { city: 'Nashville', state: 'TN', zipCode: '37203', latitude: 36.1627, longitude: -86.7816 },
] as const

export const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Market St',
  'Mission Blvd',
  'Cedar Ln',
  'Park Ave',
  'Lakeview Rd',
  'Sunset Blvd',
  'Elm St',
  'Broadway',
  'Hillcrest Dr',
]

/** Stores per banner: three for every third banner, two otherwise (35 in all). */
const storesForBanner = (bannerIndex: number) => (bannerIndex % 3 === 0 ? 3 : 2)

/** Fixed id of the n-th store of the banner at bannerIndex: '1100', '1101', '1120', ... */
export const storeIdFor = (bannerIndex: number, n: number): string => String(1100 + bannerIndex * 20 + n)

/** The store whose deli department lacks 1P e-commerce (the digital deli rule): Freshway's second store. */
export const STORE_WITHOUT_DELI_ECOM = storeIdFor(0, 1)
/** A store that publishes no department hours, so every slot is valid there. */
export const STORE_WITHOUT_DEPARTMENT_HOURS = storeIdFor(1, 1)

function week(weekday: [string, string], saturday: [string, string], sunday: [string, string]): Hours {
  const hours: Hours = {}
  for (let day = 0; day < 7; day++) {
    const [start, end] = day === 0 ? sunday : day === 6 ? saturday : weekday
    hours[String(day)] = { start, end }
  }
  return hours
}

const STORE_HOURS: Hours[] = [
  week(['06:00', '23:00'], ['06:00', '23:00'], ['07:00', '22:00']),
  week(['07:00', '22:00'], ['08:00', '21:00'], ['08:00', '20:00']),
  week(['05:00', '24:00'], ['05:00', '24:00'], ['06:00', '23:00']),
  /** Open around the clock. */
  week(['00:00', '24:00'], ['00:00', '24:00'], ['00:00', '24:00']),
]

function departmentHours(rng: Rng): Record<string, Hours> {
  const deliOpen = rng.pick(['07:00', '08:00', '09:00'])
  return {
    deli: week([deliOpen, '20:00'], [deliOpen, '19:00'], ['09:00', '18:00']),
    bakery: week(['06:00', '19:00'], ['07:00', '18:00'], ['07:00', '16:00']),
    /** Closed on Sunday. */
    pharmacy: week(['09:00', '21:00'], ['09:00', '18:00'], ['00:00', '00:00']),
  }
}

export function createStores(rng: Rng): SimStore[] {
  const places = rng.shuffle(CITIES)
  const stores: SimStore[] = []
  let placeIndex = 0
  BANNERS.forEach((banner, bannerIndex) => {
    for (let n = 0; n < storesForBanner(bannerIndex); n++) {
      const place = places[placeIndex++ % places.length] ?? CITIES[0]
      const storeId = storeIdFor(bannerIndex, n)
      const store: SimStore = {
        storeId,
        name: `${banner.displayName} ${place.city}`,
        zipCode: place.zipCode,
        city: place.city,
        state: place.state,
        banner: banner.id,
        deliHas1PEcom: storeId !== STORE_WITHOUT_DELI_ECOM,
        hours: structuredClone(bannerIndex === 2 && n === 0 ? (STORE_HOURS[3] as Hours) : rng.pick(STORE_HOURS.slice(0, 3))),
        address: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
        phone: `(${rng.pick(['206', '303', '312', '415', '480', '503', '602', '702', '801', '925'])}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`,
        latitude: Math.round((place.latitude + (rng.next() - 0.5) * 0.05) * 1e4) / 1e4,
        longitude: Math.round((place.longitude + (rng.next() - 0.5) * 0.05) * 1e4) / 1e4,
      }
      if (storeId !== STORE_WITHOUT_DEPARTMENT_HOURS) store.departmentHours = departmentHours(rng)
      stores.push(store)
    }
  })
  return stores
}
