import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { MediaManager } from '../../web/pages/admin/MediaManager.tsx'
import { placeholderImage, sampleProjects } from './sample.ts'

const meta = {
  title: 'Admin/MediaManager',
  component: MediaManager,
  args: { project: sampleProjects[0]!, onChange: fn() },
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
}
