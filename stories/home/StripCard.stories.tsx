import type { Meta, StoryObj } from '@storybook/react-vite'
import { StripCard } from '../../web/pages/home/projects/StripCard.tsx'
import { sampleProjects } from '../sample-content.ts'
import { heroImageUrl, iconUrl } from './sample-data.ts'

const meal = sampleProjects[0]!

const meta = {
  title: 'Home/StripCard',
  component: StripCard,
  args: { project: meal },
} satisfies Meta<typeof StripCard>

export default meta
type Story = StoryObj<typeof meta>

/** A sample title without a hero image: its decorative visual, icon guessed from the title. */
export const DecorativeVisual: Story = {}

export const WithHeroImage: Story = {
  args: { project: { ...meal, title: 'Vision Lab', heroImageUrl, colorTheme: 'purple' } },
}

/** Neither a hero image nor a known sample title: the icon tile on its palette, as on /projects. */
export const WithoutImage: Story = {
  args: { project: { ...meal, title: 'Compiler Playground', colorTheme: 'indigo' } },
}

export const IconFromUpload: Story = {
  args: { project: { ...meal, title: 'Uploaded Icon', iconUrl, colorTheme: 'pink' } },
}

export const IconFromName: Story = {
  args: { project: { ...meal, title: 'Paper Search', iconName: 'file-search', colorTheme: 'cyan' } },
}

export const IconFromKeyword: Story = {
  args: { project: { ...meal, title: 'Weekend Budget Helper', colorTheme: 'emerald' } },
}

export const DefaultIcon: Story = {
  args: { project: { ...meal, title: 'Graph Toolkit', colorTheme: 'orange' } },
}

export const WithoutTilt: Story = {
  args: { tilt: false },
}
