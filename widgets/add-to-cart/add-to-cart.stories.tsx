import type { Meta, StoryObj } from '@storybook/react-vite'
import { activeProduct, LOADING_FOREVER_MS, pressButton, type SimParameters, storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import './add-to-cart.element'
import { holdCartMessages } from '../../.storybook/hold-timers'

interface AddToCartArgs {
  /** The `item-id` attribute; empty means a seeded product the simulator's cart accepts. */
  itemId?: string
  /** The `qty` attribute. */
  qty?: string
  /** The `product-name` attribute. */
  productName?: string
}

const signedIn = { signIn: { userType: 'C' } } satisfies SimParameters

const meta = {
  title: 'Widgets/Add to cart',
  // The status line ('Added to cart', a failed add's message) stays until the story is left (.storybook/hold-timers.ts).
  beforeEach: holdCartMessages,
  render: ({ itemId, qty, productName }, { loaded }) => (
    <aisle-add-to-cart item-id={itemId || activeProduct(storySim(loaded).sim).id} qty={qty} product-name={productName} />
  ),
  argTypes: {
    itemId: { control: 'text' },
    qty: { control: 'text' },
    productName: { control: 'text' },
  },
  parameters: {
    tag: 'aisle-add-to-cart',
    sim: signedIn,
    docs: {
      description: {
        component: [
          '`<aisle-add-to-cart>` is the "Add to cart" button for one product. Pressing it adds the product to the shopper’s',
          'cart; the mini cart in the header (and in other tabs) updates at once, and a short line under the button says',
          '"Added to cart" or, if the cart refused, the cart error text. The line clears after 3 seconds.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<AddToCartArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  parameters: {
    docs: { description: { story: 'The button for a signed-in shopper. Press it to add one unit.' } },
  },
}

export const WithProductName: Story = {
  render: (args, context) =>
    meta.render({ ...args, productName: args.productName || activeProduct(storySim(context.loaded).sim).name }, context),
  parameters: {
    docs: {
      description: {
        story:
          'With `product-name` the button keeps its visible text, and screen readers hear the product name too. Use it whenever a page lists several products.',
      },
    },
  },
}

export const Adding: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ method: 'POST', path: 'cart/v2/items', delayMs: LOADING_FOREVER_MS }] } satisfies SimParameters,
    docs: { description: { story: "While the cart takes the item the button says 'Adding…' and ignores further presses." } },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'aisle-add-to-cart')
  },
}

export const CartError: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ method: 'POST', path: 'cart/v2/items', status: 500 }] } satisfies SimParameters,
    docs: {
      description: {
        story:
          'When the cart refuses the change the line under the button shows the cart error text (pressed for you here; it clears after 3 seconds, press again to see it).',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'aisle-add-to-cart')
  },
}

export const Added: Story = {
  parameters: {
    docs: {
      description: {
        story:
          "After the cart took the item the line under the button says 'Added to cart' (pressed for you here; it clears after 3 seconds). The mini cart on the page follows.",
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'aisle-add-to-cart')
  },
}

export const Guest: Story = {
  parameters: {
    sim: { signIn: false } satisfies SimParameters,
    docs: {
      description: {
        story:
          "A shopper who is not signed in, on a page without guest carts (the default: `disableGuestCart` is not set to false): the button says 'Sign in to add to cart' and a press goes to sign-in.",
      },
    },
  },
}

export const GuestCart: Story = {
  parameters: {
    sim: { flags: { disableGuestCart: false } } satisfies SimParameters,
    docs: {
      description: {
        story:
          'The retailer turned guest carts on (`"flags": {"disableGuestCart": false}`): a guest sees Add to cart and adds to a guest cart.',
      },
    },
  },
}

export const EditingOrder: Story = {
  parameters: {
    sim: { ...signedIn, editOrder: true } satisfies SimParameters,
    docs: {
      description: {
        story:
          "The shopper is editing a pending order (the order alert says 'You are editing order …'): the press adds the item to that order, not to the cart (pressed for you here).",
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressButton(canvasElement, 'aisle-add-to-cart')
  },
}
