/**
 * Grocery Rewards, `/foru/rewards.html` (001 §2; also the configured rewards-details page and the banner's reward
 * grid): the signed-in shopper's points in each Play & Earn program; a guest is asked to sign in.
 */
import { PAGE_PATHS } from '../../core/rules/coupons/pages'
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { SIGN_IN_PATHS } from '../../core/rules/session'
import { backHome, escapeHtml, link, type PageKind } from './layout'

export const REWARDS_TITLE = 'Grocery Rewards'

const isRewardsPath = (path: string, banner: string) =>
  path === PAGE_PATHS.groceryRewards || path === DEFAULT_PAGE_PATHS.rewardsDetail || path === PAGE_PATHS.rewardGrid(banner)

export const rewardsPage: PageKind = (path, { state, user, banner }) => {
  if (!isRewardsPath(path, banner.id)) return undefined
  const more = `<p>${link('/play-earn.html', 'Play & Earn for more points')}</p>${backHome()}`
  if (!user)
    return { status: 200, title: REWARDS_TITLE, body: `<p>${link(SIGN_IN_PATHS['sign-in'], 'Sign in')} to see your rewards.</p>${more}` }
  const rows = state.programs
    .filter((p) => user.points[p.code])
    .map((p) => {
      const points = user.points[p.code]!
      return `<tr><th scope="row">${escapeHtml(p.name)}</th><td>${points.totalGamePoints}</td><td>${points.totalPrizesWon}</td></tr>`
    })
  const table = rows.length
    ? `<table class="rewards-table"><caption>Your points by game</caption><thead><tr><th scope="col">Game</th><th scope="col">Points</th><th scope="col">Prizes won</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>No points yet.</p>'
  return { status: 200, title: REWARDS_TITLE, body: `${table}${more}` }
}
