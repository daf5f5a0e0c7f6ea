/** Types of styles/tokens.mjs (plain ESM, loaded by PostCSS and the manifest analyzer as well as by TypeScript). */
export interface Token {
  name: `--aisle-${string}`
  value: string
  /** The comment right above the declaration ('' when none). */
  description: string
  line: number
}
export interface VarRead {
  name: `--aisle-${string}`
  fallback: string
  hasFallback: boolean
  start: number
  end: number
}
export const TOKENS_FILE: URL
export function parseTokens(css: string): Token[]
export function readTokens(file?: URL | string): Token[]
export function varReads(value: string): VarRead[]
export function expandTokens(value: string, tokens?: readonly Token[]): string
export function tokenDefault(name: string, tokens?: readonly Token[]): string
export default function aisleTokensPlugin(): {
  postcssPlugin: string
  Once(root: unknown, helpers: unknown): void
  Declaration(decl: unknown): void
}
