import type { AppDeps } from '../../app-deps.ts'
import type { Sql } from '../../db/client.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as deliveries from '../../db/newsletter-deliveries.ts'
import * as issues from '../../db/newsletter-issues.ts'
import { AppError, badRequest, notFound, parseId } from '../../errors.ts'
import type { IssueInput } from '../../shared/inputs/newsletter-issues.ts'
import { slugify } from '../../shared/slug.ts'
import type { PublicUser } from '../auth/model.ts'
import { mailIdentity } from '../mail/identity.ts'
import { enqueueMail } from '../mail/service.ts'
import { checkChosenTopics } from '../newsletter-topics/service.ts'
import { renderIssueHtml } from './markdown.ts'
import { buildIssueMail } from './messages.ts'
import type { ArchivedIssue, Audience, Issue, IssueWithProgress, Progress, SkipReason } from './model.ts'
import { verifyUnsubscribeToken } from './unsubscribe-token.ts'

const NO_PROGRESS: Progress = { total: 0, sent: 0, failed: 0, remaining: 0 }

const conflict = (message: string) => new AppError(409, message)

const contentOf = (siteUrl: string, input: IssueInput): issues.IssueContent => ({
  title: input.title.trim(),
  slug: slugify(input.title),
  markdown: input.markdown,
  html: renderIssueHtml(input.markdown, siteUrl),
  topics: input.topics,
})

/** The live preview: the same rendering and sanitising as a saved issue. */
export const previewIssue = (siteUrl: string, markdown: string) => ({
  html: renderIssueHtml(markdown, siteUrl),
})

