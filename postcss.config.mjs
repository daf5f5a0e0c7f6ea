import hostRem from './styles/host-rem.mjs'

/** Vite reads this file for every CSS import (library build, Vitest browser projects, Storybook). */
export default { plugins: [hostRem()] }
