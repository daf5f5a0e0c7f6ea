/**
 * A value picked out of page-wide atoms, for components of which a page has many (coupon cards: 30, then
 * 60, 90 with Load More; 5,000 offers are fine). The component re-renders only when its picked value
 * changes (React compares it with Object.is), which is what a computed atom per card gave — without
 * creating ~8 atoms per card: a computed atom read before anything listens mounts and unmounts its
 * sources and arms an unmount timer on every read, and that was a fifth of a Load More's script time
 * (profiled at 4x CPU). `select` must return a primitive or an object it did not create.
 */
import type { ReadableAtom } from 'nanostores'
import { useCallback, useSyncExternalStore } from 'react'

const whole = <A>(a: A): A => a

/**
 * The whole value of an atom (what @nanostores/react's useStore gives; its `keys` option's code, listenKeys and
 * nanostores' deep-map paths, rode on every page for one caller: about 0.5 kB gzip, bench "bytes by folder").
 */
export const useStore = <A>(a: ReadableAtom<A>): A => useSelect(a, whole)

/** The value `select` picks from one atom. */
export function useSelect<A, R>(a: ReadableAtom<A>, select: (a: A) => R): R {
  const subscribe = useCallback((onChange: () => void) => a.listen(onChange), [a])
  const read = () => select(a.get())
  return useSyncExternalStore(subscribe, read, read)
}

/** The value `select` picks from two atoms. */
export function useSelect2<A, B, R>(a: ReadableAtom<A>, b: ReadableAtom<B>, select: (a: A, b: B) => R): R {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offA = a.listen(onChange)
      const offB = b.listen(onChange)
      return () => {
        offA()
        offB()
      }
    },
    [a, b],
  )
  const read = () => select(a.get(), b.get())
  return useSyncExternalStore(subscribe, read, read)
}
