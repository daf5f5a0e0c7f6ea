import type { Meta, StoryObj } from '@storybook/react-vite'
import { inPageHeader } from '../../.storybook/decorators'
import { LOADING_FOREVER_MS, type SimParameters } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import './mini-cart.element'

interface MiniCartArgs {
  /** The `href` attribute. */
  href?: string
}

const meta = {
  title: 'Widgets/Mini cart',
  render: ({ href }) => <aisle-mini-cart href={href} />,
  decorators: [inPageHeader],
  argTypes: {
    href: { control: 'text' },
  },
  parameters: {
    tag: 'aisle-mini-cart',
    docs: {
      description: {
        component: [
          '`<aisle-mini-cart>` is the cart icon for the site header. It shows how many items are in the shopper’s cart',
          "('99+' above 99) and links to the cart page. The count stays up to date by itself: it refreshes every 15 minutes",
          'and follows every add-to-cart button on the page and in other tabs. Screen readers hear "Cart, 5 items".',
          '',
          'Place it once in the header, on a dark banner-coloured background: the icon is white.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<MiniCartArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {
  parameters: {
    docs: { description: { story: 'A shopper who is not signed in and has no cart yet: the badge shows 0.' } },
  },
}

export const Empty: Story = {
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 0 } } satisfies SimParameters,
    docs: { description: { story: 'A signed-in shopper with an empty cart.' } },
  },
}

export const FiveItems: Story = {
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 5 } } satisfies SimParameters,
    docs: { description: { story: 'A signed-in shopper with five items in the cart.' } },
  },
}

export const HundredItems: Story = {
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 100 } } satisfies SimParameters,
    docs: {
      description: {
        story: "Above 99 items the badge shows '99+' so it keeps its size; screen readers still hear the exact count.",
      },
    },
  },
}

export const Loading: Story = {
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 5 }, delayMs: LOADING_FOREVER_MS } satisfies SimParameters,
    docs: {
      description: { story: 'While the cart is being read the badge shows \'…\' and screen readers hear "Loading cart".' },
    },
  },
}

export const ApiError: Story = {
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 5 }, faults: [{ path: 'minicart', status: 500 }] } satisfies SimParameters,
    docs: {
      description: {
        story:
          'When the cart cannot be read the badge shows 0 and a short message under the icon says so. The rest of the page keeps working.',
      },
    },
  },
}

export const CustomHref: Story = {
  args: { href: '/cart.html' },
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 2 } } satisfies SimParameters,
    docs: {
      description: { story: 'With `href="/cart.html"` the icon links to that page instead of the default `/`.' },
    },
  },
}

export const EditingOrder: Story = {
  parameters: {
    sim: { signIn: { userType: 'C', cartQty: 2 }, editOrder: true } satisfies SimParameters,
    docs: {
      description: { story: 'The shopper is editing a pending order: the badge counts the items of that order, not the cart.' },
    },
  },
}
