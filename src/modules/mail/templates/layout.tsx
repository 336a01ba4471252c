import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'
import { brandColors, brandFonts } from '../../../shared/brand.ts'

/** What every template needs to say who it is from and link back. */
export interface SiteInfo {
  /** The owner's name: the site's name in the header and signature. */
  siteName: string
  /** The site's address; every link in the message is absolute from it. */
  siteUrl: string
}

const styles = {
  body: {
    backgroundColor: brandColors.pageBottom,
    fontFamily: brandFonts.sans,
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: brandColors.pageTop,
    border: `1px solid ${brandColors.borderStrong}`,
    borderRadius: '12px',
    margin: '0 auto',
    maxWidth: '560px',
    padding: '32px',
  },
  brand: { color: brandColors.accent, fontFamily: brandFonts.mono, fontSize: '14px', margin: '0 0 24px' },
  paragraph: { color: brandColors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  small: { color: brandColors.textSubtle, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  button: {
    backgroundColor: brandColors.accent,
    borderRadius: '8px',
    color: brandColors.pageBottom,
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  link: { color: brandColors.accent },
  hr: { borderColor: brandColors.border, margin: '24px 0' },
} as const

export function EmailLayout({
  title,
  preview,
  site,
  children,
  footer,
}: {
  /**
   * The subject, as the document's <title>: HTML requires one, and it names the message where it is
   * read as a page (opened in a browser, a webmail's print view, a screen reader's document name).
   */
  title: string
  preview: string
  site: SiteInfo
  children: ReactNode
  /** Why the reader got this message; shown small under the rule. */
  footer: ReactNode
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>
            <Link href={site.siteUrl} style={styles.link}>
              {site.siteName}
            </Link>
          </Text>
          {children}
          <Hr style={styles.hr} />
          <Text style={styles.small}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}

export const Paragraph = ({ children }: { children: ReactNode }) => (
  <Text style={styles.paragraph}>{children}</Text>
)

export const Small = ({ children }: { children: ReactNode }) => <Text style={styles.small}>{children}</Text>

/** The one call to action; the same URL follows in plain text for clients that hide buttons. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={href} style={styles.button}>
          {children}
        </Button>
      </Section>
      <Small>
        Or paste this link into your browser:{' '}
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Small>
    </>
  )
}
