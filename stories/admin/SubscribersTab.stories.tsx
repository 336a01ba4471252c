import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
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
