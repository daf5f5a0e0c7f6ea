/**
 * Every story runs against its own in-page simulator and runtime (.storybook/sim.ts): the loader
 * builds them from the story's `parameters.sim` and the Banner toolbar, the decorator remounts the
 * story's elements onto them. Loaders run again on every re-render (args, globals), hence the remount.
 */
import type { Preview } from '@storybook/react-vite'
import { createElement, Fragment } from 'react'
import { BANNERS, DEFAULT_BANNER_ID } from '../core/rules/banners'
import { type SimParameters, setUpStorySim, storySim } from './sim'

/** axe rule tags for WCAG 2.2 level A and AA (axe has no wcag22a tag: none of its rules test 2.2's new level-A criteria). */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const preview: Preview = {
  loaders: [
    async ({ parameters, globals }) => ({
      aisle: await setUpStorySim(parameters.sim as SimParameters | undefined, globals.banner as string | undefined),
    }),
  ],
  decorators: [(Story, { loaded }) => createElement(Fragment, { key: storySim(loaded).generation }, createElement(Story))],
  globalTypes: {
    banner: {
      description: "The page's banner: a real page picks it from its host name, and it themes every widget.",
      toolbar: {
        title: 'Banner',
        icon: 'paintbrush',
        items: BANNERS.map((b) => ({ value: b.id, title: b.displayName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { banner: DEFAULT_BANNER_ID },
  parameters: {
    layout: 'padded',
    a11y: { options: { runOnly: { type: 'tag', values: WCAG_22_AA_TAGS } } },
    // One runtime per page: on a docs page each story needs its own frame, or the stories would share one.
    docs: { story: { inline: false, height: '10rem' } },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
}

export default preview
