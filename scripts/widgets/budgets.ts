/**
 * scripts/widgets/budgets.json: each widget's byte budgets from its declaration, for .size-limit.cjs (CommonJS: it
 * cannot import the TypeScript declarations). `npm run manifest` writes it; scripts/widgets/declarations.test.ts
 * fails when it is stale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readDeclarations, ROOT } from './declarations'

export const BUDGETS_FILE = 'scripts/widgets/budgets.json'

/** The file's text: the folder and budgets of every widget, in folder order. */
export async function budgetsJson(root: string = ROOT): Promise<string> {
  const rows = (await readDeclarations(root)).map(({ folder, declaration }) => ({ folder, ...declaration.budgets }))
  return `${JSON.stringify(rows, null, 2)}\n`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(path.join(ROOT, BUDGETS_FILE), await budgetsJson())
}
