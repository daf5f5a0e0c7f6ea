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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/ },
            { name: 'core', test: /[\\/](core|styles)[\\/]|node_modules[\\/](nanostores|@nanostores|ky|valibot|js-cookie)[\\/]/ },
          ],
        },
      },
    },
  },
})
