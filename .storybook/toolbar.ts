/**
 * The toolbar designers switch a story's page with: banner, channel, user type and viewport. Each global
 * reaches the story's simulator the way a real page's counterpart reaches the widgets (preview.ts hands
 * them to setUpStorySim in sim.ts):
 * - Banner: a real page's host name picks it; the story's runtime is configured for `<banner>.localhost`.
 * - Channel: a real shopper's channel is the fulfilment preference in their user info (`preference`:
 *   delivery, dug or j4u; core/rules/cart/cart.ts channelFromPreference). The story's simulator gives every
 *   seeded shopper that preference. Guests have none, so a guest shops delivery, as on the real site.
 * - User type: replaces the story's own sign-in (`parameters.sim.signIn`): a guest, or seeded user R or C
 *   (sim/data/users.ts), keeping the story's other sign-in settings (cart size, token lifetimes).
 * - Viewport: Storybook's own viewport tool, with the widths the widgets' layouts change at.
 */
import type { Preview } from '@storybook/react-vite'
import { BANNERS, DEFAULT_BANNER_ID } from '../core/rules/banners'
import { type Channel, CHANNELS } from '../core/rules/cart/cart'
import { MOBILE_BREAKPOINT_PX } from '../core/rules/games/navigation'
import type { SimUser } from '../sim/data/types'
import type { SessionRequest } from '../sim/routes/control'

/** The toolbar value that leaves a story's own setting alone. */
export const STORY_DEFAULT = 'story'

export const USER_TYPES = ['guest', 'R', 'C'] as const
export type UserTypeGlobal = (typeof USER_TYPES)[number]

const USER_TYPE_TITLES: Record<UserTypeGlobal, string> = {
  guest: 'Guest (not signed in)',
  R: 'R: recognised shopper (user R)',
  C: 'C: signed-in customer (user C)',
}

const CHANNEL_TITLES: Record<Channel, string> = { delivery: 'Delivery', pickup: 'Pickup (Drive Up & Go)', instore: 'In store' }

/** The user-info `preference` a shopper of each channel has (the inverse of channelFromPreference). */
export const PREFERENCE_OF_CHANNEL: Record<Channel, SimUser['preference']> = { delivery: 'delivery', pickup: 'dug', instore: 'j4u' }

export const globalTypes = {
  banner: {
    description: "The page's banner: a real page picks it from its host name, and it themes every widget.",
    toolbar: {
      title: 'Banner',
      icon: 'paintbrush',
      items: BANNERS.map((b) => ({ value: b.id, title: b.displayName })),
      dynamicTitle: true,
    },
  },
  channel: {
    description: "The signed-in shopper's channel (their fulfilment preference). Guests have none and shop delivery.",
    toolbar: {
      title: 'Channel',
      icon: 'box',
      items: [{ value: STORY_DEFAULT, title: "Story's shopper" }, ...CHANNELS.map((c) => ({ value: c, title: CHANNEL_TITLES[c] }))],
      dynamicTitle: true,
    },
  },
  userType: {
    description: "Who is signed in: replaces the story's own sign-in.",
    toolbar: {
      title: 'User type',
      icon: 'user',
      items: [{ value: STORY_DEFAULT, title: "Story's user" }, ...USER_TYPES.map((u) => ({ value: u, title: USER_TYPE_TITLES[u] }))],
      dynamicTitle: true,
    },
  },
} satisfies NonNullable<Preview['globalTypes']>

/** Storybook's viewport tool: phone, the Play & Earn dropdown breakpoint and either side of it, desktop. */
export const VIEWPORTS = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  playEarnDropdown990: {
    name: `Tablet, ${MOBILE_BREAKPOINT_PX} px (Play & Earn dropdown)`,
    styles: { width: `${MOBILE_BREAKPOINT_PX}px`, height: '900px' },
    type: 'tablet',
  },
  aboveBreakpoint991: {
    name: `Tablet, ${MOBILE_BREAKPOINT_PX + 1} px (Play & Earn side navigation)`,
    styles: { width: `${MOBILE_BREAKPOINT_PX + 1}px`, height: '900px' },
    type: 'tablet',
  },
  desktop1440: { name: 'Desktop, 1440 px', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const

export const initialGlobals = { banner: DEFAULT_BANNER_ID, channel: STORY_DEFAULT, userType: STORY_DEFAULT }

/** What the toolbar changes in a story's simulator. */
export interface StoryGlobals {
  banner?: string
  /** A channel, or undefined for the story's own shopper. */
  channel?: Channel
}

/** A story's sign-in with the toolbar's user type applied: undefined signs in nobody (a guest). */
export function signInFor(story: SessionRequest | undefined, userType: unknown): SessionRequest | undefined {
  if (userType === 'guest') return undefined
  if (userType === 'R' || userType === 'C') return { ...story, user: userType, userType }
  return story
}

/** The toolbar's channel, or undefined when it leaves the story's shopper alone (or holds something unknown). */
export const channelOf = (value: unknown): Channel | undefined =>
  (CHANNELS as readonly unknown[]).includes(value) ? (value as Channel) : undefined
