import { beforeAll, expect, test } from 'bun:test'
import { addDays, INSIGHT_TABLES, isoDay } from '../../shared/insights.ts'
import { seededAppWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { clearInsights, insertDaily, insertEvents, setRolledUpTo } from '../../testing/insights.ts'

let app: TestApp
let admin: string
let member: string
const today = isoDay(new Date())
const yesterday = addDays(today, -1)

beforeAll(async () => {
  ;({ app, admin, member } = await seededAppWithUsers())
  await clearInsights(app.sql)
  await setRolledUpTo(app.sql, yesterday)
  await insertDaily(app.sql, [
    { day: yesterday, dimension: 'total', visitors: 4, views: 10 },
    { day: yesterday, dimension: 'page', value: '/projects', visitors: 4, views: 10 },
    { day: yesterday, dimension: 'source', value: '=cmd|calc', visitors: 1, views: 1 },
    { day: addDays(today, -8), dimension: 'total', visitors: 2, views: 3 },
  ])
  await insertEvents(app.sql, [
    { at: new Date(), visitor: 'a', path: '/', referrerHost: 'github.com', country: 'NL' },
    { at: new Date(), visitor: 'a', kind: 'vitals', path: '/', lcp: 1800, inp: 90, cls: 0.3 },
  ])
})

const ask = async (query: string, cookie?: string) =>
  (await (
    await app.fetch('/graphql', { method: 'POST', json: { query }, headers: cookie ? { cookie } : {} })
  ).json()) as { data?: { admin: Record<string, never> | null }; errors?: { message: string }[] }

const QUERY = `{ admin { insights(period: LAST_7_DAYS) {
  period from to previousFrom previousTo bucket currentVisitors
  totals { visitors views } previousTotals { visitors views }
  series { at visitors views }
  breakdowns(dimensions: [PAGE, COUNTRY]) { dimension label value visitors views }
  vitals { path metric p75 good needsImprovement poor }
  newsletterIssues { title sent clicks unsubscribes signups }
} } }`

test('GraphQL: the insights are the administrator’s only; a reader and a visitor get no admin area', async () => {
  expect((await ask(QUERY, member)).data?.admin).toBeNull()
  expect((await ask(QUERY)).data?.admin).toBeNull()
  const { data, errors } = await ask(QUERY, admin)
  expect(errors).toBeUndefined()
  const insights = (data!.admin as unknown as { insights: Record<string, unknown> }).insights
  expect(insights).toMatchObject({
    period: 'LAST_7_DAYS',
    from: addDays(today, -6),
    to: today,
    previousFrom: addDays(today, -13),
    previousTo: addDays(today, -7),
    bucket: 'DAY',
    currentVisitors: 1,
    totals: { visitors: 5, views: 11 },
    previousTotals: { visitors: 2, views: 3 },
    breakdowns: [
      { dimension: 'PAGE', label: '/projects', value: '/projects', visitors: 4, views: 10 },
      { dimension: 'PAGE', label: '/', value: '/', visitors: 1, views: 1 },
      { dimension: 'COUNTRY', label: 'NL', value: 'NL', visitors: 1, views: 1 },
    ],
    vitals: [
      { path: '/', metric: 'lcp', p75: 1800, good: 1, needsImprovement: 0, poor: 0 },
      { path: '/', metric: 'inp', p75: 90, good: 1 },
      { path: '/', metric: 'cls', poor: 1 },
    ],
  })
  expect(insights.series as unknown[]).toHaveLength(7)
  // No issue was sent in the fixture: an empty list, not an error.
  expect(insights.newsletterIssues).toEqual([])
})

test('GraphQL: a custom period that is not one is refused with a message naming the problem', async () => {
  const bad = await ask(
    '{ admin { insights(period: CUSTOM, from: "2026-13-01", to: "2026-12-01") { from } } }',
    admin,
  )
  expect(bad.errors?.[0]?.message).toContain('from must be a date written YYYY-MM-DD')
  const missing = await ask('{ admin { insights(period: CUSTOM) { from } } }', admin)
  expect(missing.errors?.[0]?.message).toContain('needs both from and to')
  const ok = await ask(
    '{ admin { insights(period: CUSTOM, from: "2026-03-01", to: "2026-03-31") { from to previousFrom bucket } } }',
    admin,
  )
  expect(ok.data?.admin).toEqual({
    insights: { from: '2026-03-01', to: '2026-03-31', previousFrom: '2026-01-29', bucket: 'DAY' },
  } as never)
})

test('CSV: every table downloads for the administrator only, formulas neutralised, bad input a 400', async () => {
  expect((await app.fetch('/api/insights/export?table=pages')).status).toBe(401)
  expect((await app.fetch('/api/insights/export?table=pages', { headers: { cookie: member } })).status).toBe(
    403,
  )
  const get = (query: string) => app.fetch(`/api/insights/export?${query}`, { headers: { cookie: admin } })

  const pages = await get('table=pages&period=7d')
  expect(pages.status).toBe(200)
  expect(pages.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(pages.headers.get('content-disposition')).toContain(
    `insights-pages-${addDays(today, -6)}-to-${today}`,
  )
  // (text() drops the byte-order mark that the export starts with for Excel.)
  expect(await pages.text()).toBe('page,value,visitors,views\r\n/projects,/projects,4,10\r\n/,/,1,1\r\n')

  // A referrer host is whatever a visitor's browser sent: a formula in it stays text in a spreadsheet.
  expect(await (await get('table=sources&period=7d')).text()).toContain("'=cmd|calc")

  const traffic = await (await get('table=traffic&period=today')).text()
  expect(traffic.split('\r\n')).toHaveLength(1 + 24 + 1)
  expect(await (await get('table=vitals&period=7d')).text()).toContain('/,cls,0.3,poor,0,0,1')

  // The table in the comparison names the one that failed.
  for (const table of INSIGHT_TABLES)
    expect({ table, status: (await get(`table=${table}&period=12m`)).status }).toEqual({ table, status: 200 })

  const unknown = await get('table=secrets')
  expect(unknown.status).toBe(400)
  expect(await unknown.text()).toContain('table must be one of')
  const reversed = await get('table=pages&period=custom&from=2026-03-02&to=2026-03-01')
  expect(reversed.status).toBe(400)
  expect(await reversed.text()).toContain('to must be the same day as from or later')
})
