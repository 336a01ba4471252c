import { inTransaction, type Sql } from '../../db/client.ts'
import { listLibraryImages } from '../../db/media.ts'
import * as projects from '../../db/projects.ts'
import { badRequest, notFound } from '../../errors.ts'
import { type MediaKind, storedFormat } from '../../shared/media.ts'
import type { Project, ReorderScreenshotsInput } from '../../shared/models/projects.ts'
import { getProject } from '../projects/service.ts'
import { exactlyOneFile, filesOf, type ProcessedImage, processImage } from './images.ts'
import { type MediaStorage, mediaHashes, mediaUrl } from './storage.ts'

export interface MediaDeps {
  sql: Sql
  media: MediaStorage
}

async function store(deps: MediaDeps, image: ProcessedImage): Promise<string> {
  await deps.media.put(image)
  return mediaUrl(image.hash, image.ext)
}

function updated(project: Project | undefined): Project {
  if (!project) throw notFound('Project not found')
  return project
}

/** Replaces the icon or hero image and answers the saved project; the old file goes if nothing uses it. */
export async function uploadSingle(
  deps: MediaDeps,
  rawId: string,
  kind: Exclude<MediaKind, 'screenshots'>,
  field: unknown,
): Promise<Project> {
  const before = await getProject(deps.sql, rawId)
  const label = kind === 'icon' ? 'icon' : 'hero image'
  const image = await processImage(exactlyOneFile(field, kind, label), label)
  const url = await store(deps, image)
  const project = updated(await projects.setProjectImage(deps.sql, before.id, kind, url))
  await deps.media.release(mediaHashes([kind === 'icon' ? before.iconUrl : before.heroImageUrl]))
  return project
}

/** Appends screenshots in the order sent; all are checked before any is stored (all or nothing). */
export async function uploadScreenshots(deps: MediaDeps, rawId: string, field: unknown): Promise<Project> {
  const { id } = await getProject(deps.sql, rawId)
  const files = filesOf(field)
  if (files.length === 0) throw badRequest("No file: send screenshots in the form field 'screenshots'")
  const images: ProcessedImage[] = []
  for (const file of files) images.push(await processImage(file, 'screenshot'))
  const urls: string[] = []
  for (const image of images) urls.push(await store(deps, image))
  return updated(await projects.appendScreenshots(deps.sql, id, urls))
}

/** An image in the media library, as whatever refers to it will name it. */
export interface LibraryUpload {
  url: string
  width: number | null
  height: number | null
}

/** The media library's images, newest first (at most 500), as the composer's picker offers them. */
export async function libraryImages(sql: Sql): Promise<LibraryUpload[]> {
  return (await listLibraryImages(sql)).map((m) => ({
    url: mediaUrl(m.hash, storedFormat(m.contentType)?.ext ?? 'bin'),
    width: m.width,
    height: m.height,
  }))
}

/**
 * Stores one image in the media library without attaching it to anything (a newsletter issue refers to
 * it by address once saved). Checked and re-encoded like every upload; the sweep deletes it after an
 * hour if nothing refers to it by then (src/db/media.ts). `refuse` turns away formats the caller cannot
 * use (SVG in mail).
 */
export async function uploadLibraryImage(
  deps: MediaDeps,
  value: unknown,
  options: { field: string; label: string; refuse?: (format: string, name: string) => string | null },
): Promise<LibraryUpload> {
  const files = filesOf(value)
  if (files.length === 0) throw badRequest(`No file: send one image in the form field '${options.field}'`)
  if (files.length > 1) throw badRequest('Multiple files selected: please send one image at a time')
  const image = await processImage(files[0]!, options.label)
  const refusal = options.refuse?.(image.ext, files[0]!.name ? `'${files[0]!.name}'` : options.label)
  if (refusal) throw badRequest(refusal)
  return { url: await store(deps, image), width: image.width, height: image.height }
}

/** Runs a read-modify-write of the screenshot list under a row lock, so concurrent edits do not clash. */
async function editScreenshots(
  deps: MediaDeps,
  rawId: string,
  edit: (current: string[]) => string[],
): Promise<Project> {
  const { id } = await getProject(deps.sql, rawId)
  const { project, removed } = await inTransaction(deps.sql, async (tx) => {
    const current = updated(await projects.findProjectForUpdate(tx, id)).screenshotUrls
    const next = edit(current)
    const saved = updated(await projects.setScreenshots(tx, id, next))
    return { project: saved, removed: current.filter((url) => !next.includes(url)) }
  })
  await deps.media.release(mediaHashes(removed))
  return project
}

export function deleteScreenshot(deps: MediaDeps, rawId: string, rawIndex: string): Promise<Project> {
  return editScreenshots(deps, rawId, (current) => {
    const index = /^\d{1,6}$/.test(rawIndex) ? Number(rawIndex) : -1
    if (index < 0 || index >= current.length) throw notFound('Screenshot not found')
    return current.filter((_, i) => i !== index)
  })
}

export function deleteAllScreenshots(deps: MediaDeps, rawId: string): Promise<Project> {
  return editScreenshots(deps, rawId, () => [])
}

/** Only a rearrangement of the current list is accepted: nothing added, dropped or duplicated. */
export function reorderScreenshots(
  deps: MediaDeps,
  rawId: string,
  input: ReorderScreenshotsInput,
): Promise<Project> {
  return editScreenshots(deps, rawId, (current) => {
    const sorted = (list: readonly string[]) => [...list].sort()
    if (JSON.stringify(sorted(current)) !== JSON.stringify(sorted(input.screenshotUrls))) {
      throw badRequest('screenshotUrls must list exactly the current screenshots, in the new order', {
        errors: [{ field: 'screenshotUrls', message: 'must be a permutation of the current screenshots' }],
      })
    }
    return input.screenshotUrls
  })
}

/** GET /media/<hash>.<ext>: the stored bytes, only under the extension they were stored with. */
export async function readMedia(
  deps: MediaDeps,
  file: string,
): Promise<{ contentType: string; bytes: Uint8Array; hash: string }> {
  const [, hash, ext] = file.match(/^([0-9a-f]{64})\.([a-z]+)$/) ?? []
  const stored = hash ? await deps.media.get(hash) : undefined
  if (!hash || !stored || storedFormat(stored.contentType)?.ext !== ext) throw notFound('Media not found')
  return { ...stored, hash }
}
