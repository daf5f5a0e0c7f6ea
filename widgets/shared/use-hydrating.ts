/**
 * Whether this render is a prerendered widget's hydration: its shadow root holds aisle/prerender's wrapper
 * with the markup still in it. A widget whose prerendered state is its loading state renders that state while
 * hydrating, whatever its stores already hold (the page's shared reads may have finished first), so the first render
 * is the markup in both builds (preact/compat uses no server snapshot and patches no attribute while hydrating);
 * the render after it shows the stores. False for a client render (no wrapper, or one emptied for new attributes).
 */
import { useEffect, useState } from 'react'
import { HYDRATION_ROOT_ATTRIBUTE } from '../../core/elements/hydration'

const prerendered = (container: ShadowRoot | undefined) =>
  !!container && Array.from(container.children).some((c) => c.hasAttribute(HYDRATION_ROOT_ATTRIBUTE) && c.firstChild)

export function useHydrating(container: ShadowRoot | undefined): boolean {
  const [hydrating, setHydrating] = useState(() => prerendered(container))
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: after the hydrated one, the stores'
    if (hydrating) setHydrating(false)
  }, [hydrating])
  return hydrating
}
