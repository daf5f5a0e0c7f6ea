import type { Meta, StoryObj } from '@storybook/react-vite'
import { LOADING_FOREVER_MS, type SimParameters, storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import { isBonusPathOffer } from '../../sim/routes/coupons/offers-shared'
import './game-grid.element'

interface GameGridArgs {
  /** The `play-earn-href` attribute. */
  playEarnHref?: string
}

const signedIn = { signIn: { userType: 'C' } } satisfies SimParameters

const meta = {
  title: 'Widgets/Game grid',
  render: ({ playEarnHref }) => <aisle-game-grid play-earn-href={playEarnHref} />,
  argTypes: {
    playEarnHref: { control: 'text' },
  },
  parameters: {
    tag: 'aisle-game-grid',
    sim: signedIn,
    docs: {
      description: {
        component: [
          '`<aisle-game-grid>` lists the Play & Earn games at the shopper’s store: status, points in each game’s own',
          "token labels, prizes won, sweepstakes entries and gameplays used, with 'Start Playing' (joins the game),",
          "'Play now!' (opens it) or 'The game is not available at this time'. A game with a minimum age says so, and beside",
          "'Start Playing' that the press confirms the shopper's age. Guests see a sign-in prompt.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<GameGridArgs>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  parameters: { docs: { description: { story: 'A shopper with games in progress, games to start and an ended game.' } } },
}

export const Loading: Story = {
  parameters: { sim: { ...signedIn, faults: [{ path: GAMES_PATHS.programs, delayMs: LOADING_FOREVER_MS }] } satisfies SimParameters },
}

export const Guest: Story = {
  parameters: { sim: { signIn: false }, docs: { description: { story: 'Games need a signed-in shopper: a guest is asked to sign in.' } } },
}

export const ProgramsError: Story = {
  parameters: {
    sim: {
      ...signedIn,
      faults: [{ path: GAMES_PATHS.programs, status: 503, body: { serviceErrors: [{ message: 'Games are taking a short break.' }] } }],
    } satisfies SimParameters,
    docs: { description: { story: 'A failed programs call shows the error catalogue text for its status.' } },
  },
}

export const OptInRefused: Story = {
  parameters: {
    sim: {
      ...signedIn,
      faults: [{ path: GAMES_PATHS.optIn, status: 400, body: { errors: [{ message: 'Opt-in is closed today.' }] } }],
    } satisfies SimParameters,
    docs: { description: { story: "Press 'Start Playing': the refusal shows on the card." } },
  },
}

export const LinksToPlayEarnPage: Story = {
  args: { playEarnHref: '/play-earn.html' },
  parameters: { docs: { description: { story: 'As a teaser on another page: game links open the Play & Earn page.' } } },
}

export const NoGames: Story = {
  // The games flag off, as the flags file would set it, and no bonus-path offer at the store, before the grid reads them.
  render: ({ playEarnHref }, { loaded }) => {
    const { state } = storySim(loaded).sim
    state.gamesFlags.gamesEnabled = false
    state.offers = state.offers.filter((o) => !isBonusPathOffer(o))
    return <aisle-game-grid play-earn-href={playEarnHref} />
  },
  parameters: {
    docs: {
      description: { story: "With no game and no bonus-path offer to show: 'No Games or Bonus Path at this time. Check back later.'" },
    },
  },
}

export const BonusPathOnly: Story = {
  // The games flag off; the store's bonus-path offers stay.
  render: ({ playEarnHref }, { loaded }) => {
    storySim(loaded).sim.state.gamesFlags.gamesEnabled = false
    return <aisle-game-grid play-earn-href={playEarnHref} />
  },
  parameters: {
    docs: { description: { story: "No game, but bonus-path offers at the store: 'Bonus Path: Complete offers to unlock bonus savings.'" } },
  },
}
