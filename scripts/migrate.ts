// Applies pending migrations (npm run migrate); the server also does this at start.
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'

const config = loadConfig()
const db = await openDatabase(config)
try {
  const applied = await migrate(db.sql)
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date')
} finally {
  await db.close()
}
