import { beforeEach, expect, test } from 'bun:test'
import { addDays, insightRange, isoDay } from '../shared/insights.ts'
import { sharedTestDatabase } from '../testing/harness.ts'
import {
  clearInsights,
  insertDaily,
  insertEvents,
  insertVitalsDaily,
  setRolledUpTo,
} from '../testing/insights.ts'
import type { Sql } from './client.ts'
import {
  bucketOf,
  currentVisitors,
  insightBreakdowns,
  insightSeries,
  insightTotals,
  insightVitals,
  readerGrowth,
  splitRange,
} from './insight-reports.ts'

let sql: Sql
beforeEach(async () => {
  sql = (await sharedTestDatabase()).sql
  await clearInsights(sql)
})

const today = isoDay(new Date())
const daysAgo = (n: number) => addDays(today, -n)
const at = (day: string, time = '12:00:00') => `${day}T${time}Z`

test('a range is read from the rollups up to the last rolled-up day and from raw events after it', () => {
  expect(splitRange({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-20')).toEqual({
    rolled: { from: '2026-11-01', to: '2026-11-20' },
    raw: { from: '2026-11-21', to: '2026-11-30' },
  })
  expect(splitRange({ from: '2026-11-01', to: '2026-11-30' }, null)).toEqual({
    rolled: null,
    raw: { from: '2026-11-01', to: '2026-11-30' },
  })
  expect(splitRange({ from: '2026-11-01', to: '2026-11-10' }, '2026-11-20')).toEqual({
    rolled: { from: '2026-11-01', to: '2026-11-10' },
    raw: null,
  })
  expect(bucketOf({ from: today, to: today }, today)).toBe('hour')
  expect(bucketOf({ from: daysAgo(400), to: daysAgo(400) }, today)).toBe('day')
  expect(bucketOf({ from: daysAgo(29), to: today }, today)).toBe('day')
  expect(bucketOf({ from: daysAgo(364), to: today }, today)).toBe('month')
})

test('totals add rolled-up days to raw days, and ignore raw events of days already rolled up', async () => {
  await setRolledUpTo(sql, daysAgo(2))
  await insertDaily(sql, [
    { day: daysAgo(3), dimension: 'total', visitors: 10, views: 30 },
    { day: daysAgo(2), dimension: 'total', visitors: 5, views: 7 },
    { day: daysAgo(2), dimension: 'signup', value: '/', visitors: 2, views: 2 },
  ])
  await insertEvents(sql, [
    // Rolled up already (the rollup row above counts it): must not count twice.
    { at: at(daysAgo(2)), visitor: 'a' },
    // Not rolled up yet: two visitors, three views, one sign-up, one message.
    { at: at(daysAgo(1)), visitor: 'a' },
    { at: at(daysAgo(1), '13:00:00'), visitor: 'a' },
    { at: at(today, '00:00:01'), visitor: 'b' },
    { at: at(today, '00:00:02'), visitor: 'b', kind: 'signup', target: '/projects' },
    { at: at(today, '00:00:03'), visitor: 'b', kind: 'contact' },
  ])
  expect(await insightTotals(sql, { from: daysAgo(3), to: today })).toEqual({
    visitors: 10 + 5 + 1 + 1,
    views: 30 + 7 + 3,
    signups: 3,
    contacts: 1,
  })
  // The same visitor on two days is two visitors: ids change every day.
  expect((await insightTotals(sql, { from: daysAgo(1), to: today })).visitors).toBe(2)
})

test('the previous period is as long as the period and ends the day before it', async () => {
  const range = insightRange('30d', new Date())
  expect(range.from).toBe(daysAgo(29))
  expect(range.previousTo).toBe(daysAgo(30))
  expect(range.previousFrom).toBe(daysAgo(59))
  await setRolledUpTo(sql, daysAgo(1))
  await insertDaily(sql, [
    { day: daysAgo(45), dimension: 'total', visitors: 4, views: 9 },
    { day: daysAgo(60), dimension: 'total', visitors: 100, views: 100 },
    { day: daysAgo(10), dimension: 'total', visitors: 6, views: 8 },
  ])
  expect(await insightTotals(sql, { from: range.previousFrom, to: range.previousTo })).toMatchObject({
    visitors: 4,
    views: 9,
  })
  expect(await insightTotals(sql, range)).toMatchObject({ visitors: 6, views: 8 })
  expect(() => insightRange('custom', new Date(), '2026-02-30', '2026-03-01')).toThrow('YYYY-MM-DD')
  expect(() => insightRange('custom', new Date(), '2026-03-02', '2026-03-01')).toThrow(
    'same day as from or later',
  )
  expect(insightRange('custom', new Date(), '2026-03-01', '2026-03-10')).toMatchObject({
    previousFrom: '2026-02-19',
    previousTo: '2026-02-28',
    days: 10,
  })
})

test('the series has every bucket of the range, hours for today from the raw events', async () => {
  await setRolledUpTo(sql, daysAgo(1))
  await insertDaily(sql, [{ day: daysAgo(2), dimension: 'total', visitors: 3, views: 4 }])
  await insertEvents(sql, [
    { at: at(today, '00:10:00'), visitor: 'a' },
    { at: at(today, '00:20:00'), visitor: 'b' },
    { at: at(today, '00:30:00'), visitor: 'b' },
  ])
  const hours = await insightSeries(sql, { from: today, to: today }, 'hour')
  expect(hours).toHaveLength(24)
  expect(hours[0]).toEqual({ at: `${today}T00:00:00Z`, visitors: 2, views: 3 })
  expect(hours[1]).toEqual({ at: `${today}T01:00:00Z`, visitors: 0, views: 0 })

  const days = await insightSeries(sql, { from: daysAgo(6), to: today }, 'day')
  expect(days.map((point) => point.at)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => `${daysAgo(n)}T00:00:00Z`))
  expect(days[4]).toMatchObject({ visitors: 3, views: 4 })
  expect(days[6]).toMatchObject({ visitors: 2, views: 3 })

  const months = await insightSeries(sql, { from: '2025-11-27', to: '2026-11-26' }, 'month')
  expect(months[0]!.at).toBe('2025-11-01T00:00:00Z')
  expect(months).toHaveLength(13)
})

