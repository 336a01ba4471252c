import type { Config } from '../../config.ts'
import type { Sql } from '../../db/client.ts'
import * as site from '../../db/site-settings.ts'
import { badRequest } from '../../errors.ts'
import type { SiteInput } from '../../shared/inputs/site.ts'
import { blankToNull } from '../../shared/lists.ts'
import {
  DEFAULT_ABOUT,
  DEFAULT_CAREER_START,
  DEFAULT_JOB_TITLE,
  DEFAULT_THIRD_STAT,
  defaultDescription,
  defaultGreetings,
  firstNameOf,
} from '../../shared/site.ts'
import { exactlyOneFile, formField, processFramedImage } from '../media/images.ts'
import { type MediaStorage, mediaHashes, mediaUrl } from '../media/storage.ts'
import type { SiteFields, SiteMailSources, SiteSettings, SiteSettingsForAdmin } from './model.ts'

/** Today's look: the OWNER_* variables and the sample texts. Used once, for the first row. */
function firstRunSettings(owner: Config['owner']): SiteFields {
  return {
    ownerName: owner.name,
    jobTitle: DEFAULT_JOB_TITLE,
    greetings: defaultGreetings(firstNameOf(owner.name)),
    aboutFull: DEFAULT_ABOUT.full,
    aboutShort: DEFAULT_ABOUT.short,
    careerStart: DEFAULT_CAREER_START,
    statLabel: DEFAULT_THIRD_STAT.label,
    statValue: DEFAULT_THIRD_STAT.value,
    contactEmail: owner.email,
    linkedinUrl: owner.linkedinUrl,
    githubUrl: owner.githubUrl,
    xUrl: null,
    mastodonUrl: null,
    scholarUrl: null,
    huggingfaceUrl: null,
    description: defaultDescription(owner.name, DEFAULT_JOB_TITLE),
    themeDefault: 'dark',
  }
}

/** At start: makes the settings row from the environment when there is none (the OWNER_* are defaults only). */
export function ensureSiteSettings(sql: Sql, owner: Config['owner']): Promise<boolean> {
  return site.insertSiteSettingsIfMissing(sql, firstRunSettings(owner))
}

/**
 * The settings. The row exists from the first start on; should it have been deleted (by hand, or a
 * restore into a database that never started), the first-run values are served instead of an error.
 */
export async function getSiteSettings(sql: Sql, owner: Config['owner']): Promise<SiteSettings> {
  return (
    (await site.findSiteSettings(sql)) ?? {
      ...firstRunSettings(owner),
      avatarUrl: null,
      socialImageUrl: null,
    }
  )
}

/** A real calendar day, not in the future: Postgres would refuse 2023-02-30 with a 500 otherwise. */
function checkCareerStart(value: string): string {
  const date = new Date(`${value}T00:00:00Z`)
  const problem =
    Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
      ? 'Career start must be a real date (YYYY-MM-DD)'
      : date.getTime() > Date.now()
        ? 'Career start cannot be in the future'
        : null
  if (problem)
    throw badRequest(`Invalid request: careerStart: ${problem}`, {
      errors: [{ field: 'careerStart', message: problem }],
    })
  return value
}

/** A mail setting: left out keeps the stored one (undefined), blank goes back to the default (null). */
const mailSetting = (value: string | null | undefined) =>
  value === undefined ? undefined : blankToNull(value)

function toFields(input: SiteInput): SiteFields {
  return {
    ownerName: input.ownerName.trim(),
    jobTitle: input.jobTitle.trim(),
    greetings: input.greetings.map((g) => g.trim()),
    aboutFull: input.aboutFull.trim(),
    aboutShort: input.aboutShort.trim(),
    careerStart: checkCareerStart(input.careerStart),
    statLabel: input.statLabel.trim(),
    statValue: input.statValue.trim(),
    contactEmail: input.contactEmail.trim(),
    linkedinUrl: input.linkedinUrl,
    githubUrl: input.githubUrl,
    xUrl: blankToNull(input.xUrl),
    mastodonUrl: blankToNull(input.mastodonUrl),
    scholarUrl: blankToNull(input.scholarUrl),
    huggingfaceUrl: blankToNull(input.huggingfaceUrl),
    description: input.description.trim(),
    themeDefault: input.themeDefault,
    senderName: mailSetting(input.senderName),
    senderEmail: mailSetting(input.senderEmail),
    replyTo: mailSetting(input.replyTo),
    adminEmail: mailSetting(input.adminEmail),
  }
}

/** Saves an edit; answers the admin with the mail settings as stored too. */
export async function updateSiteSettings(
  sql: Sql,
  owner: Config['owner'],
  input: SiteInput,
): Promise<SiteSettingsForAdmin> {
  const fields = toFields(input)
  await ensureSiteSettings(sql, owner)
  return (await site.updateSiteSettings(sql, fields))!
}

/**
 * The mail settings as stored (null: the default) with what the defaults are made of, for the admin's
 * Site screen. Admin-only: the admin's own address is private.
 */
export async function getSiteMailSettings(sql: Sql, owner: Config['owner']): Promise<SiteMailSources> {
  const row = await site.findSiteMailSources(sql)
  // No settings row (deleted by hand, or a restore into a database that never started): first-run values.
  return { ...row, ownerName: row.ownerName ?? owner.name, contactEmail: row.contactEmail ?? owner.email }
}

export interface SiteMediaDeps {
  sql: Sql
  media: MediaStorage
  owner: Config['owner']
}

const IMAGES = {
  avatar: { field: 'avatar', label: 'avatar', frame: 'avatar' },
  socialImage: { field: 'image', label: 'social image', frame: 'social' },
} as const

/** Stores an upload, cropped to its frame, as the avatar or social image; the replaced file is released. */
export async function uploadSiteImage(
  deps: SiteMediaDeps,
  image: site.SiteImage,
  body: unknown,
): Promise<SiteSettings> {
  const { field, label, frame } = IMAGES[image]
  const file = exactlyOneFile(
    formField(body, field),
    field,
    label,
    'Expected a file in a multipart/form-data body',
  )
  const processed = await processFramedImage(file, label, frame)
  await deps.media.put(processed)
  return setImage(deps, image, mediaUrl(processed.hash, processed.ext))
}

/** Back to the drawn initials (avatar) or to no default social image. */
export function removeSiteImage(deps: SiteMediaDeps, image: site.SiteImage): Promise<SiteSettings> {
  return setImage(deps, image, null)
}

async function setImage(
  deps: SiteMediaDeps,
  image: site.SiteImage,
  url: string | null,
): Promise<SiteSettings> {
  await ensureSiteSettings(deps.sql, deps.owner)
  const saved = (await site.setSiteImage(deps.sql, image, url))!
  if (saved.previous !== url) await deps.media.release(mediaHashes([saved.previous]))
  return saved.settings
}
