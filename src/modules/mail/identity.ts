import type { Config } from '../../config.ts'
import type { Sql } from '../../db/client.ts'
import type { SiteMailSources } from '../site/model.ts'
import { getSiteMailSettings } from '../site/service.ts'
import type { SiteInfo } from './templates/layout.tsx'

/** Who a message is from and about, as the site settings say at the moment it is built. */
export interface MailIdentity extends SiteInfo {
  senderName: string
  senderEmail: string
  /** Replies, and the newsletter's mailto unsubscribe: an inbox the owner reads and may show readers. */
  replyTo: string
  /** The admin's own address: test copies and the owner's notes. Private: never put in a reader's mail. */
  adminEmail: string
  /** The From header, name quoted. */
  from: string
}

export type MailConfig = Pick<Config, 'siteUrl' | 'owner' | 'mail'>

/** A header value made of settings text: line breaks would end the header (Text allows them). */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

/** `"Name" <address>` (RFC 5322 quoted string): commas, dots or quotes in a name stay part of it. */
export const formatAddress = (name: string, address: string) =>
  `"${oneLine(name).replace(/[\\"]/g, '\\$&')}" <${address}>`

/**
 * The identity from the stored settings: each blank (null) mail setting takes its default, so a
 * rename of the owner or a new contact email reaches every message that has not been given its own.
 */
export function resolveMailIdentity(sources: SiteMailSources, config: MailConfig): MailIdentity {
  const senderName = sources.senderName ?? sources.ownerName
  const senderEmail = sources.senderEmail ?? config.mail.fromAddress ?? sources.contactEmail
  return {
    siteName: sources.ownerName,
    siteUrl: config.siteUrl,
    senderName,
    senderEmail,
    replyTo: sources.replyTo ?? sources.contactEmail,
    adminEmail: sources.adminEmail ?? sources.adminAccountEmail ?? sources.contactEmail,
    from: formatAddress(senderName, senderEmail),
  }
}

/**
 * Read when a message is built, never kept: one row, and a rename applies to the next message. Pass the
 * caller's transaction when there is one (the embedded database has a single connection).
 */
export async function mailIdentity(sql: Sql, config: MailConfig): Promise<MailIdentity> {
  return resolveMailIdentity(await getSiteMailSettings(sql, config.owner), config)
}
