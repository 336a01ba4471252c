import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { InboxTab } from '../../web/pages/admin/InboxTab.tsx'
import type { ContactMessageData } from '../../web/pages/admin/queries.ts'
import { sampleContactMessages } from './sample.ts'

/** The admin's contact inbox: addresses left in the header's Get in touch form. */
const meta = {
  title: 'Admin/InboxTab',
  component: InboxTab,
  args: { messages: sampleContactMessages, unread: 2, onChanged: fn() },
} satisfies Meta<typeof InboxTab>

export default meta
type Story = StoryObj<typeof meta>

/** Newest first; unread ones carry an accent edge and can be marked handled, handled ones marked unread. */
export const Messages: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('grace.hopper@example.org'),
      expect.stringContaining('ken@example.com'),
      expect.stringContaining('margaret@example.net'),
    ])
    await expect(canvas.getByRole('link', { name: '/project/2' })).toHaveAttribute('href', '/project/2')
    await expect(canvas.getByRole('button', { name: 'Mark unread: margaret@example.net' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/contact-messages/export',
    )
  },
}

export const Empty: Story = { args: { messages: [], unread: 0 } }

/** Delete asks first, naming the address. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete message from ken@example.com' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleName('Delete message?')
    await expect(dialog).toHaveTextContent('ken@example.com')
  },
}

const manyMessages: ContactMessageData[] = Array.from({ length: 75 }, (_, i) => ({
  id: String(75 - i),
  email: `visitor${75 - i}@example.com`,
  page: '/',
  createdAt: new Date(Date.UTC(2026, 2, 14) - i * 3_600_000).toISOString(),
  handledAt: null,
}))

/** A long inbox shows 50 messages at a time, newest first. */
export const ManyMessages: Story = {
  args: { messages: manyMessages, unread: manyMessages.length },
  play: async ({ canvas, userEvent }) => {
    const items = () => within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    await expect(items()).toHaveLength(50)
    await expect(items()[0]).toHaveTextContent('visitor75@example.com')
    await expect(canvas.getByText('25 not shown yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show 25 more' }))
    await expect(items()).toHaveLength(75)
    await expect(items()[74]).toHaveTextContent('visitor1@example.com')
    await expect(canvas.queryByRole('button', { name: 'Show 25 more' })).toBeNull()
  },
}
