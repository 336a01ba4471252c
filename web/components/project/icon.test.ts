import { describe, expect, test } from 'bun:test'
import { chooseProjectIcon } from './icon.ts'

describe('chooseProjectIcon', () => {
  test('an uploaded icon wins over everything', () => {
    expect(chooseProjectIcon({ title: 'Meal app', iconUrl: '/media/a.png', iconName: 'brain' })).toEqual({
      kind: 'image',
      url: '/media/a.png',
    })
  })
  test('iconName comes next', () => {
    expect(chooseProjectIcon({ title: 'Meal app', iconName: 'brain' })).toEqual({
      kind: 'named',
      name: 'brain',
    })
  })
  test.each([
    ['AI Meal Planner', 'utensils'],
    ['Street FOOD map', 'utensils'],
    ['Focus Timer', 'timer'],
    ['Climate Weather Dashboard', 'cloud'],
    ['Budget Expense Tracker', 'dollar-sign'],
    ['Money talks', 'dollar-sign'],
    ['Reading List & Book Notes', 'book-open'],
    ['Plant Care Assistant', 'sprout'],
    ['Compiler playground', 'code2'],
  ] as const)('%s guesses %s from the title', (title, name) => {
    expect(chooseProjectIcon({ title })).toEqual({ kind: 'named', name })
  })
  test('an unknown iconName falls back to the title guess', () => {
    expect(chooseProjectIcon({ title: 'Plant shop', iconName: 'rocket' })).toEqual({
      kind: 'named',
      name: 'sprout',
    })
  })
  test('keyword order follows the spec: meal before timer', () => {
    expect(chooseProjectIcon({ title: 'Meal timer' })).toEqual({ kind: 'named', name: 'utensils' })
  })
})
