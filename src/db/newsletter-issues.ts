import type { ArchivedIssue, Issue, SkipReason } from '../shared/models/newsletter-issues.ts'
import { inTransaction, type Sql } from './client.ts'
import { containing, type PageWindow, pageOf } from './search.ts'

/*
 * The issues themselves: drafts, the archive, and the transitions an admin makes (send, pause,
 * resume). The queue of deliveries an issue becomes is in newsletter-deliveries.ts.
 */

const iso = (sql: Sql, column: string) =>
  sql`to_char(${sql(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const issueColumns = (sql: Sql) => sql`
  id, title, slug, markdown, html, topics, status,
  ${iso(sql, 'sent_at')} AS "sentAt", ${iso(sql, 'edited_at')} AS "editedAt",
  ${iso(sql, 'created_at')} AS "createdAt",
  ${iso(sql, 'updated_at')} AS "updatedAt",
  ${iso(sql, 'scheduled_at')} AS "scheduledAt",
  ${iso(sql, 'schedule_refused_at')} AS "scheduleRefusedAt", schedule_refusal AS "scheduleRefusal",
  feature_image_url AS "featureImageUrl", feature_image_alt AS "featureImageAlt",
  feature_image_decorative AS "featureImageDecorative"`

/** What a send checks the issue for, inside its transaction, before any reader is chosen. */
export type SendContent = Pick<
  Issue,
  'html' | 'featureImageUrl' | 'featureImageAlt' | 'featureImageDecorative'
>

/** What the composer writes. */
export type IssueContent = SendContent & Pick<Issue, 'title' | 'slug' | 'markdown' | 'topics'>

const isSlugConflict = (error: unknown) =>
  (error as { code?: string; constraint_name?: string })?.code === '23505' &&
  (error as { constraint_name?: string }).constraint_name === 'newsletter_issues_slug_key'

/**
 * Slugs come from titles, so two issues may want the same one: the first free of `slug`, `slug-2`, ...
 * is taken, and the unique index settles a race between two saves.
 */
async function withFreeSlug<T>(base: string, write: (slug: string) => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await write(n === 1 ? base : `${base}-${n}`)
    } catch (error) {
      if (!isSlugConflict(error) || n >= 50) throw error
    }
  }
}

export function insertIssue(sql: Sql, content: IssueContent): Promise<Issue> {
  return withFreeSlug(content.slug, async (slug) => {
    const [row] = await sql<Issue[]>`
      INSERT INTO newsletter_issues (title, slug, markdown, html, topics,
        feature_image_url, feature_image_alt, feature_image_decorative)
      VALUES (${content.title}, ${slug}, ${content.markdown}, ${content.html}, ${sql.array(content.topics)}::text[],
        ${content.featureImageUrl}, ${content.featureImageAlt}, ${content.featureImageDecorative})
      RETURNING ${issueColumns(sql)}`
    return row!
  })
}

const featureImageSet = (sql: Sql, content: IssueContent) => sql`
  feature_image_url = ${content.featureImageUrl}, feature_image_alt = ${content.featureImageAlt},
  feature_image_decorative = ${content.featureImageDecorative}`

/** Only drafts change; undefined when the issue is missing or no longer a draft. */
export function updateDraft(sql: Sql, id: number, content: IssueContent): Promise<Issue | undefined> {
  return withFreeSlug(content.slug, async (slug) => {
    const [row] = await sql<Issue[]>`
      UPDATE newsletter_issues
      SET title = ${content.title},
          slug = ${slug},
          markdown = ${content.markdown}, html = ${content.html},
          topics = ${sql.array(content.topics)}::text[], ${featureImageSet(sql, content)}, updated_at = now()
      WHERE id = ${id} AND status = 'draft'
      RETURNING ${issueColumns(sql)}`
    return row
  })
}

/**
 * The text of an issue already sent (or unpublished): title, Markdown, HTML and the feature image change
 * (the archive, the feed and the link preview show them), the slug does not (the mails link to it) and
 * neither do the topics (they record who it went to). Undefined when the issue is not in one of those
 * states.
 */
export async function updateSentText(
  sql: Sql,
  id: number,
  content: IssueContent,
): Promise<Issue | undefined> {
  const [row] = await sql<Issue[]>`
    UPDATE newsletter_issues
    SET title = ${content.title}, markdown = ${content.markdown}, html = ${content.html},
        ${featureImageSet(sql, content)}, edited_at = now(), updated_at = now()
    WHERE id = ${id} AND status IN ('sent', 'unpublished')
    RETURNING ${issueColumns(sql)}`
  return row
}

/** Moves an issue from one state to another (sent ⇄ unpublished, sending ⇄ paused); false when it was not in `from`. */
export async function setStatus(
  sql: Sql,
  id: number,
  from: Issue['status'],
  to: Issue['status'],
): Promise<boolean> {
  const rows = await sql`
    UPDATE newsletter_issues SET status = ${to}, updated_at = now()
    WHERE id = ${id} AND status = ${from} RETURNING id`
  return rows.length > 0
}

export async function deleteDraft(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM newsletter_issues WHERE id = ${id} AND status = 'draft' RETURNING id`
  return rows.length > 0
}

