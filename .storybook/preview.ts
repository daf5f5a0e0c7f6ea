/**
 * Every story runs against its own in-page simulator and runtime (.storybook/sim.ts): the loader
 * builds them from the story's `parameters.sim` and the toolbar (toolbar.ts: banner, channel, user type),
 * the decorator remounts the story's elements onto them. Loaders run again on every re-render (args,
 * globals), hence the remount. Every docs page is AisleDocsPage: the element's reference comes from
 * custom-elements.json, keyed by the meta's `parameters.tag` (docs-preview.ts, added by main.ts).
 */
import type { Preview } from '@storybook/react-vite'
import { createElement, Fragment } from 'react'
import { previewSettled, trackSimCalls } from '../test/a11y/story-settle'
import { type SimParameters, setUpStorySim, storySim } from './sim'
import { channelOf, globalTypes, initialGlobals, signInFor, VIEWPORTS } from './toolbar'

/** axe rule tags for WCAG 2.2 level A and AA (axe has no wcag22a tag: none of its rules test 2.2's new level-A criteria). */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const preview: Preview = {
  loaders: [
    async ({ parameters, globals }) => {
      const story = (parameters.sim ?? {}) as SimParameters
      const signIn = signInFor(story.signIn || undefined, globals.userType)
      return {
        aisle: await setUpStorySim(
          { ...story, signIn },
          { banner: globals.banner as string | undefined, channel: channelOf(globals.channel) },
        ),
      }
    },
  ],
  // trackSimCalls counts the story simulator's calls in flight, so that a test knows when a story has settled.
  decorators: [trackSimCalls, (Story, { loaded }) => createElement(Fragment, { key: storySim(loaded).generation }, createElement(Story))],
  globalTypes,
  initialGlobals,
  parameters: {
    layout: 'padded',
    a11y: { options: { runOnly: { type: 'tag', values: WCAG_22_AA_TAGS } } },
    viewport: { options: VIEWPORTS },
    // One runtime per page: on a docs page each story needs its own frame, or the stories would share one.
    docs: { story: { inline: false, height: '10rem' } },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
}

/**
 * The visual and ARIA suites (test/stories/) drive the built Storybook from Node: they ask the page when the
 * story on show has settled (every simulator call answered, every element rendered).
 */
Object.assign(globalThis, { __aisleStorySettled: previewSettled })

export default preview
