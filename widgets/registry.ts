/**
 * Every Aisle tag and how to load it. The loader registers tags lazily from this table, so a page
 * that uses one widget downloads only that widget's module and the shared chunks. The table is read
 * from the folders (vite.config.ts widgetRegistry): widgets/<name>/<name>.element.ts is <aisle-<name>>.
 */
import { WIDGET_MODULES } from 'virtual:aisle-widgets'

/** Every Aisle tag: the tag map of the generated declaration (types/aisle.d.ts, `npm run manifest`). */
export type AisleTag = Extract<keyof HTMLElementTagNameMap, `aisle-${string}`>

export const WIDGETS: Readonly<Record<AisleTag, () => Promise<unknown>>> = WIDGET_MODULES

/** The page runtime's shared reads (user info), started with the first tag's download so they overlap it. */
export const SHARED_READS = () => import('./shared/boot-early')
