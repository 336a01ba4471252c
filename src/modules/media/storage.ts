import type { Sql } from '../../db/client.ts'
import * as media from '../../db/media.ts'

export type StoredMedia = media.StoredMedia

/**
 * Where image bytes live, addressed by the SHA-256 of their content. Postgres by default: it works with
 * the embedded database and is shared by every server instance (docs/decisions/031-media-storage.md).
 */
export interface MediaStorage {
  put(item: StoredMedia): Promise<void>
  get(hash: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined>
  /** Drops the given media that nothing (project or site settings) refers to any more. */
  release(hashes: readonly string[]): Promise<void>
}

export function postgresMediaStorage(sql: Sql): MediaStorage {
  return {
    put: (item) => media.insertMedia(sql, item),
    get: (hash) => media.findMedia(sql, hash),
    release: async (hashes) => {
      await media.deleteUnreferencedMedia(sql, hashes)
    },
  }
}

const MEDIA_URL = /^\/media\/([0-9a-f]{64})\.([a-z]+)$/

export const mediaUrl = (hash: string, ext: string) => `/media/${hash}.${ext}`

/** The content hashes behind a list of media URLs; other URLs (e.g. external images) are skipped. */
export function mediaHashes(urls: readonly (string | null)[]): string[] {
  const out = new Set<string>()
  for (const url of urls) {
    const hash = url?.match(MEDIA_URL)?.[1]
    if (hash) out.add(hash)
  }
  return [...out]
}
