import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { ReaderImportData } from '../../web/pages/admin/queries.ts'
import { ReaderImportView } from '../../web/pages/admin/ReaderImportPage.tsx'

const counts = { created: 2, subscribed: 1, alreadySubscribed: 3, unsubscribed: 1, skipped: 2, duplicates: 1 }

const preview: ReaderImportData = {
  id: '7',
  fileName: 'mailchimp-export.csv',
  createdAt: '2026-03-10T12:00:00.000Z',
  encoding: 'UTF-8',
  rows: 10,
  planned: counts,
  issues: [
    { row: 4, email: 'not-an-address', kind: 'ERROR', reason: 'Not a valid email address' },
    { row: 6, email: 'ada@example.org', kind: 'DUPLICATE', reason: 'Same address as row 2: merged into it' },
    {
      row: 9,
      email: 'left@example.org',
      kind: 'SKIPPED',
      reason: 'Not subscribed (the file says "unsubscribed")',
    },
  ],
  issueCount: 3,
  ignoredColumns: ['MEMBER_RATING', 'OPTIN_TIME'],
  doneAt: null,
  result: null,
}

/**
 * An uploaded reader list: what confirming will do (and that nothing is mailed), the rows left out or
 * merged; then what the import did; or an upload that is gone.
 */
const meta = {
  title: 'Admin/ReaderImport',
  component: ReaderImportView,
  args: { upload: preview },
} satisfies Meta<typeof ReaderImportView>

export default meta
type Story = StoryObj<typeof meta>

export const Preview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 new readers will be added, subscribed and confirmed.')).toBeVisible()
    await expect(
      canvas.getByText(
        '1 reader unsubscribed earlier and stays unsubscribed: an import never subscribes anyone again.',
      ),
    ).toBeVisible()
    await expect(canvas.getByText(/No email is sent/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Import 3 readers' })).toBeEnabled()
    await expect(canvas.getByRole('row', { name: /not-an-address/ })).toHaveTextContent('Left out')
  },
}

export const Done: Story = {
  args: { upload: { ...preview, doneAt: '2026-03-10T12:05:00.000Z', result: counts } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 new readers were added, subscribed and confirmed.')).toBeVisible()
    await expect(canvas.getByText('No email was sent.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Import/ })).toBeNull()
  },
}

/** Every row left out: nothing to import, so no Import button to press. */
export const NothingToImport: Story = {
  args: {
    upload: {
      ...preview,
      planned: {
        created: 0,
        subscribed: 0,
        alreadySubscribed: 0,
        unsubscribed: 0,
        skipped: 3,
        duplicates: 0,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled()
  },
}

export const Gone: Story = {
  args: { upload: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This upload is gone/)).toBeVisible()
  },
}
