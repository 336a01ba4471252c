import type { StorybookConfig } from '@storybook/react-vite'

/**
 * The builder already loads vite.config.ts (the React and stable styled-component id plugins, publicDir)
 * and drops its `build` section, so the app's client entry and manifest never reach the catalogue build.
 * The dev-server settings are the app's own (port 5173, its origin): they would point Storybook's module
 * URLs at the app's dev server, so they are reset here.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
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
    return { ...viteConfig, server, build }
  },
}

export default config
