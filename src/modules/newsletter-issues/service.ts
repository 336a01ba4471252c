import type { AppDeps } from '../../app-deps.ts'
import { inTransaction, type Sql } from '../../db/client.ts'
import { findMedia } from '../../db/media.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as deliveries from '../../db/newsletter-deliveries.ts'
import * as issues from '../../db/newsletter-issues.ts'
import type { PageWindow } from '../../db/search.ts'
import { AppError, badRequest, notFound, parseId } from '../../errors.ts'
import type { Logger } from '../../http/logger.ts'
import { QUEUES } from '../../jobs/queues.ts'
import type { IssueInput, ScheduleInput } from '../../shared/inputs/newsletter-issues.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import type {
  ArchivedIssue,
  Audience,
  Issue,
  IssueWithProgress,
  Progress,
  SkipReason,
} from '../../shared/models/newsletter-issues.ts'
import { undescribedMessage } from '../../shared/newsletter-images.ts'
import { slugify } from '../../shared/slug.ts'
import { mailIdentity } from '../mail/identity.ts'
import { enqueueMail } from '../mail/service.ts'
import { checkChosenTopics } from '../newsletter-topics/service.ts'
import { type Page, pageWindow } from '../paging.ts'
import { renderIssueHtml, undescribedImages } from './markdown.ts'
import { buildIssueMail } from './messages.ts'
import type { ScheduledSend } from './model.ts'
import { verifyUnsubscribeToken } from './unsubscribe-token.ts'

const NO_PROGRESS: Progress = { total: 0, sent: 0, failed: 0, remaining: 0 }

const conflict = (message: string) => new AppError(409, message)

/**
 * What the composer sent, rendered. The feature image must be one of our uploads that exists: an
 * address typed by hand that names nothing would be a broken image on the archive and in the feed.
 */
async function contentOf(deps: AppDeps, input: IssueInput): Promise<issues.IssueContent> {
  const featureImageUrl = input.featureImageUrl ?? null
  if (featureImageUrl && !(await findMedia(deps.sql, featureImageUrl.slice(7, 71)))) {
    throw badRequest('The feature image was not found: upload it again', {
      errors: [{ field: 'featureImageUrl', message: 'No such image on this site: upload it again' }],
    })
  }
  return {
    title: input.title.trim(),
    slug: slugify(input.title),
    markdown: input.markdown,
    html: renderIssueHtml(input.markdown, deps.config.siteUrl),
    topics: input.topics,
    featureImageUrl,
    featureImageAlt: featureImageUrl ? (input.featureImageAlt ?? '').trim() : '',
    featureImageDecorative: featureImageUrl ? (input.featureImageDecorative ?? false) : false,
  }
}

/** The live preview: the same rendering and sanitising as a saved issue. */
export const previewIssue = (siteUrl: string, markdown: string) => {
  const html = renderIssueHtml(markdown, siteUrl)
  return { html, undescribedImages: undescribedImages({ html }) }
}

export async function createIssue(deps: AppDeps, input: IssueInput): Promise<IssueWithProgress> {
  await checkChosenTopics(deps.sql, input.topics, 'topics')
  const issue = await issues.insertIssue(deps.sql, await contentOf(deps, input))
  return getIssueWithProgress(deps.sql, issue.id)
}

async function existing(sql: Sql, rawId: string | number): Promise<Issue> {
  const issue = await issues.findIssue(sql, parseId(rawId, 'Issue'))
  if (!issue) throw notFound('Issue not found')
  return issue
}

/**
 * A draft changes whole (its slug follows the title). A sent or unpublished issue changes its title and
 * text only: the archive and the feed show the new text, the mails already sent stay as they were, the
 * address stays (the mails link to it), and the topics stay (they record who it went to). While it is
 * being sent it cannot change: the mails still to go would differ from those gone.
 */
export async function updateIssue(
  deps: AppDeps,
  rawId: string,
  input: IssueInput,
): Promise<IssueWithProgress> {
  const issue = await existing(deps.sql, rawId)
  // A topic retired since the issue was written stays on it; a new one must be offered.
  await checkChosenTopics(deps.sql, input.topics, 'topics', issue.topics)
  const content = await contentOf(deps, input)
  if (issue.status === 'draft') {
    const saved = await issues.updateDraft(deps.sql, issue.id, content)
    if (saved) return getIssueWithProgress(deps.sql, saved.id)
  } else if (issue.status === 'sent' || issue.status === 'unpublished') {
    if (!sameTopics(issue.topics, content.topics)) {
      throw conflict('The topics of a sent issue cannot change: they record who it was sent to')
    }
    const saved = await issues.updateSentText(deps.sql, issue.id, content)
    if (saved) return getIssueWithProgress(deps.sql, saved.id)
  }
  throw conflict(
    'This issue is being sent and cannot be edited until sending has finished: the mails still to go out would differ from those already sent',
  )
}

