import type {
  SiteFields,
  SiteMailSettings,
  SiteSettings,
  SiteSettingsForAdmin,
} from '../modules/site/model.ts'
import type { Sql } from './client.ts'

const columns = (sql: Sql) => sql`
  owner_name AS "ownerName", job_title AS "jobTitle", avatar_url AS "avatarUrl", greetings,
  about_full AS "aboutFull", about_short AS "aboutShort", to_char(career_start, 'YYYY-MM-DD') AS "careerStart",
  stat_label AS "statLabel", stat_value AS "statValue", contact_email AS "contactEmail",
  linkedin_url AS "linkedinUrl", github_url AS "githubUrl", x_url AS "xUrl", mastodon_url AS "mastodonUrl",
  scholar_url AS "scholarUrl", huggingface_url AS "huggingfaceUrl", description,
  social_image_url AS "socialImageUrl", theme_default AS "themeDefault"`

const mailColumns = (sql: Sql) => sql`
  sender_name AS "senderName", sender_email AS "senderEmail", reply_to AS "replyTo", admin_email AS "adminEmail"`

export async function findSiteSettings(sql: Sql): Promise<SiteSettings | undefined> {
  const [row] = await sql<SiteSettings[]>`SELECT ${columns(sql)} FROM site_settings`
  return row
}

/**
 * The first-run row. Checked before inserting: the data-version trigger fires for every INSERT
 * statement, even one that inserts nothing, and each start would otherwise empty every page cache.
 */
export async function insertSiteSettingsIfMissing(sql: Sql, s: SiteFields): Promise<boolean> {
  if (await findSiteSettings(sql)) return false
  const rows = await sql`
    INSERT INTO site_settings (owner_name, job_title, greetings, about_full, about_short, career_start,
      stat_label, stat_value, contact_email, linkedin_url, github_url, x_url, mastodon_url, scholar_url,
      huggingface_url, description, theme_default)
    VALUES (${s.ownerName}, ${s.jobTitle}, ${s.greetings}, ${s.aboutFull}, ${s.aboutShort}, ${s.careerStart},
      ${s.statLabel}, ${s.statValue}, ${s.contactEmail}, ${s.linkedinUrl}, ${s.githubUrl}, ${s.xUrl},
      ${s.mastodonUrl}, ${s.scholarUrl}, ${s.huggingfaceUrl}, ${s.description}, ${s.themeDefault})
    ON CONFLICT (id) DO NOTHING
    RETURNING id`
  return rows.length > 0
}

/** The mail sources, with the owner's name and contact email null when there is no settings row. */
export type StoredMailSources = SiteMailSettings &
  Record<'ownerName' | 'contactEmail' | 'adminAccountEmail', string | null>

/**
 * The mail settings as stored, with what their defaults are made of, read as one row even when the
 * settings row is missing (its columns are then null).
 */
export async function findSiteMailSources(sql: Sql): Promise<StoredMailSources> {
  const [row] = await sql<StoredMailSources[]>`
    SELECT s.owner_name AS "ownerName", s.contact_email AS "contactEmail", ${mailColumns(sql)},
      (SELECT email FROM users WHERE is_admin AND email IS NOT NULL ORDER BY id LIMIT 1) AS "adminAccountEmail"
    FROM (SELECT) AS one LEFT JOIN site_settings s ON true`
  return row!
}

/** A mail setting the edit leaves out keeps its stored value. */
const setIfGiven = (sql: Sql, column: string, value: string | null | undefined) =>
  value === undefined ? sql`` : sql`, ${sql(column)} = ${value}`

export async function updateSiteSettings(sql: Sql, s: SiteFields): Promise<SiteSettingsForAdmin | undefined> {
  const [row] = await sql<SiteSettingsForAdmin[]>`
    UPDATE site_settings SET owner_name = ${s.ownerName}, job_title = ${s.jobTitle}, greetings = ${s.greetings},
      about_full = ${s.aboutFull}, about_short = ${s.aboutShort}, career_start = ${s.careerStart},
      stat_label = ${s.statLabel}, stat_value = ${s.statValue}, contact_email = ${s.contactEmail},
      linkedin_url = ${s.linkedinUrl}, github_url = ${s.githubUrl}, x_url = ${s.xUrl},
      mastodon_url = ${s.mastodonUrl}, scholar_url = ${s.scholarUrl}, huggingface_url = ${s.huggingfaceUrl},
      description = ${s.description}, theme_default = ${s.themeDefault}, updated_at = now()
      ${setIfGiven(sql, 'sender_name', s.senderName)} ${setIfGiven(sql, 'sender_email', s.senderEmail)}
      ${setIfGiven(sql, 'reply_to', s.replyTo)} ${setIfGiven(sql, 'admin_email', s.adminEmail)}
    RETURNING ${columns(sql)}, ${mailColumns(sql)}`
  return row
}

export type SiteImage = 'avatar' | 'socialImage'

/** Sets one uploaded image and answers the URL it replaced, so the caller can release that file. */
export async function setSiteImage(
  sql: Sql,
  image: SiteImage,
  url: string | null,
): Promise<{ settings: SiteSettings; previous: string | null } | undefined> {
  const column = image === 'avatar' ? sql`avatar_url` : sql`social_image_url`
  const [row] = await sql<(SiteSettings & { previous: string | null })[]>`
    WITH old AS (SELECT ${column} AS previous FROM site_settings FOR UPDATE)
    UPDATE site_settings SET ${column} = ${url}, updated_at = now()
    FROM old
    RETURNING ${columns(sql)}, old.previous`
  if (!row) return undefined
  const { previous, ...settings } = row
  return { settings, previous }
}