export async function createIssue(deps: AppDeps, input: IssueInput): Promise<Issue> {
  await checkChosenTopics(deps.sql, input.topics, 'topics')
  return issues.insertIssue(deps.sql, contentOf(deps.config.siteUrl, input))
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
export async function updateIssue(deps: AppDeps, rawId: string, input: IssueInput): Promise<Issue> {
  const issue = await existing(deps.sql, rawId)
  // A topic retired since the issue was written stays on it; a new one must be offered.
  await checkChosenTopics(deps.sql, input.topics, 'topics', issue.topics)
  const content = contentOf(deps.config.siteUrl, input)
  if (issue.status === 'draft') {
    const saved = await issues.updateDraft(deps.sql, issue.id, content)
    if (saved) return saved
  } else if (issue.status === 'sent' || issue.status === 'unpublished') {
    if (!sameTopics(issue.topics, content.topics)) {
      throw conflict('The topics of a sent issue cannot change: they record who it was sent to')
    }
    const saved = await issues.updateSentText(deps.sql, issue.id, content)
    if (saved) return saved
  }
  throw conflict(
    'This issue is being sent and cannot be edited until sending has finished: the mails still to go out would differ from those already sent',
  )
}

const sameTopics = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

/** Takes a sent issue off the archive and the feed (its page answers 410); the mails sent stay sent. */
export async function unpublishIssue(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  if (!(await issues.setPublished(sql, issue.id, false)))
    throw conflict('Only a sent issue can be unpublished')
  return getIssueWithProgress(sql, rawId)
}

/** Puts an unpublished issue back in the archive and the feed. Nothing is mailed again. */
export async function republishIssue(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  if (!(await issues.setPublished(sql, issue.id, true)))
    throw conflict('Only an unpublished issue can be published again')
  return getIssueWithProgress(sql, rawId)
}

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
export function waitingReason(waiting: deliveries.Waiting | undefined): string | null {
  if (!waiting) return null
  const { stalled, retrying, ready } = waiting
  if (waiting.issueStatus === 'paused' && retrying + ready > 0) {
    return `${plural(retrying + ready, 'delivery waits', 'deliveries wait')} for the issue to be resumed`
  }
  const reasons: string[] = []
  if (stalled > 0) {
    reasons.push(
      `${plural(stalled, 'delivery was', 'deliveries were')} claimed by a worker that stopped answering ` +
        `(lease ran out at ${at(waiting.stalledSince)}); the next free worker takes it over`,
    )
  }
  if (retrying > 0) {
    reasons.push(
      `${plural(retrying, 'delivery is', 'deliveries are')} retrying after the error ` +
        `"${waiting.retryError ?? 'unknown'}"; next attempt at ${at(waiting.nextRetryAt)}`,
    )
  }
  if (ready > 0) {
    reasons.push(
      `${plural(ready, 'delivery is', 'deliveries are')} waiting for a send slot ` +
        '(the send rate is shared by every instance)',
    )
  }
  return reasons.length > 0 ? reasons.join('; ') : null
}

export async function listIssuesWithProgress(sql: Sql): Promise<IssueWithProgress[]> {
  const all = await issues.listIssues(sql)
  const ids = all.map((i) => i.id)
  const [progress, waiting] = [await deliveries.progressOf(sql, ids), await deliveries.waitingOf(sql, ids)]
  return all.map((issue) => ({
    ...issue,
    progress: progress.get(issue.id) ?? NO_PROGRESS,
    waiting: waitingReason(waiting.get(issue.id)),
  }))
}

export async function getIssueWithProgress(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  const progress = await deliveries.progressOf(sql, [issue.id])
  const waiting = await deliveries.waitingOf(sql, [issue.id])
  return {
    ...issue,
    progress: progress.get(issue.id) ?? NO_PROGRESS,
    waiting: waitingReason(waiting.get(issue.id)),
  }
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
  const skippedPart = skippedTotal > 0 ? `${skippedTotal} skipped: ${reasons}` : ''
  let summary: string
  if (counts.recipients > 0) {
    summary = `${plural(counts.recipients, 'reader', 'readers')} will get this issue`
    if (skippedPart) summary += ` · ${skippedPart}`
  } else if (skippedTotal > 0) {
    summary = `Nobody would get this issue · ${skippedPart}`
  } else {
    summary = 'Nobody would get this issue: there are no subscribers yet'
  }
  return { recipients: counts.recipients, skipped, summary }
}

/** Who a Send now would reach and why the others are skipped: the same query Send itself runs. */
export async function issueAudience(sql: Sql, rawId: string): Promise<Audience> {
  const issue = await existing(sql, rawId)
  return describeAudience(await issues.countAudience(sql, issue.id))
}

/**
 * Starts sending a draft: recipients are chosen now, once (docs/decisions/200 and 201). A second call
 * is a 409, so a double click cannot send twice. A send that would reach nobody is refused (409, with
 * the reasons) and the issue stays a draft, out of the archive (decision 227).
 */
export async function sendIssue(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  const result = await issues.startSending(sql, issue.id)
  if (!result.started && result.reason === 'not-a-draft') throw conflict('This issue has already been sent')
  if (!result.started) {
    const audience = describeAudience(await issues.countAudience(sql, issue.id))
    throw new AppError(409, `${audience.summary}. It was not sent and stays a draft.`, { audience })
  }
  return getIssueWithProgress(sql, rawId)
}

export async function pauseIssue(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  if (!(await issues.setSendingState(sql, issue.id, 'sending', 'paused')))
    throw conflict('Only an issue being sent can be paused')
  return getIssueWithProgress(sql, rawId)
}

export async function resumeIssue(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  if (!(await issues.setSendingState(sql, issue.id, 'paused', 'sending')))
    throw conflict('Only a paused issue can be resumed')
  return getIssueWithProgress(sql, rawId)
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
  await enqueueMail(deps, {
    to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    kind: 'newsletter-test',
    userId: admin.id,
    sender: mail,
  })
  return { sentTo: to }
}

export const listArchive = (sql: Sql): Promise<ArchivedIssue[]> => issues.listSentIssues(sql)

export const findArchivedIssue = (sql: Sql, slug: string): Promise<ArchivedIssue | undefined> =>
  /^[a-z0-9-]{1,100}$/.test(slug) ? issues.findSentIssueBySlug(sql, slug) : Promise.resolve(undefined)

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
export async function unsubscribeWithToken(deps: AppDeps, token: string): Promise<{ unsubscribed: true }> {
  const userId = await verifyUnsubscribeToken(deps, token)
  if (userId === undefined) throw badRequest('This unsubscribe link is not valid')
  await newsletter.deactivateSubscription(deps.sql, userId)
  return { unsubscribed: true }
}
