import type { Meta, StoryObj } from '@storybook/react-vite'
import { LOADING_FOREVER_MS, type SimParameters } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import './delivery-address.element'

const signedIn = { signIn: { userType: 'C' } } satisfies SimParameters
/** The profile path of any customer: a fault's path is a fragment of the URL path, its method picks the call. */
const PROFILE_FRAGMENT = '/profile'

const meta = {
  title: 'Widgets/Delivery address',
  render: () => <aisle-delivery-address />,
  parameters: {
    tag: 'aisle-delivery-address',
    sim: signedIn,
    docs: {
      description: {
        component: [
          '`<aisle-delivery-address>` lists the signed-in shopper’s delivery addresses and saves a new or changed one.',
          'Type a ZIP code: once typing pauses (600 ms) the zip-to-city lookup fills in city and state, and a ZIP it',
          'cannot place shows why. Refused saves show the delivery address error table’s message. Guests are asked to sign in.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  parameters: {
    docs: {
      description: { story: 'A shopper with saved addresses: press Edit to change one, or fill in the form to add one (try ZIP 80302).' },
    },
  },
}

export const Loading: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ method: 'GET', path: PROFILE_FRAGMENT, delayMs: LOADING_FOREVER_MS }] } satisfies SimParameters,
  },
}

export const Guest: Story = {
  parameters: {
    sim: { signIn: false },
    docs: { description: { story: 'Addresses need a signed-in shopper: a guest is asked to sign in.' } },
  },
}

export const ZipLookupDown: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ path: GAMES_PATHS.zipToCity, status: 504 }] } satisfies SimParameters,
    docs: {
      description: { story: 'Type a ZIP code: the lookup answers 504, and the ZIP field shows the zip lookup table’s text for it.' },
    },
  },
}

export const SaveRefused: Story = {
  parameters: {
    sim: {
      ...signedIn,
      faults: [
        { method: 'POST', path: PROFILE_FRAGMENT, status: 406, body: { errors: [{ message: 'We do not deliver to that address yet.' }] } },
      ],
    } satisfies SimParameters,
    docs: { description: { story: 'Fill in the form and press Save address: the refusal’s first error message shows above the button.' } },
  },
}

export const ProfileError: Story = {
  parameters: {
    sim: { ...signedIn, faults: [{ method: 'GET', path: PROFILE_FRAGMENT, status: 500 }] } satisfies SimParameters,
    docs: {
      description: { story: 'The saved addresses cannot be read (the profile answers 500, then again on the retry): the widget says so.' },
    },
  },
}
