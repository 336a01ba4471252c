import type { Sql } from '../../db/client.ts'
import * as stored from '../../db/newsletter-welcome.ts'
import type { WelcomeInput } from '../../shared/inputs/newsletter-welcome.ts'
import type { PublicUser } from '../../shared/models/auth.ts'
import type { Welcome } from '../../shared/models/newsletter.ts'
import { mailIdentity } from '../mail/identity.ts'
import { enqueueMail, type MailDeps } from '../mail/service.ts'
import { absoluteMediaUrls, renderIssueHtml } from '../newsletter-issues/markdown.ts'
import { archivePath, renderNewsletterMail } from '../newsletter-issues/messages.ts'

/*
 * The welcome email (issue 21 item 9, docs/decisions/235): written by the owner on the Newsletter
 * screen, sent once to each reader when their subscription starts: when they open the confirmation
 * link, or at sign-up when no confirmation is asked for. Until the owner saves the form it is on when
 * a mail server is configured, with the text below.
 */

export const DEFAULT_WELCOME_MARKDOWN = `Thank you for subscribing, and welcome!

New issues will come to this address as they are published, on the topics and as often as you chose. You can change either in your dashboard at any time, and every email has a link to unsubscribe in one click.`

const defaultWelcomeSubject = (ownerName: string) => `Welcome to ${ownerName}'s newsletter`

/** Sent at most once per reader, ever: the mail log refuses a second message with this key. */
const welcomeDedupeKey = (userId: number) => `newsletter-welcome:${userId}`

type WelcomeConfig = Pick<MailDeps['config'], 'siteUrl' | 'owner' | 'mail'>

/** Line ends as a browser posts them (CRLF) or as typed: the same text either way. */
const normalised = (text: string) => text.replace(/\r\n?/g, '\n').trim()

async function resolved(sql: Sql, config: WelcomeConfig) {
  const [row, site] = [await stored.findWelcome(sql), await mailIdentity(sql, config)]
  return {
    site,
    enabled: row?.enabled ?? config.mail.smtpUrl !== undefined,
    subject: row?.subject ?? defaultWelcomeSubject(site.siteName),
    markdown: row?.markdown ?? DEFAULT_WELCOME_MARKDOWN,
    defaultSubject: row?.subject == null,
    defaultText: row?.markdown == null,
  }
}

export async function getWelcome(sql: Sql, config: WelcomeConfig): Promise<Welcome> {
  const { site: _site, ...welcome } = await resolved(sql, config)
  return {
    ...welcome,
    html: renderIssueHtml(welcome.markdown, config.siteUrl),
    mailServer: config.mail.smtpUrl !== undefined,
  }
}

/**
 * Saves the owner's choice. A subject or text equal to the default is kept as "the default", so the
 * default subject goes on following a rename of the owner after the form was saved unchanged.
 */
export async function saveWelcome(sql: Sql, config: WelcomeConfig, input: WelcomeInput): Promise<Welcome> {
  const site = await mailIdentity(sql, config)
  const subject = input.subject.trim()
  const markdown = normalised(input.markdown)
  await stored.saveWelcome(sql, {
    enabled: input.enabled,
    subject: subject === defaultWelcomeSubject(site.siteName) ? null : subject,
    markdown: markdown === DEFAULT_WELCOME_MARKDOWN ? null : markdown,
  })
  return getWelcome(sql, config)
}

/**
 * Queues the welcome for a reader whose subscription has just started, in that change's transaction:
 * no subscription, no mail. It is newsletter mail (one-click unsubscribe, List-Id, the issue footer),
 * from the owner's identity as the settings say now. A reader who already had it (a second
 * confirmation, a return after unsubscribing) gets nothing.
 */
export async function queueWelcome(deps: MailDeps, tx: Sql, user: PublicUser): Promise<void> {
  if (!user.email) return
  const welcome = await resolved(tx, deps.config)
  if (!welcome.enabled) return
  const { site } = welcome
  const { siteUrl } = deps.config
  // The unsubscribe key is read in this transaction: the embedded database has a single connection.
  const { html, text, headers } = await renderNewsletterMail({ config: deps.config, sql: tx }, user.id, {
    site,
    title: welcome.subject,
    html: absoluteMediaUrls(renderIssueHtml(welcome.markdown, siteUrl), siteUrl),
    firstName: user.firstName,
    archiveUrl: `${siteUrl}${archivePath()}`,
    welcome: true,
  })
  await enqueueMail(
    deps,
    {
      to: user.email,
      subject: welcome.subject,
      html,
      text,
      headers,
      kind: 'newsletter-welcome',
      userId: user.id,
      sender: site,
    },
    { tx, dedupeKey: welcomeDedupeKey(user.id) },
  )
}
