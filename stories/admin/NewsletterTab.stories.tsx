import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { IssueComposer } from '../../web/pages/admin/newsletter/IssueComposer.tsx'
import { NewsletterTab } from '../../web/pages/admin/newsletter/NewsletterTab.tsx'
import {
  issueWithImages,
  nobodyAudience,
  sampleAudience,
  sampleIssues,
  scheduledIssues,
  stubNewsletterApi,
} from './newsletter-fetch.ts'
import { sampleTopics, sampleWelcome } from './sample.ts'

/** The admin's Newsletter tab: drafts, an issue being sent (with pause), a sent one. */
const meta = {
  title: 'Admin/NewsletterTab',
  component: NewsletterTab,
  args: {
    issues: sampleIssues,
    list: { search: '', page: 1, pages: 1, total: sampleIssues.length },
    editing: null,
    confirming: null,
    topics: sampleTopics,
    welcome: sampleWelcome,
  },
  beforeEach: () => stubNewsletterApi(),
} satisfies Meta<typeof NewsletterTab>

export default meta
type Story = StoryObj<typeof meta>

export const Issues: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sent 48 · Failed 2 · Remaining 70 · 120 recipients')).toBeVisible()
    // Topics by the owner's names, a retired one included.
    await expect(canvas.getByText('Career Tips, Project Showcases')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View in the archive' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { issues: [], list: { search: '', page: 1, pages: 1, total: 0 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No issues yet.')).toBeVisible()
  },
}

/** Send asks first (`?send=ID`), and says how many readers the issue reaches and why the others are skipped. */
export const ConfirmingSend: Story = {
  args: { confirming: { action: 'send', issue: { ...sampleIssues[0]!, audience: sampleAudience } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleName('Send this issue?')
    await expect(within(dialog).getByText(/^42 readers will get this issue · 3 skipped/)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled()
  },
}

/** A send that would reach nobody is not offered: the dialog says why. */
export const NobodyToSendTo: Story = {
  args: { confirming: { action: 'send', issue: { ...sampleIssues[0]!, audience: nobodyAudience } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(within(dialog).getByText(/^Nobody would get this issue/)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** A sent issue can be corrected on the site or taken off it. */
export const SentIssueActions: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit Hello, readers' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Unpublish Hello, readers' })).toBeVisible()
  },
}

/** The compose form with the saved text's preview (the server's rendering) and the media library picker. */
export const Composer: StoryObj<typeof IssueComposer> = {
  render: (args) => <IssueComposer {...args} />,
  args: { issue: sampleIssues[0]!, topics: sampleTopics, cancelTo: '/admin/newsletter' },
  beforeEach: () => stubNewsletterApi(),
  play: async ({ canvas, userEvent }) => {
    // The saved text's preview is there at once: the server rendered it when the issue was saved.
    await expect(canvas.getByText('readers', { selector: 'strong' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Insert image from the media library' }))
    await expect(await canvas.findByText(/media library is empty/)).toBeVisible()
  },
}

/** A sent issue: its text can change, its topics not (they record who it went to). */
export const ComposerSentIssue: StoryObj<typeof IssueComposer> = {
  render: (args) => <IssueComposer {...args} />,
  args: { issue: sampleIssues[2]!, topics: sampleTopics, cancelTo: '/admin/newsletter' },
  beforeEach: () => stubNewsletterApi(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the emails already sent stay as they were/)).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Topics it was sent for' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

/** Title and text are required, as on the server. */
export const ComposerErrors: StoryObj<typeof IssueComposer> = {
  render: (args) => <IssueComposer {...args} />,
  args: { issue: null, topics: sampleTopics, cancelTo: '/admin/newsletter' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await expect((await canvas.findAllByRole('alert')).length).toBe(2)
  },
}

/** The welcome email new readers get: on, its subject and text, and the server's preview. */
export const WelcomeEmail: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Welcome email' })
    await expect(
      within(form).getByRole('checkbox', { name: 'Send a welcome email to new readers' }),
    ).toBeChecked()
    await expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue(sampleWelcome.subject)
    await expect(within(form).getByText('welcome', { selector: 'strong' })).toBeVisible()
  },
}

/** The owner's topics: each can be renamed; a retired one can be offered again. */
export const Topics: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Topics' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleTopics.length)
    await expect(within(list).getByRole('button', { name: 'Offer again: Project Showcases' })).toBeVisible()
    await expect(within(list).getByRole('button', { name: 'Retire Career Tips' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add topic' })).toBeVisible()
  },
}

/** A composer for an issue with a retired topic keeps it offered (and ticked); other retired ones are not. */
export const ComposerTopics: StoryObj<typeof IssueComposer> = {
  render: (args) => <IssueComposer {...args} />,
  args: { issue: sampleIssues[1]!, topics: sampleTopics, cancelTo: '/admin/newsletter' },
  beforeEach: () => stubNewsletterApi(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Project Showcases (retired)' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Career Tips' })).toBeChecked()
  },
}

/** A scheduled draft says when it goes, in the owner's time zone; one that did not go says why. */
export const Scheduled: Story = {
  args: { issues: scheduledIssues, list: { search: '', page: 1, pages: 1, total: scheduledIssues.length } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Goes out on \w+day 4 December 2026 at \d\d:00 \(/)).toBeVisible()
    await expect(canvas.getByText('Scheduled')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Cancel schedule for Going out on Friday' }),
    ).toBeVisible()
    await expect(canvas.getByText(/did not go: Nobody would get this issue/)).toBeVisible()
    // An image without a description: neither Send nor Schedule until it has one.
    await expect(canvas.getByText(/^Image 2 \(ab12ab12….png\) has no description/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Schedule Not sent yet' })).toBeDisabled()
  },
}

/** Scheduling asks for a date and time in the browser's time zone, named, and says who it would reach. */
export const SchedulingASend: Story = {
  args: { confirming: { action: 'schedule', issue: { ...sampleIssues[0]!, audience: sampleAudience } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    await expect(dialog).toHaveAccessibleName('Schedule this issue')
    await expect(within(dialog).getByLabelText('Date and time')).toBeVisible()
    await expect(within(dialog).getByText(/^In your time zone, .+ \(this browser's\)/)).toBeVisible()
    await expect(within(dialog).getByText(/^If it went now: 42 readers will get this issue/)).toBeVisible()
  },
}

/** Each image of the text is listed to describe; one with no description is flagged. */
export const ComposerImages: StoryObj<typeof IssueComposer> = {
  render: (args) => <IssueComposer {...args} />,
  args: { issue: issueWithImages, topics: sampleTopics, cancelTo: '/admin/newsletter' },
  beforeEach: () => stubNewsletterApi(),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Image 1: description')).toHaveValue('The rig on the bench')
    await expect(canvas.getByText('1 image has no description', { exact: false })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Image 2: description'), 'The city at dusk')
    await expect(canvas.queryByText('1 image has no description', { exact: false })).toBeNull()
    await expect(canvas.getByLabelText('Feature image: description')).toHaveValue('The lab at night')
    await expect(canvas.getByText('Upload image')).toBeVisible()
  },
}
