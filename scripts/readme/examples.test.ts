import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PORT, partnerContentSecurityPolicy, retailerOrigin } from '../../sim/server'
import { WIDGETS } from '../../widgets/registry'
import { README_MAX_LINES, readmeExample, sourceExample } from './examples'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

describe("the README's examples", () => {
  it('the React example is examples/react/App.tsx (the region the browser test renders and tsc -p types checks)', () => {
    expect(readmeExample(read('examples/README.md'), 'react')).toBe(sourceExample(read('examples/react/App.tsx'), 'react'))
  })

  for (const host of ['vue', 'alpine', 'htmx', 'jquery', 'requirejs']) {
    it(`the ${host} example is the region of examples/hosts/${host}.html that test/e2e/hosts.e2e.test.ts drives`, () => {
      expect(readmeExample(read('examples/README.md'), host)).toBe(sourceExample(read(`examples/hosts/${host}.html`), host, 'html'))
    })
  }

  it("the plain-HTML example is a whole page loading the package's loader and three Aisle tags (served by test/e2e/package.e2e.test.ts)", () => {
    const page = readmeExample(read('examples/README.md'), 'plain-html')
    expect(page.startsWith('<!doctype html>')).toBe(true)
    expect(page).toContain('src="node_modules/aisle/dist/aisle.js"')
    expect(new Set(page.match(/<aisle-[a-z-]+/g))).toHaveProperty('size', 3)
  })

  it("the partner CSP directives are those the demo serves its partner page, with the retailer's real origin for the demo's", () => {
    const directives = (lines: string[]) =>
      new Map(lines.map((line) => line.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]))
    const readme = directives(
      readmeExample(read('examples/README.md'), 'partner-csp')
        .split('\n')
        .map((line) => line.replace(/#.*$/, ''))
        .filter((line) => line.trim()),
    )
    const served = directives(
      partnerContentSecurityPolicy(DEFAULT_PORT).replaceAll(retailerOrigin(DEFAULT_PORT), 'https://www.freshway.com').split(';'),
    )
    expect([...readme.keys()]).toEqual(['script-src', 'connect-src', 'img-src'])
    for (const [name, values] of readme) expect(values, name).toEqual(served.get(name))
  })

  it("README.md's tag table names every tag the loader registers, each once, and the README stays a five-minute read", () => {
    const readme = read('README.md')
    const rows = [...readme.matchAll(/^\| `<(aisle-[a-z-]+)>` \|/gm)].map((m) => m[1])
    expect([...rows].sort()).toEqual(Object.keys(WIDGETS).sort())
    expect(readme.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('a missing marker or a block that is not one fenced code block is reported, not read as empty', () => {
    expect(() => readmeExample('no markers', 'react')).toThrow('README.md has no <!-- example:react -->')
    expect(() => readmeExample('<!-- example:x -->\ntext\n<!-- /example:x -->', 'x')).toThrow('is not one fenced code block')
    expect(() => sourceExample('const a = 1\n', 'react')).toThrow('no // example:react')
    expect(readmeExample('<!-- example:x -->\n```ts\nconst a = 1\n```\n<!-- /example:x -->', 'x')).toBe('const a = 1\n')
  })
})
