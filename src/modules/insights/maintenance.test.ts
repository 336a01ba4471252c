import { beforeEach, describe, expect, test } from 'bun:test'
import type { Sql } from '../../db/client.ts'
import { ensurePartition, insertEvents, listPartitions } from '../../db/insight-events.ts'
import { createLogger } from '../../http/logger.ts'
import { sharedTestDatabase } from '../../testing/harness.ts'
import { rollUpInsights, runInsightsMaintenance } from './maintenance.ts'
import type { InsightEventRow, InsightKind } from './model.ts'
import { insightEventRow } from './service.ts'
import { createVisitorIds, VISIT_GAP_MS } from './visitor.ts'

let sql: Sql
beforeEach(async () => {
  sql = (await sharedTestDatabase()).sql
  await sql`TRUNCATE insight_events, insight_salts, insight_daily, insight_vitals_daily, insight_rollup_state`
})

const visitor = (n: number) => {
  const id = new Uint8Array(16)
  id[0] = n
  return id
}
const event = (at: string, kind: InsightKind, n: number, extra: Partial<InsightEventRow> = {}) =>
  insightEventRow({
    at: new Date(at),
    kind,
    visitor: visitor(n),
    path: '/',
    browser: 'Firefox',
    os: 'Linux',
    device: 'desktop',
    ...extra,
  })
const quiet = createLogger(false)
const CONFIG = { insights: { enabled: true, honourGpc: true, retentionDays: 90 } }

describe('rollups', () => {
  test('every dimension of a day equals the raw counts, and only finished days are rolled up', async () => {
    const rows: InsightEventRow[] = []
    const paths = ['/', '/projects', '/project/3']
    const sources = [null, 'www.google.com', 'news.ycombinator.com']
    const countries = ['FR', 'DE', null]
    // A pseudo-random but fixed mix over two days.
    for (let i = 0; i < 300; i++) {
      const day = i % 2 === 0 ? '2026-11-20' : '2026-11-21'
      const at = `${day}T${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`
      const n = i % 37
      rows.push(
        event(at, 'pageview', n, {
          path: paths[i % 3]!,
          referrer_host: sources[i % 3 === 0 ? 0 : (i % 5) % 3]!,
          utm_source: i % 4 === 0 ? 'newsletter' : null,
          country: countries[i % 3]!,
          device: i % 5 === 0 ? 'mobile' : 'desktop',
        }),
      )
      if (i % 3 === 2) rows.push(event(at, 'project', n, { path: '/project/3', target: '3' }))
      if (i % 7 === 0) rows.push(event(at, 'outbound', n, { target: 'https://github.com/example' }))
      if (i % 11 === 0) rows.push(event(at, 'signup', n, { path: '/projects', target: '/projects' }))
      if (i % 13 === 0) rows.push(event(at, 'contact', n))
    }
    await insertEvents(sql, rows)
    // The 21st is not over at 00:03 on the 22nd plus the settling time: only the 20th is final.
    expect(await rollUpInsights(sql, new Date('2026-11-22T00:03:00Z'))).toEqual(['2026-11-20'])
    expect(await rollUpInsights(sql, new Date('2026-11-22T06:00:00Z'))).toEqual(['2026-11-21'])
    expect(await rollUpInsights(sql, new Date('2026-11-22T07:00:00Z'))).toEqual([])

    const expected = new Map<string, { visitors: Set<number>; views: number }>()
    const add = (day: string, dimension: string, value: string | null | undefined, n: number) => {
      if (value === null || value === undefined) return
      const key = `${day}|${dimension}|${value}`
      const entry = expected.get(key) ?? { visitors: new Set<number>(), views: 0 }
      entry.visitors.add(n)
      entry.views++
      expected.set(key, entry)
    }
    for (const r of rows) {
      const day = r.at.toISOString().slice(0, 10)
      const n = r.visitor[0]!
      if (r.kind === 'pageview') {
        add(day, 'total', '', n)
        add(day, 'page', r.path, n)
        add(day, 'source', r.referrer_host ?? '', n)
        // A campaign is counted when there is one; an unknown country, device, browser or system is a
        // value of its own ('', shown as unknown), so each breakdown adds up to the page views.
        for (const d of ['utm_source', 'utm_medium', 'utm_campaign'] as const) add(day, d, r[d], n)
        for (const d of ['country', 'device', 'browser', 'os'] as const) add(day, d, r[d] ?? '', n)
      } else if (r.kind === 'contact') add(day, 'contact', '', n)
      else add(day, r.kind, r.target, n)
    }
    const daily = await sql<
      { day: string; dimension: string; value: string; visitors: number; views: number }[]
    >`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, dimension, value, visitors, views FROM insight_daily`
    expect(
      Object.fromEntries(daily.map((r) => [`${r.day}|${r.dimension}|${r.value}`, [r.visitors, r.views]])),
    ).toEqual(Object.fromEntries([...expected].map(([k, v]) => [k, [v.visitors.size, v.views]])))
    const [state] = await sql<
      { day: string }[]
    >`SELECT to_char(rolled_up_to, 'YYYY-MM-DD') AS day FROM insight_rollup_state`
    expect(state!.day).toBe('2026-11-21')
  })

  test('vitals fall in Google’s bands and the p75 is the day’s 75th percentile', async () => {
    // 2500 is still good and 4000 still needs improvement: the bands' upper bounds are inclusive.
    const lcps = [1000, 2500, 2600, 4000, 4100, 3000, 1500, 2000]
    await insertEvents(sql, [
      ...lcps.map((lcp, i) =>
        event('2026-11-20T10:00:00Z', 'vitals', i, { path: '/', lcp, cls: i < 4 ? 0.1 : 0.3 }),
      ),
      event('2026-11-20T11:00:00Z', 'vitals', 9, { path: '/projects', inp: 150, ttfb: 900, fcp: 3100 }),
    ])
    await rollUpInsights(sql, new Date('2026-11-21T01:00:00Z'))
    const vitals = await sql<
      { path: string; metric: string; good: number; needs_improvement: number; poor: number; p75: number }[]
    >`
      SELECT path, metric, good, needs_improvement, poor, p75 FROM insight_vitals_daily ORDER BY path, metric`
    const sorted = [...lcps].sort((a, b) => a - b)
    const rank = 0.75 * (sorted.length - 1)
    const p75 =
      sorted[Math.floor(rank)]! + (sorted[Math.ceil(rank)]! - sorted[Math.floor(rank)]!) * (rank % 1)
    expect([...vitals]).toEqual([
      { path: '/', metric: 'cls', good: 4, needs_improvement: 0, poor: 4, p75: 0.3 },
      { path: '/', metric: 'lcp', good: 4, needs_improvement: 3, poor: 1, p75 },
      { path: '/projects', metric: 'fcp', good: 0, needs_improvement: 0, poor: 1, p75: 3100 },
      { path: '/projects', metric: 'inp', good: 1, needs_improvement: 0, poor: 0, p75: 150 },
      { path: '/projects', metric: 'ttfb', good: 0, needs_improvement: 1, poor: 0, p75: 900 },
    ])
  })
})

