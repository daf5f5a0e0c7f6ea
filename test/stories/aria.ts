/**
 * The accessible tree of a story, as the ARIA suite compares it (aria.test.ts) and as the time-travel run
 * compares it on other days (time-travel.test.ts).
 */
import { join } from 'node:path'
import { DEFAULT_BANNER_ID } from '../../core/rules/banners'
import { type StoryEntry, type StoryPage, WIDTHS } from './storybook'

/** Where a story's committed snapshot lives: widgets/<widget>/__aria__/<story>.aria.yml. */
export const ariaPath = (story: StoryEntry) => join(story.dir, '__aria__', `${story.slug}.aria.yml`)

/** The story's accessible tree: its root's, then each Aisle element's the widgets appended to <body> (the session-timeout modal). */
export async function ariaTree(page: StoryPage, story: StoryEntry): Promise<string> {
  await page.show(story, WIDTHS[0])
  return page.stable(
    async () => {
      const parts = [`# ${story.title} / ${story.name} (${story.id}), banner ${DEFAULT_BANNER_ID}, ${WIDTHS[0].width} px`]
      parts.push(await page.page.locator('#storybook-root').ariaSnapshot())
      for (const el of await page.page.locator('body > *').all()) {
        const tag = await el.evaluate((e) => e.localName)
        if (tag.startsWith('aisle-')) parts.push(`# <${tag}>, appended to <body>\n${await el.ariaSnapshot()}`)
      }
      return `${parts.join('\n')}\n`
    },
    (a, b) => a === b,
  )
}
