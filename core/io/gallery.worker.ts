/**
 * The gallery worker: runs the gallery pipeline (core/io/api/gallery-pipeline.ts) on the
 * reply's text, off the main thread, and answers the prepared offers as JSON texts in parts (encodePreparedParts). Started by core/io/gallery-prepare.ts.
 */
import { runSteps } from '../rules/steps'
import { encodePreparedParts, galleryPipelineSteps } from './api/gallery-pipeline'

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; text: string }>) => void) | null
  postMessage(message: unknown): void
}

const scope = self as unknown as WorkerScope
scope.onmessage = (event) => {
  const { id, text } = event.data
  scope.postMessage({ id, parts: encodePreparedParts(runSteps(galleryPipelineSteps(text))) })
}
