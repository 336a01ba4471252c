import type { Sql } from './client.ts'

export interface MediaVariantKey {
  hash: string
  width: number
  format: string
}

export async function findMediaVariant(sql: Sql, key: MediaVariantKey): Promise<Uint8Array | undefined> {
  const [row] = await sql<{ bytes: Uint8Array }[]>`
    SELECT bytes FROM media_variants
    WHERE hash = ${key.hash} AND width = ${key.width} AND format = ${key.format}`
  return row?.bytes
}

/**
 * Two instances may make the same variant at once; both made the same image, so the second insert is a
 * no-op. An insert for source media deleted meanwhile inserts nothing either: before the statement
 * (EXISTS), or while it runs, when the foreign key check finds the row gone (23503) after EXISTS saw it.
 */
export async function insertMediaVariant(sql: Sql, key: MediaVariantKey, bytes: Uint8Array): Promise<void> {
  try {
    await sql`
      INSERT INTO media_variants (hash, width, format, bytes)
      SELECT ${key.hash}, ${key.width}, ${key.format}, ${bytes}
      WHERE EXISTS (SELECT 1 FROM media WHERE hash = ${key.hash})
      ON CONFLICT DO NOTHING`
  } catch (error) {
    if ((error as { code?: string }).code !== '23503') throw error
  }
}
