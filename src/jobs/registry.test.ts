import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { createTestApp } from '../testing/harness.ts'
import { UnregisteredQueueError } from './queue.ts'
import { QUEUES } from './queues.ts'
import { JOBS } from './registry.ts'

const SRC = join(import.meta.dir, '..')
const registered = JOBS.filter((job) => job.kind === 'queue').map((job) => job.name)

/** `<receiver>.send(<first argument>` wherever code hands a job to pg-boss. */
async function sendSites(): Promise<{ file: string; queue: string }[]> {
  const sites: { file: string; queue: string }[] = []
  for await (const file of new Bun.Glob('**/*.{ts,tsx}').scan(SRC)) {
    if (/\.test\.tsx?$/.test(file) || file.startsWith('testing/')) continue
    const text = await Bun.file(join(SRC, file)).text()
    for (const match of text.matchAll(
      /\b(?:jobs|queue|boss)\.(?:send|insert|schedule)(?:<[^>()]*>)?\(\s*([^,\s)]+)/g,
    )) {
      sites.push({ file, queue: match[1]! })
    }
  }
  return sites
}

test('every queue the code sends to is a QUEUES name with a worker in the registry', async () => {
  const sites = await sendSites()
  // The scan finds the senders (enqueueMail at least), so an empty result cannot pass by accident.
  expect(sites.some((site) => site.file === 'modules/mail/service.ts')).toBe(true)
  const outside = sites.filter((site) => !site.file.startsWith('jobs/'))
  for (const site of outside) {
    const key = /^QUEUES\.(\w+)$/.exec(site.queue)?.[1]
    expect({ ...site, registered: key !== undefined && key in QUEUES }).toEqual({ ...site, registered: true })
    expect(registered).toContain(QUEUES[key as keyof typeof QUEUES])
  }
})

test('every QUEUES name is registered, once', () => {
  expect([...registered].sort()).toEqual(Object.values(QUEUES).sort())
  const names = JOBS.map((job) => job.name)
  expect(new Set(names).size).toBe(names.length)
})

test('a running instance works every registered queue and refuses a job for any other', async () => {
  const app = await createTestApp()
  const [queues] = await app.sql<{ names: string[] }[]>`SELECT array_agg(name ORDER BY name) AS names
    FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%'`
  expect(queues!.names).toEqual([...registered].sort())
  await expect(app.deps.jobs.send('not-registered', {})).rejects.toBeInstanceOf(UnregisteredQueueError)
  const [left] = await app.sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'not-registered'`
  expect(left!.n).toBe(0)
})
