import type { Meta, StoryObj } from '@storybook/react-vite'
import { LOADING_FOREVER_MS, type SimParameters, storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import { MOBILE_BREAKPOINT_PX } from '../../core/rules/games/navigation'
import './play-earn.element'

interface PlayEarnArgs {
  /** The inner route, as the page URL's hash. */
  hash: string
  /** Leave the seeded shopper's sweepstakes win to show (otherwise it is already acknowledged). */
  showWin: boolean
}

const signedIn = { signIn: { userType: 'C' } } satisfies SimParameters

const meta = {
  title: 'Widgets/Play & Earn',
  args: { hash: '#/games/game-grid', showWin: false },
  // Stories set the page's hash and the simulator's wins before the area mounts, as a page load would find them.
  render: ({ hash, showWin }, { loaded }) => {
    const { sim } = storySim(loaded)
    if (!showWin) for (const user of sim.state.users) for (const win of user.sweepstakesWins) win.displayed = true
    history.replaceState(null, '', `${location.pathname}${location.search}${hash}`)
    return <aisle-play-earn />
  },
  argTypes: {
    hash: {
      control: 'text',
      description:
        "The inner route: '#/games/game-grid', '#/games/game-details/{code}', '#/games/prize-details/{id}', '#/games/game-over/{code}'.",
    },
    showWin: { control: 'boolean' },
  },
  parameters: {
    tag: 'aisle-play-earn',
    sim: signedIn,
    layout: 'padded',
    docs: {
      description: {
        component: [
          '`<aisle-play-earn>` is the whole Play & Earn area on one CMS page. Its inner pages live in the page URL’s',
          'hash (`#/games/game-grid`, `#/games/game-details/SUMMERSTARS`, `#/games/prize-details/PZ0102?programCode=…`,',
          '`#/games/game-over/PANTRYBINGO`), so links, reloads and the browser’s Back work whatever the page’s own path.',
          'Guests are sent to sign-in, except on a game-over page, where they read the anonymous headline. No attributes.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<PlayEarnArgs>

export default meta
type Story = StoryObj<typeof meta>

export const GameGrid: Story = {}

export const GameDetails: Story = { args: { hash: '#/games/game-details/SUMMERSTARS' } }

export const GameNotStarted: Story = { args: { hash: '#/games/game-details/HARVESTHUNT' } }

export const PrizeDetails: Story = { args: { hash: '#/games/prize-details/PZ0102?programCode=SUMMERSTARS' } }

export const GameOver: Story = { args: { hash: '#/games/game-over/PANTRYBINGO' } }

export const GameOverGuest: Story = {
  args: { hash: '#/games/game-over/PANTRYBINGO' },
  parameters: {
    sim: { signIn: false } satisfies SimParameters,
    docs: {
      description: {
        story:
          'A guest or anonymous shopper who opens a game-over page stays there: the anonymous headline, the survey link and a way to sign in; no figures.',
      },
    },
  },
}

export const SweepstakesWin: Story = { args: { showWin: true } }

export const Loading: Story = {
  parameters: { sim: { ...signedIn, faults: [{ path: GAMES_PATHS.programs, delayMs: LOADING_FOREVER_MS }] } satisfies SimParameters },
}

export const ProgramsError: Story = {
  parameters: {
    sim: {
      ...signedIn,
      faults: [{ path: GAMES_PATHS.programs, status: 503, body: { serviceErrors: [{ message: 'Games are taking a short break.' }] } }],
    } satisfies SimParameters,
  },
}

export const DropdownNavigation: Story = {
  globals: { viewport: { value: 'playEarnDropdown990', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story: `At ${MOBILE_BREAKPOINT_PX} px wide or less the left navigation becomes a dropdown (the Viewport tool's ${MOBILE_BREAKPOINT_PX} px preset; ${MOBILE_BREAKPOINT_PX + 1} px shows the side navigation).`,
      },
    },
  },
}
