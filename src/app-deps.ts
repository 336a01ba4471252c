import type { Config } from './config.ts'
import type { Sql } from './db/client.ts'
import type { JobQueue } from './jobs/queue.ts'
import type { DataVersion } from './modules/cache/data-version.ts'
import type { Insights } from './modules/insights/service.ts'
import type { MailTransport } from './modules/mail/transport.ts'

/** What every module needs from the running process; built once at start, passed down explicitly. */
export interface AppDeps {
  config: Config
  sql: Sql
  /** The content version public caches are keyed by (docs/decisions/140-page-cache.md). */
  dataVersion: DataVersion
  /** Background jobs in PostgreSQL, shared by every instance (src/jobs/registry.ts, docs/decisions/219). */
  jobs: JobQueue
  /** SMTP when SMTP_URL is set, else the outbox table; only the mail worker calls it (enqueueMail). */
  mailer: MailTransport
  /** Cookieless visitor counts: events buffered in memory, written in batches (docs/decisions/237). */
  insights: Insights
}
