import type { Meta, StoryObj } from '@storybook/react-vite'
import { LOADING_FOREVER_MS, pressPart, type SimParameters, storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { QUICK_ADD_STORAGE_KEY } from '../../core/rules/products/quick-add'
import './quick-add.element'
import { holdCartMessages } from '../../.storybook/hold-timers'

const meta = {
  title: 'Widgets/Quick-add basket',
  // The status line ('Added to cart', a failed add's message) stays until the story is left (.storybook/hold-timers.ts).
  beforeEach: holdCartMessages,
  render: () => <aisle-quick-add />,
  parameters: {
    tag: 'aisle-quick-add',
    docs: {
      story: { height: '32rem' },
      description: {
        component: [
          '`<aisle-quick-add>` lists what the signed-in shopper bought before ("Buy it again"). Every item starts selected,',
          'with quantity 1 (or its smallest weight). The shopper unticks what they do not want, changes quantities, and adds',
          'everything selected to the cart with one button. Their choices are remembered; items they no longer buy drop off.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const signedIn = { signIn: { userType: 'C' } } satisfies SimParameters

export const Basket: Story = {
  parameters: { sim: signedIn, docs: { description: { story: 'A shopper with a purchase history: 50 items, all selected.' } } },
}

export const SignedOut: Story = {
  parameters: { docs: { description: { story: 'A guest: there is no history to show, so the basket asks them to sign in.' } } },
}

export const Loading: Story = {
  parameters: {
    sim: { ...signedIn, delayMs: LOADING_FOREVER_MS } satisfies SimParameters,
    docs: { description: { story: 'While the history loads.' } },
  },
}

export const RefreshFailed: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'smart-basket', status: 500 }] } satisfies SimParameters,
    docs: {
      description: {
        story: "The history could not be loaded and nothing was remembered from before: the failure notice with 'Try again' (ERR-045).",
      },
    },
  },
}

export const AddFails: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'cart/v2/items', status: 500 }] } satisfies SimParameters,
    docs: { description: { story: 'Press Add selected to cart: the cart call fails and the status line says so.' } },
  },
}

export const RefreshFailedWithStoredBasket: Story = {
  decorators: [
    (Story, { loaded }) => {
      storySim(loaded).runtime.storage.set(
        QUICK_ADD_STORAGE_KEY,
        JSON.stringify({ cartItemsList: [{ itemId: '970000001', qty: 2, selected: true }] }),
      )
      return <Story />
    },
  ],
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'smart-basket', status: 500 }] } satisfies SimParameters,
    docs: {
      description: { story: 'The history could not be refreshed: the remembered basket is kept for next time and the shopper is told.' },
    },
  },
}

export const Empty: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ path: 'smart-basket', status: 200, body: { products: [], totalCount: 0 } }] } satisfies SimParameters,
    docs: { description: { story: 'A signed-in shopper who has not bought anything yet: the empty notice.' } },
  },
}

export const Added: Story = {
  parameters: {
    sim: signedIn,
    docs: {
      description: { story: "'Add selected to cart' pressed (for you here): the status line says how many items went into the cart." },
    },
  },
  play: async ({ canvasElement }) => {
    await pressPart(canvasElement, 'aisle-quick-add', 'add')
  },
}

export const Adding: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ method: 'POST', path: 'cart/v2/items', delayMs: LOADING_FOREVER_MS }] } satisfies SimParameters,
    docs: { description: { story: "While the cart takes the items the button says 'Adding…' and is disabled." } },
  },
  play: async ({ canvasElement }) => {
    await pressPart(canvasElement, 'aisle-quick-add', 'add')
  },
}

export const EditingOrder: Story = {
  parameters: {
    sim: { ...signedIn, editOrder: true } satisfies SimParameters,
    docs: {
      description: {
        story: 'The shopper is editing a pending order: the selected items go into that order, not into the cart (pressed for you here).',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pressPart(canvasElement, 'aisle-quick-add', 'add')
  },
}
