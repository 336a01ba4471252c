import type { Database } from '../../db/client.ts'
import { listenDataVersion, readDataVersion } from '../../db/data-version.ts'
import { describeError, type Logger } from '../../http/logger.ts'

/** How often an instance on a real server asks for the version when no notification came. */
const DATA_VERSION_POLL_MS = 500

/**
 * This process's view of the content version (docs/decisions/140-page-cache.md). The database bumps
 * it on every content write; this instance learns of it right after its own writes (refresh), and of
 * other instances' writes by LISTEN/NOTIFY with a poll as the fallback. The embedded PGlite has one
 * process per data directory and no LISTEN through its socket, so there only the refresh runs.
 */
export interface DataVersion {
  readonly current: number
  /** Re-reads the version: after a write, before its response leaves. */
  refresh(): Promise<void>
  onChange(listener: (version: number) => void): void
  stop(): Promise<void>
}

export async function startDataVersion(
  db: Pick<Database, 'sql' | 'embedded'>,
  logger: Logger,
  pollMs = DATA_VERSION_POLL_MS,
): Promise<DataVersion> {
  let current = await readDataVersion(db.sql)
  const listeners: ((version: number) => void)[] = []
  // Versions only grow: a late poll answer never takes the cache back to an older one.
  const learn = (version: number) => {
    if (!(version > current)) return
    current = version
    for (const listener of listeners) listener(version)
  }
  const read = () => readDataVersion(db.sql).then(learn)

  let stopped = false
  let polling: Promise<void> | undefined
  let timer: ReturnType<typeof setInterval> | undefined
  let subscription: { unlisten(): Promise<void> } | undefined
  if (!db.embedded) {
    subscription = await listenDataVersion(db.sql, learn).catch((error) => {
      logger.error('data version: LISTEN failed, polling only', describeError(error))
      return undefined
    })
    timer = setInterval(() => {
      if (polling || stopped) return
      polling = read()
        .catch(() => {}) // an outage shows in requests and /health; the next tick tries again
        .finally(() => {
          polling = undefined
        })
    }, pollMs)
    timer.unref?.()
  }
  return {
    get current() {
      return current
    },
    refresh: read,
    onChange: (listener) => {
      listeners.push(listener)
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      // The pool may close right after: a poll on the wire answers first.
      await polling
      await subscription?.unlisten().catch(() => {})
    },
  }
}
