/**
 * styles/tokens.css read as data, and the build step that gives every bare `var(--aisle-x)` in
 * Aisle's own CSS its default from there as the fallback. Plain ESM so that PostCSS (postcss.config.mjs), the
 * manifest analyzer plugin (scripts/manifest) and TypeScript (the theming page, the tests) all load the one file.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

export const TOKENS_FILE = new URL('./tokens.css', import.meta.url)

/**
 * @typedef {{ name: string, value: string, description: string, line: number }} Token
 */

/** The declarations of a tokens stylesheet, in order (a name declared twice is listed twice), each with the comment right above it. */
export function parseTokens(css) {
  /** @type {Token[]} */
  const tokens = []
  let comment = ''
  for (const m of css.matchAll(/\/\*([\s\S]*?)\*\/|(--aisle-[a-z0-9-]+)\s*:\s*([^;]*);|(\S)/g)) {
    if (m[1] !== undefined) {
      comment = m[1]
        .split('\n')
        .map((l) => l.replace(/^\s*\*?\s?/, '').trim())
        .join(' ')
        .trim()
      // Only the comment directly above a declaration describes it: a blank line in between makes it a heading.
      const after = css.slice(m.index + m[0].length)
      if (/^[ \t]*\r?\n[ \t]*\r?\n/.test(after)) comment = ''
    } else if (m[2] !== undefined) {
      tokens.push({
        name: m[2],
        value: m[3].trim().replace(/\s+/g, ' '),
        description: comment,
        line: css.slice(0, m.index).split('\n').length,
      })
      comment = ''
    } else {
      comment = ''
    }
  }
  return tokens
}

/** @returns {Token[]} */
export function readTokens(file = TOKENS_FILE) {
  return parseTokens(fs.readFileSync(file, 'utf8'))
}

/** Each `var(--aisle-…[, fallback])` in a CSS value: the name, the fallback text ('' when none), and where it starts and ends. */
export function varReads(value) {
  const reads = []
  for (const m of value.matchAll(/var\(\s*(--aisle-[a-z0-9-]+)\s*(,?)/g)) {
    let depth = 0
    let end = m.index + m[0].length
    for (; end < value.length; end++) {
      if (value[end] === '(') depth++
      else if (value[end] === ')' && depth-- === 0) break
    }
    const fallback = m[2] ? value.slice(m.index + m[0].length, end).trim() : ''
    reads.push({ name: m[1], fallback, hasFallback: Boolean(m[2]), start: m.index, end: end + 1 })
  }
  return reads
}

/**
 * `var(--aisle-x)` → `var(--aisle-x, <default>)`, where the default is the token's value, itself expanded
 * (`var(--aisle-product-card-accent)` → `var(--aisle-product-card-accent, var(--aisle-color-brand, #0b6e4f))`).
 * A read with a fallback is left as written (the tokens test rejects it); a name not declared throws.
 */
export function expandTokens(value, tokens = readTokens()) {
  const defaults = new Map(tokens.map((t) => [t.name, t.value]))
  const expand = (text, seen) => {
    let out = ''
    let at = 0
    for (const read of varReads(text)) {
      if (read.start < at) continue // nested in a fallback already copied
      out += text.slice(at, read.start)
      if (read.hasFallback) out += text.slice(read.start, read.end)
      else {
        const fallback = defaults.get(read.name)
        if (fallback === undefined) throw new Error(`${read.name} is not declared in styles/tokens.css`)
        if (seen.includes(read.name)) throw new Error(`styles/tokens.css: ${[...seen, read.name].join(' → ')} is a cycle`)
        out += `var(${read.name}, ${expand(fallback, [...seen, read.name])})`
      }
      at = read.end
    }
    return out + text.slice(at)
  }
  return expand(value, [])
}

/** The default of one token, expanded (for generated CSS such as styles/host-rem.mjs's rem rewrite). */
export function tokenDefault(name, tokens = readTokens()) {
  return expandTokens(`var(${name})`, tokens)
}

const OWN = /[\\/](widgets|styles)[\\/][^\\/]+/

/**
 * PostCSS plugin (postcss.config.mjs): expands the bare token reads in widgets/ and styles/. tokens.css is read for
 * each stylesheet and declared as its dependency, so Vite's dev servers (Vitest, Storybook) rebuild on an edit.
 */
export default function aisleTokensPlugin() {
  let tokens = readTokens()
  return {
    postcssPlugin: 'aisle-tokens',
    Once(root, { result }) {
      const file = root.source?.input.file ?? ''
      if (!OWN.test(file)) return
      tokens = readTokens()
      result.messages.push({ type: 'dependency', plugin: 'aisle-tokens', file: fileURLToPath(TOKENS_FILE), parent: file })
    },
    Declaration(decl) {
      const file = decl.source?.input.file ?? ''
      if (!OWN.test(file) || file.includes('node_modules') || !decl.value.includes('var(--aisle-')) return
      const expanded = expandTokens(decl.value, tokens)
      if (expanded !== decl.value) decl.value = expanded
    },
  }
}
aisleTokensPlugin.postcss = true
