/**
 * Every rule reaches a shopper, or its row is declined: each value export of core/rules is used by code a
 * shipped widget runs. A rule kept for another reason is named here with that reason; an entry that is reached again, or
 * whose export is gone, fails too, so the list never outlives its reason.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { unreachedExports } from './rule-exports'

/** `file\tname` → why it stays exported although no widget reaches it. */
const ALLOWED = new Map<string, string>([
  [
    'core/rules/endpoints.ts\tPATHS',
    "every call's path in one table, for the simulator and the tests; each call module reads its own family's table (cart/endpoints.ts, endpoint-families.ts), so the page runtime carries no other family's paths",
  ],
])

describe('core/rules exports', () => {
  let unreached: string[] = []
  // One TypeScript program over the shipped code: ~10 s alone, longer beside the browser suites.
  beforeAll(() => {
    unreached = unreachedExports(['core/rules/']).map(({ file, name }) => `${file}\t${name}`)
  }, 180_000)

  it('are each reached by code a shipped widget runs, or allowed here with a reason', () => {
    expect(unreached.filter((key) => !ALLOWED.has(key))).toEqual([])
  })

  it('allow only exports that exist and are still unreached', () => {
    expect([...ALLOWED.keys()].filter((key) => !unreached.includes(key))).toEqual([])
  })
})
