// Lighthouse mobile (default simulated throttling) on the public pages of a freshly built and started
// production server, several runs each, printing the medians (npm run bench:lighthouse). Figures, not a
// timed test: compare runs on the same machine. The server is scripts/e2e-server.ts: a throwaway
// database on DATABASE_URL's server, or an embedded one, seeded with the sample content.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatKB, measureFirstLoad } from '../web/budgets.ts'

const ROOT = join(import.meta.dir, '..')
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4390)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** The four public pages of issue 11, or others: LIGHTHOUSE_PAGES=/auth,/newsletter/archive */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/projects', '/project/1', '/newsletter']
const PAGE_COLUMN = Math.max(12, ...PAGES.map((page) => page.length))

const METRICS = {
  performance: { read: (r: Report) => r.categories.performance?.score, unit: '' },
  FCP: { read: (r: Report) => r.audits['first-contentful-paint']?.numericValue, unit: 'ms' },
  LCP: { read: (r: Report) => r.audits['largest-contentful-paint']?.numericValue, unit: 'ms' },
  TBT: { read: (r: Report) => r.audits['total-blocking-time']?.numericValue, unit: 'ms' },
  CLS: { read: (r: Report) => r.audits['cumulative-layout-shift']?.numericValue, unit: '' },
  accessibility: { read: (r: Report) => r.categories.accessibility?.score, unit: '' },
  'best-practices': { read: (r: Report) => r.categories['best-practices']?.score, unit: '' },
  SEO: { read: (r: Report) => r.categories.seo?.score, unit: '' },
  // Main-thread tasks over 50 ms in the run (hydration, the hero typewriter, the About animations...).
  'long tasks': { read: (r: Report) => r.audits['long-tasks']?.details?.items?.length, unit: 'count' },
} as const

interface Report {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>
  runtimeError?: { message: string }
}

async function run(command: string[], env: Record<string, string> = {}): Promise<void> {
  const child = Bun.spawn(command, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdout: 'inherit',
    stderr: 'inherit',
  })
  if ((await child.exited) !== 0) throw new Error(`${command.join(' ')} failed`)
}

async function waitUntilUp(url: string, server: Bun.Subprocess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server exited before it answered')
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await Bun.sleep(100)
  }
  throw new Error(`no answer from ${url} after 60 s`)
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried once more. */
async function lighthouse(url: string, outDir: string, index: number): Promise<Report> {
  try {
    return await lighthouseOnce(url, outDir, index)
  } catch (error) {
    console.error(`  retrying ${url}: ${(error as Error).message}`)
    return lighthouseOnce(url, outDir, index)
  }
}

async function lighthouseOnce(url: string, outDir: string, index: number): Promise<Report> {
  const output = join(outDir, `report-${index}.json`)
  // Node, not Bun: Lighthouse and its Chrome launcher are tested on Node.
  await run(
    [
      'node',
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    { CHROME_PATH },
  )
  const report = JSON.parse(await readFile(output, 'utf8')) as Report
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`)
  return report
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const format = (value: number, unit: string) => {
  if (unit === 'ms') return `${Math.round(value)} ms`
  if (unit === 'count') return String(value)
  return value.toFixed(value < 1 ? 3 : 2)
}

if (!process.argv.includes('--no-build')) await run(['npm', 'run', 'build'])

console.log('\nFirst-load JavaScript (gzip), budgets in web/budgets.ts:')
for (const page of await measureFirstLoad(join(ROOT, 'dist', 'client'))) {
  console.log(
    `  ${page.page.padEnd(14)} ${formatKB(page.gzipBytes).padStart(9)}  (budget ${formatKB(page.maxGzipBytes)})`,
  )
}

const server = Bun.spawn(['./node_modules/.bin/bun', 'scripts/e2e-server.ts'], {
  cwd: ROOT,
  env: { ...process.env, E2E_PORT: String(PORT) },
  stdout: 'ignore',
  stderr: 'inherit',
})
const outDir = await mkdtemp(join(tmpdir(), 'lighthouse-'))
try {
  const base = `http://127.0.0.1:${PORT}`
  await waitUntilUp(`${base}/health`, server)
  console.log(
    `\nLighthouse mobile, median of ${RUNS} runs per page (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}):`,
  )
  const names = Object.keys(METRICS) as (keyof typeof METRICS)[]
  console.log(`  ${'page'.padEnd(PAGE_COLUMN)} ${names.map((n) => n.padStart(16)).join('')}`)
  let index = 0
  for (const page of PAGES) {
    const reports: Report[] = []
    // Warm the server's caches once, as a visitor after the first would find them.
    await (await fetch(`${base}${page}`)).arrayBuffer()
    for (let i = 0; i < RUNS; i++) reports.push(await lighthouse(`${base}${page}`, outDir, index++))
    const cells = names.map((name) => {
      const { read, unit } = METRICS[name]
      const values = reports.map(read).filter((v): v is number => typeof v === 'number')
      return (values.length ? format(median(values), unit) : 'n/a').padStart(16)
    })
    console.log(`  ${page.padEnd(PAGE_COLUMN)} ${cells.join('')}`)
  }
} finally {
  server.kill('SIGTERM')
  await server.exited
  await rm(outDir, { recursive: true, force: true })
}