const sameTopics = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

/** Moves an issue from one state to another; 409 with `refusal` when it was not in the first. */
async function moveIssue(
  sql: Sql,
  rawId: string,
  from: Issue['status'],
  to: Issue['status'],
  refusal: string,
): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  if (!(await issues.setStatus(sql, issue.id, from, to))) throw conflict(refusal)
  return getIssueWithProgress(sql, issue.id)
}

/** Takes a sent issue off the archive and the feed (its page answers 410); the mails sent stay sent. */
export const unpublishIssue = (sql: Sql, rawId: string) =>
  moveIssue(sql, rawId, 'sent', 'unpublished', 'Only a sent issue can be unpublished')

/** Puts an unpublished issue back in the archive and the feed. Nothing is mailed again. */
export const republishIssue = (sql: Sql, rawId: string) =>
  moveIssue(sql, rawId, 'unpublished', 'sent', 'Only an unpublished issue can be published again')

export const pauseIssue = (sql: Sql, rawId: string) =>
  moveIssue(sql, rawId, 'sending', 'paused', 'Only an issue being sent can be paused')

export const resumeIssue = (sql: Sql, rawId: string) =>
  moveIssue(sql, rawId, 'paused', 'sending', 'Only a paused issue can be resumed')

/** Deletes a draft; a scheduled send of it finds, at its time, that it has gone, and does nothing. */
export async function deleteIssue(sql: Sql, rawId: string): Promise<{ deleted: true }> {
  const issue = await existing(sql, rawId)
  if (!(await issues.deleteDraft(sql, issue.id))) throw conflict('Only a draft can be deleted')
  return { deleted: true }
}

