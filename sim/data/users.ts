/**
 * The shoppers a test or demo signs in as, by key: 'R' (recognized), 'C' (customer), 'E' (employee) and
 * 'B' (business site). 'R' has an empty list, nothing clipped and no phone, for the progressive-profile
 * rule. 'C' holds every offer whose seeded status is 'C'.
 */
import type { Clock } from './dates'
import { DAY_MS } from './dates'
import type { Rng } from './random'
import { CITIES, STREETS, storeIdFor } from './stores'
import type { SimAddress, SimOffer, SimPrize, SimProgram, SimStore, SimUser } from './types'

export const USER_KEYS = ['R', 'C', 'E', 'B'] as const
export type UserKey = (typeof USER_KEYS)[number]

interface UserSpec {
  key: UserKey
  userType: SimUser['userType']
  customerType: SimUser['customerType']
  siteType?: 'B'
  storeId: string
  preference: SimUser['preference']
  programs: string[]
  /** status: the offers seeded as clipped; none: nothing; a number: that many clippable offers. */
  offers: 'status' | 'none' | number
  wins: number
  noPhone?: boolean
}

const SPECS: UserSpec[] = [
  {
    key: 'R',
    userType: 'R',
    customerType: 'C',
    storeId: storeIdFor(0, 0),
    preference: 'dug',
    programs: ['HARVESTHUNT'],
    offers: 'none',
    wins: 0,
    noPhone: true,
  },
  {
    key: 'C',
    userType: 'C',
    customerType: 'C',
    storeId: storeIdFor(0, 0),
    preference: 'delivery',
    programs: ['SUMMERSTARS', 'PANTRYBINGO', 'WINTERWONDER', 'FRESHFINDS'],
    offers: 'status',
    wins: 2,
  },
  {
    key: 'E',
    userType: 'C',
    customerType: 'E',
    storeId: storeIdFor(1, 0),
    preference: 'j4u',
    programs: ['SUMMERSTARS', 'SNACKSWEEPS'],
    offers: 12,
    wins: 1,
  },
  {
    key: 'B',
    userType: 'C',
    customerType: 'C',
    siteType: 'B',
    storeId: storeIdFor(3, 0),
    preference: 'delivery',
    programs: ['FRESHFINDS'],
    offers: 5,
    wins: 0,
  },
]

const AREA_CODES = ['206', '303', '312', '415', '480', '503', '602', '702', '801', '925']
const FIRST_NAMES = [
  'Maya',
  'Jordan',
  'Priya',
  'Daniel',
  'Sofia',
  'Marcus',
  'Elena',
  'Owen',
  'Aisha',
  'Lucas',
  'Hannah',
  'Mateo',
  'Grace',
  'Noah',
  'Keiko',
  'Samuel',
]
const LAST_NAMES = [
  'Thompson',
  'Nguyen',
  'Patel',
  'Garcia',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kim',
  'Johnson',
  'Alvarez',
  'Cohen',
  'Walker',
  'Haddad',
  'Brooks',
]
const ACTIVITY = [
  ['Purchased qualifying items', 1],
  ['Weekly bonus challenge completed', 1],
  ['Bonus points: shopped 3 departments', 1],
  ['Played a game', 1],
  ['Redeemed points for a prize', -1],
] as const

