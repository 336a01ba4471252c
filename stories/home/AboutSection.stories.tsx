import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AboutSection } from '../../web/pages/home/about/AboutSection.tsx'
import { topTechnologies } from '../../web/pages/home/about/skills.ts'
import { sampleProjects } from '../sample-content.ts'
import { aboutSampleTexts } from './sample-data.ts'

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

/** The TL;DR switch swaps the bio for its summary and back (typed out unless motion is reduced). */
export const FullBio: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tldr = canvas.getByRole('switch', { name: 'TL;DR' })
    const bio = canvas.getByTestId('about-text')
    await expect(tldr).not.toBeChecked()
    await userEvent.click(tldr)
    await expect(tldr).toBeChecked()
    await waitFor(() => expect(bio).toHaveTextContent(args.texts.short), { timeout: 8000 })
    await waitFor(() => expect(tldr).toBeEnabled(), { timeout: 8000 })
    await userEvent.click(tldr)
    await expect(tldr).not.toBeChecked()
    await waitFor(() => expect(bio).toHaveTextContent(args.texts.full.replace(/\s+/g, ' ')), {
      timeout: 8000,
    })
  },
}

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
