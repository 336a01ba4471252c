import type { Config } from './config.ts'
import type { Sql } from './db/client.ts'

/** What every module needs from the running process; built once at start, passed down explicitly. */
export interface AppDeps {
  config: Config
  sql: Sql
}
