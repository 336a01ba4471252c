import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { TimelineCard } from '../../web/pages/home/timeline/TimelineCard.tsx'
import { sampleWorkExperiences } from '../sample-content.ts'

const meta = {
  title: 'Home/TimelineCard',
  component: TimelineCard,
  args: { experience: sampleWorkExperiences.at(-1)!, current: true },
  // The card is a list item sized by its track.
  decorators: [
    (Story) => (
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, '--card-w': '400px' } as CSSProperties}>
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof TimelineCard>

export default meta
type Story = StoryObj<typeof meta>

export const Current: Story = {}

export const Past: Story = {
  args: { experience: sampleWorkExperiences[0]!, current: false },
}
