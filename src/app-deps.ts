import type { Config } from './config.ts'
import type { Sql } from './db/client.ts'
import type { DataVersion } from './modules/cache/data-version.ts'

/** What every module needs from the running process; built once at start, passed down explicitly. */
export interface AppDeps {
  config: Config
  sql: Sql
  /** The content version public caches are keyed by (docs/decisions/140-page-cache.md). */
  dataVersion: DataVersion
}
