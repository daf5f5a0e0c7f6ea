/**
 * Play & Earn programs and their prizes (000 §3-§5). The program list is fixed so fixtures can name codes;
 * dates, points and which stores run a game vary with the seed. A program's status for a shopper comes
 * from the shopper's opt-in and the dates: in progress, not started, or ended (with or without a
 * postProgLiveDate still to come).
 */
import type { Clock } from '../dates'
import type { Rng } from '../random'
import type { PrizeType, SimPrize, SimProgram, SimStore } from '../types'

export const PRIZE_TYPES: readonly PrizeType[] = [
  'SWEEPSTAKES',
  'VENDOR',
  'REWARD',
  'ALTERNATE_PRIZES',
  'FRESH_PASS',
  'B4U_OFFER',
  'RECIPE',
]

interface ProgramSpec {
  code: string
  type: SimProgram['type']
  name: string
  earnMode: SimProgram['earnMode']
  /** Days from today. */
  start: number
  end: number
  postLive?: number
  tokens?: [string, string]
  minAge?: string
  urls: ('FAQURL' | 'RULESURL' | 'GAMEURL')[]
  /** Runs only at the stores of the first n banners (a division game). */
  banners?: number
  howItWorks: string
}

/** Codes fixtures can rely on. In the comments, 'C' is the default signed-in user. */
const PROGRAMS: ProgramSpec[] = [
  // In progress for C.
  {
    code: 'SUMMERSTARS',
    type: 'DIVISION',
    name: 'Summer Stars',
    earnMode: 'EARN',
    start: -40,
    end: 50,
    tokens: ['Star', 'Stars'],
    minAge: '18',
    urls: ['FAQURL', 'RULESURL', 'GAMEURL'],
    banners: 8,
    howItWorks: 'Earn 1 Star for every $10 you spend on qualifying items. Collect Stars to unlock prizes.',
  },
  // Live but C has not opted in: not started.
  {
    code: 'SNACKSWEEPS',
    type: 'EPISODIC',
    name: 'Snack Attack Sweepstakes',
    earnMode: 'SWEEPSTAKES',
    start: -10,
    end: 30,
    urls: ['FAQURL', 'RULESURL'],
    howItWorks: 'Buy any two participating snacks to get one sweepstakes entry. Winners are drawn every week.',
  },
  // Ended, still shown until its postProgLiveDate.
  {
    code: 'PANTRYBINGO',
    type: 'DIVISION',
    name: 'Pantry Bingo',
    earnMode: 'BURN',
    start: -120,
    end: -5,
    postLive: 14,
    tokens: ['Chip', 'Chips'],
    urls: ['FAQURL', 'RULESURL', 'GAMEURL'],
    banners: 10,
    howItWorks: 'Spend your Chips on bingo cards. Complete a row to win a prize.',
  },
  // Ended long ago; its postProgLiveDate has passed.
  {
    code: 'WINTERWONDER',
    type: 'EPISODIC',
    name: 'Winter Wonder Rewards',
    earnMode: 'EARN',
    start: -200,
    end: -60,
    postLive: -30,
    minAge: '13',
    urls: ['RULESURL'],
    howItWorks: 'Earn game points on seasonal favorites and trade them for rewards.',
  },
  // In progress for C, 21+ (wine tasting prizes).
  {
    code: 'FRESHFINDS',
    type: 'EPISODIC',
    name: 'Fresh Finds Passport',
    earnMode: 'BURN',
    start: -20,
    end: 70,
    tokens: ['Stamp', 'Stamps'],
    minAge: '21',
    urls: ['GAMEURL', 'FAQURL'],
    howItWorks: 'Collect a Stamp for every department you shop. Spend Stamps on prizes from local makers.',
  },
  // Live, no minAge (DIVISION default 18) and no token labels (default 'Game point').
  {
    code: 'HARVESTHUNT',
    type: 'DIVISION',
    name: 'Harvest Hunt',
    earnMode: 'SWEEPSTAKES',
    start: -5,
    end: 60,
    urls: ['FAQURL', 'RULESURL', 'GAMEURL'],
    howItWorks: 'Find the hidden harvest items in the weekly ad. Each find is one entry into the grand prize drawing.',
  },
  // Starts in two weeks.
  {
    code: 'HOLIDAYCOUNT',
    type: 'EPISODIC',
    name: 'Holiday Countdown',
    earnMode: 'EARN',
    start: 15,
    end: 60,
    tokens: ['Gift', 'Gifts'],
    urls: ['FAQURL', 'RULESURL', 'GAMEURL'],
    howItWorks: 'A new bonus every day of the countdown. Open the game daily to earn Gifts.',
  },
]

export const PROGRAM_CODES = PROGRAMS.map((p) => p.code)

