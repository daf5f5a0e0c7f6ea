/**
 * The seed texts (a copy in docs/spec, so a clean clone has them), read by tests that check a named constant against the literal the seed
 * prints. Test-only: reads the file system.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const seedsDir = fileURLToPath(new URL('../../docs/spec', import.meta.url))

function read(prefix: '000' | '001'): string {
  const name = readdirSync(seedsDir).find((f) => f.startsWith(`${prefix}_`) && f.endsWith('.txt'))
  if (!name) throw new Error(`seed ${prefix} not found in ${seedsDir}`)
  return readFileSync(join(seedsDir, name), 'utf8')
}

let cache: Partial<Record<'000' | '001', string>> = {}

/** The full text of seed 000 or 001. */
export function seedText(prefix: '000' | '001'): string {
  cache[prefix] ??= read(prefix)
  return cache[prefix]
}

/** For tests that want a fresh read (never needed in practice). */
export function clearSeedCache(): void {
  cache = {}
}
