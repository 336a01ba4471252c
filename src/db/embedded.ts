import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite takes no lock on its directory and two processes on one directory silently lose writes, so we
 * take one ourselves: an exclusive pid file, reclaimed only when the process that wrote it is gone.
 */
export function acquireLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'portfolio.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
            'Stop that process, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`)
}

export interface EmbeddedPostgres {
  url: string
  stop(): Promise<void>
}

/** Starts PGlite (on disk in dataDir, or in memory) behind a loopback socket that postgres.js can use. */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  let releaseLock = () => {}
  let pgDir: string | undefined
  if (dataDir) {
    const dir = resolve(dataDir)
    mkdirSync(dir, { recursive: true })
    releaseLock = acquireLock(dir)
    pgDir = join(dir, 'pgdata')
  }
  try {
    // pg_trgm backs the admin lists' substring search (migrations/008_admin_list_search.sql).
    const db = await PGlite.create(pgDir, { extensions: { pg_trgm } })
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 })
    await server.start()
    return {
      url: `postgres://postgres@${server.getServerConn()}/postgres`,
      async stop() {
        await server.stop()
        await db.close()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}
