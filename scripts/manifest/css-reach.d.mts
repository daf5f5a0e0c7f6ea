/** Types of scripts/manifest/css-reach.mjs. */
export const ROOT: string
export function cssFilesOf(elementModule: string): string[]
export function widgetFolders(): string[]
export function ownTokenPrefixes(): string[]
