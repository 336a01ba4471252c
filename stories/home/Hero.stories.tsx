import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEFAULT_JOB_TITLE, defaultGreetings } from '../../src/shared/site.ts'
import { Hero } from '../../web/pages/home/hero/Hero.tsx'
import { sampleAvatarUrl } from '../sample-site.ts'

/** The full-screen hero: avatar, job title pill and the typewriter greeting (typing live). */
const meta = {
  title: 'Home/Hero',
  component: Hero,
  args: {
    ownerName: 'Ada Example',
    jobTitle: DEFAULT_JOB_TITLE,
    avatarUrl: null,
    messages: defaultGreetings('Ada'),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const Typewriter: Story = {}

export const ShortMessages: Story = {
  args: { messages: ['Hello.', 'Tea?'] },
}

/** With an uploaded picture (site settings) instead of the drawn initials, and another job title. */
export const WithPicture: Story = {
  args: {
    jobTitle: 'Research Engineer',
    avatarUrl: sampleAvatarUrl,
  },
}

/** The light theme's pastel hero with dark text (decision 211). */
export const Light: Story = {
  globals: { theme: 'light' },
}
