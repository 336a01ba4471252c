import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProjectsSection } from '../../web/pages/home/projects/ProjectsSection.tsx'
import { sampleProjects } from '../sample-content.ts'

/** The Projects block: the strip with its arrows, and the loading and error states. */
const meta = {
  title: 'Home/ProjectStrip',
  component: ProjectsSection,
  args: { state: { status: 'loaded', data: sampleProjects } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProjectsSection>

export default meta
type Story = StoryObj<typeof meta>

export const Strip: Story = {}

export const FewCards: Story = {
  args: { state: { status: 'loaded', data: sampleProjects.slice(0, 2) } },
}

export const Loading: Story = {
  args: { state: { status: 'loading' } },
}

/** The spec's failure text with a Retry button that loads the page's data again. */
export const Failed: Story = {
  args: { state: { status: 'error' } },
}
