import { beforeAll, expect, test } from 'bun:test'
import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../../web/app/head.ts'
import { READS_NO_QUERY } from '../../../web/app/page-query.ts'
import { projectsPageQuery } from '../../../web/pages/projects/query-state.ts'
import { allRoutes } from '../../../web/rare-routes.tsx'
import { createApp } from '../../app.ts'
import { createLogger } from '../../http/logger.ts'
import { createTestApp, TEST_ASSETS, type TestApp } from '../../testing/harness.ts'
import { canonicalPageQuery, noVarySearch, pageQueryAt } from './page-query.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})

/** Every route with its full path, parents first. */
function* flatten(list: RouteObject[], parent = ''): Generator<{ path: string; route: RouteObject }> {
  for (const route of list) {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent
    yield { path, route }
    if (route.children) yield* flatten(route.children, path)
  }
}

test('every page anyone may be sent the same copy of declares what it reads from the query', () => {
  const pages = [...flatten(allRoutes)].filter(({ route }) => !route.children && route.handle)
  const undeclared = pages.filter(({ route }) => {
    const handle = route.handle as RouteHandle
    return !handle.personal && !handle.query
  })
  // The catch-all alone: its addresses are also the server's own (see web/routes.tsx).
  expect(undeclared.map(({ path }) => path)).toEqual(['/*'])
  expect(pages.length).toBeGreaterThan(5)
})

test('the page at a path, and the query it renders from', () => {
  expect(pageQueryAt('/')).toBe(READS_NO_QUERY)
  expect(pageQueryAt('/projects')).toBe(projectsPageQuery)
  expect(pageQueryAt('/project/7')).toBe(READS_NO_QUERY)
  expect(pageQueryAt('/newsletter/archive/first-issue')).toBe(READS_NO_QUERY)
  for (const path of ['/no/such/page', '/api/projects', '/graphql', '/robots.txt', '/assets/x.js'])
    expect(`${path} ${pageQueryAt(path)}`).toBe(`${path} undefined`)
  const url = (path: string) => new URL(path, 'http://portfolio.test')
  expect(canonicalPageQuery(url('/?utm_source=x'))?.toString()).toBe('')
  expect(canonicalPageQuery(url('/projects?r=1&status=completed&tech=react'))?.toString()).toBe(
    'tech=React&status=Completed',
  )
  expect(canonicalPageQuery(url('/api/projects?r=1'))).toBeUndefined()
})

test('no address the server answers itself is taken for a page that declared its query', () => {
  const served = createApp(app.deps, TEST_ASSETS, createLogger(false))
    .routes.filter(({ method, path }) => method === 'GET' && path !== '/*')
    .map(({ path }) => path.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x'))
  expect(served.length).toBeGreaterThan(10)
  expect(served.filter((path) => pageQueryAt(path) !== undefined)).toEqual([])
})

test('No-Vary-Search names the parameters that matter, as the draft spells it', () => {
  expect(noVarySearch(READS_NO_QUERY)).toBe('params')
  expect(noVarySearch(projectsPageQuery)).toBe('key-order, params, except=("q" "tech" "status" "view")')
})
