/**
 * aisle-game-grid, prerendered for a signed-in shopper whose session the page was asked with (./personal.ts): the
 * ready grid of *their* games, read on the server by the games store itself (programs with the flags and the Bonus
 * Path answer, then the points: the same calls, schemas and shaping, with the token user info gave), rendered with the
 * view and view props of the client's ready render; the read goes in the wrapper, and the element seeds the page's
 * games store with it (core/runtime/games/prerendered.ts), so the page reads the games no second time. A guest, a
 * shopper the games guard refuses, or a read that fails or is late leaves the tag to the client, as on a public page:
 * its sign-in prompt is not its first client render, and its loading state is not at a loaded size.
 */
import { createSafeStorage } from '../../core/io/storage'
import { gridContent } from '../../core/rules/games/grid'
import { type GamesRoute, gamesHref } from '../../core/rules/games/routes'
import { gamesGuardDecision } from '../../core/rules/session'
import { createGamesStore } from '../../core/stores/games/games'
import { type GamesSeed, gamesSeedFrom } from '../../core/stores/games/seed'
import { GAME_GRID_ATTRIBUTES, playEarnBase } from './GameGrid.connected'
import { GameGridView } from './GameGrid.view'
import { markupOf, once, type PrerenderContext, type Rendered, type TagRenderer } from '../../prerender/context'
import { shopperOf, withinBound } from '../../prerender/personal'

const nothing = () => {}
const quiet = { warn: nothing, error: nothing }
const NONE: ReadonlySet<string> = new Set()

/** The shopper's games as the page's games store loads them, read once per page; undefined leaves the tag to the client. */
const shopperGames = (context: PrerenderContext) =>
  once(context, 'shopper-games', async () => {
    const shopper = await shopperOf(context)
    if (!shopper || !gamesGuardDecision(shopper.info, false, context.now).allow) return undefined
    const store = createGamesStore({
      api: () => shopper.api,
      shopper: () => shopper.info,
      // Nothing kept between requests: the Bonus Path answer is read for this page (the browser keeps its own).
      storage: createSafeStorage(() => undefined, quiet),
      search: () => context.page.search,
      now: () => context.now,
      log: quiet,
    })
    await store.load()
    const seed: GamesSeed | undefined = gamesSeedFrom(store)
    return seed && { store, seed }
  })

async function gameGrid(props: Record<string, string>, context: PrerenderContext): Promise<Rendered | undefined> {
  const mine = await withinBound(shopperGames(context))
  if (!mine) return undefined
  const { store, seed } = mine
  const today = store.today()
  const content = gridContent({ flags: seed.flags, programs: store.$programs.get(), bonusPathAvailable: seed.bonusPath, today })
  const base = playEarnBase(props.playEarnHref)
  const hrefOf = (route: GamesRoute) => `${base}${gamesHref(route)}`
  const view = (
    <GameGridView
      state="ready"
      content={content}
      today={today}
      message={undefined}
      pending={NONE}
      messages={{}}
      onOptIn={nothing}
      onSignIn={nothing}
      hrefOf={hrefOf}
      level={2}
    />
  )
  return { markup: markupOf(view), data: seed }
}

/** A signed-in shopper's request only: the ready grid of their games (a public page leaves it to the client). */
const renderer: TagRenderer = { attributes: GAME_GRID_ATTRIBUTES, render: gameGrid, personal: 'reads' }
export default renderer
