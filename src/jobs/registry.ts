import type { AppDeps } from '../app-deps.ts'
import type { Config } from '../config.ts'
import { describeError, type Logger } from '../http/logger.ts'
import { runInsightsMaintenance } from '../modules/insights/maintenance.ts'
import { deliverMail, type MailJob } from '../modules/mail/service.ts'
import { runSweep } from '../modules/maintenance/service.ts'
import { issueMailSender } from '../modules/newsletter-issues/mail-adapter.ts'
import type { ScheduledSend } from '../modules/newsletter-issues/model.ts'
import { startNewsletterWorker } from '../modules/newsletter-issues/sender.ts'
import { fireScheduledIssue, requeueScheduledIssues } from '../modules/newsletter-issues/service.ts'
import type { Job, JobQueue, QueueOptions, WorkOptions } from './queue.ts'
import { QUEUES } from './queues.ts'

/*
 * Every piece of background work the server does, in one list (docs/decisions/219). Each instance starts
 * all of it at start-up (prepareRuntime) and stops all of it with the runtime; the work itself is shared
 * through the database, so adding instances adds workers, never duplicate work.
 */

export interface JobContext {
  deps: AppDeps
  logger: Logger
}

/** A pg-boss queue: a job sent to it (or fired by its schedule) runs once, on whichever instance takes it. */
interface QueueJob<T extends object = object> {
  kind: 'queue'
  name: string
  /** Inherited by every job of the queue: retries and the expiry after which a silent worker is presumed dead. */
  options(config: Config): QueueOptions
  /** Workers per instance and polling. */
  work?(deps: AppDeps): WorkOptions
  /** Cron (UTC): the queue gets one job per firing, across the whole fleet. */
  cron?(config: Config): string
  handler(context: JobContext, job: Job<T>): Promise<unknown>
  /**
   * Run at every start, once the queue is worked: queues again the jobs only the database remembers
   * (a restored backup carries no pg-boss schema, decision 225). Must be safe with several instances.
   */
  resume?(context: JobContext): Promise<unknown>
}

/**
 * Work whose queue is rows of our own rather than pg-boss jobs (why: docs/decisions/219): a loop in
 * each instance claims rows under a short lease.
 */
interface LoopJob {
  kind: 'loop'
  name: string
  start(context: JobContext): { stop(): Promise<void> }
}

export type BackgroundJob = QueueJob<never> | LoopJob

const mail: QueueJob<MailJob> = {
  kind: 'queue',
  name: QUEUES.mail,
  options: (config) => ({
    // About 2^n × MAIL_RETRY_DELAY_SECONDS between attempts: with the default 30 s, eight tries cover
    // roughly two hours of SMTP outage before a message is marked failed.
    retryLimit: 8,
    retryDelay: config.mail.retryDelaySeconds,
    retryBackoff: true,
    // Longer than the SMTP timeouts (mail/transport.ts): a job still running after this is presumed dead.
    expireInSeconds: 120,
  }),
  work: (deps) => ({ concurrency: deps.mailer.kind === 'smtp' ? 2 : 1 }),
  handler: ({ deps }, job) => deliverMail(deps, job),
}

const sweep: QueueJob = {
  kind: 'queue',
  name: QUEUES.sweep,
  // A failed sweep is not retried: the next firing does the same work.
  options: () => ({ retryLimit: 0, expireInSeconds: 15 * 60 }),
  cron: (config) => config.sweepCron,
  handler: ({ deps, logger }) => runSweep(deps.sql, logger),
}

/**
 * Insights upkeep (docs/decisions/237): partitions made ahead, finished days rolled up, old salts and raw
 * events deleted. Hourly at :07, once per fleet; a failed run is not retried, the next one catches up.
 * It runs with INSIGHTS=off too: nothing new arrives, and retention still deletes what was collected.
 */
const insights: QueueJob = {
  kind: 'queue',
  name: QUEUES.insights,
  options: () => ({ retryLimit: 0, expireInSeconds: 15 * 60 }),
  cron: () => '7 * * * *',
  handler: ({ deps, logger }) => runInsightsMaintenance(deps.sql, deps.config, logger),
}

/**
 * A newsletter issue's scheduled send (docs/decisions/234): one job per schedule, queued for the owner's
 * time with `startAfter`; the `short` policy keeps at most one waiting job per issue (its singleton key),
 * and a job is taken by one instance only, so the send starts once across the fleet. The handler sends
 * only if the issue still names this job as its schedule, in the same transaction as Send.
 */
const scheduledIssue: QueueJob<ScheduledSend> = {
  kind: 'queue',
  name: QUEUES.scheduledIssue,
  options: () => ({
    policy: 'short',
    // A database hiccup at the time: tried again soon, then later; a late send beats a silent miss.
    retryLimit: 10,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 60,
  }),
  handler: ({ deps, logger }, job) => fireScheduledIssue(deps, job.data, job.id, logger),
  resume: ({ deps, logger }) => requeueScheduledIssues(deps, logger),
}

/** Newsletter deliveries: rows of newsletter_deliveries, at the fleet-wide send rate, exactly once each. */
const newsletterDeliveries: LoopJob = {
  kind: 'loop',
  name: 'newsletter-deliveries',
  start: ({ deps, logger }) => startNewsletterWorker(deps, issueMailSender(deps), logger),
}

export const JOBS: readonly BackgroundJob[] = [
  mail as QueueJob<never>,
  sweep,
  insights,
  scheduledIssue as QueueJob<never>,
  newsletterDeliveries,
]

/**
 * Creates every queue with its options, works it, sets the schedules, and starts the loops (unless
 * `loops` is false: tests that drive deliveries by hand). Stopping stops the loops, then the queue
 * (in-flight jobs finish, its last statements answer).
 */
export async function startJobs(
  jobs: JobQueue,
  context: JobContext,
  options: { loops?: boolean } = {},
  registry: readonly BackgroundJob[] = JOBS,
): Promise<{ stop(): Promise<void> }> {
  const { config } = context.deps
  const queues = registry.filter((job): job is QueueJob<never> => job.kind === 'queue')
  for (const job of queues) {
    await jobs.createQueue(job.name, job.options(config))
    await jobs.work<never>(job.name, (j) => job.handler(context, j), job.work?.(context.deps))
  }
  const scheduled = queues.filter((job) => job.cron)
  for (const job of scheduled) await jobs.schedule(job.name, job.cron!(config))
  await jobs.keepSchedules(scheduled.map((job) => job.name))
  for (const job of queues) {
    // A failure here must not keep the instance from serving: the next start tries again.
    await job
      .resume?.(context)
      .catch((error) =>
        context.logger.error('job queue resume failed', { queue: job.name, ...describeError(error) }),
      )
  }
  const loops =
    options.loops === false
      ? []
      : registry.filter((job): job is LoopJob => job.kind === 'loop').map((job) => job.start(context))
  let stopping: Promise<void> | undefined
  return {
    stop() {
      stopping ??= Promise.all(loops.map((loop) => loop.stop())).then(() => jobs.stop())
      return stopping
    },
  }
}
