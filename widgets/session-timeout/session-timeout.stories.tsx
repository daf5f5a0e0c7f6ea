import type { Meta, StoryObj } from '@storybook/react-vite'
import { storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import './session-timeout.element'

const meta = {
  title: 'Widgets/Session timeout',
  render: () => <aisle-session-timeout />,
  parameters: {
    tag: 'aisle-session-timeout',
    // The modal covers the frame; give it room on the docs page.
    docs: {
      story: { height: '22rem' },
      description: {
        component: [
          '`<aisle-session-timeout>` is the modal that tells a shopper their session has timed out and offers to sign in again.',
          'Aisle adds it to every page that has an Aisle widget and opens it by itself when the session cannot be renewed:',
          'content authors never write this tag. It has no attributes.',
          '',
          'It is a real modal dialog: focus stays inside, Esc or "Close" dismisses it, and "Sign in again" goes to the',
          'sign-in page (in Storybook that leaves the story; reload to come back).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  beforeEach: ({ loaded }) => {
    storySim(loaded).runtime.session.$sessionTimeout.set(true)
  },
  parameters: {
    docs: { description: { story: 'The modal as the shopper sees it after the session could not be renewed.' } },
  },
}
