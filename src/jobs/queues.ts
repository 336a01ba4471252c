/**
 * The name of every pg-boss queue. Code sends only to these (`jobs.send(QUEUES.x, ...)`), and each has
 * its worker, options and schedule in registry.ts; registry.test.ts holds both to that.
 */
export const QUEUES = {
  /** One message to one recipient (src/modules/mail). */
  mail: 'mail',
  /** Deleting what nobody can use any more (src/modules/maintenance), fired by its schedule. */
  sweep: 'sweep',
  /** A newsletter issue's scheduled send (src/modules/newsletter-issues), due at the time the owner picked. */
  scheduledIssue: 'newsletter-scheduled-send',
  /** Insights partitions, rollups, salt and raw-event retention (src/modules/insights), fired hourly. */
  insights: 'insights-maintenance',
} as const
