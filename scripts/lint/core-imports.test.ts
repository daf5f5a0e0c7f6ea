/**
 * eslint.config.js keeps test code out of what ships: a core/ file that is not a test may import
 * neither the simulator (sim/) nor the test helpers (test/support/); core/ tests may. Each case lints a fabricated
 * file at a real path, so the rule is proven by its verdicts, not by reading the config.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: ROOT })

async function messages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('core/ imports neither sim/ nor test/ outside tests', () => {
  test('a core/io module importing the simulator is an error', async () => {
    const found = await messages('core/io/fabricated.ts', "import { createSim } from '../../sim/app'\nexport const sim = createSim\n")
    expect(found).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*test helpers live in test\/support/)])
  })

  test('a core/rules module importing a test helper is an error, beside the rules layer', async () => {
    const found = await messages(
      'core/rules/fabricated.ts',
      "import { seedText } from '../../test/support/seed'\nexport const text = seedText\n",
    )
    expect(found).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: /)])
  })

  test('the layer rules still hold for the same files (the two rules do not replace each other)', async () => {
    const found = await messages(
      'core/rules/fabricated.ts',
      "import { resolvePageConfig } from '../io/config'\nexport const config = resolvePageConfig\n",
    )
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*core\/rules is pure/)])
  })

  test('a core/ test may use the simulator and test/support', async () => {
    const code =
      "import { createSim } from '../../sim/app'\nimport { pageConfig } from '../../test/support/api'\nexport const both = [createSim, pageConfig]\n"
    expect(await messages('core/io/fabricated.test.ts', code)).toEqual([])
  })
})
