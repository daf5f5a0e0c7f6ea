// Lint: TypeScript rules, React hooks rules, and the layer rule of ARCHITECTURE.md:
// rules (pure) <- io <- stores <- connected <- element; views pure. Folder rules: widgets do not
// import core/io; widgets/shared and widgets/ui name no specific widget; no import circle in production code; a widget's
// server-side renderer (<name>.prerender.tsx) may read core/io, and no shipped module imports a renderer or prerender/.
// scripts/lint/folder-rules.test.ts proves each of these fires.
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const layer = (files, patterns, message, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
})

/** Tests, stories and test kits compose widgets and set up io on purpose; the folder rules hold production code. */
export const NOT_PRODUCTION = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test-kit.ts', '**/*-fixture.ts', '**/*.testing.ts']

/**
 * Widgets reach io through stores and the runtime only. The two frame/idle schedulers are the
 * exception the deals grid still imports (docs/decisions/foundation.md "Folder rules").
 */
const WIDGETS_NO_IO = ['**/core/io/**', '!**/core/io/after-paint', '!**/core/io/slices']
const WIDGETS_NO_IO_MESSAGE = 'Widgets do not import core/io: read a store, or ask the runtime.'

/** From widgets/shared/* or widgets/ui/*: a sibling folder other than shared/ and ui/ is a specific widget. */
const SPECIFIC_WIDGET = ['../*/**', '!../../**', '!../shared/**', '!../ui/**']
const SPECIFIC_WIDGET_IMPORT = 'ImportExpression[source.value=/^\\.\\.\\/(?!\\.\\.\\/|shared\\/|ui\\/)/]'
const NO_INNER_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render server or CMS text through the sanitizer helper only.',
}

/**
 * A widget's prerender renderer (widgets/<name>/<name>.prerender.tsx) is server code: aisle/prerender runs it in Node or
 * at an edge, never in a page. It reads the widget's data as the client's stores do (core/io, with the same calls and
 * validation) and the shared prerender code (prerender/context, prerender/personal); not the page analysis nor the table
 * that imports it back, nor the simulator or the tests.
 */
const PRERENDER_RENDERER = 'widgets/*/*.prerender.tsx'
/** What a shipped module (core/, widgets/) must never import: a renderer or prerender/ pulls react-dom/server into a page. */
const SERVER_ONLY = {
  group: ['**/*.prerender', '**/*.prerender.tsx', '**/prerender', '**/prerender/**', 'react-dom/server'],
  message: 'Shipped code imports no prerender renderer (*.prerender.tsx) nor prerender/: they are server code (react-dom/server).',
}

/** Production modules, checked for import circles (static and dynamic imports). */
const PRODUCTION = ['core/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}']

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'coverage/', 'node_modules/', '.vitest-attachments/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_INNER_HTML],
    },
  },
  layer(
    ['core/rules/**'],
    ['**/io/**', '**/stores/**', '**/runtime/**', '**/elements/**', '**/widgets/**', 'react', 'ky', 'js-cookie', 'nanostores'],
    'core/rules is pure: no io, stores, React or browser libraries.',
  ),
  layer(
    ['core/io/**'],
    ['**/stores/**', '**/runtime/**', '**/elements/**', '**/widgets/**', 'react'],
    'core/io may import only core/rules.',
  ),
  layer(['core/stores/**'], ['**/runtime/**', '**/elements/**', '**/widgets/**', 'react'], 'stores import io and rules only.'),
  layer(['widgets/**'], WIDGETS_NO_IO, WIDGETS_NO_IO_MESSAGE, [...NOT_PRODUCTION, PRERENDER_RENDERER]),
  // Shared widget code and UI primitives serve every widget, so they name none.
  {
    files: ['widgets/shared/**', 'widgets/ui/**'],
    ignores: NOT_PRODUCTION,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: WIDGETS_NO_IO, message: WIDGETS_NO_IO_MESSAGE },
            {
              group: SPECIFIC_WIDGET,
              message:
                'widgets/shared and widgets/ui import no specific widget: let the widget provide or register what shared code needs.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        NO_INNER_HTML,
        {
          selector: SPECIFIC_WIDGET_IMPORT,
          message:
            'widgets/shared and widgets/ui load no specific widget: let the widget provide its import (widgets/shared/lazy.ts providePageElement).',
        },
      ],
    },
  },
  layer(
    ['widgets/**/*.view.tsx'],
    ['**/stores/**', '**/io/**', '**/runtime/**', 'nanostores', '@nanostores/*', 'ky'],
    'Views are pure: props in, markup out.',
  ),
  // No import circle in production code, dynamic import() included: a circle ties chunks and evaluation order together.
  {
    files: PRODUCTION,
    ignores: NOT_PRODUCTION,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  layer(
    [PRERENDER_RENDERER],
    ['**/prerender/*', '!**/prerender/context', '!**/prerender/personal', '**/sim/**', '**/test/**'],
    "A widget's renderer is server code: it may import core/io and prerender/context or prerender/personal, not the rest of prerender/, sim/ or test/.",
  ),
  // The typescript-eslint twin of no-restricted-imports, so these patterns add to the widgets' layer rules instead of replacing them.
  {
    files: ['widgets/**'],
    ignores: [...NOT_PRODUCTION, PRERENDER_RENDERER],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SERVER_ONLY] }] },
  },
  layer(
    ['sim/**'],
    ['**/widgets/**', '**/core/io/**', '**/core/stores/**', '**/core/runtime/**'],
    'The simulator shares only pure rules with the library.',
  ),
  // core/ ships: outside its tests it imports neither the simulator nor the test helpers (test/support/).
  // The typescript-eslint twin of no-restricted-imports, so these patterns add to the layer rules above instead of replacing them.
  {
    files: ['core/**'],
    ignores: ['core/**/*.test.ts', 'core/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sim', '**/sim/**', '**/test/**'],
              message: 'core/ outside tests imports neither sim/ nor test/: test helpers live in test/support/.',
            },
            SERVER_ONLY,
          ],
        },
      ],
    },
  },
)
