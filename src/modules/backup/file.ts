import { chmodSync, writeFileSync } from 'node:fs'
import type { Sql } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { exportBackup, importBackup } from './service.ts'

/*
 * What `npm run export` and `npm run import` do once their database is open (scripts/export.ts and
 * import.ts only open it from the environment, print and close), so a test can run the very same steps
 * on a database it holds in memory.
 */

/** Migrates, then writes the full backup to `file`, created readable by its owner only. */
export async function exportToFile(sql: Sql, file: string) {
  // Readable by its owner only, before anything is in it: the file holds password hashes and keys.
  writeFileSync(file, '', { mode: 0o600 })
  chmodSync(file, 0o600)
  const writer = Bun.file(file).writer()
  try {
    await migrate(sql)
    return await exportBackup(sql, (line) => {
      writer.write(`${line}\n`)
    })
  } finally {
    await writer.end()
  }
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

/** Migrates, then loads the backup in `file` (refused unless the database is empty: ImportRefusedError). */
export async function importFromFile(sql: Sql, file: string) {
  await migrate(sql)
  return importBackup(sql, readLines(file))
}
