/**
 * The token rules as a pure check over a token list (styles/tokens.css) and a set of stylesheets
 * (widgets' and shared CSS): scripts/tokens/tokens.test.ts runs it on the real files and on fabricated ones.
 */
import { type Token, varReads } from '../../styles/tokens.mjs'

export interface TokenInputs {
  tokens: readonly Token[]
  /** File name → CSS text. */
  stylesheets: Readonly<Record<string, string>>
  /** Tokens set from TypeScript (the banner theme's), which count as used. */
  setByCode: readonly string[]
}

/** Every broken rule, one line each; [] when the tokens have one home. */
export function tokenProblems({ tokens, stylesheets, setByCode }: TokenInputs): string[] {
  const problems: string[] = []
  const declared = new Map<string, number>()
  for (const t of tokens) {
    declared.set(t.name, (declared.get(t.name) ?? 0) + 1)
    if (!t.description) problems.push(`${t.name} (tokens.css line ${t.line}) has no description comment above it`)
  }
  for (const [name, count] of declared) if (count > 1) problems.push(`${name} is declared ${count} times in tokens.css`)
  const used = new Set<string>(setByCode)
  for (const name of setByCode) if (!declared.has(name)) problems.push(`${name} is set by the code but not declared in tokens.css`)
  for (const t of tokens) {
    for (const read of varReads(t.value)) {
      used.add(read.name)
      if (!declared.has(read.name)) problems.push(`${read.name} (default of ${t.name}) is not declared in tokens.css`)
      if (read.hasFallback) problems.push(`${t.name}'s default repeats a fallback: var(${read.name}, ${read.fallback})`)
    }
  }
  for (const [file, css] of Object.entries(stylesheets)) {
    for (const read of varReads(css)) {
      used.add(read.name)
      if (!declared.has(read.name)) problems.push(`${file}: ${read.name} is read but not declared in tokens.css`)
      if (read.hasFallback) problems.push(`${file}: var(${read.name}, ${read.fallback}) repeats a fallback (tokens.css holds the default)`)
    }
  }
  for (const name of declared.keys()) if (!used.has(name)) problems.push(`${name} is declared in tokens.css but read nowhere`)
  return problems
}
