/** Page furniture for stories: widgets shown where a CMS page puts them. */
import type { Decorator } from '@storybook/react-vite'

/**
 * The site header strip in the banner's colour. The mini cart's icon uses the banner's contrast
 * colour (white), so on a bare white canvas it would be invisible and fail the contrast check.
 * The space below leaves room for the mini cart's error message, which hangs under the header.
 */
export const inPageHeader: Decorator = (Story) => (
  <div style={{ minHeight: '8rem' }}>
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        padding: '0.5rem 1rem',
        background: 'var(--aisle-color-brand)',
        color: 'var(--aisle-color-brand-contrast)',
      }}
    >
      <Story />
    </div>
  </div>
)
