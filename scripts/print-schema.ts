// Regenerates schema/schema.graphql from the Pothos schema (npm run schema).
import { printSchemaFile, SCHEMA_FILE } from '../src/graphql/print.ts'

await Bun.write(SCHEMA_FILE, printSchemaFile())
console.log(`wrote ${SCHEMA_FILE}`)
