import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { COOKIES } from '../../core/rules/http'
import './order-alert.element'

interface OrderAlertArgs {
  'reserve-href'?: string
}

/** Sets the story's order cookies before the element mounts, as the order site would. */
const withOrderCookies =
  (cookies: Partial<Record<'orderNumber' | 'orderStoreId' | 'slot', string>>): Decorator =>
  (Story, { loaded }) => {
    const jar = storySim(loaded).cookies
    for (const [key, value] of Object.entries(cookies)) jar.set(COOKIES[key as keyof typeof cookies], value)
    return <Story />
  }

const meta = {
  title: 'Widgets/Order alert',
  render: (args) => <aisle-order-alert {...args} />,
  argTypes: {
    'reserve-href': { control: 'text' },
  },
  parameters: {
    tag: 'aisle-order-alert',
    docs: {
      description: {
        component: [
          '`<aisle-order-alert>` is the row under the site header about the shopper’s order.',
          'When an order is waiting to be delivered or picked up, it says so and links to **Review order** in the',
          'edit-order app. Otherwise it invites the shopper to **Reserve a time**. Nothing to configure besides the',
          'reserve-time page (`reserve-href`); the edit-order app path comes from the page configuration.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<OrderAlertArgs>

export default meta
type Story = StoryObj<typeof meta>

export const PendingOrder: Story = {
  decorators: [withOrderCookies({ orderNumber: '812345678', orderStoreId: '1100' })],
  parameters: { docs: { description: { story: 'An order is pending: the alert row with its Review order link.' } } },
}

export const EditingOrder: Story = {
  decorators: [withOrderCookies({ orderNumber: '812345678', orderStoreId: '1100', slot: 'slot-1' })],
  parameters: { docs: { description: { story: 'The shopper is editing that order (a time slot is held): the row names the order.' } } },
}

export const NoOrder: Story = {
  parameters: { docs: { description: { story: 'No pending order: the reserve-time area.' } } },
}

export const CustomReservePage: Story = {
  args: { 'reserve-href': '/reserve.html' },
  parameters: { docs: { description: { story: 'The reserve-time link goes to a page of the site’s own.' } } },
}
