import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  type Composed,
  confirmSubscriptionMail,
  ownerNotificationMail,
  resetPasswordMail,
  verifyEmailChangeMail,
} from '../../src/modules/mail/messages.tsx'
import { signInLinkMail } from '../../src/modules/mail/sign-in-mails.tsx'

const site = { siteName: 'Ada Example', siteUrl: 'http://localhost:3000' }

/**
 * Each email template as a mail client shows it: the HTML part (in a frame, as its own document) and
 * the text part. Rendered in the browser with the same functions the server queues mail with. The frame
 * is not sandboxed here, unlike the admin's Outbox, so the story test's axe also checks the email itself.
 */
function EmailDocument({ mail }: { mail: Composed }) {
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
  title: 'Mail/Email templates',
  component: EmailDocument,
  args: { mail: { subject: '', html: '', text: '' } },
  render: (_args, { loaded }) => <EmailDocument mail={loaded.mail as Composed} />,
} satisfies Meta<typeof EmailDocument>

export default meta
type Story = StoryObj<typeof meta>

const linkInText =
  (url: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByText(/Text part/)).toBeVisible()
    await expect(canvas.getByText(new RegExp(url.replace(/[?.]/g, '\\$&')))).toBeVisible()
  }

const confirmUrl = 'http://localhost:3000/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz234567'
export const ConfirmSubscription: Story = {
  loaders: [async () => ({ mail: await confirmSubscriptionMail(site, 'Grace', confirmUrl) })],
  play: linkInText(confirmUrl),
}

const resetUrl = 'http://localhost:3000/auth/reset?token=abcdefghijklmnopqrstuvwxyz234567'
export const ResetPassword: Story = {
  loaders: [async () => ({ mail: await resetPasswordMail(site, 'grace', resetUrl) })],
  play: linkInText(resetUrl),
}

const verifyUrl = 'http://localhost:3000/account/confirm-email?token=abcdefghijklmnopqrstuvwxyz234567'
export const VerifyEmailChange: Story = {
  loaders: [
    async () => ({ mail: await verifyEmailChangeMail(site, 'grace', 'grace@new.example', verifyUrl) }),
  ],
  play: linkInText(verifyUrl),
}

export const OwnerNotification: Story = {
  loaders: [
    async () => ({
      mail: await ownerNotificationMail(site, 'Grace Reader subscribed to the newsletter.', [
        ['Username', 'grace'],
        ['Email', 'grace@example.com'],
        ['Frequency', 'At most weekly'],
        ['Topics', 'all'],
      ]),
    }),
  ],
}

const signInUrl = 'http://localhost:3000/auth/link?token=abcdefghijklmnopqrstuvwxyz234567'
/** A sign-in link the reader asked for (decision 233). */
export const SignInLink: Story = {
  loaders: [async () => ({ mail: await signInLinkMail(site, 'grace', signInUrl, 'requested') })],
  play: linkInText(signInUrl),
}

/** Someone subscribed an address that already has an account: nothing changed, here is a way in. */
export const AlreadyAReader: Story = {
  loaders: [async () => ({ mail: await signInLinkMail(site, 'grace', signInUrl, 'already-a-reader') })],
  play: linkInText(signInUrl),
}
