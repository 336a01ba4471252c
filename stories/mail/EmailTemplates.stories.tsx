import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  confirmSubscriptionMail,
  ownerNotificationMail,
  resetPasswordMail,
  verifyEmailChangeMail,
} from '../../src/modules/mail/messages.tsx'
import { signInLinkMail } from '../../src/modules/mail/sign-in-mails.tsx'

import { EmailDocument, loadedMail } from './EmailDocument.tsx'
import { mailSite, tokenQuery } from './sample.ts'

const meta = {
  title: 'Mail/Email templates',
  component: EmailDocument,
  args: loadedMail.args,
  render: loadedMail.render,
} satisfies Meta<typeof EmailDocument>

export default meta
type Story = StoryObj<typeof meta>

const linkInText =
  (url: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByText(/Text part/)).toBeVisible()
    await expect(canvas.getByText(new RegExp(url.replace(/[?.]/g, '\\$&')))).toBeVisible()
  }

const confirmUrl = `${mailSite.siteUrl}/newsletter/confirm${tokenQuery}`
export const ConfirmSubscription: Story = {
  loaders: [async () => ({ mail: await confirmSubscriptionMail(mailSite, 'Grace', confirmUrl) })],
  play: linkInText(confirmUrl),
}

const resetUrl = `${mailSite.siteUrl}/auth/reset${tokenQuery}`
export const ResetPassword: Story = {
  loaders: [async () => ({ mail: await resetPasswordMail(mailSite, 'grace', resetUrl) })],
  play: linkInText(resetUrl),
}

const verifyUrl = `${mailSite.siteUrl}/account/confirm-email${tokenQuery}`
export const VerifyEmailChange: Story = {
  loaders: [
    async () => ({ mail: await verifyEmailChangeMail(mailSite, 'grace', 'grace@new.example', verifyUrl) }),
  ],
  play: linkInText(verifyUrl),
}

export const OwnerNotification: Story = {
  loaders: [
    async () => ({
      mail: await ownerNotificationMail(mailSite, 'Grace Reader subscribed to the newsletter.', [
        ['Username', 'grace'],
        ['Email', 'grace@example.com'],
        ['Frequency', 'At most weekly'],
        ['Topics', 'all'],
      ]),
    }),
  ],
}

const signInUrl = `${mailSite.siteUrl}/auth/link${tokenQuery}`
/** A sign-in link the reader asked for (decision 233). */
export const SignInLink: Story = {
  loaders: [async () => ({ mail: await signInLinkMail(mailSite, 'grace', signInUrl, 'requested') })],
  play: linkInText(signInUrl),
}

/** Someone subscribed an address that already has an account: nothing changed, here is a way in. */
export const AlreadyAReader: Story = {
  loaders: [async () => ({ mail: await signInLinkMail(mailSite, 'grace', signInUrl, 'already-a-reader') })],
  play: linkInText(signInUrl),
}