const PRIZE_NAMES: Record<PrizeType, string[]> = {
  SWEEPSTAKES: ['Win a $500 Grocery Gift Card', 'Win a Weekend Getaway for Four', 'Win a Year of Free Coffee', 'Win a Backyard Grill Set'],
  VENDOR: ['Free Clear Spring Water 24-Pack', 'Free Pint of Frost Valley Ice Cream', 'Free Crunch Co. Kettle Chips'],
  REWARD: ['$5 Off Your Next Order', '$10 Off a $50 Purchase', '2X Rewards Points for a Week'],
  ALTERNATE_PRIZES: ['Bonus 100 Game Points', 'Reusable Insulated Tote Bag', 'Free Car Wash Voucher'],
  FRESH_PASS: ['1 Month FreshPass Membership', 'FreshPass Free Delivery Week'],
  B4U_OFFER: ['$2 Off Any Fresh Produce', 'Buy 1 Get 1 Free Deli Sandwich'],
  RECIPE: ["Chef's Summer Grilling Recipe Pack", 'Holiday Baking Recipe Collection', 'Weeknight Dinners in 30 Minutes'],
}

const POINTS: Record<PrizeType, [number, number]> = {
  SWEEPSTAKES: [10, 50],
  VENDOR: [100, 300],
  REWARD: [200, 600],
  ALTERNATE_PRIZES: [50, 150],
  FRESH_PASS: [400, 900],
  B4U_OFFER: [100, 250],
  RECIPE: [25, 75],
}

export function createPrograms(rng: Rng, clock: Clock, stores: SimStore[]): SimProgram[] {
  // The last store runs no game at all ('No Games or Bonus Path at this time').
  const gameStores = stores.slice(0, -1)
  const bannerOrder = [...new Set(stores.map((s) => s.banner))]
  return PROGRAMS.map((spec) => {
    const jitter = rng.int(0, 2)
    const banners = new Set(bannerOrder.slice(0, spec.banners ?? bannerOrder.length))
    const program: SimProgram = {
      code: spec.code,
      type: spec.type,
      name: spec.name,
      startDate: clock.dateTime(spec.start - jitter),
      endDate: clock.dateTime(spec.end + jitter, 23),
      howItWorks: spec.howItWorks,
      earnMode: spec.earnMode,
      uiAttributes: {},
      storeIds: gameStores.filter((s) => banners.has(s.banner)).map((s) => s.storeId),
      imageUrl: `/sim-assets/games/${spec.code}.svg`,
      description: `${spec.name}: ${spec.howItWorks}`,
    }
    if (spec.postLive !== undefined) program.postProgLiveDate = clock.dateTime(spec.postLive)
    for (const url of spec.urls) {
      const page = url === 'FAQURL' ? 'faq' : url === 'RULESURL' ? 'rules' : 'play'
      program.uiAttributes[url] = `/sim-assets/games/${spec.code.toLowerCase()}/${page}.html`
    }
    if (spec.tokens) {
      program.uiAttributes.tokenLabelSingular = spec.tokens[0]
      program.uiAttributes.tokenLabelPlural = spec.tokens[1]
    }
    if (spec.minAge) program.uiAttributes.minAge = spec.minAge
    return program
  })
}

/** Every program gets one sweepstakes prize and four of the other types in rotation, so all types occur. */
export function createPrizes(rng: Rng, programs: SimProgram[]): SimPrize[] {
  const others = PRIZE_TYPES.filter((t) => t !== 'SWEEPSTAKES')
  const prizes: SimPrize[] = []
  programs.forEach((program, k) => {
    const types: PrizeType[] = ['SWEEPSTAKES', ...[0, 1, 2, 3].map((j) => others[(k * 2 + j) % others.length] as PrizeType)]
    if (program.earnMode === 'SWEEPSTAKES') types.push('SWEEPSTAKES')
    types.forEach((prizeType, j) => {
      const [low, high] = POINTS[prizeType]
      const prizeId = `PZ${String(k + 1).padStart(2, '0')}${String(j + 1).padStart(2, '0')}`
      const name = rng.pick(PRIZE_NAMES[prizeType])
      prizes.push({
        prizeId,
        prizeType,
        name,
        description: `${name}. Part of ${program.name}; while supplies last.`,
        imageUrl: `/sim-assets/prizes/${prizeId}.svg`,
        pointsRequired: Math.round(rng.int(low, high) / 5) * 5,
        programCode: program.code,
        terms:
          prizeType === 'SWEEPSTAKES'
            ? `No purchase necessary. Open to legal residents of the 50 US states aged ${program.uiAttributes.minAge ?? (program.type === 'DIVISION' ? '18' : '16')} or older. Void where prohibited.`
            : 'Valid for 30 days after redemption. One per household. Cannot be combined with other prize offers.',
        redemptionInstructions:
          prizeType === 'SWEEPSTAKES'
            ? 'Winners are notified by e-mail within 10 business days of the drawing.'
            : 'Redeemed prizes are loaded to your account within 48 hours and apply at checkout.',
      })
    })
  })
  return prizes
}
