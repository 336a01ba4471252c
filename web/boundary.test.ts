import { describe, expect, test } from 'bun:test'
import { dirname, join, relative, resolve } from 'node:path'
import { Glob } from 'bun'

const ROOT = resolve(import.meta.dir, '..')

/** Packages that only run on the server; src/shared/ is loaded by the browser too. */
const SERVER_PACKAGES = /^(bun|bun:.*|node:.*|elysia|postgres|sharp|graphql|graphql-yoga|@pothos\/.*)$/

/** Every static, re-export and dynamic import's specifier in a module's source. */
function importsOf(source: string): string[] {
  const statement = /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
  return [...source.matchAll(statement), ...source.matchAll(dynamic)].map((m) => m[1]!)
}

/** The repository path an import reaches from `file`, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  return relative(ROOT, resolve(dirname(join(ROOT, file)), specifier))
    .split('\\')
    .join('/')
}

async function sourceFiles(pattern: string): Promise<string[]> {
  const files: string[] = []
  for await (const file of new Glob(pattern).scan({ cwd: ROOT })) {
    // Tests never reach the bundle; some need the harness (a real app on a throwaway database).
    if (!/\.test\.tsx?$/.test(file)) files.push(file)
  }
  return files
}

/** Violations of the browser boundary in one web/ module: of the server's tree it reaches src/shared/ only. */
function webViolations(file: string, source: string): string[] {
  const out: string[] = []
  for (const specifier of importsOf(source)) {
    const path = target(file, specifier)
    if (path?.startsWith('src/') && !path.startsWith('src/shared/')) out.push(`${file} imports ${path}`)
  }
  return out
}

/** Violations in one src/shared/ module: only itself and browser-safe packages. */
function sharedViolations(file: string, source: string): string[] {
  const out: string[] = []
  for (const specifier of importsOf(source)) {
    const path = target(file, specifier)
    if (path ? !path.startsWith('src/shared/') : SERVER_PACKAGES.test(specifier))
      out.push(`${file} imports ${path ?? specifier}`)
  }
  return out
}

describe('the browser boundary', () => {
  test('the scanner sees static, type-only, re-export and dynamic imports', () => {
    const source = [
      "import { sql } from '../src/db/client.ts'",
      "import type { Project } from '../src/shared/models/projects.ts'",
      "import type { Mailer } from '../src/modules/mail/queue.ts'",
      "export { x } from '../src/graphql/index.ts'",
      "const m = import('../src/modules/auth/service.ts')",
      "import '../src/testing/preload.ts'",
      "import { ok } from '../src/shared/enums.ts'",
    ].join('\n')
    expect(webViolations('web/x.ts', source)).toEqual([
      'web/x.ts imports src/db/client.ts',
      'web/x.ts imports src/modules/mail/queue.ts',
      'web/x.ts imports src/graphql/index.ts',
      'web/x.ts imports src/testing/preload.ts',
      'web/x.ts imports src/modules/auth/service.ts',
    ])
    expect(
      sharedViolations('src/shared/x.ts', "import { a } from '../db/client.ts'\nimport 'node:fs'"),
    ).toEqual(['src/shared/x.ts imports src/db/client.ts', 'src/shared/x.ts imports node:fs'])
  })

  test('web/ never imports server code: of src/ it reaches src/shared/ only', async () => {
    const violations: string[] = []
    for (const file of await sourceFiles('web/**/*.{ts,tsx}'))
      violations.push(...webViolations(file, await Bun.file(join(ROOT, file)).text()))
    expect(violations).toEqual([])
  })

  test('src/shared/ imports only itself and packages that run in the browser', async () => {
    const violations: string[] = []
    for (const file of await sourceFiles('src/shared/**/*.ts'))
      violations.push(...sharedViolations(file, await Bun.file(join(ROOT, file)).text()))
    expect(violations).toEqual([])
  })
})