describe('partitions and retention', () => {
  test('partitions are made ahead, and rows already in the default partition move into theirs', async () => {
    await insertEvents(sql, [event('2031-03-15T12:00:00Z', 'pageview', 1)])
    const [before] = await sql<
      { part: string }[]
    >`SELECT tableoid::regclass::text AS part FROM insight_events`
    expect(before!.part).toBe('insight_events_default')
    const { partitions } = await runInsightsMaintenance(sql, CONFIG, quiet, new Date('2031-02-10T00:00:00Z'))
    expect(partitions).toEqual(['2031-02-01', '2031-03-01', '2031-04-01'])
    const [after] = await sql<{ part: string }[]>`SELECT tableoid::regclass::text AS part FROM insight_events`
    expect(after!.part).toBe('insight_events_2031_03')
    expect(await ensurePartition(sql, '2031-03-01')).toBe(false)
    for (const month of ['2031_02', '2031_03', '2031_04'])
      await sql.unsafe(`DROP TABLE insight_events_${month}`)
  })

  test('raw events past the retention are deleted (old partitions dropped); rollups stay', async () => {
    await ensurePartition(sql, '2030-01-01')
    await insertEvents(sql, [
      event('2030-01-10T12:00:00Z', 'pageview', 1),
      event('2030-03-02T12:00:00Z', 'pageview', 2),
      event('2030-04-20T12:00:00Z', 'pageview', 3),
    ])
    const now = new Date('2030-04-25T12:00:00Z')
    const result = await runInsightsMaintenance(
      sql,
      { insights: { ...CONFIG.insights, retentionDays: 30 } },
      quiet,
      now,
    )
    expect(result.dropped).toEqual(['insight_events_2030_01'])
    expect(result.deleted).toBe(1)
    const left = await sql<{ at: Date }[]>`SELECT at FROM insight_events`
    expect(left.map((r) => r.at.toISOString())).toEqual(['2030-04-20T12:00:00.000Z'])
    const totals = await sql<{ day: string }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day FROM insight_daily WHERE dimension = 'total' ORDER BY day`
    expect(totals.map((r) => r.day)).toEqual(['2030-01-10', '2030-03-02', '2030-04-20'])
    expect((await listPartitions(sql)).map((p) => p.name)).not.toContain('insight_events_2030_01')
    for (const p of await listPartitions(sql))
      if (p.month.startsWith('2030')) await sql.unsafe(`DROP TABLE ${p.name}`)
  })
})

describe('visitor ids and salts', () => {
  const idAt = async (ids: ReturnType<typeof createVisitorIds>, at: string, ip = '192.0.2.1', ua = 'UA/1') =>
    Buffer.from(await ids(ip, ua, new Date(at))).toString('hex')

  test('same ip and agent the same day: one id; another day: another id; a salt per day in the table', async () => {
    const ids = createVisitorIds(sql, 'portfolio.test')
    const morning = await idAt(ids, '2026-11-20T08:00:00Z')
    expect(await idAt(ids, '2026-11-20T20:00:00Z')).toBe(morning)
    expect(await idAt(ids, '2026-11-20T20:00:00Z', '192.0.2.2')).not.toBe(morning)
    expect(await idAt(ids, '2026-11-20T20:00:00Z', '192.0.2.1', 'UA/2')).not.toBe(morning)
    expect(await idAt(ids, '2026-11-21T08:00:00Z')).not.toBe(morning)
    const salts = await sql<
      { day: string }[]
    >`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM insight_salts ORDER BY day`
    expect(salts.map((s) => s.day)).toEqual(['2026-11-20', '2026-11-21'])
    // Another instance agrees: the salt comes from the table, not from its memory.
    expect(await idAt(createVisitorIds(sql, 'portfolio.test'), '2026-11-20T09:00:00Z')).toBe(morning)
  })

  test('a visit across midnight keeps yesterday’s id; after a 30-minute gap it is a new visitor', async () => {
    const ids = createVisitorIds(sql, 'portfolio.test')
    const before = await ids('192.0.2.1', 'UA/1', new Date('2026-11-20T23:55:00Z'))
    await insertEvents(sql, [{ ...event('2026-11-20T23:55:00Z', 'pageview', 0), visitor: before }])
    const hex = Buffer.from(before).toString('hex')
    expect(await idAt(ids, '2026-11-21T00:10:00Z')).toBe(hex)
    // Someone else, never seen before midnight, gets today's id.
    const other = await idAt(ids, '2026-11-21T00:10:00Z', '192.0.2.9')
    const fresh = createVisitorIds(sql, 'portfolio.test')
    // Past the first half hour of the day, everyone has today's id.
    expect(
      await idAt(fresh, new Date(Date.parse('2026-11-21T00:00:00Z') + VISIT_GAP_MS).toISOString()),
    ).not.toBe(hex)
    expect(other).not.toBe(hex)
    // Seen at 23:20, not since: at 00:10 that is more than 30 minutes ago, a new visit.
    await sql`TRUNCATE insight_events`
    await insertEvents(sql, [{ ...event('2026-11-20T23:20:00Z', 'pageview', 0), visitor: before }])
    expect(await idAt(createVisitorIds(sql, 'portfolio.test'), '2026-11-21T00:10:00Z')).not.toBe(hex)
  })

  test('salts older than 48 hours are deleted; today’s and yesterday’s stay', async () => {
    const ids = createVisitorIds(sql, 'portfolio.test')
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'])
      await idAt(ids, `${day}T12:00:00Z`)
    const { saltsDeleted } = await runInsightsMaintenance(
      sql,
      CONFIG,
      quiet,
      new Date('2026-11-21T13:00:00Z'),
    )
    expect(saltsDeleted).toBe(2)
    const salts = await sql<
      { day: string }[]
    >`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM insight_salts ORDER BY day`
    expect(salts.map((s) => s.day)).toEqual(['2026-11-20', '2026-11-21'])
    for (const p of await listPartitions(sql))
      if (p.month.startsWith('2026')) await sql.unsafe(`DROP TABLE ${p.name}`)
  })
})
