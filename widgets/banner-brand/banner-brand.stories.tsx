import type { Meta, StoryObj } from '@storybook/react-vite'
import type {} from '../../types/aisle'
import './banner-brand.element'

interface BannerBrandArgs {
  /** The `href` attribute. */
  href?: string
  /** The `show-name` attribute. */
  showName?: string
}

const meta = {
  title: 'Widgets/Banner brand',
  render: ({ href, showName }) => <aisle-banner-brand href={href} show-name={showName} />,
  argTypes: {
    href: { control: 'text' },
    showName: { control: 'text' },
  },
  parameters: {
    tag: 'aisle-banner-brand',
    docs: {
      description: {
        component: [
          '`<aisle-banner-brand>` shows the banner’s logo and name. The banner comes from the page’s address, so one CMS',
          'template serves every banner; use the Banner menu in the toolbar to see the others.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<BannerBrandArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  parameters: { docs: { description: { story: 'Logo and name of the page’s banner.' } } },
}

export const LogoOnly: Story = {
  args: { showName: 'false' },
  parameters: {
    docs: { description: { story: 'With `show-name="false"` only the logo shows; its text alternative still names the banner.' } },
  },
}

export const AsLink: Story = {
  args: { href: '/' },
  parameters: { docs: { description: { story: 'With `href="/"` the brand links to the home page, as site headers usually do.' } } },
}

export const OtherBanner: Story = {
  globals: { banner: 'harvestmart' },
  parameters: { docs: { description: { story: 'The same tag on a Harvest Mart page: logo, name and colours follow the banner.' } } },
}
