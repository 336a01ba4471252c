// Regenerates schema/schema.graphql from the Pothos schema (npm run schema).
import { printSchemaFile, SCHEMA_FILE } from '../schema/print.ts'

await Bun.write(SCHEMA_FILE, printSchemaFile())
console.log(`wrote ${SCHEMA_FILE}`)
