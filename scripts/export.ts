// npm run export -- [file]: writes a full backup (content, users with password hashes, subscriptions,
// media, newsletter and mail history, the generated secrets) of the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR) to one file. The file is as secret as a password.
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { exportToFile } from '../src/modules/backup/file.ts'

const file = process.argv[2] ?? `portfolio-backup-${new Date().toISOString().slice(0, 10)}.jsonl`
const config = loadConfig()
const db = await openDatabase(config)
try {
  const counts = await exportToFile(db.sql, file)
  console.log(`wrote ${file}: ${JSON.stringify(counts)}`)
} finally {
  await db.close()
}
