import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { accountDeletedMail, emailChangedMail } from '../../src/modules/mail/account-notices.tsx'
import type { Composed } from '../../src/modules/mail/messages.tsx'
import { EmailDocument } from './EmailDocument.tsx'

/** The account notices (no link to act on) as a mail client shows them: HTML part, then text part. */
const site = { siteName: 'Ada Example', siteUrl: 'http://localhost:3000' }

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
