import type { Sql } from './client.ts'

/**
 * The ids of an issue's links, made on first use (the same link in every copy of the issue is one row).
 * Returns url → id.
 */
export async function linkIds(
  sql: Sql,
  issueId: number,
  urls: readonly string[],
): Promise<Map<string, number>> {
  if (urls.length === 0) return new Map()
  // DO UPDATE (a no-op write) rather than DO NOTHING, so RETURNING gives existing rows too.
  const rows = await sql<{ id: number; url: string }[]>`
    INSERT INTO newsletter_links (issue_id, url)
    SELECT ${issueId}, url FROM unnest(${urls as string[]}::text[]) AS u(url)
    ON CONFLICT (issue_id, url) DO UPDATE SET url = EXCLUDED.url
    RETURNING id, url`
  return new Map(rows.map((row) => [row.url, row.id]))
}

/** Counts a click and returns where the link goes; undefined for an id that names no link. */
export async function countClick(sql: Sql, id: number): Promise<string | undefined> {
  const [row] = await sql<{ url: string }[]>`
    UPDATE newsletter_links SET clicks = clicks + 1, last_clicked_at = now() WHERE id = ${id} RETURNING url`
  return row?.url
}

/** Whether issues carry the open pixel: off until the owner turns it on. */
export async function openPixelEnabled(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ on: boolean }[]>`SELECT open_pixel AS on FROM newsletter_tracking`
  return row?.on ?? false
}

export async function setOpenPixel(sql: Sql, on: boolean): Promise<boolean> {
  const [row] = await sql<{ on: boolean }[]>`
    INSERT INTO newsletter_tracking (open_pixel) VALUES (${on})
    ON CONFLICT (id) DO UPDATE SET open_pixel = EXCLUDED.open_pixel, updated_at = now()
    RETURNING open_pixel AS on`
  return row!.on
}

/** Counts one open of an issue; false when there is no such issue. */
export async function countOpen(sql: Sql, issueId: number): Promise<boolean> {
  const rows = await sql`UPDATE newsletter_issues SET opens = opens + 1 WHERE id = ${issueId}`
  return rows.count > 0
}

export interface IssueEngagement {
  id: number
  title: string
  slug: string
  sentAt: string | null
  sent: number
  /** Loads of the open pixel (only while it is on; mail clients that prefetch images inflate it). */
  opens: number
  clicks: number
  unsubscribes: number
  signups: number
}

/**
 * Each issue sent in the range (by the day sending finished, or began while still sending): how many
 * copies went out, clicks on its links, readers who unsubscribed through its one-click link, and the
 * site's sign-ups that came from it (sign-up events whose utm_campaign is its slug, which its links to
 * the site carry).
 */
export async function issueEngagement(sql: Sql, from: Date, end: Date): Promise<IssueEngagement[]> {
  return sql<IssueEngagement[]>`
    SELECT i.id, i.title, i.slug,
      to_char(i.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sentAt",
      (SELECT count(*) FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status = 'sent')::int AS sent,
      i.opens,
      (SELECT coalesce(sum(clicks), 0) FROM newsletter_links l WHERE l.issue_id = i.id)::int AS clicks,
      (SELECT count(*) FROM newsletter_subscriptions s WHERE s.unsubscribed_issue_id = i.id)::int AS unsubscribes,
      (SELECT count(*) FROM insight_events e WHERE e.kind = 'signup' AND e.utm_campaign = i.slug)::int AS signups
    FROM newsletter_issues i
    WHERE i.status IN ('sent', 'sending', 'paused') AND coalesce(i.sent_at, i.updated_at) >= ${from}
      AND coalesce(i.sent_at, i.updated_at) < ${end}
    ORDER BY coalesce(i.sent_at, i.updated_at) DESC
    LIMIT 100`
}
