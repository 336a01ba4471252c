import { Heading, Link } from '@react-email/components'
import { brandColors } from '../../shared/brand.ts'
import { EmailLayout, Paragraph, type SiteInfo } from '../mail/templates/layout.tsx'

export interface IssueEmailProps {
  /** The site's name and address, for the header, the signature and absolute links. */
  site: SiteInfo
  /** The issue's subject, also its heading. */
  title: string
  /** Sanitised issue HTML with absolute media addresses (markdown.ts). */
  html: string
  /** The reader's first name for the greeting; "Hi," alone when null. */
  firstName: string | null
  /** The issue's page in the public archive (the footer's archive link). */
  archiveUrl: string
  /** The one-click unsubscribe link for this reader. */
  unsubscribeUrl: string
  /** Where the reader changes frequency and topics (the dashboard). */
  preferencesUrl: string
  /** The welcome email (src/modules/newsletter/welcome.ts): the archive holds only earlier issues. */
  welcome?: boolean
  /** The open pixel's address, only while the owner has it on (off by default, decision 238). */
  openPixelUrl?: string | undefined
}

// The body is the admin's own HTML: its elements get no template styles, so colour and rhythm are set
// on the wrapper and inherited.
const bodyStyle = { color: brandColors.text, fontSize: '16px', lineHeight: '26px' } as const
// Underlined: in running text a link must not be told apart by colour alone.
const link = { color: brandColors.accent, textDecoration: 'underline' }

/**
 * Mail clients drop most <style> rules, so the issue's own elements get inline styles: links in the
 * accent colour (the client default blue is unreadable on the dark card), images no wider than the card.
 */
function inlineEmailStyles(html: string): string {
  return html
    .replace(/<a /g, `<a style="color:${brandColors.accent};text-decoration:underline" `)
    .replace(/<img /g, '<img style="max-width:100%;height:auto" ')
}

/**
 * One newsletter issue as an email, or the welcome a new reader gets; the footer carries the
 * unsubscribe and preferences links.
 */
export function IssueEmail(props: IssueEmailProps) {
  return (
    <EmailLayout
      title={props.title}
      preview={props.title}
      site={props.site}
      footer={
        <>
          You receive this because you subscribed to {props.site.siteName}'s newsletter. Read{' '}
          {props.welcome ? 'earlier issues' : 'this and earlier issues'} in the{' '}
          <Link href={props.archiveUrl} style={link}>
            archive
          </Link>
          , change your topics or frequency in your{' '}
          <Link href={props.preferencesUrl} style={link}>
            dashboard preferences
          </Link>
          , or{' '}
          <Link href={props.unsubscribeUrl} style={link}>
            unsubscribe
          </Link>{' '}
          in one click.
        </>
      }
    >
      <Paragraph>{props.firstName ? `Hi ${props.firstName},` : 'Hi,'}</Paragraph>
      <Heading
        as="h1"
        style={{ color: brandColors.text, fontSize: '26px', lineHeight: '34px', margin: '0 0 16px' }}
      >
        {props.title}
      </Heading>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save (markdown.ts) */}
      <div style={bodyStyle} dangerouslySetInnerHTML={{ __html: inlineEmailStyles(props.html) }} />
      {props.openPixelUrl ? (
        <img
          data-open-pixel=""
          src={props.openPixelUrl}
          width="1"
          height="1"
          alt=""
          style={{ display: 'block', border: 0 }}
        />
      ) : null}
    </EmailLayout>
  )
}
