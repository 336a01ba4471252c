import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import type { ReaderData } from '../../web/pages/admin/queries.ts'
import { SubscribersTab } from '../../web/pages/admin/SubscribersTab.tsx'
import { sampleReaderCounts, sampleReaders } from './sample.ts'

/** Every reader account with its subscription, the audience's counts, search and export. */
const meta = {
  title: 'Admin/SubscribersTab',
  component: SubscribersTab,
  args: { readers: sampleReaders, counts: sampleReaderCounts, onChanged: fn() },
} satisfies Meta<typeof SubscribersTab>

export default meta
type Story = StoryObj<typeof meta>

export const Readers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + sampleReaders.length)
    await expect(canvas.getByRole('row', { name: /barbara/ })).toHaveTextContent('Ended')
    await expect(canvas.getByRole('row', { name: /dennis/ })).toHaveTextContent('Never subscribed')
    // Only an active subscription can be ended.
    await expect(canvas.queryByRole('button', { name: 'End subscription of barbara' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'End subscription of ada.l' })).toBeVisible()
  },
}

/** The search filters as the admin types, and the export link carries it. */
export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search readers' }), 'EXAMPLE.COM')
    await expect(canvas.getAllByRole('row')).toHaveLength(2)
    await expect(canvas.getByRole('row', { name: /linus/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/readers/export?search=EXAMPLE.COM',
    )
  },
}

export const NoReaders: Story = {
  args: {
    readers: [],
    counts: {
      ...sampleReaderCounts,
      total: 0,
      everyTopic: 0,
      byStatus: sampleReaderCounts.byStatus.map((entry) => ({ ...entry, count: 0 })),
      byFrequency: sampleReaderCounts.byFrequency.map((entry) => ({ ...entry, count: 0 })),
      byTopic: sampleReaderCounts.byTopic.map((entry) => ({ ...entry, count: 0 })),
    },
  },
}

/** Deleting a reader asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete linus' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleName('Delete reader?')
    await expect(dialog).toHaveTextContent("linus's account")
  },
}

/** 120 readers, numbered newest first: reader120 … reader1. */
const manyReaders: ReaderData[] = Array.from({ length: 120 }, (_, i) => ({
  id: String(1000 + 120 - i),
  username: `reader${120 - i}`,
  email: `reader${120 - i}@example.com`,
  createdAt: new Date(Date.UTC(2026, 2, 1) - i * 3_600_000).toISOString(),
  status: 'ACTIVE',
  frequency: 'MONTHLY',
  topics: [],
}))

/** A long list shows 50 rows at a time; a search starts again from its first 50 matches. */
export const ManyReaders: Story = {
  args: { readers: manyReaders, counts: { ...sampleReaderCounts, total: manyReaders.length } },
  play: async ({ canvas, userEvent }) => {
    const rows = () => canvas.getAllByRole('row').length - 1
    await expect(rows()).toBe(50)
    await expect(canvas.getByText('70 not shown yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show 50 more' }))
    await expect(rows()).toBe(100)
    await userEvent.click(canvas.getByRole('button', { name: 'Show 20 more' }))
    await expect(rows()).toBe(120)
    await expect(canvas.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull()
    // The button went with the last rows: focus is on the line that says so, not lost.
    await waitFor(() => expect(canvas.getByText('All shown')).toHaveFocus())
    // A search that shows everything at once has no button and says nothing, and keeps the focus.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search readers' }), '7')
    await expect(canvas.getByRole('searchbox', { name: 'Search readers' })).toHaveFocus()
    await expect(canvas.queryByText('All shown')).toBeNull()
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search readers' }))
    // reader1, reader10..19, reader100..120: 32 matches.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search readers' }), 'reader1')
    await expect(canvas.getByText('32 of 120 readers match "reader1"')).toBeVisible()
    await expect(rows()).toBe(32)
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search readers' }))
    await expect(rows()).toBe(50)
  },
}