const at = (date: Date | null) => (date ? date.toISOString().replace(/\.\d+Z$/, 'Z') : '')
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Why the remaining deliveries of an issue are not leaving right now, in a line the admin reads; null
 * when nothing waits (all sent, or the rest in a live worker's hands).
 */
function waitingReason(waiting: deliveries.Waiting | undefined): string | null {
  if (!waiting) return null
  const { stalled, retrying, ready } = waiting
  if (waiting.issueStatus === 'paused' && retrying + ready > 0) {
    return `${plural(retrying + ready, 'delivery waits', 'deliveries wait')} for the issue to be resumed`
  }
  const reasons = [
    stalled > 0 &&
      `${plural(stalled, 'delivery was', 'deliveries were')} claimed by a worker that stopped answering ` +
        `(lease ran out at ${at(waiting.stalledSince)}); the next free worker takes it over`,
    retrying > 0 &&
      `${plural(retrying, 'delivery is', 'deliveries are')} retrying after the error ` +
        `"${waiting.retryError ?? 'unknown'}"; next attempt at ${at(waiting.nextRetryAt)}`,
    ready > 0 &&
      `${plural(ready, 'delivery is', 'deliveries are')} waiting for a send slot ` +
        '(the send rate is shared by every instance)',
  ]
  return reasons.filter(Boolean).join('; ') || null
}

export async function listIssuesWithProgress(sql: Sql): Promise<IssueWithProgress[]> {
  return withProgress(sql, await issues.listIssues(sql))
}

/** One page of the issues, newest first, searched by title (the admin's Newsletter screen). */
export async function issuesPage(
  sql: Sql,
  search: string,
  window: PageWindow,
): Promise<Page<IssueWithProgress>> {
  const needle = search.trim()
  const [list, total] = await Promise.all([
    issues.listIssues(sql, needle, pageWindow(window)),
    issues.countIssues(sql, needle),
  ])
  return { items: await withProgress(sql, list), total }
}

/** The issue, or undefined for an id that names none (rather than a 404: a page asks for it). */
export async function findIssueWithProgress(sql: Sql, id: number): Promise<IssueWithProgress | undefined> {
  const issue = await issues.findIssue(sql, id)
  return issue ? (await withProgress(sql, [issue]))[0] : undefined
}

async function withProgress(sql: Sql, list: Issue[]): Promise<IssueWithProgress[]> {
  const ids = list.map((i) => i.id)
  const [progress, waiting] = [await deliveries.progressOf(sql, ids), await deliveries.waitingOf(sql, ids)]
  return list.map((issue) => ({
    ...issue,
    progress: progress.get(issue.id) ?? NO_PROGRESS,
    waiting: waitingReason(waiting.get(issue.id)),
    undescribedImages: issue.status === 'draft' ? undescribedImages(issue) : [],
  }))
}

export async function getIssueWithProgress(sql: Sql, rawId: string | number): Promise<IssueWithProgress> {
  return (await withProgress(sql, [await existing(sql, rawId)]))[0]!
}

const SKIP_LABELS: Record<SkipReason, (n: number) => string> = {
  monthly: () => 'already got an issue in the last 30 days (they chose at most monthly)',
  weekly: () => 'already got an issue in the last 7 days (they chose at most weekly)',
  pending: (n) =>
    `${n === 1 ? 'is' : 'are'} still being sent an earlier issue (they chose at most weekly or monthly)`,
  'other-topics': (n) => (n === 1 ? 'follows other topics' : 'follow other topics'),
  unconfirmed: (n) =>
    n === 1 ? 'has not confirmed their address yet' : 'have not confirmed their address yet',
}
const SKIP_ORDER: SkipReason[] = ['monthly', 'weekly', 'pending', 'other-topics', 'unconfirmed']

/** The counts of the one recipient query (db audienceOf), in the words the admin reads. */
function describeAudience(counts: Awaited<ReturnType<typeof issues.countAudience>>): Audience {
  const skipped = SKIP_ORDER.flatMap((reason) => {
    const count = counts.skipped[reason] ?? 0
    return count > 0 ? [{ reason, count, label: SKIP_LABELS[reason](count) }] : []
  })
  const skippedTotal = skipped.reduce((sum, s) => sum + s.count, 0)
  const reasons = skipped.map((s) => `${s.count} ${s.label}`).join(', ')
  const skippedPart = skippedTotal > 0 ? ` · ${skippedTotal} skipped: ${reasons}` : ''
  const summary =
    counts.recipients > 0
      ? `${plural(counts.recipients, 'reader', 'readers')} will get this issue${skippedPart}`
      : skippedPart
        ? `Nobody would get this issue${skippedPart}`
        : 'Nobody would get this issue: there are no subscribers yet'
  return { recipients: counts.recipients, skipped, summary }
}

/** Who a Send now would reach and why the others are skipped: the same query Send itself runs. */
export async function audienceOf(sql: Sql, issueId: number): Promise<Audience> {
  return describeAudience(await issues.countAudience(sql, issueId))
}

/** The same, for an id from a request: a 404 when no issue has it. */
export async function issueAudience(sql: Sql, rawId: string): Promise<Audience> {
  return audienceOf(sql, (await existing(sql, rawId)).id)
}

const notSent = (why: string) => `${why}. It was not sent and stays a draft.`

/** A send's check of its content inside its transaction: the images without a description, if any. */
const refuse = (content: issues.SendContent) => {
  const images = undescribedImages(content)
  return images.length > 0 ? images : undefined
}

/**
 * Starts sending a draft: recipients are chosen now, once (docs/decisions/200 and 201). A second call
 * is a 409, so a double click cannot send twice. A send that would reach nobody is refused (409, with
 * the reasons) and the issue stays a draft, out of the archive (decision 227); so is one with an image
 * that has no description (409 naming each, decision 234). Sending a scheduled draft now drops its
 * schedule: the job finds, at its time, that the issue has gone, and does nothing.
 */
export async function sendIssue(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  const result = await issues.startSending(sql, issue.id, { refuse })
  if (!result.started && result.reason === 'not-a-draft') throw conflict('This issue has already been sent')
  if (!result.started && result.reason === 'refused') {
    throw new AppError(409, notSent(undescribedMessage(result.refusal)), {
      undescribedImages: result.refusal,
    })
  }
  if (!result.started) {
    const audience = await audienceOf(sql, issue.id)
    throw new AppError(409, notSent(audience.summary), { audience })
  }
  return getIssueWithProgress(sql, rawId)
}

/** How far ahead a send may be scheduled: further is a typo in the year more often than a plan. */
const MAX_SCHEDULE_DAYS = 366

/** Queues the job that sends a scheduled draft: one waits per issue (pg-boss' `short` policy on its key). */
const queueScheduledSend = (deps: AppDeps, tx: Sql, issueId: number, at: Date) =>
  deps.jobs.send(QUEUES.scheduledIssue, { issueId } satisfies ScheduledSend, {
    tx,
    startAfter: at,
    singletonKey: `issue-${issueId}`,
  })

/**
 * Schedules a draft's send, or moves it (docs/decisions/234). The time is an instant (the composer turns
 * the owner's local date and time into UTC); it must be in the future. In one transaction with the row
 * locked: the job of the earlier time, if any, is withdrawn and a job for the new time is queued (one
 * waiting job per issue, pg-boss' `short` policy on a key per issue), so a change of time never leaves
 * two. An issue with an image lacking a description is refused now (409), not at its time.
 */
export async function scheduleIssue(
  deps: AppDeps,
  rawId: string,
  input: ScheduleInput,
): Promise<IssueWithProgress> {
  const issue = await existing(deps.sql, rawId)
  const sendAt = new Date(input.sendAt)
  const time = sendAt.getTime()
  const message = Number.isNaN(time)
    ? 'That is not a date and time'
    : time <= Date.now()
      ? 'The send time has passed: pick a time in the future'
      : time > Date.now() + MAX_SCHEDULE_DAYS * 24 * 3600 * 1000
        ? 'The send time must be within a year from now'
        : null
  if (message) throw badRequest(message, { errors: [{ field: 'sendAt', message }] })
  const undescribed = undescribedImages(issue)
  if (issue.status === 'draft' && undescribed.length > 0) {
    throw new AppError(409, `${undescribedMessage(undescribed)}. It was not scheduled.`, {
      undescribedImages: undescribed,
    })
  }
  await inTransaction(deps.sql, async (tx) => {
    const row = await issues.lockSchedule(tx, issue.id)
    if (!row) throw notFound('Issue not found')
    if (row.status !== 'draft')
      throw conflict('Only a draft can be scheduled: this issue has already been sent')
    if (row.scheduleJobId) await deps.jobs.cancel(QUEUES.scheduledIssue, row.scheduleJobId, { tx })
    const jobId = await queueScheduledSend(deps, tx, issue.id, sendAt)
    // The row lock serialises changes of one issue's schedule, and the earlier job was withdrawn
    // above: another waiting job for this issue would be a bug, and the send must not pass in silence.
    if (!jobId) throw new Error(`issue ${issue.id} already has a waiting scheduled send`)
    await issues.setSchedule(tx, issue.id, sendAt, jobId)
  })
  return getIssueWithProgress(deps.sql, issue.id)
}

/** Cancels a draft's scheduled send; 409 when there is none (it went, or was never scheduled). */
export async function cancelSchedule(deps: AppDeps, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(deps.sql, rawId)
  await inTransaction(deps.sql, async (tx) => {
    const row = await issues.lockSchedule(tx, issue.id)
    if (!row) throw notFound('Issue not found')
    if (row.status !== 'draft') throw conflict('Too late to cancel: this issue has already been sent')
    if (!row.scheduleJobId) throw conflict('This issue is not scheduled')
    await deps.jobs.cancel(QUEUES.scheduledIssue, row.scheduleJobId, { tx })
    await issues.setSchedule(tx, issue.id, null, null)
  })
  return getIssueWithProgress(deps.sql, issue.id)
}

/**
 * The scheduled send's job: sends the issue through the same path as Send (one transaction, the one
 * recipient query) if it is still a draft scheduled by this very job. At the time, an issue nobody would
 * get, or one with an image that has no description, is not sent: it stays a draft, unscheduled, and
 * says why in the admin (decision 234).
 */
export async function fireScheduledIssue(
  deps: Pick<AppDeps, 'sql'>,
  data: ScheduledSend,
  jobId: string,
  logger: Logger,
): Promise<'sent' | 'refused' | 'stale'> {
  const result = await issues.startSending(deps.sql, data.issueId, { jobId, refuse })
  if (result.started) {
    logger.info('scheduled newsletter issue sent', { issueId: data.issueId, recipients: result.recipients })
    return 'sent'
  }
  // Cancelled, moved to another time, sent by hand or deleted: this job is no longer its schedule.
  if (result.reason === 'not-a-draft') return 'stale'
  const refusal =
    result.reason === 'refused'
      ? undescribedMessage(result.refusal)
      : (await audienceOf(deps.sql, data.issueId)).summary
  const refused = await issues.refuseScheduled(deps.sql, data.issueId, jobId, notSent(refusal))
  if (refused) logger.info('scheduled newsletter issue not sent', { issueId: data.issueId, refusal })
  return refused ? 'refused' : 'stale'
}

/**
 * Queues again the scheduled sends whose job is gone: a restored backup (which leaves pg-boss' schema
 * out, decision 225), or a job pg-boss dropped. Runs at every start; each issue under its row lock, and
 * pg-boss' one-waiting-job-per-key keeps two instances starting together from queueing two.
 */
export async function requeueScheduledIssues(deps: AppDeps, logger: Logger): Promise<number> {
  let requeued = 0
  for (const id of await issues.listScheduledIds(deps.sql)) {
    const done = await inTransaction(deps.sql, async (tx) => {
      const row = await issues.lockSchedule(tx, id)
      if (row?.status !== 'draft' || !row.scheduledAt) return false
      const current = row.scheduleJobId
      if (current && (await deps.jobs.isPending(QUEUES.scheduledIssue, current, { tx }))) return false
      const jobId = await queueScheduledSend(deps, tx, id, row.scheduledAt)
      if (!jobId) return false
      await issues.setScheduleJob(tx, id, jobId)
      return true
    })
    if (done) requeued++
  }
  if (requeued > 0) logger.info('scheduled newsletter sends queued again', { requeued })
  return requeued
}
/**
 * A copy of the issue to the admin's own address (the Site screen's admin email), queued like any other
 * mail and kept out of the delivery bookkeeping.
 */
export async function sendTestIssue(
  deps: AppDeps,
  rawId: string,
  admin: PublicUser,
): Promise<{ sentTo: string }> {
  const issue = await existing(deps.sql, rawId)
  const site = await mailIdentity(deps.sql, deps.config)
  const to = site.adminEmail
  const mail = await buildIssueMail(deps, {
    issue,
    recipient: { userId: admin.id, email: to, firstName: admin.firstName },
    test: true,
    site,
  })
  await enqueueMail(deps, { ...mail, kind: 'newsletter-test', sender: mail })
  return { sentTo: to }
}

/** The archive, newest first; `first` keeps the latest few (the /newsletter landing page shows three). */
export const listArchive = (sql: Sql, first?: number): Promise<ArchivedIssue[]> =>
  first === undefined
    ? issues.listSentIssues(sql)
    : issues.listSentIssues(sql, Math.min(Math.max(1, Math.trunc(first)), 50))

export const findArchivedIssue = (sql: Sql, slug: string): Promise<ArchivedIssue | undefined> =>
  /^[a-z0-9-]{1,100}$/.test(slug) ? issues.findSentIssueBySlug(sql, slug) : Promise.resolve(undefined)

/** A sent issue's feature image address (its link preview is drawn from it); undefined if not archived. */
export const archivedFeatureImage = (sql: Sql, id: number) => issues.findSentFeatureImage(sql, id)

/** Whether the slug is that of an issue the owner unpublished: its page answers 410 Gone, not 404. */
export const isUnpublishedIssue = (sql: Sql, slug: string): Promise<boolean> =>
  /^[a-z0-9-]{1,100}$/.test(slug) ? issues.isUnpublishedSlug(sql, slug) : Promise.resolve(false)

/** Whether a one-click link is genuine, and whether its reader still receives the newsletter. */
export async function checkUnsubscribeToken(
  deps: AppDeps,
  token: string,
): Promise<{ valid: boolean; subscribed: boolean }> {
  const userId = await verifyUnsubscribeToken(deps, token)
  if (userId === undefined) return { valid: false, subscribed: false }
  const subscription = await newsletter.findSubscription(deps.sql, userId)
  return { valid: true, subscribed: subscription?.isActive ?? false }
}

/** RFC 8058 one-click: no session, the signed token is the authority. Idempotent. */
/** `fromIssue`: the issue the one-click link came in (its `issue=` parameter), when it carried one. */
export async function unsubscribeWithToken(
  deps: AppDeps,
  token: string,
  fromIssue: number | null = null,
): Promise<{ unsubscribed: true }> {
  const userId = await verifyUnsubscribeToken(deps, token)
  if (userId === undefined) throw badRequest('This unsubscribe link is not valid')
  await newsletter.deactivateSubscription(deps.sql, userId, fromIssue)
  return { unsubscribed: true }
}
