/**
 * How an Aisle tag lives in a host page's DOM (ARCHITECTURE §3, docs/decisions/hosting.md "Moves, clones and cleared
 * attributes"). Team numbers and texts: the seeds say nothing about hosts moving or clearing tags.
 */

/**
 * How long a tag taken out of the document keeps its widget (root, state, subscriptions) before releasing it: a
 * keyed list re-sorted after a fetch, or a carousel slide moved after its animation, comes back within it and is the
 * same widget; a tag still out after it is released, and one put back later starts afresh.
 */
export const DETACHED_RELEASE_MS = 10_000

/** What a tag without a required attribute says about its inert control (its accessible description). */
export const missingAttributeText = (attribute: string): string => `Unavailable: the ${attribute} attribute is missing.`
