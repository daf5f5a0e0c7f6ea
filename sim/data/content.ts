/**
 * CMS-like content: left-navigation files per banner (two banners have none, so they answer 404 and the
 * games area falls back to 'master'), the games configuration flags (gap A16, A29), the departments list,
 * the category-banner mapping of the Just-for-U page, and the personalised dealsInfo fixtures (gap A26).
 */
import { BANNERS } from '../../core/rules/banners'
import { DEPARTMENTS } from './products/catalog'
import type { Rng } from './random'
import type { NavFile, SeedData, SimOffer } from './types'

/** Banners without a navigation file of their own: their fetch answers 404 and 'master' is used. */
export const BANNERS_WITHOUT_NAVIGATION = ['riverbend', 'goldenfield'] as const
export const MASTER_NAVIGATION = 'master'
export const MIN_DEALS = 16

const MENU: NavFile['menuItems'] = [
  { label: 'Just for U Home', url: '/foru.html' },
  { label: 'Coupons & Deals', url: '/foru/coupons-deals.html' },
  // Links containing 'games' are rewritten to the game grid by the left navigation.
  { label: 'Play & Earn', url: '/foru/games.html' },
  { label: 'Grocery Rewards', url: '/foru/rewards.html' },
  { label: 'My List', url: '/mylist.html' },
  { label: 'FreshPass', url: '/freshpass/manage/subscribe' },
  { label: 'Communication Preferences', url: '/customer-account/communication-preferences.html' },
]

export function createNavigation(rng: Rng): Record<string, NavFile> {
  const navigation: Record<string, NavFile> = {
    [MASTER_NAVIGATION]: { title: 'for U', menuItems: MENU.map((m) => ({ ...m })) },
  }
  for (const banner of BANNERS) {
    if ((BANNERS_WITHOUT_NAVIGATION as readonly string[]).includes(banner.id)) continue
    const menuItems = MENU.map((m) => ({ ...m }))
    // Some banners link the games hub absolutely, and some add a weekly-ad entry.
    if (rng.chance(0.5))
      menuItems.splice(3, 0, { label: 'Games Hub', url: `https://${banner.hosts[1] ?? banner.hosts[0]}/foru/games-hub.html` })
    if (rng.chance(0.5)) menuItems.push({ label: 'Weekly Ad', url: '/weeklyad.html' })
    navigation[banner.id] = { title: `${banner.displayName} for U`, menuItems }
  }
  return navigation
}

export function createGamesFlags(): Record<string, boolean | string> {
  return {
    gamesEnabled: true,
    bonusPathEnabled: true,
    optInEnhancementsEnabled: false,
    howItWorksEnabled: true,
    sweepstakesWinsEnabled: true,
    surveyUrl: 'https://survey.example.com/play-and-earn',
  }
}

export function createDepartments(): SeedData['departments'] {
  return DEPARTMENTS.map(({ key, name }) => ({ key, name }))
}

const BANNER_CATEGORIES = ['produce', 'meat', 'dairy', 'beverages', 'snacks', 'wine', 'baby']

export function createCategoryBanners(): SeedData['categoryBanners'] {
  const banners: SeedData['categoryBanners'] = {
    default: {
      image: '/sim-assets/banners/default.svg',
      alt: 'Just for U: personalized deals and digital coupons',
      link: '/foru/coupons-deals.html',
      newTab: false,
    },
  }
  for (const key of BANNER_CATEGORIES) {
    const dept = DEPARTMENTS.find((d) => d.key === key)
    if (!dept) continue
    banners[dept.name] = {
      image: `/sim-assets/banners/${key}.svg`,
      alt: `Save on ${dept.name}`,
      link: key === 'wine' ? 'https://wine.example.com/collections/featured' : `/shop/aisles/${key}.html`,
      newTab: key === 'wine',
    }
  }
  return banners
}

/** Copies (not aliases) of the live personalised deals, so patching one never moves the other. */
export function createDealsInfo(offers: SimOffer[], today: string): SimOffer[] {
  const live = (o: SimOffer) => o.offerPgm === 'PD' && o.endDate.slice(0, 10) > today
  const picked = offers.filter((o) => o.kind === 'personalized-deal' && live(o)).slice(0, MIN_DEALS)
  if (picked.length < MIN_DEALS)
    picked.push(...offers.filter((o) => o.kind !== 'personalized-deal' && live(o) && o.isClippable).slice(0, MIN_DEALS - picked.length))
  return structuredClone(picked)
}
