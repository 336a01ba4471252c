import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]

const port = Number(process.env.E2E_PORT ?? 4173)
// The built Storybook is served next to the app. Derived from E2E_PORT by default, so two runs that pick
// different app ports never fight over the catalogue's port either.
const storybookPort = Number(process.env.STORYBOOK_E2E_PORT ?? port + 2000)
// The pixel checks' own app server, seeded like the first and changed by no other test. Not port + 1: the
// double opt-in test starts a server of its own there (e2e/mail-accounts.e2e.ts).
const visualAppPort = Number(process.env.E2E_VISUAL_PORT ?? port + 3)
// Workers load this file again: they find the port in the variable, as e2e/visual.e2e.ts does.
process.env.E2E_VISUAL_PORT = String(visualAppPort)

/** Which servers each project's tests use: the app, the built catalogue, or both (the pixel checks). */
const SERVERS = {
  chromium: ['app'],
  storybook: ['storybook'],
  visual: ['visualApp'],
} as const
type ProjectName = keyof typeof SERVERS
type ServerName = (typeof SERVERS)[ProjectName][number]

/** The project a test file belongs to (the `testMatch` of each project below). */
const projectOf = (file: string): ProjectName =>
  /(^|\/)(storybook|catalogue)\.e2e\.ts/.test(file)
    ? 'storybook'
    : /(^|\/)visual\.e2e\.ts/.test(file)
      ? 'visual'
      : 'chromium'

/**
 * Playwright starts every webServer whatever a run selects, so a run limited with `--project` or with
 * test file paths skips the server it cannot use: app tests need no catalogue build, the story test
 * needs no app build or database. A plain `playwright test` (as in `npm test`) starts both.
 */
const args = process.argv.slice(2)
/** The projects a run names with --project (none: every project of the default run). */
const chosenProjects = args.flatMap((arg, i) =>
  arg.startsWith('--project=') ? [arg.slice(10)] : args[i - 1] === '--project' ? [arg] : [],
)

function serverWanted(name: ServerName): boolean {
  const projects = chosenProjects
  const uses = (project: string) =>
    (SERVERS[project as ProjectName] as readonly string[] | undefined)?.includes(name)
  if (projects.length > 0) return projects.some(uses)
  const files = args.filter((arg) => /\.e2e\.ts(:\d+)*$/.test(arg))
  if (files.length > 0) return files.some((file) => uses(projectOf(file)))
  return true
}

/** The app on a throwaway database seeded with the sample content (scripts/e2e-server.ts). */
const appServerOn = (appPort: number): WebServer => ({
  command: './node_modules/.bin/bun scripts/e2e-server.ts',
  url: `http://127.0.0.1:${appPort}/health`,
  timeout: 90_000,
  reuseExistingServer: false,
  // SIGTERM lets the server drop its throwaway database (the default is SIGKILL).
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  stdout: 'pipe',
  stderr: 'pipe',
  env: { E2E_PORT: String(appPort) },
})

const storybookServer: WebServer = {
  // Builds the catalogue before the test files load, so the story test can make one test per story.
  // `--test` skips what only the docs pages use (docgen, sourcemaps, tree shaking): the same stories,
  // built faster.
  command: `npm run build-storybook -- --test && ./node_modules/.bin/bun scripts/serve-static.ts storybook-static ${storybookPort}`,
  url: `http://127.0.0.1:${storybookPort}/index.json`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails twice fails the run; one that passes on its second try is printed as
  // flaky by the list reporter and read like a failure (docs/decisions/213-one-retry-in-the-browser-suite.md).
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // The pixel checks (docs/decisions/240-pixel-checks.md): a changed pixel counts when its colour
    // differs by more than `threshold` (pixelmatch's YIQ distance, 0 to 1); a picture fails when more
    // than 0.1 % of its pixels changed.
    toMatchSnapshot: { threshold: 0.2, maxDiffPixelRatio: 0.001 },
  },
  snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['storybook.e2e.ts', 'catalogue.e2e.ts', 'visual.e2e.ts'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // Every story of the built catalogue, one test each with its pictures (e2e/storybook.e2e.ts), and
      // the catalogue's Docs pages, toolbars and panels (e2e/catalogue.e2e.ts).
      name: 'storybook',
      testMatch: ['storybook.e2e.ts', 'catalogue.e2e.ts'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${storybookPort}` },
    },
    {
      // The social cards and public pages against their pictures, on an app server of their own
      // (e2e/visual.e2e.ts).
      name: 'visual',
      testMatch: ['visual.e2e.ts'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${visualAppPort}` },
    },
  ],
  webServer: [
    ...(serverWanted('app') ? [appServerOn(port)] : []),
    ...(serverWanted('visualApp') ? [appServerOn(visualAppPort)] : []),
    ...(serverWanted('storybook') ? [storybookServer] : []),
  ],
})
