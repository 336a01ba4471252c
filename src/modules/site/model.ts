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

/**
 * Who the site's mail comes from: admin-only (never in GET /api/site or the public GraphQL `site`).
 * Null is the default, resolved when a message is built (src/modules/mail/identity.ts).
 */
export interface SiteMailSettings {
  /** The From name; null: the owner's name. */
  senderName: string | null
  /** The From address; null: MAIL_FROM's address, else the contact email. */
  senderEmail: string | null
  /** Where replies go (and the newsletter's mailto unsubscribe); null: the contact email. */
  replyTo: string | null
  /** The admin's own address (test copies, the owner's notes); null: the admin account's, else the contact email. */
  adminEmail: string | null
}

/**
 * What an edit writes: everything but the two uploaded images. A mail setting left out (undefined) keeps
 * its stored value: GET /api/site does not carry them, and what it answers can be sent back as is.
 */
export type SiteFields = Omit<SiteSettings, 'avatarUrl' | 'socialImageUrl'> & Partial<SiteMailSettings>

/** What PUT /api/site answers the admin: the settings with the mail settings as stored. */
export type SiteSettingsForAdmin = SiteSettings & SiteMailSettings

/** The stored mail settings and what their defaults are made of, as one read. */
export interface SiteMailSources extends SiteMailSettings {
  ownerName: string
  contactEmail: string
  /** The administrator account's email, if it has one. */
  adminAccountEmail: string | null
}
