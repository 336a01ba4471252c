// npm run export -- [file]: writes a full backup (content, users with password hashes, subscriptions,
// media, newsletter and mail history, the generated secrets) of the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR) to one file. The file is as secret as a password.
import { chmodSync, writeFileSync } from 'node:fs'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'
import { exportBackup } from '../src/modules/backup/service.ts'

const file = process.argv[2] ?? `portfolio-backup-${new Date().toISOString().slice(0, 10)}.jsonl`
const config = loadConfig()
const db = await openDatabase(config)
// Readable by its owner only, before anything is in it: the file holds password hashes and keys.
writeFileSync(file, '', { mode: 0o600 })
chmodSync(file, 0o600)
const writer = Bun.file(file).writer()
try {
  await migrate(db.sql)
  const counts = await exportBackup(db.sql, (line) => {
    writer.write(`${line}\n`)
  })
  await writer.end()
  console.log(`wrote ${file}: ${JSON.stringify(counts)}`)
} finally {
  await db.close()
}
