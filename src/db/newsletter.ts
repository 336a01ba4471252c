import type { Preferences } from '../shared/inputs/newsletter.ts'
import type { Subscription } from '../shared/models/newsletter.ts'
import type { Sql } from './client.ts'

const columns = (sql: Sql) => sql`
  is_active AS "isActive",
  (is_active AND confirmed_at IS NULL) AS "isPending",
  to_char(subscribed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "subscribedAt",
  json_build_object('frequency', frequency, 'topics', to_json(topics)) AS preferences`

export async function findSubscription(sql: Sql, userId: number): Promise<Subscription | undefined> {
  const [row] = await sql<Subscription[]>`
    SELECT ${columns(sql)} FROM newsletter_subscriptions WHERE user_id = ${userId}`
  return row
}

/**
 * Creates an active subscription, or reactivates one (a reactivation starts a new subscribed_at).
 * `confirmed` false leaves a new one pending (double opt-in); an address confirmed once stays confirmed.
 */
export async function upsertActiveSubscription(
  sql: Sql,
  userId: number,
  preferences: Preferences,
  confirmed = true,
): Promise<Subscription> {
  const [row] = await sql<Subscription[]>`
    INSERT INTO newsletter_subscriptions AS n (user_id, is_active, frequency, topics, confirmed_at)
    VALUES (${userId}, true, ${preferences.frequency}, ${sql.array(preferences.topics)}::text[],
      CASE WHEN ${confirmed} THEN now() END)
    ON CONFLICT (user_id) DO UPDATE SET
      confirmed_at = COALESCE(n.confirmed_at, EXCLUDED.confirmed_at),
      frequency = EXCLUDED.frequency,
      topics = EXCLUDED.topics,
      subscribed_at = CASE WHEN n.is_active THEN n.subscribed_at ELSE now() END,
      -- A reader who subscribes again on the site gives their own consent (docs/decisions/236).
      consent = CASE WHEN n.is_active THEN n.consent ELSE 'signup' END,
      is_active = true,
      unsubscribed_at = NULL,
      updated_at = now()
    RETURNING ${columns(sql)}`
  return row!
}

/** Keeps the row (and its preferences) so a later subscribe restores them. */
/** `fromIssue`: the issue whose one-click link the reader used, kept for its engagement figures. */
export async function deactivateSubscription(
  sql: Sql,
  userId: number,
  fromIssue: number | null = null,
): Promise<Subscription | undefined> {
  const [row] = await sql<Subscription[]>`
    UPDATE newsletter_subscriptions
    SET is_active = false,
        unsubscribed_at = CASE WHEN is_active THEN now() ELSE unsubscribed_at END,
        unsubscribed_issue_id = CASE WHEN is_active THEN ${fromIssue}::int ELSE unsubscribed_issue_id END,
        updated_at = now()
    WHERE user_id = ${userId}
    RETURNING ${columns(sql)}`
  return row
}

/** Confirms a pending subscription; undefined when there was none pending (already confirmed, or gone). */
export async function confirmSubscription(sql: Sql, userId: number): Promise<Subscription | undefined> {
  const [row] = await sql<Subscription[]>`
    UPDATE newsletter_subscriptions SET confirmed_at = now(), updated_at = now()
    WHERE user_id = ${userId} AND confirmed_at IS NULL
    RETURNING ${columns(sql)}`
  return row
}
