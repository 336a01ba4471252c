import PgBoss from 'pg-boss'
import type { Sql } from '../../db/client.ts'
import { pgBossDb } from '../../db/jobQueue.ts'
import { describeError, type Logger } from '../../http/logger.ts'

export type Job<T> = PgBoss.JobWithMetadata<T>
export type SendOptions = Omit<PgBoss.SendOptions, 'db'> & {
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

/**
 * PostgreSQL job queue (pg-boss over our own pool, docs/decisions/190-mail-queue.md). Jobs are rows, so
 * every instance on the same database shares the work: a worker takes a job with `FOR UPDATE SKIP
 * LOCKED`, a failed job comes back after its retry delay, and a job whose worker died expires and is
 * retried. Requests only insert rows; the work runs in the background.
 */
export interface JobQueue {
  /** Creates the queue if missing (idempotent; several instances may call it at start). */
  createQueue(name: string, options?: QueueOptions): Promise<void>
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>
  /** Wakes this instance's idle workers of `name` (after a job committed in a transaction). */
  wake(name: string): void
  /** Runs `handler` for each job of `name`, one at a time per worker; a throw fails the attempt (retried). */
  work<T extends object>(
    name: string,
    handler: (job: Job<T>) => Promise<unknown>,
    options?: WorkOptions,
  ): Promise<void>
  /** The pg-boss instance, for what the methods above do not cover (job state, cancel, schedules). */
  boss: PgBoss
  stop(): Promise<void>
}

const SCHEMA = 'pgboss'

/** Queues of this process still running, so the test harness can stop every worker between test files. */
const running = new Set<JobQueue>()

export async function stopAllJobQueues(): Promise<void> {
  await Promise.all([...running].map((queue) => queue.stop()))
}

export async function startJobQueue(sql: Sql, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({ db: pgBossDb(sql), schema: SCHEMA, supervise: true, schedule: false })
  boss.on('error', (error) => logger.error('job queue error', describeError(error)))
  await boss.start()
  const workers = new Map<string, string[]>()
  const wake = (name: string) => {
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker)
  }
  const queue: JobQueue = {
    boss,
    async createQueue(name, options = {}) {
      if (await boss.getQueue(name)) return
      try {
        await boss.createQueue(name, { name, ...options })
      } catch (error) {
        // Another instance created it between our check and our insert.
        if (!(await boss.getQueue(name))) throw error
      }
    },
    async send(name, data, options = {}) {
      const { tx, ...rest } = options
      const id = await boss.send(name, data, tx ? { ...rest, db: pgBossDb(tx) } : rest)
      // Wake this instance's idle workers now instead of at their next poll. A job sent inside a
      // transaction is not visible yet; a worker finds it at its next poll.
      if (!tx) wake(name)
      return id
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
            // pg-boss waits a polling interval even after a job; while jobs keep coming, fetch at once.
            boss.notifyWorker(id)
            return job ? handler(job as never) : undefined
          },
        )
        ids.push(id)
      }
      workers.set(name, ids)
    },
    async stop() {
      running.delete(queue)
      await boss.stop({ graceful: true, wait: true, timeout: 5000 })
    },
  }
  running.add(queue)
  return queue
}
