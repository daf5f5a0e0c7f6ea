/**
 * The examples of examples/README.md are tested code, never copies: each one sits in that README between
 * `<!-- example:NAME -->` and `<!-- /example:NAME -->` as one fenced block. The plain-HTML page is
 * served by test/e2e/package.e2e.test.ts; the React one is the region of examples/react/App.tsx between
 * `// example:NAME` and `// /example:NAME` lines (examples.test.ts checks the two are equal).
 */

/** README.md is a newcomer's first read: what Aisle is, the snippet, the two commands, the tags, then links. */
export const README_MAX_LINES = 150

/** The code of README.md's `name` example (the fenced block's body, ending with a newline). */
export function readmeExample(readme: string, name: string): string {
  const start = `<!-- example:${name} -->`
  const end = `<!-- /example:${name} -->`
  const from = readme.indexOf(start)
  const to = readme.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block.`)
  if (readme.indexOf(start, from + 1) >= 0) throw new Error(`README.md has ${start} twice.`)
  const fenced = /^```[a-z]*\n([\s\S]*?\n)```$/.exec(readme.slice(from + start.length, to).trim())
  if (!fenced?.[1]) throw new Error(`README.md's ${name} example is not one fenced code block.`)
  return fenced[1]
}

/**
 * The lines of a source file between `// example:NAME` and `// /example:NAME` (ending with a newline); in an HTML page
 * (examples/hosts/), between `<!-- example:NAME -->` and `<!-- /example:NAME -->` lines.
 */
export function sourceExample(source: string, name: string, comment: 'ts' | 'html' = 'ts'): string {
  const lines = source.split('\n')
  const marker = (text: string) => (comment === 'html' ? `<!-- ${text} -->` : `// ${text}`)
  const from = lines.indexOf(marker(`example:${name}`))
  const to = lines.indexOf(marker(`/example:${name}`))
  if (from < 0 || to < from) throw new Error(`no ${marker(`example:${name}`)} … ${marker(`/example:${name}`)} region.`)
  return `${lines.slice(from + 1, to).join('\n')}\n`
}
