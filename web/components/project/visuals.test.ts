import { expect, test } from 'bun:test'
import { SAMPLE_PROJECTS } from '../../../src/modules/sample-content/content.ts'
import { decorativeVisualFor } from './visuals.ts'

test('the six sample titles map to visuals 1 to 6 in order', () => {
  expect(SAMPLE_PROJECTS.map((p) => decorativeVisualFor(p.title))).toEqual([1, 2, 3, 4, 5, 6])
})

test('matching ignores case and surrounding spaces; other titles have no visual', () => {
  expect(decorativeVisualFor('  focus TIMER ')).toBe(2)
  expect(decorativeVisualFor('Focus Timer 2')).toBeNull()
})
