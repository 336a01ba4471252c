import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { IssueComposer } from '../../web/pages/admin/newsletter/IssueComposer.tsx'
import { NewsletterTab } from '../../web/pages/admin/newsletter/NewsletterTab.tsx'
import { sampleIssues, stubNewsletterApi } from './newsletter-fetch.ts'

/** The admin's Newsletter tab: drafts, an issue being sent (with pause), a sent one. */
const meta = {
  title: 'Admin/NewsletterTab',
  component: NewsletterTab,
  beforeEach: () => stubNewsletterApi(sampleIssues),
} satisfies Meta<typeof NewsletterTab>

export default meta
type Story = StoryObj<typeof meta>

export const Issues: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sent 48 · Failed 2 · Remaining 70 · 120 recipients')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View in the archive' })).toBeVisible()
  },
}

export const Empty: Story = {
  beforeEach: () => stubNewsletterApi([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No issues yet.')).toBeVisible()
  },
}

/** Send asks first. */
export const ConfirmingSend: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleName('Send this issue?')
  },
}

/** The compose form with its server-rendered preview and the media library picker. */
export const Composer: StoryObj<typeof IssueComposer> = {
  render: (args) => <IssueComposer {...args} />,
  args: { issue: sampleIssues[0]!, onSaved: fn(), onCancel: fn() },
  beforeEach: () => stubNewsletterApi(sampleIssues, []),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Hello \*\*readers\*\*/, { selector: 'p' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Insert image from the media library' }))
    await expect(await canvas.findByText(/media library is empty/)).toBeVisible()
  },
}

/** Title and text are required, as on the server. */
export const ComposerErrors: StoryObj<typeof IssueComposer> = {
  render: (args) => <IssueComposer {...args} />,
  args: { issue: null, onSaved: fn(), onCancel: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await expect((await canvas.findAllByRole('alert')).length).toBe(2)
  },
}
