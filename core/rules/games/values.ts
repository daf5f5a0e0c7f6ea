/** The reply readers moved to ../reply-values.ts (shared by the games and profile rules); re-exported for the games rules. */
export * from '../reply-values'
