import type { Sql } from './client.ts'

/** The welcome email's row; NULL texts are the defaults (src/modules/newsletter/welcome.ts). */
export interface StoredWelcome {
  enabled: boolean
  subject: string | null
  markdown: string | null
}

/** Undefined until the owner first saves the form. */
export async function findWelcome(sql: Sql): Promise<StoredWelcome | undefined> {
  const [row] = await sql<StoredWelcome[]>`SELECT enabled, subject, markdown FROM newsletter_welcome`
  return row
}

export async function saveWelcome(sql: Sql, welcome: StoredWelcome): Promise<void> {
  await sql`
    INSERT INTO newsletter_welcome (id, enabled, subject, markdown)
    VALUES (true, ${welcome.enabled}, ${welcome.subject}, ${welcome.markdown})
    ON CONFLICT (id) DO UPDATE SET
      enabled = EXCLUDED.enabled, subject = EXCLUDED.subject, markdown = EXCLUDED.markdown,
      updated_at = now()`
}
