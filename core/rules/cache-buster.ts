/** Gallery and user-info cache-buster: a random whole number up to 1,000,000 (CPN-130; CST-059). */
export const CACHE_BUSTER_MAX = 1_000_000
export const cacheBuster = (random: () => number): number => Math.min(CACHE_BUSTER_MAX, Math.floor(random() * (CACHE_BUSTER_MAX + 1)))
