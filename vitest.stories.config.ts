import { defineConfig } from 'vitest/config'

/**
 * Visual baselines and ARIA snapshots of every story (issue 17 items 4 and 5): the built Storybook
 * (storybook-static/) served locally and driven from Node in the system Chromium. Not yet part of
 * `npm test`: its baselines are to be written with `npm run test:visual -- --update` after issue 15 is merged.
 */
export default defineConfig({
  test: {
    name: 'stories',
    environment: 'node',
    include: ['test/stories/**/*.test.ts'],
    globalSetup: ['test/stories/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // One Chromium at a time: the two suites share the machine's two cores with the other projects.
    fileParallelism: false,
  },
})
