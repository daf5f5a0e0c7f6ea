/**
 * The one way Aisle loads code on first need (docs/decisions/foundation.md "Lazy halves"): each lazily loaded module is
 * named once, by one `lazyOnce(() => import(…))`, in a table object (so a test can make it fail as a lost download
 * does): a family's `lazy.ts` for a half several of its modules load, else the module that loads it. One load per
 * module, shared by every caller; a failed load is forgotten, so the next need tries again instead of failing forever.
 */

/** A module loaded on first call; `loaded()` gives it at once when it has arrived. */
export type Lazy<T> = (() => Promise<T>) & { loaded: () => T | undefined }

export function lazyOnce<T>(load: () => Promise<T>): Lazy<T> {
  let pending: Promise<T> | undefined
  let value: T | undefined
  const get = () =>
    (pending ??= load().then(
      (module) => (value = module),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return Object.assign(get, { loaded: () => value })
}
