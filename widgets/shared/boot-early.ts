/**
 * The shared reads, started by the loader as soon as it finds an Aisle tag: booting the page runtime
 * starts the session, whose user-info call then overlaps the download of the tags' own modules instead of waiting for
 * them. It is the runtime itself, with its one API client: the widgets' boot later gets this same runtime and the same
 * in-flight read (session.start() is once per page), so nothing is read twice and no rule is copied into the loader.
 */
import { bootRuntime } from '../../core/runtime'

export function startSharedReads(): void {
  bootRuntime()
}
