import type { Meta, StoryObj } from '@storybook/react-vite'
import { LOADING_FOREVER_MS, type SimParameters } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { CAROUSEL_FILTERS } from '../../core/rules/coupons/carousel'
import { createSeedData } from '../../sim/data'
import './offer-carousel.element'

interface OfferCarouselArgs {
  source?: string
  limit?: string
  upc?: string
  aisleName?: string
  modelConfigurationId?: string
  heading?: string
}

/** The simulator's product with the most offers, with leading zeros (the carousel strips them). */
const HERO_UPC = `00${createSeedData().products.find((p) => p.kinds?.includes('hero'))?.upc ?? ''}`

const meta = {
  title: 'Widgets/Offer carousel',
  render: ({ source, limit, upc, aisleName, modelConfigurationId, heading }) => (
    <aisle-offer-carousel
      source={source}
      limit={limit}
      upc={upc}
      aisle-name={aisleName}
      model-configuration-id={modelConfigurationId}
      heading={heading}
    />
  ),
  argTypes: {
    source: { control: 'select', options: [...CAROUSEL_FILTERS] },
    limit: { control: 'text' },
    upc: { control: 'text' },
    aisleName: { control: 'text' },
    modelConfigurationId: { control: 'text' },
    heading: { control: 'text' },
  },
  parameters: {
    tag: 'aisle-offer-carousel',
    docs: {
      description: {
        component: [
          '`<aisle-offer-carousel>` shows a row of Just for U offers the shopper can clip, on the same coupon store as',
          'the coupon cards and the deals grid: a clip anywhere updates every widget.',
          '',
          'Sources: `j4uGallery` (the gallery, 12 by default), `qualifyingoffers` (bought-before first, at most 12),',
          '`aisle` (with `aisle-name`), `pdp` (with `upc`), `p13n` (personalised deals for a signed-in shopper).',
          '`limit="99999"` means no limit.',
          '',
          'It never moves by itself. Previous / next buttons, the arrow keys, Tab and swipe move through the slides;',
          'with reduced motion the slides jump instead of gliding. On a partner site it shows the guest gallery and',
          'a Clip takes the shopper to the banner site to sign in; the offer is clipped when they come back.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<OfferCarouselArgs>

export default meta
type Story = StoryObj<typeof meta>
const signedIn: SimParameters = { signIn: { user: 'C' } }

export const GuestGallery: Story = {
  parameters: { docs: { description: { story: 'A guest sees the guest gallery, 12 offers; Clip Coupon goes to sign-in.' } } },
}
export const SignedIn: Story = {
  parameters: {
    sim: signedIn,
    docs: { description: { story: 'A signed-in shopper: clipped offers show the Clipped badge; Clip Coupon clips in place.' } },
  },
}
export const FiveOffers: Story = { args: { limit: '5' }, parameters: { sim: signedIn } }
export const Unlimited: Story = {
  args: { limit: '99999' },
  parameters: { sim: signedIn, docs: { description: { story: '`limit="99999"`: every offer of the gallery.' } } },
}
export const QualifyingOffers: Story = {
  args: { source: 'qualifyingoffers', heading: 'Bought before' },
  parameters: { sim: signedIn, docs: { description: { story: 'Bought-before offers first, at most 12.' } } },
}
export const Aisle: Story = { args: { source: 'aisle', aisleName: 'Pet Care', heading: 'Pet Care offers' }, parameters: { sim: signedIn } }
export const ProductPage: Story = {
  args: { source: 'pdp', upc: HERO_UPC, heading: 'Offers on this product' },
  parameters: {
    sim: signedIn,
    docs: { description: { story: 'Offers of one product code (leading zeros do not matter). An unknown code shows the empty state.' } },
  },
}
export const Personalised: Story = {
  args: { source: 'p13n', limit: '8', heading: 'Picked for you' },
  parameters: { sim: signedIn, docs: { description: { story: 'Personalised deals of a signed-in shopper.' } } },
}
export const Empty: Story = {
  args: { source: 'p13n' },
  parameters: { docs: { description: { story: 'No offers to show (here: personalised deals for a guest).' } } },
}
export const Loading: Story = { parameters: { sim: { signIn: { user: 'C' }, delayMs: LOADING_FOREVER_MS } } }
export const GalleryError: Story = {
  parameters: {
    sim: { signIn: { user: 'C' }, faults: [{ path: '/offers/gallery', status: 500 }] },
    docs: { description: { story: 'The gallery cannot be read: the fallback message.' } },
  },
}
export const SourceTypo: Story = {
  args: { source: 'j4ugallery', limit: 'twelve' },
  parameters: {
    docs: {
      description: { story: 'Typos in `source` and `limit` log one console warning each, naming the valid values; the defaults are used.' },
    },
  },
}
