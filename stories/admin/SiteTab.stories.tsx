import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SiteTab } from '../../web/pages/admin/SiteTab.tsx'
import { sampleSite } from '../sample-site.ts'

/** A small square picture drawn inline, so the story needs no server. */
const AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%234338ca'/%3E%3Ccircle cx='5' cy='4' r='2' fill='%23fde68a'/%3E%3C/svg%3E"

const meta = {
  title: 'Admin/SiteTab',
  component: SiteTab,
  args: { site: sampleSite },
} satisfies Meta<typeof SiteTab>

export default meta
type Story = StoryObj<typeof meta>

/** The sample settings: initials instead of a picture, LinkedIn and GitHub only. */
export const Defaults: Story = {}

/** Every optional setting filled in: pictures, the four extra profile links, the system theme. */
export const EverythingSet: Story = {
  args: {
    site: {
      ...sampleSite,
      avatarUrl: AVATAR,
      socialImageUrl: AVATAR,
      xUrl: 'https://x.com/ada',
      mastodonUrl: 'https://mastodon.social/@ada',
      scholarUrl: 'https://scholar.google.com/citations?user=ada',
      huggingfaceUrl: 'https://huggingface.co/ada',
      themeDefault: 'SYSTEM',
    },
  },
}

/** Client checks with the server's schema: empty name, a bad URL, an empty greeting, each named. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Name'))
    await userEvent.clear(canvas.getByLabelText('GitHub URL'))
    await userEvent.type(canvas.getByLabelText('GitHub URL'), 'not a url')
    await userEvent.click(canvas.getByRole('button', { name: 'Add greeting' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save Site Settings' }))
    await expect(await canvas.findByText('Name is required (at most 100 characters)')).toBeVisible()
    await expect(canvas.getByText('GitHub URL must be a URL (http:// or https://)')).toBeVisible()
    await expect(canvas.getByText('Each greeting is required (at most 120 characters)')).toBeVisible()
  },
}

/** The greeting list is ordered: a line moves up, and the list stops at eight lines. */
export const EditingGreetings: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move greeting 2 up' }))
    await expect(canvas.getByLabelText('Greeting 1')).toHaveValue(sampleSite.greetings[1])
    for (let i = sampleSite.greetings.length; i < 8; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Add greeting' }))
    }
    await expect(canvas.getByRole('button', { name: 'Add greeting' })).toBeDisabled()
  },
}
