import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { OutboxTab } from '../../web/pages/admin/OutboxTab.tsx'
import { sampleMail } from '../mail/sample.ts'
import { sampleList } from './sample.ts'

const summary = (id: string, subject: string, kind: string, to: string) => ({
  id,
  subject,
  kind,
  to,
  from: sampleMail.from,
  createdAt: '2026-11-24T19:00:00.000Z',
})

const messages = [
  summary('2', sampleMail.subject, 'reset-password', sampleMail.to),
  summary(
    '1',
    "Confirm your subscription to Ada Example's newsletter",
    'confirm-subscription',
    'grace@example.com',
  ),
]

/** The admin's Outbox screen: mail kept in the database when no SMTP server is configured. */
const meta = {
  title: 'Admin/OutboxTab',
  component: OutboxTab,
  args: { messages, list: sampleList(messages.length), opened: null },
} satisfies Meta<typeof OutboxTab>

export default meta
type Story = StoryObj<typeof meta>

export const Messages: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Choose a message to read it.')).toBeVisible()
  },
}

/** `?open=ID`: the message whole in the reading pane, its entry marked. */
export const OneOpened: Story = {
  args: {
    opened: { ...summary('2', sampleMail.subject, 'reset-password', sampleMail.to), ...sampleMail },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle(/HTML part of/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Reset your password/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}

export const Empty: Story = {
  args: { messages: [], list: sampleList(0) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet.')).toBeVisible()
  },
}
