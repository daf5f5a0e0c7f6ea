import type { Meta, StoryObj } from '@storybook/react-vite'
import { waitFor } from 'storybook/test'
import { LOADING_FOREVER_MS, type SimParameters, storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { WELCOME_OFFERS_EVENT } from '../../core/rules/coupons/offer'
import { WELCOME_PARAMS, welcomeCampaign } from '../../core/rules/coupons/welcome'
import { welcomeClaimOf } from '../../core/runtime/coupons/welcome'
import './deals-grid.element'

const MAPPING = JSON.stringify({
  default: { image: '/banners/just-for-u.svg', alt: 'Just for U: clip, shop, save', link: '/coupons.html', newTab: false },
  categories: {
    Beverages: { image: '/banners/beverages.svg', alt: 'Beverages: sip and save', link: '/products.html', newTab: false },
    Pantry: { image: '/banners/pantry.svg', alt: 'Stock the pantry for less', link: '/products.html', newTab: true },
  },
})
const CMS = JSON.stringify([
  {
    id: '9000096',
    brand: 'Coastal Range',
    description: '$15.79 Coastal Range Mexican Style Lager in store this week.',
    startDate: '2026-11-10',
    endDate: '2027-01-15',
    detailsUrl: '/products.html',
  },
])

interface DealsGridArgs {
  columns?: string
  sort?: string
  categoryMapping?: string
  nextPageToken?: string
  cms?: string
  hiddenEvents?: string
  bonusPath?: string
}

const meta = {
  title: 'Widgets/Deals grid',
  render: ({ columns, sort, categoryMapping, nextPageToken, cms, hiddenEvents, bonusPath }) => (
    <aisle-deals-grid
      columns={columns}
      sort={sort}
      category-mapping={categoryMapping}
      next-page-token={nextPageToken}
      hidden-events={hiddenEvents}
      bonus-path={bonusPath}
    >
      {cms ? <script type="application/json">{cms}</script> : null}
    </aisle-deals-grid>
  ),
  args: { columns: '4' },
  argTypes: {
    columns: { control: 'text' },
    sort: { control: 'text' },
    categoryMapping: { control: 'text' },
    nextPageToken: { control: 'text' },
    hiddenEvents: { control: 'text' },
    bonusPath: { control: 'text' },
  },
  parameters: {
    tag: 'aisle-deals-grid',
    docs: {
      description: {
        component: [
          '`<aisle-deals-grid>` lists the shopper’s Just for U coupons: 30 at first, 30 more per Load More.',
          'Shoppers sort them and filter by category; with `category-mapping` the banner above follows the category.',
          'A `<script type="application/json">` child adds weekly-ad (non-digital) coupons after the digital ones.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<DealsGridArgs>

export default meta
type Story = StoryObj<typeof meta>
const signedIn: SimParameters = { signIn: { user: 'C' } }

export const SignedIn: Story = {
  parameters: { sim: signedIn, docs: { description: { story: 'A signed-in shopper: clipped coupons show the Clipped badge.' } } },
}
export const Guest: Story = {
  parameters: { docs: { description: { story: 'A guest sees every coupon; pressing Clip Coupon goes to sign-in.' } } },
}
export const ThreeColumns: Story = { args: { columns: '3' }, parameters: { sim: signedIn } }
export const ColumnsTypo: Story = {
  args: { columns: 'four' },
  parameters: {
    sim: signedIn,
    docs: { description: { story: 'A typo in `columns` logs one console warning naming the valid values and uses 4.' } },
  },
}
export const SortedAToZ: Story = { args: { sort: 'a-z' }, parameters: { sim: signedIn } }
export const CategoryBanner: Story = {
  args: { categoryMapping: MAPPING },
  parameters: {
    sim: signedIn,
    docs: { description: { story: 'Choose Beverages or Pantry: the banner swaps; All categories brings the default back.' } },
  },
}
export const WithNonDigitalCoupons: Story = { args: { cms: CMS, sort: 'z-a' }, parameters: { sim: signedIn } }
export const ServerPaging: Story = {
  args: { nextPageToken: 'page-2' },
  parameters: {
    sim: signedIn,
    docs: { description: { story: "With a next-page token 'Load More' fires an event for the page to fetch the next page." } },
  },
}
export const Loading: Story = { parameters: { sim: { signIn: { user: 'C' }, delayMs: LOADING_FOREVER_MS } } }
export const GalleryError: Story = { parameters: { sim: { signIn: { user: 'C' }, faults: [{ path: '/offers/gallery', status: 500 }] } } }
export const Empty: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ path: '/offers/gallery', status: 200, body: { offers: [] } }] },
    docs: { description: { story: 'The gallery has no coupons for this shopper: the empty message instead of the grid.' } },
  },
}
export const HiddenEvents: Story = {
  args: { hiddenEvents: 'true' },
  parameters: {
    sim: signedIn,
    docs: { description: { story: '`hidden-events`: the hidden-events gallery, read fresh instead of the stored gallery.' } },
  },
}
export const BonusPath: Story = {
  args: { bonusPath: 'true' },
  parameters: {
    sim: signedIn,
    docs: { description: { story: '`bonus-path`: the bonus-path page, read fresh instead of the stored gallery.' } },
  },
}

/** A campaign link's address: the story's own page address with the campaign parameters, put back after the story. */
function campaignAddress() {
  const before = location.href
  const url = new URL(before)
  url.searchParams.set(WELCOME_PARAMS.eventName, WELCOME_OFFERS_EVENT)
  url.searchParams.set(WELCOME_PARAMS.eventDateTime, '2026-11-28T12:00:00Z')
  url.searchParams.set(WELCOME_PARAMS.correlationId, 'story-campaign')
  history.replaceState(history.state, '', url)
  return () => history.replaceState(history.state, '', before)
}
/** The claim as the shopper's press makes it: a press from a script is not trusted, which the store ignores (CPN-066). */
async function claimWelcome(loaded: Record<string, unknown>) {
  const claim = welcomeClaimOf(storySim(loaded).runtime)
  const campaign = welcomeCampaign(location.search)
  if (!campaign) throw new Error('The story address carries no campaign.')
  await waitFor(
    () => {
      if (!document.querySelector('aisle-deals-grid')?.shadowRoot?.querySelector('[part~="welcome-claim"]')) throw new Error('no panel yet')
    },
    { timeout: 10_000 },
  )
  void claim.claim(campaign, { trusted: true })
}
const welcomeDocs = (story: string) => ({ docs: { description: { story } } })

export const WelcomeOffers: Story = {
  beforeEach: campaignAddress,
  parameters: {
    sim: signedIn,
    ...welcomeDocs('A campaign link (eventName, eventDateTime, correlationId): the welcome panel; only Claim offers allocates.'),
  },
}
export const WelcomeOffersGuest: Story = {
  beforeEach: campaignAddress,
  parameters: welcomeDocs('A guest on a campaign link: Claim offers goes to sign-in and back to the same address.'),
}
export const WelcomeClaiming: Story = {
  beforeEach: campaignAddress,
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'instant-allocation', delayMs: LOADING_FOREVER_MS }] },
    ...welcomeDocs('The claim under way: the button is busy and says so.'),
  },
  play: async ({ loaded }) => claimWelcome(loaded),
}
export const WelcomeClaimed: Story = {
  beforeEach: campaignAddress,
  parameters: { sim: signedIn, ...welcomeDocs('The claim answered: the panel says how many offers are now in the coupons.') },
  play: async ({ loaded }) => claimWelcome(loaded),
}
export const WelcomeFailed: Story = {
  beforeEach: campaignAddress,
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'instant-allocation', status: 503 }] },
    ...welcomeDocs("The claim failed: the catalogue's message, and the button to press again."),
  },
  play: async ({ loaded }) => claimWelcome(loaded),
}
