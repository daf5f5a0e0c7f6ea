/**
 * `npx aisle-prerender [--url <page address>] [--styles <styles/ URL>] <in.html | -> > out.html`: a publish
 * step over a page's HTML. The page address names the banner and the API (default: the page's <link rel="canonical">);
 * the stylesheets default to styles/ beside the page's Aisle script.
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { prerender } from './index'

const USAGE = 'usage: aisle-prerender [--url <page address>] [--styles <styles/ URL>] <in.html | ->'

async function readInput(file: string): Promise<string> {
  if (file !== '-') return readFile(file, 'utf8')
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, styles: { type: 'string' }, help: { type: 'boolean' } },
  })
  const [file] = positionals
  if (values.help || !file || positionals.length > 1) {
    process.stderr.write(`${USAGE}\n`)
    return values.help ? 0 : 2
  }
  const html = await readInput(file)
  process.stdout.write(
    await prerender(html, { ...(values.url ? { url: values.url } : {}), ...(values.styles ? { stylesheetBase: values.styles } : {}) }),
  )
  return 0
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`aisle-prerender: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  },
)
