/**
 * What a prerendered tag's declarative shadow root holds for hydration, shared by the element
 * (./define.ts, in the browser) and aisle/prerender (in Node or at an edge): no browser APIs here.
 *
 *   <aisle-x a="1"><template shadowrootmode="open"><link rel="stylesheet" href=".../styles/x.css"><div data-aisle-root data-aisle-props='[["a","1"]]'>…</div></template></aisle-x>
 */

/** The prerendered widget's wrapper inside the declarative shadow root (display: contents); hydration takes over its children. */
export const HYDRATION_ROOT_ATTRIBUTE = 'data-aisle-root'
/** On the wrapper: the host's attributes the markup was rendered with (propsKey); other ones at upgrade mean a client render. */
export const HYDRATION_PROPS_ATTRIBUTE = 'data-aisle-props'

/** On the wrapper, when the widget's first render needs data (a product card's product): JSON the element's `hydrate` option reads. */
export const HYDRATION_DATA_ATTRIBUTE = 'data-aisle-data'

/** Kebab-case attribute for a camelCase prop, as r2wc maps them. */
export const attributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** The attribute-backed props as one string, in the element's attribute order (r2wc leaves an empty attribute out, and so does this). */
export function propsKey(names: readonly string[], props: Record<string, unknown>): string {
  return JSON.stringify(names.flatMap((name) => (typeof props[name] === 'string' && props[name] !== '' ? [[name, props[name]]] : [])))
}
