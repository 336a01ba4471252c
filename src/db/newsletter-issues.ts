import type { ArchivedIssue, Issue } from '../modules/newsletter-issues/model.ts'
import type { Topic } from '../shared/enums.ts'
import { inTransaction, type Sql } from './client.ts'

/*
 * The issues themselves: drafts, the archive, and the transitions an admin makes (send, pause,
 * resume). The queue of deliveries an issue becomes is in newsletter-deliveries.ts.
 */

const iso = (sql: Sql, column: string) =>
  sql`to_char(${sql(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const issueColumns = (sql: Sql) => sql`
  id, title, slug, markdown, html, topics, status,
  ${iso(sql, 'sent_at')} AS "sentAt", ${iso(sql, 'created_at')} AS "createdAt",
  ${iso(sql, 'updated_at')} AS "updatedAt"`

export interface IssueContent {
  title: string
  slug: string
  markdown: string
  html: string
  topics: Topic[]
}

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
      INSERT INTO newsletter_issues (title, slug, markdown, html, topics)
      VALUES (${content.title}, ${slug}, ${content.markdown}, ${content.html}, ${sql.array(content.topics)}::text[])
      RETURNING ${issueColumns(sql)}`
    return row!
  })
}

/** Only drafts change; undefined when the issue is missing or no longer a draft. */
export function updateDraft(sql: Sql, id: number, content: IssueContent): Promise<Issue | undefined> {
  return withFreeSlug(content.slug, async (slug) => {
    const [row] = await sql<Issue[]>`
      UPDATE newsletter_issues
      SET title = ${content.title},
          slug = ${slug},
          markdown = ${content.markdown}, html = ${content.html},
          topics = ${sql.array(content.topics)}::text[], updated_at = now()
      WHERE id = ${id} AND status = 'draft'
      RETURNING ${issueColumns(sql)}`
    return row
  })
}

export async function deleteDraft(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`DELETE FROM newsletter_issues WHERE id = ${id} AND status = 'draft' RETURNING id`
  return rows.length > 0
}

export async function findIssue(sql: Sql, id: number): Promise<Issue | undefined> {
  const [row] = await sql<Issue[]>`SELECT ${issueColumns(sql)} FROM newsletter_issues WHERE id = ${id}`
  return row
}

export async function listIssues(sql: Sql): Promise<Issue[]> {
  return sql<Issue[]>`SELECT ${issueColumns(sql)} FROM newsletter_issues ORDER BY created_at DESC, id DESC`
}

const archiveColumns = (sql: Sql) => sql`
  id, title, slug, html, topics, ${iso(sql, 'sent_at')} AS "sentAt", ${iso(sql, 'updated_at')} AS "updatedAt"`

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

/**
 * Readers an issue goes to (docs/decisions/200-newsletter-frequency.md): active, confirmed subscribers with an email
 * whose topics meet the issue's (empty on either side means all topics), less those whose frequency cap
 * is used up: a weekly reader gets at most one issue per 7 days, a monthly reader one per 30 days,
 * counting issues already sent and issues still being sent to them.
 */
const recipientsOf = (sql: Sql, issueId: number) => sql`
  SELECT s.user_id
  FROM newsletter_subscriptions s
  JOIN users u ON u.id = s.user_id
  JOIN newsletter_issues i ON i.id = ${issueId}
  WHERE s.is_active
    AND s.confirmed_at IS NOT NULL
    AND u.email IS NOT NULL
    AND (cardinality(i.topics) = 0 OR cardinality(s.topics) = 0 OR s.topics && i.topics)
    AND NOT EXISTS (
      SELECT 1 FROM newsletter_deliveries d
      WHERE d.user_id = s.user_id AND d.issue_id <> ${issueId}
        AND (d.status IN ('pending', 'sending')
             OR (d.status = 'sent' AND d.sent_at > now() - CASE s.frequency
                   WHEN 'weekly' THEN interval '7 days' ELSE interval '30 days' END)))`

export async function listRecipientIds(sql: Sql, issueId: number): Promise<number[]> {
  const rows = await sql<{ user_id: number }[]>`${recipientsOf(sql, issueId)} ORDER BY s.user_id`
  return rows.map((r) => r.user_id)
}

/**
 * Turns a draft into a send in one transaction: the issue leaves 'draft' and every recipient gets a
 * pending row. Undefined when the issue was not a draft (a second click, another admin): nothing changes.
 */
export async function startSending(sql: Sql, issueId: number): Promise<{ recipients: number } | undefined> {
  return inTransaction(sql, async (t) => {
    const [issue] = await t`
      UPDATE newsletter_issues SET status = 'sending', updated_at = now()
      WHERE id = ${issueId} AND status = 'draft' RETURNING id`
    if (!issue) return undefined
    const inserted = await t`
      INSERT INTO newsletter_deliveries (issue_id, user_id)
      SELECT ${issueId}, user_id FROM (${recipientsOf(t, issueId)}) r
      ON CONFLICT DO NOTHING RETURNING user_id`
    return { recipients: inserted.length }
  })
}

/** 'sending' ⇄ 'paused'; returns whether the issue was in the expected state. */
export async function setSendingState(
  sql: Sql,
  issueId: number,
  from: 'sending' | 'paused',
  to: 'sending' | 'paused',
): Promise<boolean> {
  const rows = await sql`
    UPDATE newsletter_issues SET status = ${to}, updated_at = now()
    WHERE id = ${issueId} AND status = ${from} RETURNING id`
  return rows.length > 0
}
