/**
 * React queues a "continuous" event (focusin, pointerover, mouseover, dragenter, gotpointercapture) that reaches a root
 * still hydrating, and replays it once hydrated from the event's own target. An event dispatched inside a shadow tree
 * has its target cleared once its dispatch ends, so React's replay reads null and throws (React 19,
 * attemptReplayContinuousQueuedEvent). While a prerendered root hydrates, those events stop at the shadow root: hover
 * and focus looks are CSS and need no handler, and the next pointer move or focus reaches the hydrated widget as usual.
 * A press is a discrete event, not one of these (the loader holds a press made before the code arrived).
 */
import { createElement, type ReactNode, useEffect } from 'react'

export const QUEUED_WHILE_HYDRATING = ['focusin', 'pointerover', 'mouseover', 'dragenter', 'gotpointercapture'] as const

const stop = (event: Event) => event.stopPropagation()

/** Stops the queued kinds of event at `root` until the returned release is called (once is enough; again does nothing). */
export function holdQueuedEvents(root: Node): () => void {
  for (const type of QUEUED_WHILE_HYDRATING) root.addEventListener(type, stop, true)
  return () => {
    for (const type of QUEUED_WHILE_HYDRATING) root.removeEventListener(type, stop, true)
  }
}

function Hydrated({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, [done])
  return children
}

/** The element's tree with the release called once its first render has committed (hydration done). */
export const afterCommit = (done: () => void, element: ReactNode) => createElement(Hydrated, { done }, element)
