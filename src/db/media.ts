import type { Sql } from './client.ts'

export interface StoredMedia {
  hash: string
  contentType: string
  bytes: Uint8Array
  size: number
  width: number | null
  height: number | null
}

/** Same hash means same bytes, so a repeated upload is a no-op. */
export async function insertMedia(sql: Sql, m: StoredMedia): Promise<void> {
  await sql`
    INSERT INTO media (hash, content_type, bytes, size, width, height)
    VALUES (${m.hash}, ${m.contentType}, ${m.bytes}, ${m.size}, ${m.width}, ${m.height})
    ON CONFLICT (hash) DO NOTHING`
}

export async function findMedia(
  sql: Sql,
  hash: string,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const [row] = await sql<{ contentType: string; bytes: Uint8Array }[]>`
    SELECT content_type AS "contentType", bytes FROM media WHERE hash = ${hash}`
  return row
}

/** Nothing refers to media row `m`: no project (icon, hero or screenshot), not the site's avatar or social image, no newsletter issue (its text or feature image). */
const unreferenced = (sql: Sql) => sql`
  NOT EXISTS (
    SELECT 1 FROM projects p
    WHERE p.icon_url LIKE '/media/' || m.hash || '.%'
       OR p.hero_image_url LIKE '/media/' || m.hash || '.%'
       OR EXISTS (SELECT 1 FROM unnest(p.screenshot_urls) u WHERE u LIKE '/media/' || m.hash || '.%'))
  AND NOT EXISTS (
    SELECT 1 FROM site_settings s
    WHERE s.avatar_url LIKE '/media/' || m.hash || '.%'
       OR s.social_image_url LIKE '/media/' || m.hash || '.%')
  AND NOT EXISTS (
    SELECT 1 FROM newsletter_issues n
    WHERE n.html LIKE '%/media/' || m.hash || '.%' OR n.feature_image_url LIKE '/media/' || m.hash || '.%')`

/**
 * Deletes those of the given media that nothing refers to any more (a project's icon, hero or screenshot,
 * the site's images), so media shared by two owners survive the deletion of one of them.
 */
export async function deleteUnreferencedMedia(sql: Sql, hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return []
  const rows = await sql<{ hash: string }[]>`
    DELETE FROM media m
    WHERE m.hash = ANY(${hashes as string[]}::text[]) AND ${unreferenced(sql)}
    RETURNING m.hash`
  return rows.map((r) => r.hash)
}

/**
 * Deletes media nobody refers to that are older than `olderThanMs`: what a process killed between
 * storing an upload and saving its reference (or between dropping a reference and releasing the file)
 * leaves behind. The age keeps an upload still in flight on another instance safe.
 */
export async function deleteOrphanMedia(sql: Sql, olderThanMs: number): Promise<number> {
  const rows = await sql`
    DELETE FROM media m
    WHERE m.created_at < now() - ${`${olderThanMs} milliseconds`}::interval AND ${unreferenced(sql)}`
  return rows.count
}

export interface LibraryImage {
  hash: string
  contentType: string
  width: number | null
  height: number | null
}

/** Every stored image, newest first: the media library an issue's images are picked from. */
export async function listLibraryImages(sql: Sql, limit = 500): Promise<LibraryImage[]> {
  return sql<LibraryImage[]>`
    SELECT hash, content_type AS "contentType", width, height FROM media
    ORDER BY created_at DESC, hash LIMIT ${limit}`
}