function address(rng: Rng, user: { firstName: string; lastName: string }, id: string, place: (typeof CITIES)[number]): SimAddress {
  const a: SimAddress = {
    addressId: id,
    firstName: user.firstName,
    lastName: user.lastName,
    address: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`,
    state: place.state,
    city: place.city,
    zipCode: place.zipCode,
  }
  if (rng.chance(0.5)) a.address2 = `Apt ${rng.int(1, 40)}${rng.pick(['A', 'B', 'C'])}`
  return a
}

/** Days ago (0-179) within the program's dates, or undefined when it has not started. */
function daysAgoWithin(rng: Rng, clock: Clock, program: SimProgram): number | undefined {
  const startAgo = Math.floor((clock.today - Date.parse(program.startDate)) / DAY_MS)
  const endAgo = Math.max(0, Math.ceil((clock.today - Date.parse(program.endDate)) / DAY_MS))
  const newest = endAgo
  const oldest = Math.min(179, startAgo)
  return oldest < newest ? undefined : rng.int(newest, oldest)
}

function gameHistory(rng: Rng, clock: Clock, user: SimUser, spec: UserSpec, programs: SimProgram[], prizes: SimPrize[]): void {
  let tx = 1
  for (const code of spec.programs) {
    const program = programs.find((p) => p.code === code)
    if (!program) continue
    const own = prizes.filter((p) => p.programCode === code)
    user.points[code] = {
      totalGamePoints: rng.int(50, 1500),
      totalPrizesWon: rng.int(0, 4),
      sweepstakesEntries: rng.int(0, 30),
      gameplaysUsed: rng.int(0, 20),
    }
    for (let n = rng.int(3, 8); n > 0; n--) {
      const ago = daysAgoWithin(rng, clock, program)
      if (ago === undefined) break
      const [description, sign] = rng.pick(ACTIVITY)
      user.activity.push({
        date: clock.dateTime(-ago, rng.int(8, 21)),
        description,
        pointsEarned: sign * rng.int(1, 20) * 5,
        programCode: code,
      })
    }
    const redeemable = own.filter((p) => p.prizeType !== 'SWEEPSTAKES')
    for (let n = 0; n < 2 && redeemable.length > 0; n++) {
      const prize = rng.pick(redeemable)
      const ago = daysAgoWithin(rng, clock, program) ?? 0
      user.transactions.push({
        transactionId: `TX-${user.key}-${String(tx++).padStart(3, '0')}`,
        date: clock.dateTime(-ago, rng.int(8, 21)),
        description: `Redeemed ${prize.name}`,
        points: -prize.pointsRequired,
        status: 'COMPLETED',
        programCode: code,
        prizeId: prize.prizeId,
      })
    }
  }
  // The most recent redemption is always still pending, so both statuses occur.
  user.transactions.sort((a, b) => b.date.localeCompare(a.date))
  if (user.transactions[0]) user.transactions[0].status = 'PENDING'
  user.activity.sort((a, b) => b.date.localeCompare(a.date))
  const sweepstakes = prizes.filter((p) => p.prizeType === 'SWEEPSTAKES' && spec.programs.includes(p.programCode))
  user.sweepstakesWins = sweepstakes
    .slice(0, spec.wins)
    .map((p, i) => ({ prizeId: p.prizeId, programCode: p.programCode, displayed: i === 1 }))
}

function offerLists(rng: Rng, spec: UserSpec, offers: SimOffer[], today: string): { clipped: string[]; list: string[] } {
  if (spec.offers === 'none') return { clipped: [], list: [] }
  if (spec.offers === 'status') {
    const clipped = offers.filter((o) => o.status === 'C')
    const weeklyAd = offers.find((o) => o.kind === 'weekly-ad')
    const list = clipped.filter((o) => !o.deleted).map((o) => o.offerId)
    return { clipped: clipped.map((o) => o.offerId), list: weeklyAd ? [...list, weeklyAd.offerId] : list }
  }
  const candidates = offers.filter((o) => o.isClippable && o.kind !== 'hidden-events' && o.endDate.slice(0, 10) > today)
  const clipped = rng.sample(candidates, spec.offers).map((o) => o.offerId)
  return { clipped, list: [...clipped] }
}

export function createUsers(
  rng: Rng,
  clock: Clock,
  stores: SimStore[],
  offers: SimOffer[],
  programs: SimProgram[],
  prizes: SimPrize[],
): SimUser[] {
  const today = new Date(clock.today).toISOString().slice(0, 10)
  return SPECS.map((spec, index) => {
    const store = stores.find((s) => s.storeId === spec.storeId) ?? stores[0]
    if (!store) throw new Error('createUsers: no stores')
    const firstName = rng.pick(FIRST_NAMES)
    const lastName = rng.pick(LAST_NAMES)
    const customerId = `55${index}${rng.digits(9)}`
    const home = CITIES.find((c) => c.zipCode === store.zipCode) ?? CITIES[0]
    const user: SimUser = {
      key: spec.key,
      userType: spec.userType,
      customerId,
      uuid: rng.uuid(),
      householdId: `77${index}${rng.digits(9)}`,
      gid: rng.uuid(),
      firstName,
      lastName,
      email: `${firstName}.${lastName}${rng.int(1, 99)}@example.com`.toLowerCase(),
      phoneNumber: spec.noPhone ? '' : `${rng.pick(AREA_CODES)}55501${String(rng.int(0, 99)).padStart(2, '0')}`,
      clubCardNumber: `4${index}${rng.digits(9)}`,
      storeId: store.storeId,
      zipCode: store.zipCode,
      preference: spec.preference,
      customerType: spec.customerType,
      addresses: [],
      optedInPrograms: [...spec.programs],
      points: {},
      activity: [],
      transactions: [],
      sweepstakesWins: [],
      ...offerLists(rng, spec, offers, today),
    }
    if (spec.siteType) user.siteType = spec.siteType
    const count = spec.key === 'R' ? 1 : rng.int(2, 3)
    for (let n = 0; n < count; n++) user.addresses.push(address(rng, user, `${customerId}-A${n + 1}`, n === 0 ? home : rng.pick(CITIES)))
    gameHistory(rng, clock, user, spec, programs, prizes)
    return user
  })
}
