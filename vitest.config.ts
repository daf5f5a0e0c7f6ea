import { fileURLToPath } from 'node:url'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './test/support/chromium.ts'

const stub = fileURLToPath(new URL('./test/support/wtr-commands-stub.ts', import.meta.url))

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['core/**/*.test.ts', 'sim/**/*.test.ts', 'widgets/**/*.unit.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: { '@web/test-runner-commands': stub } },
        define: { 'process.env.NODE_ENV': JSON.stringify('test') },
        optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', '@open-wc/testing', 'axe-core'] },
        test: {
          name: 'browser',
          include: ['widgets/**/*.browser.test.ts', 'widgets/**/*.browser.test.tsx', 'core/**/*.browser.test.ts'],
          setupFiles: ['test/support/browser-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
