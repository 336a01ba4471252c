import { describe, expect, test } from 'bun:test'
import { NO_FILTERS, readQueryState, TECH_FILTER_OPTIONS, writeQueryState } from './query-state.ts'

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
