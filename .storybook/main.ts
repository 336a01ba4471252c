import type { StorybookConfig } from '@storybook/react-vite'
import type { Plugin } from 'vite'

/**
 * Storybook 10.6 with Vite 8 answers 404 for the mocking runtime it injects into the dev preview
 * (`/vite-inject-mocker-entry.js`, also without this project's Vite config), which logs a console error
 * on every story in `npm run storybook`. The module itself is served fine under its `/@id/` address.
 */
const mockerEntryInDev: Plugin = {
  name: 'portfolio:storybook-mocker-entry',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url === '/vite-inject-mocker-entry.js')
        request.url = '/@id/storybook/internal/mocking-utils/mocker-runtime'
      next()
    })
  },
}

/**
 * The builder already loads vite.config.ts (the React and stable styled-component id plugins, publicDir)
 * and drops its `build` section, so the app's client entry and manifest never reach the catalogue build.
 * The dev-server settings are the app's own (port 5173, its origin): they would point Storybook's module
 * URLs at the app's dev server, so they are reset here.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Prop tables from the components' TypeScript props types, each prop described by its JSDoc line.
  typescript: { reactDocgen: 'react-docgen' },
  /**
   * `storybook build --test` (the story test's build) drops the docs addon, the MDX pages and docgen by
   * default: the catalogue test opens the Docs pages, so the test build keeps them and only skips source
   * maps and tree shaking (docs/decisions/229-catalogue-and-pixel-checks.md).
   */
  build: {
    test: {
      disabledAddons: [],
      disableBlocks: false,
      disableMDXEntries: false,
      disableAutoDocs: false,
      disableDocgen: false,
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The static catalogue is a developer tool, never served to visitors: React's development build logs
  // missing keys, invalid nesting and similar mistakes, which the story test turns into failures.
  features: { developmentModeForBuild: true },
  viteFinal: async (viteConfig) => {
    const {
      origin: _origin,
      port: _port,
      strictPort: _strict,
      cors: _cors,
      ...server
    } = viteConfig.server ?? {}
    // The catalogue is a local tool: one big preview chunk is expected, and gzip sizes are not needed.
    const build = { ...viteConfig.build, chunkSizeWarningLimit: 4096, reportCompressedSize: false }
    return { ...viteConfig, server, build, plugins: [...(viteConfig.plugins ?? []), mockerEntryInDev] }
  },
}

export default config
