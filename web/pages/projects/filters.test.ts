import { describe, expect, test } from 'bun:test'
import { SAMPLE_PROJECTS } from '../../../src/modules/sample-content/content.ts'
import { projectData } from '../../graphql/rest-values.ts'
import { filterProjects, reconcileSearch, technologyChips } from './filters.ts'
import { NO_FILTERS } from './query-state.ts'

/** The sample projects as the list page reads them (GraphQL status names). */
const PROJECTS = SAMPLE_PROJECTS.map((p, i) => projectData({ ...p, id: i + 1 }))

const titles = (filters: Partial<typeof NO_FILTERS>) =>
  filterProjects(PROJECTS, { ...NO_FILTERS, ...filters }).map((p) => p.title)

describe('filterProjects', () => {
  test('no filters keep every project in order', () => {
    expect(titles({})).toEqual(SAMPLE_PROJECTS.map((p) => p.title))
  })
  test('search matches the title case-insensitively', () => {
    expect(titles({ search: 'fOcUs' })).toEqual(['Focus Timer'])
  })
  test('search matches the description too, and ignores surrounding spaces', () => {
    expect(titles({ search: '  shopping list ' })).toEqual(['AI Meal Planner'])
  })
  test('technology is a case-insensitive substring match on any technology', () => {
    const projects = [
      { title: 'a', description: '', status: null, technologies: ['react native'] },
      { title: 'b', description: '', status: null, technologies: ['Preact'] },
      { title: 'c', description: '', status: null, technologies: ['Vue'] },
    ]
    expect(filterProjects(projects, { ...NO_FILTERS, tech: 'React' }).map((p) => p.title)).toEqual(['a', 'b'])
  })
  test('MongoDB narrows the samples to the two projects using it', () => {
    expect(titles({ tech: 'MongoDB' })).toEqual(['Budget Expense Tracker', 'Plant Care Assistant'])
  })
  test('status compares stored values with filter labels', () => {
    expect(titles({ status: 'In Progress' })).toEqual(['Climate Weather Dashboard'])
    expect(titles({ status: 'Planning' })).toEqual(['Reading List & Book Notes'])
    expect(titles({ status: 'Completed' })).toHaveLength(3)
  })
  test('filters combine', () => {
    expect(titles({ status: 'Completed', tech: 'Next.js' })).toEqual(['Focus Timer'])
    expect(titles({ status: 'Planning', search: 'meal' })).toEqual([])
  })
})

describe('technologyChips', () => {
  const techs = ['A', 'B', 'C', 'D', 'E', 'F']
  test('grid shows 3 and +N', () => {
    expect(technologyChips(techs, 'grid')).toEqual({ shown: ['A', 'B', 'C'], more: '+3' })
  })
  test('list shows 4 and +N more', () => {
    expect(technologyChips(techs, 'list')).toEqual({ shown: ['A', 'B', 'C', 'D'], more: '+2 more' })
  })
  test('nothing extra when everything fits', () => {
    expect(technologyChips(['A', 'B', 'C'], 'grid').more).toBeNull()
    expect(technologyChips(['A', 'B', 'C', 'D'], 'list').more).toBeNull()
  })
})

describe('reconcileSearch', () => {
  test('a late URL update with an earlier keystroke is ours: ignored, the box keeps its text', () => {
    expect(reconcileSearch(['t', 'ti', 'tim'], 't')).toEqual({ pending: ['ti', 'tim'], adopt: null })
  })
  test('skipped intermediate values are dropped when a later one arrives', () => {
    expect(reconcileSearch(['t', 'ti', 'tim'], 'tim')).toEqual({ pending: [], adopt: null })
  })
  test('clearing the box is a write like any other', () => {
    expect(reconcileSearch(['a', ''], 'a')).toEqual({ pending: [''], adopt: null })
    expect(reconcileSearch([''], '')).toEqual({ pending: [], adopt: null })
  })
  test('a value we never wrote came from outside and replaces the text', () => {
    expect(reconcileSearch([], 'meal')).toEqual({ pending: [], adopt: 'meal' })
    expect(reconcileSearch(['ti'], '')).toEqual({ pending: [], adopt: '' })
  })
})
