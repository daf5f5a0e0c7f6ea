/** The loader's table, written from the widget folders by vite.config.ts widgetRegistry: tag → its element module's lazy import. */
declare module 'virtual:aisle-widgets' {
  export const WIDGET_MODULES: Readonly<Record<import('./registry').AisleTag, () => Promise<unknown>>>
}
