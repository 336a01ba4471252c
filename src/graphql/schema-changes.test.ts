import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { SCHEMA_FILE } from './print.ts'
import {
  breakingChanges,
  closeUnreleased,
  RELEASED_SCHEMA_FILE,
  releasedCopy,
  SCHEMA_CHANGELOG_FILE,
  unrecordedBreakingChanges,
} from './schema-changes.ts'

const changelog = readFileSync(SCHEMA_CHANGELOG_FILE, 'utf8')
const released = readFileSync(RELEASED_SCHEMA_FILE, 'utf8')
const current = readFileSync(SCHEMA_FILE, 'utf8')

test('every breaking change since the released schema is recorded in schema/CHANGELOG.md', () => {
  const unrecorded = unrecordedBreakingChanges(released, current, changelog)
  expect(
    unrecorded,
    `schema/schema.graphql breaks clients of schema/released.graphql: list each sentence under "## Unreleased" in schema/CHANGELOG.md, or undo the change`,
  ).toEqual([])
})

describe('the schema check', () => {
  // The real released schema with one field taken out of Project, as a careless edit would.
  const withoutRole = released.replace(
    /\n {2}"""The owner's role on the project\."""\n {2}role: String\n/,
    '\n',
  )

  test('a removed field is a breaking change that fails the check until the changelog lists it', () => {
    expect(withoutRole).not.toBe(released)
    expect(breakingChanges(released, withoutRole)).toEqual(['Field Project.role was removed.'])
    expect(unrecordedBreakingChanges(released, withoutRole, changelog)).toEqual([
      'Field Project.role was removed.',
    ])
    const recorded = changelog.replace(
      '## Unreleased\n',
      '## Unreleased\n\n- Field `Project.role` was removed. Read it from the project description instead.\n',
    )
    expect(unrecordedBreakingChanges(released, withoutRole, recorded)).toEqual([])
  })

  test('an entry under an earlier release does not excuse a new break', () => {
    const underOldRelease = `${changelog.trimEnd()}\n- Field Project.role was removed.\n`
    expect(unrecordedBreakingChanges(released, withoutRole, underOldRelease)).toEqual([
      'Field Project.role was removed.',
    ])
  })

  test('additions pass with no entry: a new type, field, optional argument and enum value', () => {
    const added = `${released
      .replace('type Project {\n', 'type Project {\n  """New."""\n  stars: Int!\n')
      .replace('  project(\n', '  project(\n    """New."""\n    preview: Boolean\n')
      .replace(
        'enum ProjectStatus {\n',
        'enum ProjectStatus {\n  ARCHIVED\n',
      )}\ntype Badge {\n  name: String!\n}\n`
    expect(added).not.toBe(released)
    expect(breakingChanges(released, added)).toEqual([])
  })

  test('other breaking kinds are caught: an enum value removed, a field type changed, a required argument added', () => {
    const changed = released
      .replace('  """\'planning\' in the REST API."""\n  PLANNING\n', '')
      .replace(
        '  order: Int!\n\n  """Outcomes and results."""',
        '  order: String!\n\n  """Outcomes and results."""',
      )
      .replace('  projects: [Project!]!', '  projects(owner: ID!): [Project!]!')
    expect(breakingChanges(released, changed).sort()).toEqual([
      'A required argument Query.projects(owner:) was added.',
      'Enum value ProjectStatus.PLANNING was removed.',
      'Field Project.order changed type from Int! to String!.',
    ])
  })

  test('npm run schema:release: the released copy and the changelog closed under the day', () => {
    const copy = releasedCopy(current)
    expect(copy).toStartWith('# The schema as last released')
    expect(breakingChanges(copy, current)).toEqual([])
    const pending = changelog.replace(
      '## Unreleased\n',
      '## Unreleased\n\n- Field Project.role was removed.\n',
    )
    const closed = closeUnreleased(pending, '2031-02-03')
    expect(closed).toContain('## Unreleased\n\n## 2031-02-03\n\n- Field Project.role was removed.\n\n## ')
    // After the release the entry no longer counts for a new break.
    expect(unrecordedBreakingChanges(released, withoutRole, closed)).toEqual([
      'Field Project.role was removed.',
    ])
    expect(closeUnreleased(changelog, '2031-02-03')).toContain('## 2031-02-03\n\nNo breaking change.\n')
  })
})
