import { chooseProjectIcon } from '../../../web/components/project/icon.ts'
import { projectCardProps } from '../../../web/components/social-card/project-card.ts'
import {
  CARD_ICON_SIZE,
  HomeSocialCard,
  InitialsAvatar,
  ProjectSocialCard,
} from '../../../web/components/social-card/SocialCard.tsx'
import type { ProjectStatus } from '../../../web/graphql/types.ts'
import type { Sql } from '../../db/client.ts'
import { graphqlEnumName } from '../../shared/enums.ts'
import type { Project } from '../../shared/models/projects.ts'
import { CARD_SIZE } from '../../shared/social-images.ts'
import { mediaHashes, postgresMediaStorage } from '../media/storage.ts'
import type { OwnerProfile } from './profile.ts'
import { coverPng, dataUrl, renderPng } from './render-image.ts'

/** Cards kept in memory; each is 50–150 KB, and a miss costs one render (~100 ms). */
const MAX_CACHED = 64
const AVATAR_SIZE = 512

/**
 * The link-preview images (docs/decisions/171-social-cards.md): a project's uploaded hero image cropped
 * to 1200×630, else a card drawn in the site's look. Kept by what they show (the project's update time
 * and the owner's profile), so an edit draws a new one and unrelated writes keep the old.
 */
export function createSocialCards(deps: { sql: Sql; siteUrl: string }) {
  const media = postgresMediaStorage(deps.sql)
  const siteHost = new URL(deps.siteUrl).host
  const cache = new Map<string, Promise<Uint8Array>>()

  function cached(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const hit = cache.get(key)
    if (hit) return hit
    const made = make()
    made.catch(() => cache.delete(key))
    cache.set(key, made)
    // A Map iterates in insertion order: the first key is the oldest card.
    for (const oldest of cache.keys()) {
      if (cache.size <= MAX_CACHED) break
      cache.delete(oldest)
    }
    return made
  }

  /** Bytes of one of our uploads (`/media/<hash>.<ext>`); other addresses are never fetched. */
  async function upload(url: string | null) {
    const [hash] = mediaHashes([url])
    return hash ? media.get(hash) : undefined
  }

  /** An uploaded icon, as PNG for satori; undefined for a named icon or one elsewhere on the web. */
  async function uploadedIcon(project: Project): Promise<string | undefined> {
    const choice = chooseProjectIcon(project)
    const stored = choice.kind === 'image' ? await upload(choice.url) : undefined
    if (!stored) return undefined
    return dataUrl('image/png', await coverPng(stored.bytes, CARD_ICON_SIZE * 2, CARD_ICON_SIZE * 2))
  }

  async function drawProject(project: Project, owner: OwnerProfile): Promise<Uint8Array> {
    const hero = await upload(project.heroImageUrl)
    if (hero) return coverPng(hero.bytes, CARD_SIZE.width, CARD_SIZE.height)
    // The labels and tones are keyed by GraphQL's names (IN_PROGRESS), the row holds REST's (in-progress).
    const status = project.status && (graphqlEnumName(project.status) as ProjectStatus)
    const props = projectCardProps(
      { ...project, status },
      { ownerName: owner.name, siteHost },
      await uploadedIcon(project),
    )
    return renderPng(<ProjectSocialCard {...props} />, CARD_SIZE.width, CARD_SIZE.height)
  }

  async function avatarSrc(owner: OwnerProfile, size: number): Promise<string | null> {
    const stored = await upload(owner.avatarUrl)
    return stored ? dataUrl('image/png', await coverPng(stored.bytes, size, size)) : null
  }

  return {
    project: (project: Project, owner: OwnerProfile) =>
      cached(`project:${project.id}:${project.updatedAt.getTime()}:${owner.name}`, () =>
        drawProject(project, owner),
      ),

    home: (owner: OwnerProfile) =>
      cached(`home:${owner.name}:${owner.jobTitle}:${owner.avatarUrl}`, async () =>
        renderPng(
          <HomeSocialCard
            name={owner.name}
            jobTitle={owner.jobTitle}
            siteHost={siteHost}
            avatarSrc={await avatarSrc(owner, 480)}
          />,
          CARD_SIZE.width,
          CARD_SIZE.height,
        ),
      ),

    /**
     * A sent issue's card: its feature image cropped to 1200×630 (an issue without one has no card of
     * its own; its page shares the site's default image). Kept by the image's address.
     */
    newsletter: async (issue: { id: number; featureImageUrl: string | null }) => {
      const image = await upload(issue.featureImageUrl)
      if (!image) return undefined
      return cached(`newsletter:${issue.id}:${issue.featureImageUrl}`, () =>
        coverPng(image.bytes, CARD_SIZE.width, CARD_SIZE.height),
      )
    },

    /** The Person's image in the structured data when no avatar was uploaded: the hero's initials. */
    avatar: (owner: OwnerProfile) =>
      cached(`avatar:${owner.name}:${owner.avatarUrl}`, async () => {
        const stored = await upload(owner.avatarUrl)
        if (stored) return coverPng(stored.bytes, AVATAR_SIZE, AVATAR_SIZE)
        return renderPng(<InitialsAvatar name={owner.name} size={AVATAR_SIZE} />, AVATAR_SIZE, AVATAR_SIZE)
      }),
  }
}

export type SocialCards = ReturnType<typeof createSocialCards>
