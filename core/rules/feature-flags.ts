/**
 * The storefront feature flags of 001 §9, as a page carries them in its configuration block:
 *   <script type="application/json" id="aisle-config">{"flags": {"isGridAvailabilityTagDisabled": true}}</script>
 * (core/io/config.ts reads the block; every widget reads `runtime.config.flags`). The seed names the
 * e-commerce gallery flag and the mock-carousel flag without a key: ours are 'ecomGalleryEnabled' and
 * 'mockCarousel' (docs/decisions/foundation.md, "Feature flags in page configuration").
 */

/** Every flag a page may set, by the seed's name (001 §9). */
export const FEATURE_FLAG_NAMES = [
  'disableInStoreChannelCheck',
  'isMFC2disabled',
  'disableMto',
  'disableGuestCart',
  'isOffersRedesignDisabled',
  'isDynamicBadgesDisabled',
  'arEnable',
  'isCarouselAvailabilityTagDisabled',
  'isGridAvailabilityTagDisabled',
  'disableOfferDetailsSpa',
  'isBPNArrayP13nDisabled',
  'ecomGalleryEnabled',
  'mockCarousel',
] as const
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number]

/**
 * The resolved flags. A flag the page leaves out is off, except the e-commerce gallery flag, which is on
 * unless the page turns it off (CAR-003 names only its "disabled" case). disableGuestCart counts only when set to
 * false: a page without it has no guest cart (CRT-024, CST-065; core/rules/cart/cart.ts `guestCartApplies`).
 */
export type FeatureFlags = Readonly<Partial<Record<FeatureFlagName, boolean>>>

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = { ecomGalleryEnabled: true }

const isFlagName = (name: string): name is FeatureFlagName => (FEATURE_FLAG_NAMES as readonly string[]).includes(name)

/**
 * The page's `flags` object → FeatureFlags. Booleans only; an unknown name or a non-boolean value is
 * ignored with one warning naming the valid flags, and the other flags still apply.
 */
export function resolveFeatureFlags(raw: unknown, warn: (message: string) => void = () => {}): FeatureFlags {
  const flags: Partial<Record<FeatureFlagName, boolean>> = { ...DEFAULT_FEATURE_FLAGS }
  if (raw === undefined || raw === null) return flags
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warn(`Aisle: the page config 'flags' must be an object of booleans; it was ignored. Valid flags: ${FEATURE_FLAG_NAMES.join(', ')}.`)
    return flags
  }
  const ignored: string[] = []
  for (const [name, value] of Object.entries(raw)) {
    if (isFlagName(name) && typeof value === 'boolean') flags[name] = value
    else ignored.push(name)
  }
  if (ignored.length) {
    warn(
      `Aisle: ignored page config flags ${ignored.map((n) => `'${n}'`).join(', ')} (each must be one of ${FEATURE_FLAG_NAMES.join(', ')} with a true or false value).`,
    )
  }
  return flags
}
