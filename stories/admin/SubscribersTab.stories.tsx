import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { ReaderData } from '../../web/pages/admin/queries.ts'
import { SubscribersTab } from '../../web/pages/admin/SubscribersTab.tsx'
import { sampleList, sampleReaderCounts, sampleReaders, sampleTopics } from './sample.ts'

/**
 * Reader accounts with their state and subscription, a page at a time, the counts per state as filter
 * links, the audience's counts, search and export.
 */
const meta = {
  title: 'Admin/SubscribersTab',
  component: SubscribersTab,
  args: {
    readers: sampleReaders,
    counts: sampleReaderCounts,
    topics: sampleTopics,
    list: sampleList(sampleReaders.length),
  },
} satisfies Meta<typeof SubscribersTab>

export default meta
type Story = StoryObj<typeof meta>

export const Readers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + sampleReaders.length)
    await expect(canvas.getByRole('row', { name: /ada\.l/ })).toHaveTextContent('Ada Lovelace')
    await expect(canvas.getByRole('row', { name: /grace/ })).toHaveTextContent('Pending')
    await expect(canvas.getByRole('row', { name: /ken/ })).toHaveTextContent('Mail failing')
    await expect(canvas.getByRole('row', { name: /barbara/ })).toHaveTextContent('Unsubscribed')
    await expect(canvas.getByRole('row', { name: /dennis/ })).toHaveTextContent('Never subscribed')
    // Topics by the owner's names for the slugs readers chose.
    await expect(canvas.getByRole('row', { name: /ada\.l/ })).toHaveTextContent(
      'Web Development, Database Design',
    )
    // A running subscription (active, pending or failing) can be ended; an ended one cannot.
    await expect(canvas.queryByRole('button', { name: 'End subscription of barbara' })).toBeNull()
    for (const username of ['ada.l', 'grace', 'ken'])
      await expect(canvas.getByRole('button', { name: `End subscription of ${username}` })).toBeVisible()
    // Every state is a link with its count; All is the current one.
    const states = canvas.getByRole('navigation', { name: 'Readers by state' })
    await expect(within(states).getByRole('link', { name: 'All 6' })).toHaveAttribute('aria-current', 'page')
    await expect(within(states).getByRole('link', { name: 'Pending 1' })).toHaveAttribute(
      'href',
      '/?state=pending',
    )
    await expect(within(states).getByRole('link', { name: 'Active 2' })).not.toHaveAttribute('aria-current')
  },
}

/** The server searched: the box shows the search, the caption the matches, the export link carries it. */
export const Searching: Story = {
  args: { readers: sampleReaders.slice(0, 1), list: sampleList(1, 'EXAMPLE.COM') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search readers' })).toHaveValue('EXAMPLE.COM')
    await expect(canvas.getByText(`1 of ${sampleReaders.length} readers match "EXAMPLE.COM"`)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/readers/export?search=EXAMPLE.COM',
    )
  },
}

/** An empty list says so in words instead of drawing a table with no rows. */
export const NoReaders: Story = {
  args: {
    readers: [],
    list: sampleList(0),
    counts: {
      ...sampleReaderCounts,
      total: 0,
      everyTopic: 0,
      byState: sampleReaderCounts.byState.map((entry) => ({ ...entry, count: 0 })),
      byFrequency: sampleReaderCounts.byFrequency.map((entry) => ({ ...entry, count: 0 })),
      byTopic: sampleReaderCounts.byTopic.map((entry) => ({ ...entry, count: 0 })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No readers yet\./)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/**
 * Filtered by state, searched within it: the tab is current, the caption says of how many, and the
 * search form, the pages and the export keep the state.
 */
export const PendingOnly: Story = {
  args: {
    readers: sampleReaders.filter((r) => r.state === 'PENDING'),
    list: sampleList(1, 'grace', 1, { state: 'pending' }),
  },
  play: async ({ canvas, canvasElement }) => {
    const states = canvas.getByRole('navigation', { name: 'Readers by state' })
    await expect(within(states).getByRole('link', { name: 'Pending 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(states).getByRole('link', { name: 'All 6' })).toHaveAttribute('href', '/?q=grace')
    await expect(canvas.getByText('Pending: 1 of 1 reader matches "grace"')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/readers/export?search=grace&state=pending',
    )
    const search = canvas.getByRole('search', { name: 'Search readers' })
    await expect(
      canvasElement.querySelector('form[role="search"] input[type="hidden"][name="state"]'),
    ).toHaveValue('pending')
    await expect(search).toBeVisible()
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

/** 120 readers, numbered newest first: the second page shows reader70 … reader21. */
const secondPage: ReaderData[] = Array.from({ length: 50 }, (_, i) => ({
  id: String(1000 + 70 - i),
  username: `reader${70 - i}`,
  firstName: 'Reader',
  lastName: String(70 - i),
  email: `reader${70 - i}@example.com`,
  createdAt: new Date(Date.UTC(2026, 2, 1) - (50 + i) * 3_600_000).toISOString(),
  state: 'ACTIVE',
  frequency: 'MONTHLY',
  topics: [],
  consent: 'SIGNUP',
}))

/** A long list is read 50 rows at a time; Previous and Next are links that keep the search. */
export const SecondPage: Story = {
  args: {
    readers: secondPage,
    counts: { ...sampleReaderCounts, total: 300 },
    list: sampleList(120, 'reader', 2),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row').length - 1).toBe(50)
    const pages = canvas.getByRole('navigation', { name: 'Readers pages' })
    await expect(pages).toHaveTextContent('Page 2 of 3')
    await expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/?q=reader')
    await expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/?q=reader&page=3',
    )
  },
}
