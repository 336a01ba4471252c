// Marks the current schema as released (npm run schema:release): copies schema/schema.graphql to
// schema/released.graphql and closes the changelog's Unreleased section under today's date.
import { readFileSync, writeFileSync } from 'node:fs'
import { SCHEMA_FILE } from '../src/graphql/print.ts'
import {
  closeUnreleased,
  RELEASED_SCHEMA_FILE,
  releasedCopy,
  SCHEMA_CHANGELOG_FILE,
  unrecordedBreakingChanges,
} from '../src/graphql/schema-changes.ts'

const current = readFileSync(SCHEMA_FILE, 'utf8')
const changelog = readFileSync(SCHEMA_CHANGELOG_FILE, 'utf8')
const unrecorded = unrecordedBreakingChanges(readFileSync(RELEASED_SCHEMA_FILE, 'utf8'), current, changelog)
if (unrecorded.length > 0) {
  console.error(
    `Record these under "## Unreleased" in schema/CHANGELOG.md first:\n- ${unrecorded.join('\n- ')}`,
  )
  process.exit(1)
}
writeFileSync(RELEASED_SCHEMA_FILE, releasedCopy(current))
writeFileSync(SCHEMA_CHANGELOG_FILE, closeUnreleased(changelog, new Date().toISOString().slice(0, 10)))
console.log(`wrote ${RELEASED_SCHEMA_FILE} and closed the Unreleased section of ${SCHEMA_CHANGELOG_FILE}`)
