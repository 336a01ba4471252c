import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MailPreview } from '../../web/components/mail/MailPreview.tsx'
import { sampleMail } from './sample.ts'

/** One kept message in the admin's Outbox: the HTML part sandboxed (no scripts), text part, headers. */
const meta = {
  title: 'Mail/MailPreview',
  component: MailPreview,
  args: { mail: sampleMail },
} satisfies Meta<typeof MailPreview>

export default meta
type Story = StoryObj<typeof meta>

export const ResetMessage: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle(/HTML part of/)
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(canvas.getByText('Message-ID')).toBeVisible()
  },
}
