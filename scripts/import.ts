// npm run import -- <file>: loads a backup written by `npm run export` into an EMPTY database
// (DATABASE_URL, else the embedded one in DATA_DIR). A database with any content is refused.
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'
import { ImportRefusedError, importBackup } from '../src/modules/backup/service.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run import -- <backup file written by npm run export>')
  process.exit(2)
}
/** The file's lines, streamed: a line holding a large image is joined once, not re-scanned per chunk. */
async function* readLines(path: string): AsyncGenerator<string> {
  let parts: string[] = []
  for await (const chunk of Bun.file(path).stream().pipeThrough(new TextDecoderStream())) {
    let start = 0
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      parts.push(chunk.slice(start, nl))
      yield parts.join('')
      parts = []
      start = nl + 1
    }
    parts.push(chunk.slice(start))
  }
  if (parts.join('') !== '') yield parts.join('')
}

const config = loadConfig()
const db = await openDatabase(config)
try {
  await migrate(db.sql)
  const counts = await importBackup(db.sql, readLines(file))
  console.log(`imported ${file}: ${JSON.stringify(counts)}`)
} catch (error) {
  if (!(error instanceof ImportRefusedError)) throw error
  console.error(`Cannot import: ${error.message}`)
  process.exitCode = 1
} finally {
  await db.close()
}
