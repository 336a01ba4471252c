import type { ThemeDefault } from '../../shared/site.ts'

/** The site settings as stored and served (GET /api/site, GraphQL `site`). */
export interface SiteSettings {
  ownerName: string
  jobTitle: string
  avatarUrl: string | null
  greetings: string[]
  aboutFull: string
  aboutShort: string
  /** YYYY-MM-DD: Years of Experience counts whole years from this day. */
  careerStart: string
  statLabel: string
  statValue: string
  contactEmail: string
  linkedinUrl: string
  githubUrl: string
  xUrl: string | null
  mastodonUrl: string | null
  scholarUrl: string | null
  huggingfaceUrl: string | null
  description: string
  socialImageUrl: string | null
  themeDefault: ThemeDefault
}

/** What an edit writes: everything but the two uploaded images. */
export type SiteFields = Omit<SiteSettings, 'avatarUrl' | 'socialImageUrl'>
