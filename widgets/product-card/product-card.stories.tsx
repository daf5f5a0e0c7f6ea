import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, waitFor } from 'storybook/test'
import { LOADING_FOREVER_MS, pressPart, type SimParameters } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import './product-card.element'
import { holdCartMessages } from '../../.storybook/hold-timers'

interface ProductCardArgs {
  productId: string
  channel?: string
  profile?: string
  snsOffer?: string
}

// Product numbers of the simulator's default seed (sim/data/products/products.ts), one per state worth seeing.
const PRODUCTS = {
  plain: '970000001',
  promo: '970000051',
  badges: '970000067',
  weighed: '970000026',
  madeToOrder: '970000018',
  customizable: '970000022',
  preOrder: '970000046',
  wine: '970000002',
  marketplace: '970000010',
  subscribe: '970000055',
  inactive: '970000032',
  boughtBefore: '970000064',
  sponsored: '970000068',
} as const

/** A display profile's story: the promoted grocery item (or the profile's own kind of item) under that profile. */
const underProfile = (profile: string, productId: string = PRODUCTS.promo, story?: string): Story => ({
  args: { productId, profile },
  ...(story ? { parameters: { docs: { description: { story } } } } : {}),
})

const signedIn = { sim: { signIn: { userType: 'C', cartQty: 0 } } satisfies SimParameters }

