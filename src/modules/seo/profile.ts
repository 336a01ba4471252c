import type { AppDeps } from '../../app-deps.ts'
import type { SiteSettings } from '../site/model.ts'
import { getSiteSettings } from '../site/service.ts'

/** The owner as search engines, feeds and social cards see them. */
export interface OwnerProfile {
  name: string
  jobTitle: string
  /** The site's description (meta tags, feed subtitle, manifest). */
  description: string
  /** An uploaded avatar (`/media/...` or an absolute URL); null draws the initials art. */
  avatarUrl: string | null
  /** Public profiles, for JSON-LD `sameAs`. */
  profileLinks: string[]
}

type ProfileFields = Pick<
  SiteSettings,
  | 'ownerName'
  | 'jobTitle'
  | 'description'
  | 'avatarUrl'
  | 'linkedinUrl'
  | 'githubUrl'
  | 'xUrl'
  | 'mastodonUrl'
  | 'scholarUrl'
  | 'huggingfaceUrl'
>

/** The profile in site settings as stored, or as the root route's loader data carries them. */
export function ownerProfileOf(site: ProfileFields): OwnerProfile {
  return {
    name: site.ownerName,
    jobTitle: site.jobTitle,
    description: site.description,
    avatarUrl: site.avatarUrl ?? null,
    profileLinks: [
      site.linkedinUrl,
      site.githubUrl,
      site.xUrl,
      site.mastodonUrl,
      site.scholarUrl,
      site.huggingfaceUrl,
    ].filter((url): url is string => typeof url === 'string'),
  }
}

/** The owner's profile from the site settings (admin panel, Site tab). */
export async function loadOwnerProfile(deps: Pick<AppDeps, 'config' | 'sql'>): Promise<OwnerProfile> {
  return ownerProfileOf(await getSiteSettings(deps.sql, deps.config.owner))
}
