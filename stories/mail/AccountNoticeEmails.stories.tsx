import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { accountDeletedMail, emailChangedMail } from '../../src/modules/mail/account-notices.tsx'
import type { Composed } from '../../src/modules/mail/messages.tsx'

const site = { siteName: 'Ada Example', siteUrl: 'http://localhost:3000' }

/** The account notices (no link to act on) as a mail client shows them: HTML part, then text part. */
function EmailDocument({
  mail,
}: {
  /** The composed message: subject, HTML part and text part. */
  mail: Composed
}) {
  return (
    <article aria-label={mail.subject}>
      <h1 style={{ fontSize: '1.125rem' }}>{mail.subject}</h1>
      <iframe
        title={`HTML part of “${mail.subject}”`}
        srcDoc={mail.html}
        style={{ width: '100%', height: 520, border: 0, background: '#fff' }}
      />
      <h2 style={{ fontSize: '1rem' }}>Text part</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
    </article>
  )
}

const meta = {
  title: 'Mail/Account notices',
  component: EmailDocument,
  args: { mail: { subject: '', html: '', text: '' } },
  render: (_args, { loaded }) => <EmailDocument mail={loaded.mail as Composed} />,
} satisfies Meta<typeof EmailDocument>

export default meta
type Story = StoryObj<typeof meta>

export const EmailChanged: Story = {
  loaders: [async () => ({ mail: await emailChangedMail(site, 'grace', 'grace@new.example') })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/changed to g\*\*\*@new\.example/)).toBeVisible()
  },
}

export const AccountDeleted: Story = {
  loaders: [async () => ({ mail: await accountDeletedMail(site, 'grace') })],
}
