import type { Meta, StoryObj } from '@storybook/react-vite'
import { LOADING_FOREVER_MS, pressPart, type SimParameters } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { CAROUSEL_SOURCES } from '../../core/rules/products/carousel'
import './product-carousel.element'
import { holdCartMessages } from '../../.storybook/hold-timers'

interface ProductCarouselArgs {
  source?: string
  heading?: string
  bpn?: string
  'page-name'?: string
  'store-id'?: string
}

const meta = {
  title: 'Widgets/Product carousel',
  // The status line ('Added to cart', a failed add's message) stays until the story is left (.storybook/hold-timers.ts).
  beforeEach: holdCartMessages,
  render: (args) => <aisle-product-carousel {...args} />,
  argTypes: {
    source: { control: 'select', options: CAROUSEL_SOURCES },
    heading: { control: 'text' },
    bpn: { control: 'text' },
    'page-name': { control: 'text' },
    'store-id': { control: 'text' },
  },
  parameters: {
    tag: 'aisle-product-carousel',
    docs: {
      story: { height: '26rem' },
      description: {
        component: [
          '`<aisle-product-carousel>` shows a row of products the shopper can add to the cart.',
          '`source` picks the products: `recommendations` (picked for the shopper and their cart), `sponsored` (paid placements,',
          'at most 8, each marked Sponsored), `cross-sell` and `substitution` (products like the one in `bpn`; these need a',
          'signed-in shopper, otherwise the carousel stays hidden). The arrows page the row; on touch it swipes.',
          'If nothing comes back the carousel hides itself, so the page never shows an empty box.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<ProductCarouselArgs>

export default meta
type Story = StoryObj<typeof meta>

const signedIn = { signIn: { userType: 'C', cartQty: 2 } } satisfies SimParameters

export const Recommendations: Story = {
  args: { source: 'recommendations' },
  parameters: { sim: signedIn, docs: { description: { story: 'Recommendations for a signed-in shopper with two items in the cart.' } } },
}

export const Sponsored: Story = {
  args: { source: 'sponsored' },
  parameters: {
    sim: signedIn,
    docs: {
      description: {
        story: 'Sponsored products: at most 8, each labelled Sponsored. Every card half in view is reported once to the ad tracker.',
      },
    },
  },
}

export const CrossSell: Story = {
  args: { source: 'cross-sell', bpn: '970000001' },
  parameters: { sim: signedIn, docs: { description: { story: 'Products shoppers also buy with product 970000001.' } } },
}

export const Substitution: Story = {
  args: { source: 'substitution', bpn: '970000001' },
  parameters: { sim: signedIn, docs: { description: { story: 'Similar items that could replace product 970000001.' } } },
}

export const CrossSellForGuest: Story = {
  args: { source: 'cross-sell', bpn: '970000001', 'store-id': '1100' },
  parameters: {
    docs: {
      description: {
        story: 'A guest has no household, so cross-sell is not asked for and the carousel stays hidden (nothing shows here).',
      },
    },
  },
}

export const CustomHeading: Story = {
  args: { source: 'recommendations', heading: 'Picked for your weekend' },
  parameters: { sim: signedIn, docs: { description: { story: 'A heading of the page’s own.' } } },
}

export const Loading: Story = {
  args: { source: 'recommendations' },
  parameters: {
    sim: { ...signedIn, delayMs: LOADING_FOREVER_MS } satisfies SimParameters,
    docs: { description: { story: 'While the products load the heading shows with a loading line; the arrows are disabled.' } },
  },
}

export const ApiError: Story = {
  args: { source: 'sponsored' },
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'sponsored/search', status: 500 }] } satisfies SimParameters,
    docs: { description: { story: 'When the products cannot be loaded the carousel hides itself (nothing shows here).' } },
  },
}

export const AddFails: Story = {
  args: { source: 'recommendations' },
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'cart/v2/items', status: 500 }] } satisfies SimParameters,
    docs: { description: { story: 'Press Add: the cart call fails and the status line under the row says so.' } },
  },
}

export const Adding: Story = {
  args: { source: 'recommendations' },
  parameters: {
    sim: { ...signedIn, faults: [{ method: 'POST', path: 'cart/v2/items', delayMs: LOADING_FOREVER_MS }] } satisfies SimParameters,
    docs: { description: { story: "While the cart takes a product its button says 'Adding…' and is disabled (pressed for you here)." } },
  },
  play: async ({ canvasElement }) => {
    await pressPart(canvasElement, 'aisle-product-carousel', 'add')
  },
}

export const RecommendationsForGuest: Story = {
  args: { source: 'recommendations', 'store-id': '1100' },
  parameters: { docs: { description: { story: 'Recommendations for a shopper who is not signed in, at the store named by `store-id`.' } } },
}
