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
 * no-op. An insert for source media deleted meanwhile inserts nothing either.
 */
export async function insertMediaVariant(sql: Sql, key: MediaVariantKey, bytes: Uint8Array): Promise<void> {
  await sql`
    INSERT INTO media_variants (hash, width, format, bytes)
    SELECT ${key.hash}, ${key.width}, ${key.format}, ${bytes}
    WHERE EXISTS (SELECT 1 FROM media WHERE hash = ${key.hash})
    ON CONFLICT DO NOTHING`
}
