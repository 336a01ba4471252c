import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { accountDeletedMail, emailChangedMail } from '../../src/modules/mail/account-notices.tsx'
import { EmailDocument, loadedMail } from './EmailDocument.tsx'
import { mailSite } from './sample.ts'

/** The account notices (no link to act on) as a mail client shows them: HTML part, then text part. */
const meta = {
  title: 'Mail/Account notices',
  component: EmailDocument,
  args: loadedMail.args,
  render: loadedMail.render,
} satisfies Meta<typeof EmailDocument>

export default meta
type Story = StoryObj<typeof meta>

export const EmailChanged: Story = {
  loaders: [async () => ({ mail: await emailChangedMail(mailSite, 'grace', 'grace@new.example') })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/changed to g\*\*\*@new\.example/)).toBeVisible()
  },
}

export const AccountDeleted: Story = {
  loaders: [async () => ({ mail: await accountDeletedMail(mailSite, 'grace') })],
}
