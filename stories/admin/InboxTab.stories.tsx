import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { InboxTab } from '../../web/pages/admin/InboxTab.tsx'
import type { ContactMessageData } from '../../web/pages/admin/queries.ts'
import { sampleContactMessages, sampleList } from './sample.ts'

/** The admin's contact inbox: addresses left in the header's Get in touch form. */
const meta = {
  title: 'Admin/InboxTab',
  component: InboxTab,
  args: {
    messages: sampleContactMessages,
    unread: 2,
    list: sampleList(sampleContactMessages.length),
  },
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

export const Empty: Story = { args: { messages: [], unread: 0, list: sampleList(0) } }

/** Delete asks first, naming the address. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete message from ken@example.com' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleName('Delete message?')
    await expect(dialog).toHaveTextContent('ken@example.com')
  },
}

const lastPage: ContactMessageData[] = Array.from({ length: 25 }, (_, i) => ({
  id: String(25 - i),
  email: `visitor${25 - i}@example.com`,
  page: '/',
  createdAt: new Date(Date.UTC(2026, 2, 14) - (50 + i) * 3_600_000).toISOString(),
  handledAt: null,
}))

/** The last page of a long inbox: Previous only, and the search the pages keep. */
export const LastPage: Story = {
  args: { messages: lastPage, unread: 75, list: sampleList(75, 'visitor', 2) },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    await expect(items).toHaveLength(25)
    const pages = canvas.getByRole('navigation', { name: 'Messages pages' })
    await expect(pages).toHaveTextContent('Page 2 of 2')
    await expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/?q=visitor')
    await expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull()
    await expect(canvas.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/contact-messages/export?search=visitor',
    )
  },
}
