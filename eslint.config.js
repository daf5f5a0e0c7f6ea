// Lint: TypeScript rules, React hooks rules, and the layer rule of ARCHITECTURE.md:
// rules (pure) <- io <- stores <- connected <- element; views pure.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const layer = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
})

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'coverage/', 'node_modules/', '.vitest-attachments/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server or CMS text through the sanitizer helper only.' },
      ],
    },
  },
  layer(['core/rules/**'], ['**/io/**', '**/stores/**', '**/runtime/**', '**/elements/**', '**/widgets/**', 'react', 'ky', 'js-cookie', 'nanostores'], 'core/rules is pure: no io, stores, React or browser libraries.'),
  layer(['core/io/**'], ['**/stores/**', '**/runtime/**', '**/elements/**', '**/widgets/**', 'react'], 'core/io may import only core/rules.'),
  layer(['core/stores/**'], ['**/runtime/**', '**/elements/**', '**/widgets/**', 'react'], 'stores import io and rules only.'),
  layer(['widgets/**/*.view.tsx'], ['**/stores/**', '**/io/**', '**/runtime/**', 'nanostores', '@nanostores/*', 'ky'], 'Views are pure: props in, markup out.'),
  layer(['sim/**'], ['**/widgets/**', '**/core/io/**', '**/core/stores/**', '**/core/runtime/**'], 'The simulator shares only pure rules with the library.'),
  // core/ ships: outside its tests it imports neither the simulator nor the test helpers (test/support/, issue 18 item 6).
  // The typescript-eslint twin of no-restricted-imports, so these patterns add to the layer rules above instead of replacing them.
  {
    files: ['core/**'],
    ignores: ['core/**/*.test.ts', 'core/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/sim', '**/sim/**', '**/test/**'], message: 'core/ outside tests imports neither sim/ nor test/: test helpers live in test/support/.' }] },
      ],
    },
  },
)
