import { createElement } from 'react'
import { openPixelEnabled } from '../../db/newsletter-links.ts'
import { type MailIdentity, mailIdentity, oneLine } from '../mail/identity.ts'
import { renderMail } from '../mail/render.ts'
import { openPixelUrl, trackLinks } from '../newsletter-links/service.ts'
import { IssueEmail, type IssueEmailProps } from './IssueEmail.tsx'
import { absoluteMediaUrls } from './markdown.ts'
import type { NewsletterDeps } from './model.ts'
import { unsubscribeToken } from './unsubscribe-token.ts'

/** A message ready for the mail server. */
export interface OutgoingMail {
  issueId: number
  userId: number
  to: string
  /** From and Reply-To as the site settings said when the message was built. */
  from: string
  replyTo: string
  subject: string
  html: string
  text: string
  /** Message-ID with angle brackets. */
  messageId: string
  headers: Record<string, string>
}

export const archivePath = (slug?: string) => (slug ? `/newsletter/archive/${slug}` : '/newsletter/archive')
export const unsubscribePath = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
/**
 * The footer's "dashboard preferences" link: a sign-in page for readers that goes on to /dashboard (or
 * straight there when signed in), where /dashboard itself would send a signed-out reader to the spec's
 * "Admin Login".
 */
export const PREFERENCES_PATH = '/newsletter/preferences'

/**
 * The same for every attempt at one (issue, reader): a resend after a crash between the mail server's
 * acceptance and our bookkeeping carries the Message-ID of the first copy, so it can be recognised
 * (docs/decisions/201-newsletter-exactly-once.md).
 */
const issueMessageId = (siteUrl: string, issueId: number, userId: number) =>
  `<newsletter-${issueId}-${userId}@${new URL(siteUrl).hostname}>`

interface IssueMailInput {
  issue: { id: number; title: string; slug: string; html: string }
  recipient: { userId: number; email: string; firstName: string | null }
  /** A test copy to the admin: marked in the subject, and its own Message-ID. */
  test?: boolean
  /** The identity, when the caller has just read it; otherwise read here, for this message. */
  site?: MailIdentity
}

/**
 * A newsletter mail (an issue or the welcome) rendered for one reader, with the links and list headers
 * every one carries. An issue's one-click link names the issue, so an unsubscribe is counted against it
 * (decision 238).
 */
export async function renderNewsletterMail(
  deps: NewsletterDeps,
  userId: number,
  props: Omit<IssueEmailProps, 'site' | 'unsubscribeUrl' | 'preferencesUrl'> & { site: MailIdentity },
  issueId?: number,
) {
  const { siteUrl } = deps.config
  const token = await unsubscribeToken(deps, userId)
  const unsubscribeUrl = `${siteUrl}${unsubscribePath(token)}${issueId ? `&issue=${issueId}` : ''}`
  const preferencesUrl = `${siteUrl}${PREFERENCES_PATH}`
  const rendered = await renderMail(createElement(IssueEmail, { ...props, unsubscribeUrl, preferencesUrl }))
  return {
    ...rendered,
    headers: {
      // RFC 2369 + RFC 8058: mail clients show an unsubscribe button that POSTs to the https address.
      // The mailto goes to the owner's Reply-To inbox, the one the site shows readers (the admin's own
      // address stays private).
      'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${props.site.replyTo}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${oneLine(props.site.siteName)} newsletter <newsletter.${new URL(siteUrl).hostname}>`,
    },
  }
}

export async function buildIssueMail(deps: NewsletterDeps, input: IssueMailInput): Promise<OutgoingMail> {
  const { siteUrl } = deps.config
  const { issue, recipient } = input
  // Read per message, so a rename on the Site screen reaches the rest of an issue being sent.
  const site = input.site ?? (await mailIdentity(deps.sql, deps.config))
  // Readers' copies carry tracked links; the owner's test copy the links themselves, so trying it out
  // counts no click.
  const body = absoluteMediaUrls(issue.html, siteUrl)
  const { html, text, headers } = await renderNewsletterMail(
    deps,
    recipient.userId,
    {
      site,
      title: issue.title,
      html: input.test ? body : await trackLinks(deps, { id: issue.id, slug: issue.slug, html: body }),
      openPixelUrl:
        !input.test && (await openPixelEnabled(deps.sql)) ? await openPixelUrl(deps, issue.id) : undefined,
      firstName: recipient.firstName,
      archiveUrl: `${siteUrl}${archivePath(issue.slug)}`,
    },
    input.test ? undefined : issue.id,
  )
  return {
    issueId: issue.id,
    userId: recipient.userId,
    to: recipient.email,
    from: site.from,
    replyTo: site.replyTo,
    subject: input.test ? `[Test] ${issue.title}` : issue.title,
    html,
    text,
    messageId: input.test
      ? `<newsletter-test-${issue.id}-${Date.now()}@${new URL(siteUrl).hostname}>`
      : issueMessageId(siteUrl, issue.id, recipient.userId),
    headers,
  }
}