const meta = {
  title: 'Widgets/Product card',
  // The status line ('Added to cart', a failed add's message) stays until the story is left (.storybook/hold-timers.ts).
  beforeEach: holdCartMessages,
  render: ({ productId, channel, profile, snsOffer }) => (
    <div>
      <aisle-product-card product-id={productId} channel={channel} profile={profile} sns-offer={snsOffer} />
    </div>
  ),
  args: { productId: PRODUCTS.plain },
  argTypes: {
    productId: { control: 'text' },
    channel: { control: 'select', options: [undefined, 'delivery', 'pickup', 'instore'] },
    profile: { control: 'text' },
    snsOffer: { control: 'text' },
  },
  parameters: {
    tag: 'aisle-product-card',
    docs: {
      description: {
        component: [
          '`<aisle-product-card product-id="…">` shows one product: price (with the regular price struck through during a',
          'price promotion), promo text, badges, up to three tags, whether it can be bought on the shopper’s channel, and',
          'made-to-order, pre-order, SNAP and prop 65 notes where the product’s display profile shows them. Shoppers choose',
          'a quantity (a weight for items sold by the pound), options for made-to-order items, and subscribe and save.',
          'The mini cart and every other card follow each change.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<ProductCardArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Available: Story = {
  parameters: { docs: { description: { story: 'A grocery product with the SNAP tag, available for delivery.' } } },
}
export const PricePromotion: Story = {
  args: { productId: PRODUCTS.promo },
  parameters: { docs: { description: { story: 'An active price promotion: the regular price struck through.' } } },
}
export const Badges: Story = { args: { productId: PRODUCTS.badges } }
export const SoldByWeight: Story = {
  args: { productId: PRODUCTS.weighed },
  parameters: { docs: { description: { story: 'The stepper sets a weight with two decimals, sent as selectedWeight.' } } },
}
export const MadeToOrder: Story = { args: { productId: PRODUCTS.madeToOrder } }
export const Customizable: Story = { args: { productId: PRODUCTS.customizable }, parameters: signedIn }
export const CustomizableWithComments: Story = {
  args: { productId: PRODUCTS.customizable },
  parameters: {
    ...signedIn,
    docs: { description: { story: 'The shopper writes special instructions; they go with the chosen options (typed for you here).' } },
  },
  play: async ({ canvasElement }) => {
    const field = await waitFor(() => {
      const found = canvasElement
        .querySelector('aisle-product-card')
        ?.shadowRoot?.querySelector<HTMLTextAreaElement>('[part~="comments"] textarea')
      if (!found) throw new Error('<aisle-product-card> has not rendered its comments field yet.')
      return found
    })
    await userEvent.type(field, 'Toasted, cut in half')
  },
}
export const PreOrder: Story = { args: { productId: PRODUCTS.preOrder } }
export const WineProp65: Story = {
  args: { productId: PRODUCTS.wine },
  parameters: { docs: { description: { story: 'The wine shop profile: prop 65 warning, no SNAP.' } } },
}
export const MarketplaceNotOffered: Story = {
  args: { productId: PRODUCTS.marketplace },
  parameters: { docs: { description: { story: 'A marketplace item not offered for delivery: short and long messages.' } } },
}
export const Pickup: Story = { args: { productId: PRODUCTS.marketplace, channel: 'pickup' } }
export const InStore: Story = { args: { productId: PRODUCTS.plain, channel: 'instore' } }
export const SubscribeAndSave: Story = { args: { productId: PRODUCTS.subscribe }, parameters: signedIn }
export const Inactive: Story = { args: { productId: PRODUCTS.inactive } }
export const Loading: Story = { parameters: { sim: { delayMs: LOADING_FOREVER_MS } satisfies SimParameters } }
export const LoadError: Story = { parameters: { sim: { faults: [{ path: '/catalog/products', status: 500 }] } satisfies SimParameters } }
export const CartError: Story = {
  parameters: {
    sim: {
      signIn: { userType: 'C', cartQty: 0 },
      faults: [{ path: '/cart/v2/items', method: 'POST', status: 500 }],
    } satisfies SimParameters,
    docs: { description: { story: 'Add to cart fails: the cart error text, and the cart shows what it held before.' } },
  },
}
export const MissingProductId: Story = { args: { productId: '' } }
export const Adding: Story = {
  parameters: {
    sim: {
      signIn: { userType: 'C', cartQty: 0 },
      faults: [{ path: '/cart/v2/items', method: 'POST', delayMs: LOADING_FOREVER_MS }],
    } satisfies SimParameters,
    docs: { description: { story: "While the cart takes the item the status line says 'Adding…' (pressed for you here)." } },
  },
  play: async ({ canvasElement }) => {
    await pressPart(canvasElement, 'aisle-product-card', 'add')
  },
}
export const Added: Story = {
  parameters: {
    ...signedIn,
    docs: {
      description: {
        story: "After the cart took the item the status line says 'Added to cart' (pressed for you here; it clears after 3 seconds).",
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressPart(canvasElement, 'aisle-product-card', 'add')
  },
}
export const Sponsored: Story = {
  args: { productId: PRODUCTS.sponsored },
  parameters: { docs: { description: { story: "A paid placement: the 'Sponsored' label above the name (abs profile)." } } },
}
export const BuyItAgain: Story = {
  args: { productId: PRODUCTS.boughtBefore },
  parameters: { docs: { description: { story: "An item the household bought before: the 'Buy it again' label." } } },
}
export const ProfileAbs = underProfile(
  'abs',
  PRODUCTS.promo,
  'Everything but the seller tag: rating, labels, deal, fulfilment, similar items.',
)
export const ProfileWineshop = underProfile('wineshop', PRODUCTS.wine)
export const ProfileMkp = underProfile('mkp', PRODUCTS.marketplace, 'The seller tag links to the seller’s page.')
export const Profile1PB2B = underProfile('1P_B2B')
export const ProfileWeeklyAd = underProfile('weeklyAd')
export const ProfileDnf = underProfile('dnf')
export const Profile1PSns = underProfile('1P_SNS', PRODUCTS.subscribe)
export const ProfileLightWeight = underProfile('light-weight', PRODUCTS.promo, 'Price, promo text, add to cart, prop 65 only.')
export const ProfileAbsCarousel = underProfile('abs-carousel')
export const ProfileWineCarousel = underProfile(
  'wine-carousel',
  PRODUCTS.wine,
  'Image and title, plus prop 65, nested fulfilment and promo text.',
)
export const ProfileMkpCarousel = underProfile('mkp-carousel', PRODUCTS.marketplace)
export const Guest: Story = {
  parameters: {
    docs: { description: { story: 'A shopper who is not signed in: the guest store and delivery, the channel a guest shops.' } },
  },
}
export const EditingOrder: Story = {
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 0 }, editOrder: true } satisfies SimParameters,
    docs: {
      description: {
        story:
          "The shopper is editing a pending order: Add puts the item into that order, not into the cart, and the status line says 'Added to cart' (pressed for you here).",
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressPart(canvasElement, 'aisle-product-card', 'add')
  },
}
