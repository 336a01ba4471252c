import type { AppDeps } from '../../app-deps.ts'

/** What sending needs from the process: a worker runs with just these (kill.test.ts). */
export type NewsletterDeps = Pick<AppDeps, 'config' | 'sql'>

/** The job that sends a scheduled issue (src/jobs/registry.ts): which issue; the job's id says which schedule. */
export interface ScheduledSend {
  issueId: number
}
