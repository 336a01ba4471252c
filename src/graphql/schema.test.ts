import { expect, test } from 'bun:test'
import { printSchemaFile, SCHEMA_FILE } from './print.ts'

test('schema/schema.graphql matches the Pothos schema (run `npm run schema` after changing types)', async () => {
  expect(await Bun.file(SCHEMA_FILE).text()).toBe(printSchemaFile())
})
