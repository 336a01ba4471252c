import type { Meta, StoryObj } from '@storybook/react-vite'
import { TimelineSection } from '../../web/pages/home/timeline/TimelineSection.tsx'
import { sampleWorkExperiences } from '../sample-content.ts'

/** The Work Experience block: the track with past roles and the centred current one, and its states. */
const meta = {
  title: 'Home/Timeline',
  component: TimelineSection,
  args: { state: { status: 'loaded', data: sampleWorkExperiences } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelineSection>

export default meta
type Story = StoryObj<typeof meta>

export const Timeline: Story = {}

/** The last item is highlighted as the current role even when its type is past: no 'Current' badge. */
export const LastItemPast: Story = {
  args: { state: { status: 'loaded', data: sampleWorkExperiences.slice(0, 3) } },
}

export const Loading: Story = {
  args: { state: { status: 'loading' } },
}

/** The spec's failure text with a Retry button that loads the page's data again. */
export const Failed: Story = {
  args: { state: { status: 'error' } },
}
