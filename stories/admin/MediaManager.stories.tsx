import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { MediaManager } from '../../web/pages/admin/MediaManager.tsx'
import { sampleProjects } from '../sample-content.ts'
import { placeholderImage } from './sample.ts'

const meta = {
  title: 'Admin/MediaManager',
  component: MediaManager,
  args: { project: sampleProjects[0]! },
} satisfies Meta<typeof MediaManager>

export default meta
type Story = StoryObj<typeof meta>

export const NoMedia: Story = {}

export const WithMedia: Story = {
  args: {
    project: {
      ...sampleProjects[0]!,
      iconUrl: placeholderImage('Icon', 200),
      heroImageUrl: placeholderImage('Hero', 260),
      screenshotUrls: [1, 2, 3, 4].map((n) => placeholderImage(`Screenshot ${n}`, 150 + n * 40)),
    },
  },
  // Remove All asks first; Cancel keeps every screenshot.
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screenshots = canvas.getByRole('list', { name: 'Screenshots' })
    await expect(within(screenshots).getAllByRole('img')).toHaveLength(4)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove All' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleName('Remove all screenshots?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(within(screenshots).getAllByRole('img')).toHaveLength(4)
  },
}
