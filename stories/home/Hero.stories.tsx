import type { Meta, StoryObj } from '@storybook/react-vite'
import { Hero } from '../../web/pages/home/hero/Hero.tsx'
import { greetingMessages } from '../../web/pages/home/hero/typewriter.ts'

/** The full-screen hero: avatar, job title pill and the typewriter greeting (typing live). */
const meta = {
  title: 'Home/Hero',
  component: Hero,
  args: { ownerName: 'Ada Example', messages: greetingMessages('Ada') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const Typewriter: Story = {}

export const ShortMessages: Story = {
  args: { messages: ['Hello.', 'Tea?'] },
}
