/** The analyzer's programmatic CLI (its package ships types for `create` only). */
declare module '@custom-elements-manifest/analyzer/cli.js' {
  export function cli(options?: { argv?: string[]; cwd?: string; noWrite?: boolean }): Promise<unknown>
}
