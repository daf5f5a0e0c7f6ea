import hostRem from './styles/host-rem.mjs'
import tokens from './styles/tokens.mjs'

/**
 * Vite reads this file for every CSS import (library build, Vitest browser projects, Storybook). Tokens first: a
 * default such as the modal's 28rem becomes a fallback, then the rem rewrite sizes it from --aisle-font-size.
 */
export default { plugins: [tokens(), hostRem()] }
