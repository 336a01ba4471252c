import { expect, test } from 'bun:test'
import type { PublicCommandData } from '../../graphql/types.ts'
import { groupCommands } from './commands.ts'

const command = (id: string, category: PublicCommandData['category']): PublicCommandData => ({
  id,
  command: `run ${id}`,
  description: `does ${id}`,
  category,
  example: null,
})

test('groups by category in the spec order, keeping each group in the given order', () => {
  const groups = groupCommands([
    command('a', 'GENERAL'),
    command('b', 'TESTING'),
    command('c', 'SETUP'),
    command('d', 'TESTING'),
  ])
  expect(groups.map((g) => [g.category, g.commands.map((c) => c.id)])).toEqual([
    ['Setup', ['c']],
    ['Testing', ['b', 'd']],
    ['General', ['a']],
  ])
})

test('no commands, no groups', () => {
  expect(groupCommands([])).toEqual([])
})
