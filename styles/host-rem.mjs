/**
 * PostCSS plugin (loaded by postcss.config.mjs in every Vite pipeline: build, Vitest, Storybook):
 * in Aisle's own CSS (widgets/, styles/), `rem` means the widget's base size, not the host page's
 * root font size. A CMS theme's `html { font-size: 62.5% }` would otherwise shrink every padding
 * and heading inside the widgets. `1.25rem` becomes
 * `calc(1.25 * var(--aisle-font-size, 16px))`, the same base size :host sets (styles/base.css); the fallback is the
 * token's default (styles/tokens.css).
 * Media queries keep real rem: they are about the viewport, not the widget.
 */
import { tokenDefault } from './tokens.mjs'

const REM = /(-?(?:\d+\.?\d*|\.\d+))rem\b/g
const BASE_SIZE = tokenDefault('--aisle-font-size')
const OWN = /[\\/](widgets|styles)[\\/][^\\/]+/

export function hostRem(value) {
  return value.replace(REM, (_, n) => `calc(${n} * ${BASE_SIZE})`)
}

export default function hostRemPlugin() {
  return {
    postcssPlugin: 'aisle-host-rem',
    Declaration(decl) {
      const file = decl.source?.input.file ?? ''
      if (!OWN.test(file) || file.includes('node_modules') || !decl.value.includes('rem')) return
      decl.value = hostRem(decl.value)
    },
  }
}
hostRemPlugin.postcss = true
