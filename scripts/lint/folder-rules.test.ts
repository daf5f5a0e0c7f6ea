/**
 * The folder rules of eslint.config.js fire: widgets do not import core/io (but a widget's server-side renderer may), no shipped module imports a renderer or prerender/, widgets/shared and
 * widgets/ui name no specific widget (static or dynamic import), and production code has no import circle. Each
 * case lints a snippet as if it were the named file (ESLint's Node API with the project's config), so the rule is
 * proven on the repository's own modules: a circle is closed by a real module that imports the linted file back.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

/** The rule ids that fire on `code` linted as `file` (repo-relative). */
async function firing(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('lint: widgets do not import core/io', () => {
  it('fires on a connected component that imports core/io', async () => {
    expect(
      await firing(
        'widgets/order-alert/OrderAlert.connected.tsx',
        "import { readStorefrontCookies } from '../../core/io/cookies'\nexport const r = readStorefrontCookies\n",
      ),
    ).toContain('no-restricted-imports')
  })

  it('fires in widgets/shared too, and lets a store import io', async () => {
    expect(
      await firing('widgets/shared/boot.ts', "import { getPageStorage } from '../../core/io/storage'\nexport const s = getPageStorage\n"),
    ).toContain('no-restricted-imports')
    expect(
      await firing(
        'core/stores/cart/pending-order.ts',
        "import { getPageStorage } from '../../io/storage'\nexport const s = getPageStorage\n",
      ),
    ).toEqual([])
  })

  it('lets a test set up io', async () => {
    expect(
      await firing(
        'widgets/mini-cart/mini-cart.browser.test.ts',
        "import { createSafeStorage } from '../../core/io/storage'\nexport const s = createSafeStorage\n",
      ),
    ).toEqual([])
  })
})

describe('lint: widgets/shared and widgets/ui name no specific widget', () => {
  it('fires on a static import of a specific widget from widgets/shared and from widgets/ui', async () => {
    expect(
      await firing(
        'widgets/shared/focus-follow.ts',
        "import { CARD_MODAL_IMPORTS } from '../coupon-card/card-modals'\nexport const c = CARD_MODAL_IMPORTS\n",
      ),
    ).toContain('no-restricted-imports')
    expect(
      await firing(
        'widgets/ui/focus-wrap.ts',
        "import { SESSION_TIMEOUT_TEXT } from '../session-timeout/SessionTimeout.view'\nexport const t = SESSION_TIMEOUT_TEXT\n",
      ),
    ).toContain('no-restricted-imports')
  })

  it('fires on a dynamic import() of a specific widget', async () => {
    expect(
      await firing('widgets/shared/focus-follow.ts', "export const load = () => import('../session-timeout/session-timeout.element')\n"),
    ).toContain('no-restricted-syntax')
  })

  it('lets shared code import shared code, the UI primitives and core', async () => {
    const code =
      "import { Modal } from '../ui/Modal'\nimport { lazyOnce } from '../shared/lazy'\nimport { bootRuntime } from '../../core/runtime'\nexport const all = [Modal, lazyOnce, bootRuntime]\n"
    expect(await firing('widgets/shared/focus-follow.ts', code)).toEqual([])
  })

  it('lets a specific widget import another widget', async () => {
    expect(
      await firing('widgets/coupon-card/card-modals.tsx', "export const load = () => import('../coupon-modals/card-modal-views')\n"),
    ).not.toContain('no-restricted-syntax')
  })
})

describe('lint: no import circle in production code', () => {
  it('fires on a dynamic import that closes a circle (the old lazy.ts: the coupon modals element imports the shared boot back)', async () => {
    expect(
      await firing('widgets/shared/boot.ts', "export const load = () => import('../coupon-modals/coupon-modals.element')\n"),
    ).toContain('import-x/no-cycle')
  })

  it('fires on a static import that closes a circle', async () => {
    expect(await firing('core/runtime/slots.ts', "import { bootRuntime } from './index'\nexport const b = bootRuntime\n")).toContain(
      'import-x/no-cycle',
    )
  })

  it('passes the same import where no module imports the file back', async () => {
    expect(
      await firing('core/runtime/games/games.ts', "import { bootRuntime } from '../index'\nexport const b = bootRuntime\n"),
    ).not.toContain('import-x/no-cycle')
  })
})

describe('lint: a prerender renderer is server code, and no shipped module imports one', () => {
  it("lets a widget's renderer read core/io and the shared prerender context", async () => {
    const code =
      "import { fetchMiniCart } from '../../core/io/cart/cart'\nimport { markupOf } from '../../prerender/context'\nimport { shopperOf } from '../../prerender/personal'\nexport const all = [fetchMiniCart, markupOf, shopperOf]\n"
    expect(await firing('widgets/mini-cart/mini-cart.prerender.tsx', code)).toEqual([])
  })

  it('fires on a renderer that imports the page analysis or the table (they import it back), or the simulator', async () => {
    for (const code of [
      "import { prerender } from '../../prerender/index'\nexport const p = prerender\n",
      "import { PRERENDERED_TAGS } from '../../prerender/tags.generated'\nexport const t = PRERENDERED_TAGS\n",
      "import { createSim } from '../../sim/app'\nexport const s = createSim\n",
    ])
      expect(await firing('widgets/mini-cart/mini-cart.prerender.tsx', code), code).toContain('no-restricted-imports')
  })

  it('fires on an element, a connected component, a view or shared widget code that imports a renderer, prerender/ or react-dom/server', async () => {
    const cases: [string, string][] = [
      ['widgets/mini-cart/mini-cart.element.ts', "import renderer from './mini-cart.prerender'\nexport const r = renderer\n"],
      ['widgets/mini-cart/MiniCart.connected.tsx', "import { markupOf } from '../../prerender/context'\nexport const m = markupOf\n"],
      ['widgets/mini-cart/MiniCart.view.tsx', "import { renderToString } from 'react-dom/server'\nexport const r = renderToString\n"],
      ['widgets/shared/boot.ts', "import { PRERENDERED_TAGS } from '../../prerender/tags'\nexport const t = PRERENDERED_TAGS\n"],
      ['core/elements/hydration.ts', "import renderer from '../../widgets/mini-cart/mini-cart.prerender'\nexport const r = renderer\n"],
    ]
    for (const [file, code] of cases) expect(await firing(file, code), file).toContain('@typescript-eslint/no-restricted-imports')
  })
})
