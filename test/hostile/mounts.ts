/**
 * How the hostile-input suites mount each registered tag, from its declaration (`hostile` of
 * widgets/<name>/<name>.widget.ts): no browser import, so a Node test can read it too.
 */
import type { SeedId, WidgetDeclaration } from '../../core/elements/widget'
import type { AisleTag } from '../../widgets/registry'
import type { Harness } from '../support/widget-fixture'

/** Every widget's declaration (widgets/<name>/<name>.widget.ts), its hostile mount among the rest. */
const DECLARED = import.meta.glob<WidgetDeclaration>('../../widgets/*/*.widget.ts', { eager: true, import: 'default' })

/** The seeded record each kind of id attribute names. */
const SEED_IDS: Record<SeedId, (h: Harness) => string> = { 'active-product': activeProduct, 'plain-coupon': plainCoupon }

/**
 * How each registered tag is mounted, from its declaration's `hostile`: attributes that must stay valid for it to
 * show data (ids), and whether it shows served or authored text at all (a tag that shows none is still checked for
 * executions and unsafe attributes). A tag without a declaration fails the suites.
 */
export const MOUNTS = Object.fromEntries(
  Object.values(DECLARED).map(({ tag, hostile }) => {
    const ids = hostile.ids
    return [
      tag,
      {
        showsText: hostile.showsText,
        ...(ids && { ids: (h: Harness) => Object.fromEntries(Object.entries(ids).map(([name, kind]) => [name, SEED_IDS[kind](h)])) }),
      },
    ]
  }),
) as Record<AisleTag, { ids?: (h: Harness) => Record<string, string>; showsText: boolean }>

function activeProduct(h: Harness): string {
  const found = h.sim.state.products.find((p) => p.status === 'active' && p.cartCategory === '1P' && !p.soldByWeight && !p.isCustomizable)
  if (!found) throw new Error('no active product in the seed')
  return found.id
}

function plainCoupon(h: Harness): string {
  const today = new Date().toISOString().slice(0, 10)
  const found = h.sim.state.offers.find(
    (o) => ['coupon-cc', 'coupon-mf'].includes(o.kind) && o.endDate.slice(0, 10) > today && o.isClippable,
  )
  if (!found) throw new Error('no plain coupon in the seed')
  return found.offerId
}