export async function findIssue(sql: Sql, id: number): Promise<Issue | undefined> {
  const [row] = await sql<Issue[]>`SELECT ${issueColumns(sql)} FROM newsletter_issues WHERE id = ${id}`
  return row
}

/** Issues newest first: those whose title contains `search` (all for ''), one page of them or all. */
export async function listIssues(sql: Sql, search = '', page?: PageWindow): Promise<Issue[]> {
  return sql<Issue[]>`
    SELECT ${issueColumns(sql)} FROM newsletter_issues WHERE ${containing(sql, ['title'], search)}
    ORDER BY created_at DESC, id DESC ${pageOf(sql, page)}`
}

export async function countIssues(sql: Sql, search: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM newsletter_issues WHERE ${containing(sql, ['title'], search)}`
  return row!.n
}

/** The media row behind the feature image (`/media/<hash>.<ext>`), for its size. */
const featureMedia = (sql: Sql, column: 'width' | 'height') => sql`
  (SELECT m.${sql(column)} FROM media m WHERE m.hash = substring(feature_image_url FROM 8 FOR 64))`

const archiveColumns = (sql: Sql) => sql`
  id, title, slug, html, topics, ${iso(sql, 'sent_at')} AS "sentAt", ${iso(sql, 'updated_at')} AS "updatedAt",
  ${iso(sql, 'edited_at')} AS "editedAt",
  CASE WHEN feature_image_url IS NULL THEN NULL ELSE json_build_object(
    'url', feature_image_url,
    'alt', CASE WHEN feature_image_decorative THEN '' ELSE feature_image_alt END,
    'width', ${featureMedia(sql, 'width')},
    'height', ${featureMedia(sql, 'height')})
  END AS "featureImage"`

/** Sent issues, newest first: the archive, the feed, and the sitemap (at merge) list these. */
export async function listSentIssues(sql: Sql, limit = 1000): Promise<ArchivedIssue[]> {
  return sql<ArchivedIssue[]>`
    SELECT ${archiveColumns(sql)} FROM newsletter_issues
    WHERE status = 'sent' ORDER BY sent_at DESC, id DESC LIMIT ${limit}`
}

export async function findSentIssueBySlug(sql: Sql, slug: string): Promise<ArchivedIssue | undefined> {
  const [row] = await sql<ArchivedIssue[]>`
    SELECT ${archiveColumns(sql)} FROM newsletter_issues WHERE slug = ${slug} AND status = 'sent'`
  return row
}

/** A sent issue's feature image, for its link preview; undefined when the issue is not in the archive. */
export async function findSentFeatureImage(
  sql: Sql,
  id: number,
): Promise<{ featureImageUrl: string | null } | undefined> {
  const [row] = await sql<{ featureImageUrl: string | null }[]>`
    SELECT feature_image_url AS "featureImageUrl" FROM newsletter_issues WHERE id = ${id} AND status = 'sent'`
  return row
}

/** Whether this slug belonged to an issue that was sent and then unpublished (its page is 410 Gone). */
export async function isUnpublishedSlug(sql: Sql, slug: string): Promise<boolean> {
  const rows = await sql`SELECT 1 FROM newsletter_issues WHERE slug = ${slug} AND status = 'unpublished'`
  return rows.length > 0
}

/**
 * Every active subscriber with an address, and why an issue sent now would skip them (NULL: they get
 * it). The one place that decides who gets an issue (docs/decisions/200 and 227): Send chooses the rows
 * with no reason, and the Send dialog counts the reasons, so what it says is what Send does.
 * - 'unconfirmed': the double opt-in link has not been opened yet;
 * - 'other-topics': the reader's topics and the issue's do not meet (empty on either side means all);
 * - 'pending': the reader chose at most weekly or monthly and another issue is still being sent to
 *   them (it will use their window);
 * - 'weekly' / 'monthly': they chose at most one issue a week (7 days) or a month (30 days) and already
 *   had one in that window. 'every-issue' readers are never capped.
 */
const audienceOf = (sql: Sql, issueId: number) => sql`
  SELECT s.user_id,
    CASE
      WHEN s.confirmed_at IS NULL THEN 'unconfirmed'
      WHEN NOT (cardinality(i.topics) = 0 OR cardinality(s.topics) = 0 OR s.topics && i.topics)
        THEN 'other-topics'
      WHEN s.frequency = 'every-issue' THEN NULL
      WHEN EXISTS (
        SELECT 1 FROM newsletter_deliveries d
        WHERE d.user_id = s.user_id AND d.issue_id <> i.id AND d.status IN ('pending', 'sending'))
        THEN 'pending'
      WHEN EXISTS (
        SELECT 1 FROM newsletter_deliveries d
        WHERE d.user_id = s.user_id AND d.issue_id <> i.id AND d.status = 'sent'
          AND d.sent_at > now() - CASE s.frequency
                WHEN 'weekly' THEN interval '7 days' ELSE interval '30 days' END)
        THEN s.frequency
    END AS skip
  FROM newsletter_subscriptions s
  JOIN users u ON u.id = s.user_id
  JOIN newsletter_issues i ON i.id = ${issueId}
  WHERE s.is_active AND u.email IS NOT NULL`

const recipientsOf = (sql: Sql, issueId: number) => sql`
  SELECT a.user_id FROM (${audienceOf(sql, issueId)}) a WHERE a.skip IS NULL`

/** How many active subscribers an issue sent now would reach, and how many each reason would skip. */
export async function countAudience(
  sql: Sql,
  issueId: number,
): Promise<{ recipients: number; skipped: Partial<Record<SkipReason, number>> }> {
  const rows = await sql<{ skip: SkipReason | null; count: number }[]>`
    SELECT a.skip, count(*)::int AS count FROM (${audienceOf(sql, issueId)}) a GROUP BY a.skip`
  const skipped: Partial<Record<SkipReason, number>> = {}
  let recipients = 0
  for (const row of rows) {
    if (row.skip === null) recipients = row.count
    else skipped[row.skip] = row.count
  }
  return { recipients, skipped }
}

export async function listRecipientIds(sql: Sql, issueId: number): Promise<number[]> {
  const rows = await sql<{ user_id: number }[]>`${recipientsOf(sql, issueId)} ORDER BY a.user_id`
  return rows.map((r) => r.user_id)
}

/** Rolls back a send that would reach nobody, or that `refuse` stopped. */
class NotStarted extends Error {
  constructor(readonly result: StartResult<unknown> & { started: false }) {
    super('not started')
  }
}

export type StartResult<R> =
  | { started: true; recipients: number }
  | { started: false; reason: 'not-a-draft' | 'nobody' }
  | { started: false; reason: 'refused'; refusal: R }

export interface StartOptions<R> {
  /**
   * The scheduled send's job: the draft is sent only while this is still its schedule (not cancelled,
   * not moved to another time, not sent by hand meanwhile).
   */
  jobId?: string
  /** Why the issue must not go out as it is (undescribed images), or undefined. */
  refuse?: (content: SendContent) => R | undefined
}

/**
 * Turns a draft into a send in one transaction: the issue leaves 'draft' (and its schedule, if any) and
 * every recipient gets a pending row. Nothing changes when the issue was not a draft (a second click,
 * another admin, a schedule that moved), when `refuse` objects to its content, nor when nobody would
 * get it: the issue stays a draft instead of going to the archive unsent (decisions 227 and 234).
 */
export async function startSending<R = never>(
  sql: Sql,
  issueId: number,
  options: StartOptions<R> = {},
): Promise<StartResult<R>> {
  try {
    return await inTransaction(sql, async (t) => {
      const [issue] = await t<SendContent[]>`
        UPDATE newsletter_issues
        SET status = 'sending', scheduled_at = NULL, schedule_job_id = NULL,
            schedule_refused_at = NULL, schedule_refusal = NULL, updated_at = now()
        WHERE id = ${issueId} AND status = 'draft'
          ${options.jobId === undefined ? t`` : t`AND schedule_job_id = ${options.jobId}`}
        RETURNING html, feature_image_url AS "featureImageUrl", feature_image_alt AS "featureImageAlt",
          feature_image_decorative AS "featureImageDecorative"`
      if (!issue) return { started: false, reason: 'not-a-draft' } as const
      const refusal = options.refuse?.(issue)
      if (refusal !== undefined) throw new NotStarted({ started: false, reason: 'refused', refusal })
      const inserted = await t`
        INSERT INTO newsletter_deliveries (issue_id, user_id)
        SELECT ${issueId}, user_id FROM (${recipientsOf(t, issueId)}) r
        ON CONFLICT DO NOTHING RETURNING user_id`
      if (inserted.length === 0) throw new NotStarted({ started: false, reason: 'nobody' })
      return { started: true, recipients: inserted.length } as const
    })
  } catch (error) {
    if (error instanceof NotStarted) return error.result as StartResult<R>
    throw error
  }
}

/** An issue's row locked for a change of its schedule; undefined when there is no such issue. */
export interface ScheduleRow {
  status: string
  scheduledAt: Date | null
  scheduleJobId: string | null
}

export async function lockSchedule(tx: Sql, issueId: number): Promise<ScheduleRow | undefined> {
  const [row] = await tx<ScheduleRow[]>`
    SELECT status, scheduled_at AS "scheduledAt", schedule_job_id AS "scheduleJobId"
    FROM newsletter_issues WHERE id = ${issueId} FOR UPDATE`
  return row
}

/** Sets, moves or (nulls) drops a draft's schedule and the job firing it; an earlier refusal is forgotten. */
export async function setSchedule(
  tx: Sql,
  issueId: number,
  at: Date | null,
  jobId: string | null,
): Promise<void> {
  await tx`
    UPDATE newsletter_issues
    SET scheduled_at = ${at}, schedule_job_id = ${jobId}, schedule_refused_at = NULL,
        schedule_refusal = NULL, updated_at = now()
    WHERE id = ${issueId} AND status = 'draft'`
}

/**
 * A scheduled send that could not go: the draft stays a draft, unscheduled, and says why. Only while
 * `jobId` is still its schedule (a change of time meanwhile wins).
 */
export async function refuseScheduled(
  sql: Sql,
  issueId: number,
  jobId: string,
  refusal: string,
): Promise<boolean> {
  const rows = await sql`
    UPDATE newsletter_issues
    SET scheduled_at = NULL, schedule_job_id = NULL, schedule_refused_at = now(),
        schedule_refusal = ${refusal}, updated_at = now()
    WHERE id = ${issueId} AND status = 'draft' AND schedule_job_id = ${jobId}
    RETURNING id`
  return rows.length > 0
}

/** The drafts waiting for their time. */
export async function listScheduledIds(sql: Sql): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    SELECT id FROM newsletter_issues WHERE scheduled_at IS NOT NULL AND status = 'draft' ORDER BY scheduled_at, id`
  return rows.map((row) => row.id)
}

/** Names the job that now fires a scheduled draft (a start-up queueing a lost one again; row locked). */
export async function setScheduleJob(tx: Sql, issueId: number, jobId: string): Promise<void> {
  await tx`UPDATE newsletter_issues SET schedule_job_id = ${jobId} WHERE id = ${issueId} AND status = 'draft'`
}
