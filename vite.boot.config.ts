import { defineConfig } from 'vite'

/**
 * The page's boot code (web/boot/page-boot.ts) on its own: one classic script with no imports, which the
 * server reads at start and writes inline into every page's head, allowed by its hash
 * (docs/decisions/222-before-hydration-code.md). Run by `npm run build` after the client build.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist/boot',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'web/boot/main.ts',
      formats: ['iife'],
      name: 'pageBoot',
      fileName: () => 'page-boot.js',
    },
  },
})