test('breakdowns rank values per dimension over rollups and raw events together', async () => {
  await setRolledUpTo(sql, daysAgo(1))
  await insertDaily(sql, [
    { day: daysAgo(1), dimension: 'page', value: '/projects', visitors: 5, views: 8 },
    { day: daysAgo(1), dimension: 'page', value: '/', visitors: 1, views: 1 },
    { day: daysAgo(1), dimension: 'source', value: 'github.com', visitors: 2, views: 2 },
    { day: daysAgo(1), dimension: 'country', value: 'DE', visitors: 2, views: 2 },
  ])
  await insertEvents(sql, [
    { at: at(today), visitor: 'a', path: '/', referrerHost: 'news.ycombinator.com', country: 'FR' },
    { at: at(today), visitor: 'a', path: '/', utmSource: 'newsletter', device: 'mobile', browser: 'Firefox' },
    { at: at(today), visitor: 'b', path: '/', country: 'FR' },
    { at: at(today), visitor: 'b', kind: 'project', path: '/projects/1', target: '1' },
    { at: at(today), visitor: 'b', kind: 'outbound', path: '/projects/1', target: 'https://github.com/x' },
  ])
  const rows = await insightBreakdowns(
    sql,
    { from: daysAgo(1), to: today },
    ['page', 'source', 'country', 'utm_source', 'project', 'outbound', 'device'],
    10,
  )
  const of = (dimension: string) =>
    rows
      .filter((row) => row.dimension === dimension)
      .map(({ value, visitors, views }) => [value, visitors, views])
  expect(of('page')).toEqual([
    ['/projects', 5, 8],
    ['/', 3, 4],
  ])
  expect(of('source')).toEqual([
    ['', 2, 2],
    ['github.com', 2, 2],
    ['news.ycombinator.com', 1, 1],
  ])
  expect(of('country')).toEqual([
    ['DE', 2, 2],
    ['FR', 2, 2],
    ['', 1, 1],
  ])
  expect(of('utm_source')).toEqual([['newsletter', 1, 1]])
  expect(of('project')).toEqual([['1', 1, 1]])
  expect(of('outbound')).toEqual([['https://github.com/x', 1, 1]])
  expect(of('device')).toEqual([
    ['', 2, 2],
    ['mobile', 1, 1],
  ])
  expect(await insightBreakdowns(sql, { from: daysAgo(1), to: today }, ['page'], 1)).toHaveLength(1)
})

