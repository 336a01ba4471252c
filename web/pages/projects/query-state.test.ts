import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { STATUS_FILTER_OPTIONS } from '../../components/project/status.ts'
import {
  NO_FILTERS,
  projectsPageQuery,
  readQueryState,
  TECH_FILTER_OPTIONS,
  writeQueryState,
} from './query-state.ts'

describe('URL query state', () => {
  test('the spec options are exact', () => {
    expect(TECH_FILTER_OPTIONS.join(', ')).toBe(
      'All, React, TypeScript, Node.js, PostgreSQL, Python, Next.js, Tailwind CSS, Express, MongoDB',
    )
  })
  test('an empty query is the default state', () => {
    expect(readQueryState(new URLSearchParams())).toEqual({ ...NO_FILTERS, view: 'grid' })
  })
  test('round trip', () => {
    const state = { search: 'a b', tech: 'Node.js', status: 'In Progress', view: 'list' } as const
    const params = writeQueryState(state)
    expect(params.toString()).toBe('q=a+b&tech=Node.js&status=In+Progress&view=list')
    expect(readQueryState(params)).toEqual(state)
  })
  test('defaults are left out of the query', () => {
    expect(writeQueryState({ ...NO_FILTERS, view: 'grid' }).toString()).toBe('')
  })
  test('hand-typed values are matched loosely; unknown values fall back to All and grid', () => {
    expect(readQueryState(new URLSearchParams('tech=nodejs&status=in-progress'))).toMatchObject({
      tech: 'Node.js',
      status: 'In Progress',
    })
    expect(readQueryState(new URLSearchParams('tech=cobol&status=lost&view=table'))).toMatchObject({
      tech: 'All',
      status: 'All',
      view: 'grid',
    })
  })
})

describe('what the list reads from its address (the page cache keys it by this)', () => {
  const canonical = (query: string) => projectsPageQuery.canonical(new URLSearchParams(query)).toString()

  test('parameters it does not read, the order, unknown and default values all come to the same', () => {
    const same = [
      'status=Completed&tech=React',
      'tech=React&status=Completed',
      'tech=react&status=completed&utm_source=newsletter&r=8f3a',
      'status=COMPLETED&view=grid&tech=React&q=',
      'tech=React&status=Completed&tech=Vue',
    ]
    expect(new Set(same.map(canonical))).toEqual(new Set(['tech=React&status=Completed']))
    expect(new Set(['', 'utm_source=x', 'r=1', 'tech=cobol&status=lost&view=table'].map(canonical))).toEqual(
      new Set(['']),
    )
  })

  test('each value the list shows differently is its own', () => {
    const distinct = [
      '',
      'q=meal',
      'q=Meal',
      'q=+meal',
      'tech=Python',
      'tech=React',
      'status=Planning',
      'view=list',
    ]
    expect(new Set(distinct.map(canonical)).size).toBe(distinct.length)
  })

  test('any query: the canonical form shows the same list, names only what the page reads, and stays put', () => {
    const name = fc.oneof(fc.constantFrom(...projectsPageQuery.reads), fc.string({ maxLength: 6 }))
    const value = fc.oneof(
      fc.constantFrom(
        ...TECH_FILTER_OPTIONS,
        ...STATUS_FILTER_OPTIONS,
        'list',
        'grid',
        'node-js',
        'IN_PROGRESS',
      ),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 8 }), (pairs) => {
        const params = new URLSearchParams(pairs)
        const result = projectsPageQuery.canonical(params)
        expect(readQueryState(result)).toEqual(readQueryState(params))
        for (const key of result.keys()) expect(projectsPageQuery.reads).toContain(key)
        expect(projectsPageQuery.canonical(result).toString()).toBe(result.toString())
      }),
      { numRuns: 500 },
    )
  })
})
