import PgBoss from 'pg-boss'
import type { Sql } from '../db/client.ts'
import { JobQueueStoppedError, pgBossDb } from '../db/job-queue.ts'
import { describeError, type Logger } from '../http/logger.ts'

export type Job<T> = PgBoss.JobWithMetadata<T>
type SendOptions = Omit<PgBoss.SendOptions, 'db'> & {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Sql
}
export type QueueOptions = Omit<PgBoss.Queue, 'name'>

export interface WorkOptions {
  /** How often an idle worker looks for jobs another instance enqueued (seconds, >= 0.5). */
  pollingIntervalSeconds?: number
  /** Parallel workers in this process for this queue. */
  concurrency?: number
}

/** Sent to a queue nobody in this process works: the job would wait for ever (add it to registry.ts). */
export class UnregisteredQueueError extends Error {
  constructor(name: string) {
    super(`no worker is registered for the job queue "${name}" (src/jobs/registry.ts)`)
  }
}

/**
 * PostgreSQL job queue (pg-boss over our own pool, docs/decisions/190-mail-queue.md and 219). Jobs are
 * rows, so every instance on the same database shares the work: a worker takes a job with `FOR UPDATE
 * SKIP LOCKED`, a failed job comes back after its retry delay, and a job whose worker died expires and
 * is retried. Requests only insert rows; the work runs in the background. Which queues exist, with
 * which retries, handlers and schedules, is listed in one place: src/jobs/registry.ts.
 */
export interface JobQueue {
  /**
   * Creates the queue, or brings an existing one's options (retries, expiry: every job sent to it
   * inherits them) up to date. Idempotent; several instances may call it at start.
   */
  createQueue(name: string, options?: QueueOptions): Promise<void>
  /** Queues a job; refuses (UnregisteredQueueError) a queue this process has no worker for. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>
  /**
   * Fires a job on `name` at each `cron` moment (UTC), once across every instance on the database:
   * pg-boss' timekeeper lets one instance per interval look at the schedules, and the job it queues is
   * a singleton per minute.
   */
  schedule(name: string, cron: string): Promise<void>
  /** Drops every schedule not named here (a job removed from the registry stops firing). */
  keepSchedules(names: readonly string[]): Promise<void>
  /**
   * Withdraws a job that has not finished (waiting, or retrying); with `tx`, only if that transaction
   * commits. A job already running finishes; its handler must find out for itself that it was withdrawn.
   */
  cancel(name: string, id: string, options?: { tx?: Sql }): Promise<void>
  /** Whether job `id` of `name` is still to run (waiting for its time, running, or to be retried). */
  isPending(name: string, id: string, options?: { tx?: Sql }): Promise<boolean>
  /** Wakes this instance's idle workers of `name` (after a job committed in a transaction). */
  wake(name: string): void
  /** Runs `handler` for each job of `name`, one at a time per worker; a throw fails the attempt (retried). */
  work<T extends object>(
    name: string,
    handler: (job: Job<T>) => Promise<unknown>,
    options?: WorkOptions,
  ): Promise<void>
  stop(): Promise<void>
}

const SCHEMA = 'pgboss'

export async function startJobQueue(sql: Sql, logger: Logger): Promise<JobQueue> {
  const db = pgBossDb(sql)
  // `schedule: true` runs the timekeeper, which turns cron schedules into jobs (once per fleet).
  const boss = new PgBoss({ db, schema: SCHEMA, supervise: true, schedule: true })
  boss.on('error', (error) => logger.error('job queue error', describeError(error)))
  await boss.start()
  let stopping: Promise<void> | undefined
  const workers = new Map<string, string[]>()
  const wake = (name: string) => {
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker)
  }
  const inTx = (tx: Sql | undefined) => (tx ? { db: pgBossDb(tx) } : {})
  return {
    async createQueue(name, options = {}) {
      if (await boss.getQueue(name)) return boss.updateQueue(name, { name, ...options })
      try {
        await boss.createQueue(name, { name, ...options })
      } catch (error) {
        // Another instance created it between our check and our insert.
        if (!(await boss.getQueue(name))) throw error
        await boss.updateQueue(name, { name, ...options })
      }
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' })
    },
    async keepSchedules(names) {
      for (const { name } of await boss.getSchedules()) {
        if (!names.includes(name)) await boss.unschedule(name)
      }
    },
    async send(name, data, options = {}) {
      if (!workers.has(name)) throw new UnregisteredQueueError(name)
      const { tx, ...rest } = options
      const id = await boss.send(name, data, { ...rest, ...inTx(tx) })
      // Wake this instance's idle workers now instead of at their next poll. A job sent inside a
      // transaction is not visible yet; a worker finds it at its next poll.
      if (!tx) wake(name)
      return id
    },
    async cancel(name, id, options = {}) {
      await boss.cancel(name, id, inTx(options.tx))
    },
    async isPending(name, id, options = {}) {
      const job = await boss.getJobById(name, id, { includeArchive: false, ...inTx(options.tx) })
      return job !== null && ['created', 'retry', 'active'].includes(job.state)
    },
    wake,
    async work(name, handler, options = {}) {
      const ids = workers.get(name) ?? []
      for (let i = 0; i < (options.concurrency ?? 1); i++) {
        let id = ''
        id = await boss.work<object>(
          name,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => {
            // A fetch answered after stop began: the attempt fails (and is retried by a running
            // instance) rather than run on one that is shutting down.
            if (stopping) throw new JobQueueStoppedError()
            // pg-boss waits a polling interval even after a job; while jobs keep coming, fetch at once.
            boss.notifyWorker(id)
            return job ? handler(job as never) : undefined
          },
        )
        ids.push(id)
      }
      workers.set(name, ids)
    },
    stop() {
      // Jobs in hand finish (up to 5 s), then the port closes once the workers' last fetches answer.
      stopping ??= boss.stop({ graceful: true, wait: true, timeout: 5000 }).then(() => db.close())
      return stopping
    },
  }
}
