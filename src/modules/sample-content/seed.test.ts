import { expect, test } from 'bun:test'
import { insertProject } from '../../db/projects.ts'
import { createTestApp } from '../../testing/harness.ts'
import { SAMPLE_PROJECTS } from './content.ts'
import { seedSampleContent } from './service.ts'

test('sample content fills an empty database once, covering every icon keyword', async () => {
  const { sql } = await createTestApp()
  const results = await Promise.all([seedSampleContent(sql), seedSampleContent(sql)])
  expect(results.filter((r) => r.seeded)).toHaveLength(1)
  const [counts] =
    await sql`SELECT (SELECT count(*) FROM projects)::int AS p, (SELECT count(*) FROM work_experiences)::int AS w`
  expect(counts).toEqual({ p: 6, w: 4 })
  const titles = SAMPLE_PROJECTS.map((p) => p.title.toLowerCase()).join(' | ')
  for (const keywords of [
    /meal|food/,
    /timer|focus/,
    /weather|climate/,
    /expense|money|budget/,
    /reading|book/,
    /plant|care/,
  ]) {
    expect(titles).toMatch(keywords)
  }
})

test('never seeds over existing content', async () => {
  const { sql } = await createTestApp()
  const { commands: _c, ...first } = SAMPLE_PROJECTS[0]!
  await insertProject(sql, { ...first, title: 'Mine' })
  expect((await seedSampleContent(sql)).seeded).toBe(false)
  const rows = await sql`SELECT title FROM projects`
  expect(rows.map((r) => r.title)).toEqual(['Mine'])
})
