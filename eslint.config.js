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
)
