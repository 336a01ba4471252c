import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { addStyledComponentIds, STYLED_FILE_FILTER } from './scripts/build/styled-ids.ts'

const styledIds = (): Plugin => ({
  name: 'styled-component-ids',
  enforce: 'pre',
  transform(code, id) {
    const path = id.split('?')[0] ?? id
    return STYLED_FILE_FILTER.test(path) ? { code: addStyledComponentIds(code, path), map: null } : null
  },
})

export default defineConfig({
  plugins: [styledIds(), react()],
  publicDir: 'web/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    // Inlined data: URLs would need a looser CSP (font-src data:); small files are cheap over HTTP/2.
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: 'web/entry-client.tsx',
      output: {
        codeSplitting: {
          // What every page loads first goes in one chunk: split across the many small chunks lazy pages
          // share, the same code gzipped ~8 KB larger and took a request each (web/budgets.ts). The entry
          // module stays out: it awaits the first page's lazy chunk, which imports this one, and a
          // chunk cannot wait for a module that waits for it.
          groups: [
            { name: 'initial', tags: ['$initial'], test: (id) => !id.endsWith('/web/entry-client.tsx') },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    origin: 'http://localhost:5173',
    cors: { origin: /^http:\/\/localhost(:\d+)?$/ },
  },
})
