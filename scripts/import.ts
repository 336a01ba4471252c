// npm run import -- <file>: loads a backup written by `npm run export` into an EMPTY database
// (DATABASE_URL, else the embedded one in DATA_DIR). A database with any content is refused.
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { importFromFile } from '../src/modules/backup/file.ts'
import { ImportRefusedError } from '../src/modules/backup/service.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run import -- <backup file written by npm run export>')
  process.exit(2)
}

const config = loadConfig()
const db = await openDatabase(config)
try {
  const counts = await importFromFile(db.sql, file)
  console.log(`imported ${file}: ${JSON.stringify(counts)}`)
} catch (error) {
  if (!(error instanceof ImportRefusedError)) throw error
  console.error(`Cannot import: ${error.message}`)
  process.exitCode = 1
} finally {
  await db.close()
}
