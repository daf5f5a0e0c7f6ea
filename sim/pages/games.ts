/**
 * Each Play & Earn game's own pages, `/sim-assets/games/<game>/play.html`, `rules.html` and `faq.html`: the
 * addresses the simulator's programs name (GAMEURL, RULESURL, FAQURL). A plain page that says what it is and
 * links back; an address no program names is not found.
 */
import { backHome, escapeHtml, link, notFound, type PageKind } from './layout'

const GAME_PAGE = /^\/sim-assets\/games\/[^/]+\/[^/]+\.html$/
/** What each page is, by the program's attribute that names it. */
const PAGE_KINDS = { GAMEURL: 'Play', RULESURL: 'Official rules', FAQURL: 'Questions and answers' } as const

export const gamePage: PageKind = (path, { state }) => {
  if (!GAME_PAGE.test(path)) return undefined
  for (const program of state.programs) {
    for (const [attribute, kind] of Object.entries(PAGE_KINDS) as [keyof typeof PAGE_KINDS, string][]) {
      if (program.uiAttributes[attribute] !== path) continue
      return {
        status: 200,
        title: `${program.name}: ${kind}`,
        body: `<p>This is the ${escapeHtml(kind.toLowerCase())} page of ${escapeHtml(program.name)}, which the game's own site would show.</p><p>${link('/play-earn.html', 'Back to Play & Earn')}</p>${backHome()}`,
      }
    }
  }
  return notFound('No game page here.')
}