test('current visitors are the distinct visitors of the last five minutes', async () => {
  const now = Date.now()
  await insertEvents(sql, [
    { at: new Date(now - 60_000), visitor: 'a' },
    { at: new Date(now - 120_000), visitor: 'a', kind: 'vitals', lcp: 1000 },
    { at: new Date(now - 240_000), visitor: 'b' },
    { at: new Date(now - 6 * 60_000), visitor: 'c' },
  ])
  expect(await currentVisitors(sql)).toBe(2)
})

test('vitals p75 and bands come from raw events while kept, and from weighted daily figures before', async () => {
  await setRolledUpTo(sql, daysAgo(1))
  // Four LCPs on today's raw events: 1000, 2000, 3000 (needs improvement), 5000 (poor).
  await insertEvents(
    sql,
    [1000, 2000, 3000, 5000].map((lcp, i) => ({
      at: at(today),
      visitor: `v${i}`,
      kind: 'vitals' as const,
      path: '/',
      lcp,
      cls: 0.01,
    })),
  )
  const raw = await insightVitals(sql, { from: today, to: today }, 10)
  const lcp = raw.find((row) => row.metric === 'lcp')!
  // percentile_cont over 1000..5000: 3000 + 0.25 * (5000 - 3000).
  expect(lcp).toEqual({ path: '/', metric: 'lcp', p75: 3500, good: 2, needsImprovement: 1, poor: 1 })
  expect(raw.find((row) => row.metric === 'cls')).toMatchObject({ good: 4, poor: 0 })
  expect(raw.some((row) => row.metric === 'inp')).toBe(false)

  // A range that starts before the first raw event: yesterday's rollup (6 visits, p75 1200) weighs in.
  await insertVitalsDaily(sql, [
    { day: daysAgo(1), path: '/', metric: 'lcp', good: 6, needs_improvement: 0, poor: 0, p75: 1200 },
    { day: daysAgo(1), path: '/about', metric: 'lcp', good: 0, needs_improvement: 0, poor: 2, p75: 4500 },
  ])
  const mixed = await insightVitals(sql, { from: daysAgo(1), to: today }, 10)
  // Sorted by p75: 1200 (6 visits), 3500 (4 visits); 75 % of 10 is reached at 3500.
  expect(mixed.find((row) => row.path === '/' && row.metric === 'lcp')).toEqual({
    path: '/',
    metric: 'lcp',
    p75: 3500,
    good: 8,
    needsImprovement: 1,
    poor: 1,
  })
  expect(mixed.find((row) => row.path === '/about')).toMatchObject({ p75: 4500, poor: 2 })
  // The page with the most measured visits first; a limit keeps the top pages only.
  expect(
    (await insightVitals(sql, { from: daysAgo(1), to: today }, 1)).every((row) => row.path === '/'),
  ).toBe(true)
})

test('reader growth counts new, confirmed and unsubscribed readers per day from the subscriptions', async () => {
  const [user] = await sql<{ id: number }[]>`
    INSERT INTO users (username, email, first_name, last_name)
    VALUES ('growth-reader', 'growth@example.com', 'Gro', 'Wth') RETURNING id`
  const [other] = await sql<{ id: number }[]>`
    INSERT INTO users (username, email, first_name, last_name)
    VALUES ('growth-other', 'growth-other@example.com', 'Oth', 'Er') RETURNING id`
  await sql`INSERT INTO newsletter_subscriptions (user_id, subscribed_at, confirmed_at, unsubscribed_at, is_active)
    VALUES (${user!.id}, ${at(daysAgo(2))}, ${at(daysAgo(1))}, ${at(today)}, false),
           (${other!.id}, ${at(daysAgo(2))}, NULL, NULL, true)`
  try {
    const growth = await readerGrowth(sql, { from: daysAgo(2), to: today }, 'day')
    expect(growth).toEqual([
      { day: daysAgo(2), new: 2, confirmed: 0, unsubscribed: 0 },
      { day: daysAgo(1), new: 0, confirmed: 1, unsubscribed: 0 },
      { day: today, new: 0, confirmed: 0, unsubscribed: 1 },
    ])
  } finally {
    await sql`DELETE FROM users WHERE id IN (${user!.id}, ${other!.id})`
  }
})
