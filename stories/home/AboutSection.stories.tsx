import type { Meta, StoryObj } from '@storybook/react-vite'
import { AboutSection } from '../../web/pages/home/about/AboutSection.tsx'
import { topTechnologies } from '../../web/pages/home/about/skills.ts'
import { aboutSampleTexts, sampleProjects } from './sample-data.ts'

const meta = {
  title: 'Home/About',
  component: AboutSection,
  args: {
    firstName: 'Ada',
    texts: aboutSampleTexts,
    skills: topTechnologies(sampleProjects),
    yearsLabel: '≈4',
    stat: { label: 'Cups of Tea', value: '∞' },
    projectCount: sampleProjects.length,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutSection>

export default meta
type Story = StoryObj<typeof meta>

export const FullBio: Story = {}

export const TlDr: Story = {
  name: 'TL;DR',
  args: { initialTldr: true },
}

export const ProjectsUnknown: Story = {
  args: { skills: [], projectCount: null, yearsLabel: '<1' },
}

/** The third stat as an owner set it in the Site tab. */
export const CustomStat: Story = {
  args: { stat: { label: 'Papers Published', value: '12' } },
}

/** The projects failed to load: Projects Completed shows a dash (read as "not available"), not '…'. */
export const ProjectsUnavailable: Story = {
  args: { projectCount: 'unavailable' },
}
