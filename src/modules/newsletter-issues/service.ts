import type { AppDeps } from '../../app-deps.ts'
import type { Sql } from '../../db/client.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as deliveries from '../../db/newsletter-deliveries.ts'
import * as issues from '../../db/newsletter-issues.ts'
import { AppError, badRequest, notFound, parseId } from '../../errors.ts'
import type { IssueInput } from '../../shared/inputs/newsletter-issues.ts'
import type { PublicUser } from '../auth/model.ts'
import { mailIdentity } from '../mail/identity.ts'
import { enqueueMail } from '../mail/service.ts'
import { renderIssueHtml } from './markdown.ts'
import { buildIssueMail } from './messages.ts'
import type { ArchivedIssue, Issue, IssueWithProgress, Progress } from './model.ts'
import { verifyUnsubscribeToken } from './unsubscribe-token.ts'

const NO_PROGRESS: Progress = { total: 0, sent: 0, failed: 0, remaining: 0 }

const conflict = (message: string) => new AppError(409, message)

/** 'Hello, World: 2026!' → 'hello-world-2026'; titles of only symbols fall back to 'issue'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
  return slug || 'issue'
}

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

export function createIssue(deps: AppDeps, input: IssueInput): Promise<Issue> {
  return issues.insertIssue(deps.sql, contentOf(deps.config.siteUrl, input))
}

async function existing(sql: Sql, rawId: string | number): Promise<Issue> {
  const issue = await issues.findIssue(sql, parseId(rawId, 'Issue'))
  if (!issue) throw notFound('Issue not found')
  return issue
}

export async function updateIssue(deps: AppDeps, rawId: string, input: IssueInput): Promise<Issue> {
  const issue = await existing(deps.sql, rawId)
  const saved = await issues.updateDraft(deps.sql, issue.id, contentOf(deps.config.siteUrl, input))
  if (!saved) throw conflict('Only a draft can be edited: this issue has been sent or is being sent')
  return saved
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

/**
 * Starts sending a draft: recipients are chosen now, once (docs/decisions/200 and 201). A second call
 * is a 409, so a double click cannot send twice.
 */
export async function sendIssue(sql: Sql, rawId: string): Promise<IssueWithProgress> {
  const issue = await existing(sql, rawId)
  if (!(await issues.startSending(sql, issue.id))) throw conflict('This issue has already been sent')
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
