import type { Sql } from '../db/client.ts'
import { findOutboxMessage, listOutbox, type OutboxMessage } from '../db/mail.ts'
import { QUEUES } from '../jobs/queues.ts'

/**
 * Waits until the outbox holds `count` messages (whose recipient or subject contains `search`, when
 * given), and returns them oldest first.
 */
export async function waitForOutbox(
  sql: Sql,
  count: number,
  timeoutMs = 15_000,
  search = '',
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const summaries = await listOutbox(sql, search, { offset: 0, limit: 1000 })
    if (summaries.length >= count) {
      const messages = await Promise.all(summaries.reverse().map((s) => findOutboxMessage(sql, s.id)))
      return messages as OutboxMessage[]
    }
    if (Date.now() > deadline) throw new Error(`expected ${count} outbox messages, got ${summaries.length}`)
    await Bun.sleep(50)
  }
}

/** Every href in an HTML part, entities decoded. */
export const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

/**
 * Resolves once no job of queue `name` is due or running: whatever the workers were going to do by now,
 * they have done. "Nothing more happened" is asserted after this, never after a fixed sleep.
 */
export async function jobQueueIdle(sql: Sql, name: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [busy] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name}
      AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`
    if (busy?.n === 0) return
    if (Date.now() > deadline) throw new Error(`the ${name} queue did not go idle`)
    await Bun.sleep(20)
  }
}

/** No mail job due or running: whatever the workers were going to send by now, they have sent. */
export const mailQueueIdle = (sql: Sql, timeoutMs?: number) => jobQueueIdle(sql, QUEUES.mail, timeoutMs)
