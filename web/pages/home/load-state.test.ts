import { expect, test } from 'bun:test'
import { loadState } from './load-state.ts'

test('load state: data first, then error, else loading', () => {
  expect(loadState([1], new Error('stale'))).toEqual({ status: 'loaded', data: [1] })
  expect(loadState(undefined, new Error('x'))).toEqual({ status: 'error' })
  expect(loadState(undefined, undefined)).toEqual({ status: 'loading' })
})
