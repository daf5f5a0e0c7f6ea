/**
 * One runtime per page (ARCHITECTURE §2): the first Aisle element to connect boots it; every
 * later element, and a second copy of the script, gets the same one.
 */
import { type PageConfig, readPageConfig } from '../io/config'

export interface Runtime {
  config: PageConfig
}

const KEY = Symbol.for('aisle.runtime')
type WithRuntime = { [KEY]?: Runtime }

export function bootRuntime(win: Window = window): Runtime {
  const holder = win as unknown as WithRuntime
  const existing = holder[KEY]
  if (existing) return existing
  const runtime: Runtime = { config: readPageConfig(win) }
  holder[KEY] = runtime
  return runtime
}
