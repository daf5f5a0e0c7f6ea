/**
 * Library build (`npm run build`): dist/aisle.js is the loader a CMS page includes; each widget is
 * its own ES module under dist/widgets/, loaded on demand; React and the core runtime are shared
 * chunks, so a page using one widget downloads only that widget plus the shared code.
 */
import { readdirSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Every widgets/<name>/<name>.element.ts is an entry: dist/widgets/<name>.js. */
function widgetEntries(): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const name of readdirSync(`${root}widgets`)) {
    const file = `${root}widgets/${name}/${name}.element.ts`
    if (existsSync(file)) entries[`widgets/${name}`] = file
  }
  return entries
}

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: {
      entry: { aisle: `${root}widgets/aisle.ts`, ...widgetEntries() },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Vite leaves lib-mode ES output unminified (for consumers' bundlers); this library ships to pages as is.
        minify: true,
        codeSplitting: {
          groups: [
            { name: 'react', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/ },
            // Each family's rules, calls and store go in a chunk of their own, loaded only by the widgets that use them,
            // so the shared core chunk stays the runtime every widget needs (ARCHITECTURE: a page downloads its widgets only).
            { name: 'coupons', priority: 20, test: /[\\/]core[\\/](rules[\\/]coupons[\\/](?!pages\.ts)|rules[\\/]modal|io[\\/]api[\\/]offers|stores[\\/]coupons|runtime[\\/]coupons)/ },
            { name: 'games', priority: 20, test: /[\\/]core[\\/](rules[\\/](games|profile)[\\/]|io[\\/]api[\\/](games|profile)|stores[\\/]games|runtime[\\/]games)/ },
            { name: 'shopping', priority: 20, test: /[\\/]core[\\/](rules[\\/]products[\\/]|io[\\/]api[\\/](shopping|catalog|recommendations|subscriptions)|stores[\\/](products|quick-add)|runtime[\\/]products)/ },
            { name: 'core', priority: 10, test: /[\\/](core|styles)[\\/]|node_modules[\\/](nanostores|@nanostores|ky|valibot|js-cookie)[\\/]/ },
          ],
        },
      },
    },
  },
})
