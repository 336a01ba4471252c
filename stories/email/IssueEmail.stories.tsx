import { render } from '@react-email/render'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect } from 'storybook/test'
import { IssueEmail, type IssueEmailProps } from '../../src/modules/newsletter-issues/IssueEmail.tsx'

/** The email as a mail client gets it: rendered to HTML by react-email, shown in a frame. */
function EmailFrame(props: IssueEmailProps) {
  const [html, setHtml] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void render(<IssueEmail {...props} />).then((out) => current && setHtml(out))
    return () => {
      current = false
    }
  }, [props])
  return html ? (
    <iframe title="Newsletter email" srcDoc={html} style={{ width: 640, height: 760, border: 0 }} />
  ) : (
    <p>Rendering...</p>
  )
}

const site = { siteName: 'Ada Example', siteUrl: 'https://ada.example' }

/** A newsletter issue as sent: the admin's Markdown body inside the site's email layout. */
const meta = {
  title: 'Email/NewsletterIssue',
  component: IssueEmail,
  render: (args) => <EmailFrame {...args} />,
  args: {
    site,
    title: 'Shipping a model in a week',
    firstName: 'Grace',
    html: '<h2>What changed</h2>\n<p>Hello <strong>readers</strong>. The new <a href="https://docs.example/x" rel="noopener noreferrer">docs</a> are up.</p>\n<ul>\n<li>Faster inference</li>\n<li>Smaller models</li>\n</ul>\n',
    archiveUrl: `${site.siteUrl}/newsletter/archive/shipping-a-model-in-a-week`,
    unsubscribeUrl: `${site.siteUrl}/newsletter/unsubscribe?token=1.abc`,
    preferencesUrl: `${site.siteUrl}/dashboard`,
  },
} satisfies Meta<typeof IssueEmail>

export default meta
type Story = StoryObj<typeof meta>

export const Issue: Story = {
  play: async ({ canvas }) => {
    const frame = (await canvas.findByTitle('Newsletter email')) as HTMLIFrameElement
    await expect(frame.srcdoc).toContain('unsubscribe')
    await expect(frame.srcdoc).toContain('dashboard preferences')
  },
}

/** A reader without a first name on file. */
export const NoFirstName: Story = { args: { firstName: null } }

/** The welcome email a new reader gets once: the owner's text, the same footer (earlier issues only). */
export const Welcome: Story = {
  args: {
    title: "Welcome to Ada Example's newsletter",
    html: '<p>Thank you for subscribing, and welcome!</p>\n',
    archiveUrl: `${site.siteUrl}/newsletter/archive`,
    welcome: true,
  },
  play: async ({ canvas }) => {
    const frame = (await canvas.findByTitle('Newsletter email')) as HTMLIFrameElement
    await expect(frame.srcdoc).toContain('earlier issues')
    await expect(frame.srcdoc).not.toContain('this and earlier issues')
  },
}
